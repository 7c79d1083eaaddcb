import { describe, expect, it } from 'vitest';

import { canonicalJson, requestHashOf } from './consult-request-hash';

describe('canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { 회사명: '한빛', 업종: 'IT' }, c: [2, 1] })).toBe(
      '{"a":{"업종":"IT","회사명":"한빛"},"b":1,"c":[2,1]}',
    );
  });

  it('leaves out undefined members, as JSON does', () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
  });
});

describe('requestHashOf', () => {
  const body = { cc_name: '주식회사 한빛', detail: { 담당자명: '김민준', 업종: 'IT' } };

  it('is the same for the same body in another key order', () => {
    const reordered = { detail: { 업종: 'IT', 담당자명: '김민준' }, cc_name: '주식회사 한빛' };
    expect(requestHashOf('POST', '/api/consulting', reordered)).toBe(
      requestHashOf('post', '/api/consulting', body),
    );
  });

  it('differs for another value, method or path', () => {
    const hash = requestHashOf('POST', '/api/consulting', body);
    expect(requestHashOf('POST', '/api/consulting', { ...body, cc_name: '한빛' })).not.toBe(hash);
    expect(requestHashOf('PUT', '/api/consulting', body)).not.toBe(hash);
    expect(requestHashOf('POST', '/api/other', body)).not.toBe(hash);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
  });
});
