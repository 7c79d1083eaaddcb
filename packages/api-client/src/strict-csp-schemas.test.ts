// What the sites rely on (DESIGN.md §7, no 'unsafe-eval'): once makeSchemasJitless has run, the
// zod that loads next never calls `Function`, neither to probe for eval nor to compile an
// object schema's parser. Checked on zod itself, so that a zod that read its settings elsewhere
// would fail here rather than in a browser's violation reports.
import { afterEach, describe, expect, it } from 'vitest';

import { makeSchemasJitless } from './strict-csp-schemas';

const realFunction = globalThis.Function;

/** Replaces the global `Function` with one that records every use before doing it. */
function recordFunctionUses(): string[][] {
  const uses: string[][] = [];
  globalThis.Function = new Proxy(realFunction, {
    construct(target, args: string[]) {
      uses.push(args);
      return Reflect.construct(target, args) as object;
    },
    apply(target, self, args: string[]) {
      uses.push(args);
      return Reflect.apply(target, self, args) as unknown;
    },
  });
  return uses;
}

afterEach(() => {
  globalThis.Function = realFunction;
});

describe('makeSchemasJitless', () => {
  it('makes the zod loaded after it jitless: object schemas parse without `Function`', async () => {
    const uses = recordFunctionUses();
    makeSchemasJitless();
    // Loaded here, after the call, as a browser entry loads it with the routes.
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const schema = z.object({ name: z.string(), age: z.number(), tags: z.array(z.string()) });
    for (let round = 0; round < 3; round += 1) {
      expect(schema.parse({ name: '윤보담', age: 41, tags: ['a'] })).toEqual({
        name: '윤보담',
        age: 41,
        tags: ['a'],
      });
      expect(schema.safeParse({ name: 1 }).success).toBe(false);
    }
    expect(uses).toEqual([]);
  });

  it('makes a zod that has loaded already jitless too, keeping its other settings', async () => {
    const { z } = await import('zod');
    const customError = () => '입력값을 확인해 주세요.';
    z.config({ jitless: false, customError });
    makeSchemasJitless();
    // zod's own config object, not one beside it.
    expect(z.config()).toMatchObject({ jitless: true, customError });
    z.config({ customError: undefined });
  });
});
