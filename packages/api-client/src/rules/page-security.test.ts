import { describe, expect, it } from 'vitest';

import {
  CSP_NONCE_PATTERN,
  apiSources,
  contentSecurityPolicy,
  createCspNonce,
  mergePageSources,
  pageSecurityHeaders,
} from './page-security';

/** The policy as directive name -> its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...values] = directive.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('page security headers', () => {
  it('makes a new nonce every time, of the shape the policy takes', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => createCspNonce()));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(nonce).toMatch(CSP_NONCE_PATTERN);
  });

  it('allows inline scripts and style elements only with the nonce, never unsafe-inline', () => {
    const nonce = createCspNonce();
    const policy = directives(contentSecurityPolicy(nonce));
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('style-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
    expect(policy.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('adds the sources a page needs, each once, to their directives', () => {
    const sources = mergePageSources(
      apiSources('https://api.example.kr/v2'),
      apiSources('https://api.example.kr'),
      { script: ['https://www.googletagmanager.com'] },
    );
    const policy = directives(contentSecurityPolicy(createCspNonce(), sources));
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://api.example.kr',
      'wss://api.example.kr',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://api.example.kr']);
    expect(policy.get('script-src')?.at(-1)).toBe('https://www.googletagmanager.com');
    expect(apiSources('http://localhost:3000').connect).toEqual([
      'http://localhost:3000',
      'ws://localhost:3000',
    ]);
  });

  it('allows style elements without the nonce only when asked, never scripts', () => {
    const nonce = createCspNonce();
    const policy = directives(contentSecurityPolicy(nonce, {}, { inlineStyles: true }));
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src')).toEqual(["'self'", `'nonce-${nonce}'`]);
  });

  it('refuses a nonce that could break out of the policy', () => {
    expect(() => contentSecurityPolicy("abc'; script-src *")).toThrow(
      'a CSP nonce must be 24 base64url characters',
    );
  });

  it('sends framing, referrer, sniffing and feature headers with the policy', () => {
    const headers = pageSecurityHeaders(createCspNonce());
    expect(headers).toMatchObject({
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
  });
});
