import { describe, expect, it } from 'vitest';

import { MIN_NODE_MAJOR, unsupportedNodeReason } from './node-version';

describe('unsupportedNodeReason', () => {
  it.each([`${MIN_NODE_MAJOR}.0.0`, `${MIN_NODE_MAJOR}.23.3`, `${MIN_NODE_MAJOR + 2}.1.0`])(
    'accepts Node.js %s',
    (version) => {
      expect(unsupportedNodeReason(version)).toBeUndefined();
    },
  );

  it.each([`${MIN_NODE_MAJOR - 1}.99.0`, `${MIN_NODE_MAJOR - 4}.19.0`, 'unknown'])(
    'refuses Node.js %s, naming the version found and the one needed',
    (version) => {
      const reason = unsupportedNodeReason(version) ?? '';
      expect(reason).toContain(`Node.js ${version}`);
      expect(reason).toContain(`Node.js ${MIN_NODE_MAJOR} or newer`);
      // Besides the version found, the only version it names is the one needed.
      const others = reason.replace(version, '').match(/\d+/g);
      expect(new Set(others)).toEqual(new Set([String(MIN_NODE_MAJOR)]));
    },
  );
});
