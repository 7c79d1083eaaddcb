import { describe, expect, it } from 'vitest';

import { internalBaseUrl } from './internal-url';

describe('internalBaseUrl', () => {
  it.each([
    { host: '127.0.0.1', port: 3000, expected: 'http://127.0.0.1:3000' },
    { host: 'localhost', port: 3000, expected: 'http://localhost:3000' },
    { host: '0.0.0.0', port: 8080, expected: 'http://127.0.0.1:8080' },
    { host: '::', port: 8080, expected: 'http://[::1]:8080' },
    { host: '::1', port: 3000, expected: 'http://[::1]:3000' },
    { host: '192.168.0.10', port: 3000, expected: 'http://192.168.0.10:3000' },
  ])('$host:$port -> $expected', ({ host, port, expected }) => {
    expect(internalBaseUrl(host, port)).toBe(expected);
  });
});
