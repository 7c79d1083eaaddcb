// matchMedia, IntersectionObserver and ResizeObserver for jsdom, reset before each test.
import '@repo/vitest-config/jsdom-setup';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);
