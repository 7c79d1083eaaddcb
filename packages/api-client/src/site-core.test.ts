import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';

import { createApiClient } from './http/client';
import { ApiError } from './http/errors';
import * as site from './site';
import * as siteCore from './site-core';
import { sendJson, startLocalServer } from './test-utils/local-server';
import type { LocalServer } from './test-utils/local-server';

/**
 * The modules `entry` loads when it is imported: its static, non-type imports, followed through
 * this package's own files. Dynamic `import()`s (a query's call) are left out: they load later.
 */
function staticGraph(entry: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (graph.has(file)) continue;
    const source = readFileSync(file, 'utf8');
    const specifiers = [
      ...source.matchAll(/^(?:import|export) (?!type )[^;]*? from '([^']+)';/gms),
    ].map((match) => match[1]!);
    graph.set(file, specifiers);
    for (const specifier of specifiers) {
      if (specifier.startsWith('.')) pending.push(`${join(dirname(file), specifier)}.ts`);
    }
  }
  return graph;
}

let server: LocalServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('@lawfirm/api-client/site-core', () => {
  it('loads no zod and no schema when imported (the site bundle of spec/site.md §7)', () => {
    const graph = staticGraph(join(import.meta.dirname, 'site-core.ts'));
    const packages = [...graph.values()].flat().filter((name) => !name.startsWith('.'));
    expect(packages).toEqual([]);
    // The query options and the paths are among what it loads: the test reads the real graph.
    expect([...graph.keys()].some((file) => file.endsWith('content-queries.ts'))).toBe(true);
  });

  it('is part of /site, value for value', () => {
    const exported = site as Record<string, unknown>;
    for (const [name, value] of Object.entries(siteCore)) expect(exported[name]).toBe(value);
  });

  it("checks a query's answer with its call's schema, loaded with the first fetch", async () => {
    const broken = { result: true, data: { hashTags: 'not a list', linkCards: [] } };
    server = await startLocalServer((_request, response) => sendJson(response, 200, broken));
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const options = siteCore.homeLandingQueryOptions(createApiClient({ baseUrl: server.url }));

    const error = await queryClient.fetchQuery(options).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe('INVALID_RESPONSE');
    expect((error as ApiError).message).toContain('hashTags');
  });
});
