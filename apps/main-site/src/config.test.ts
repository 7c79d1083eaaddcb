import { describe, expect, it } from 'vitest';

import { readConfig } from './config';

describe('readConfig', () => {
  it('defaults the API to the page origin', () => {
    expect(readConfig({})).toEqual({ apiBaseUrl: '' });
  });

  it.each(['https://api.example.kr', 'http://127.0.0.1:3000', '/backend'])(
    'accepts %s',
    (value) => {
      expect(readConfig({ VITE_API_BASE_URL: value })).toEqual({ apiBaseUrl: value });
    },
  );

  it('refuses a value that is neither a path nor an http(s) URL', () => {
    expect(() => readConfig({ VITE_API_BASE_URL: 'api.example.kr' })).toThrow(/VITE_API_BASE_URL/);
  });
});
