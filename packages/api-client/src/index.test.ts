import { describe, expect, it } from 'vitest';
import { z } from 'zod';

import * as chat from './chat';
import * as root from './index';
import * as operator from './operator';
import * as site from './site';

const schemas: Array<[string, z.ZodType]> = [];
for (const entry of [root, site, chat, operator]) {
  for (const [name, value] of Object.entries(entry) as Array<[string, unknown]>) {
    if (value instanceof z.ZodType) schemas.push([name, value]);
  }
}

// The api hands these schemas to fastify-type-provider-zod, which turns request schemas into
// JSON Schema as inputs and response schemas as outputs for the OpenAPI 3.0 document. A schema
// it cannot convert (a transform, a custom type) would break /docs: every one must convert both
// ways.
describe('the exported schemas', () => {
  it('are many and named …Schema', () => {
    expect(schemas.length).toBeGreaterThan(60);
    expect(schemas.map(([name]) => name).filter((name) => !name.endsWith('Schema'))).toEqual([]);
  });

  it.each(schemas)('%s converts to JSON Schema', (_name, schema) => {
    for (const io of ['input', 'output'] as const) {
      expect(() => z.toJSONSchema(schema, { io, target: 'openapi-3.0' })).not.toThrow();
    }
  });
});
