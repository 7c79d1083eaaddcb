import { describe, expect, it } from 'vitest';

import { DEFAULT_SITE_CENTER_CODE, readConfig } from './config';

describe('readConfig', () => {
  it.each([{}, { VITE_CENTER_CODE: '' }, { VITE_CENTER_CODE: '  ' }])(
    'defaults the centre to CT0023 (%j)',
    (env) => {
      expect(DEFAULT_SITE_CENTER_CODE).toBe('CT0023');
      expect(readConfig(env)).toEqual({ centerCode: 'CT0023' });
    },
  );

  it.each(['CT0028', 'ICT0005', ' CT0022 '])('accepts %j', (code) => {
    expect(readConfig({ VITE_CENTER_CODE: code })).toEqual({ centerCode: code.trim() });
  });

  it.each(['ct0023', 'CT23', 'CENTER'])('refuses %j', (code) => {
    expect(() => readConfig({ VITE_CENTER_CODE: code })).toThrow(/VITE_CENTER_CODE/);
  });
});
