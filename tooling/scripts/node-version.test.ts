// The oldest Node.js the project runs on is written in three places that cannot import one
// another: the api's entry check (apps/api/src/node-version.ts), the bootstrap that brings a
// newer Node where the machine's is older (bootstrap.mjs: it runs on any Node, imports nothing
// of ours and exits when imported), and the root package.json's `engines`. Read as text, they
// must agree, so that one cannot move without the others.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

/** The value of `const NAME = <value>;` in `path`, as written. */
function declared(path: string, name: string): string {
  const match = new RegExp(`^(?:export )?const ${name} = (.+);$`, 'm').exec(read(path));
  if (!match?.[1]) throw new Error(`${path} declares no ${name}`);
  return match[1];
}

describe('the minimum Node.js version', () => {
  const api = Number(declared('apps/api/src/node-version.ts', 'MIN_NODE_MAJOR'));

  it('is a whole major version in the api', () => {
    expect(Number.isInteger(api) && api > 0).toBe(true);
  });

  it("is bootstrap.mjs's, which brings a Node.js of at least that major", () => {
    expect(Number(declared('tooling/scripts/bootstrap.mjs', 'MIN_NODE_MAJOR'))).toBe(api);
    const brought = /^'(\d+)\.\d+\.\d+'$/.exec(
      declared('tooling/scripts/bootstrap.mjs', 'NODE_VERSION'),
    );
    expect(Number(brought?.[1])).toBeGreaterThanOrEqual(api);
  });

  it("is the root package.json's engines", () => {
    const { engines } = JSON.parse(read('package.json')) as { engines?: { node?: string } };
    expect(engines?.node).toBe(`>=${api}`);
  });
});
