import { queryOptions as reactQueryOptions } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';

import { queryOptions } from './query-options';

describe('queryOptions', () => {
  it('hands back the options as React Query’s own does', () => {
    const options = { queryKey: ['center', 'list'], queryFn: () => Promise.resolve(1) };
    expect(queryOptions(options)).toBe(options);
    expect(reactQueryOptions(options)).toBe(options);
  });
});
