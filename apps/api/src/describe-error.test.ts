import { describe, expect, it } from 'vitest';

import { describeError } from './describe-error';

describe('describeError', () => {
  it('follows the causes so the root problem is visible', () => {
    const root = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
      code: 'ECONNREFUSED',
    });
    const wrapped = new Error('Failed query: select 1\nparams: ', { cause: root });
    expect(describeError(wrapped)).toBe(
      'Failed query: select 1 params: <- connect ECONNREFUSED 127.0.0.1:9',
    );
  });

  it('names an error without a message and accepts non-errors', () => {
    expect(describeError(new AggregateError([], ''))).toBe('AggregateError');
    expect(describeError('plain text')).toBe('plain text');
  });
});
