import { INVALID_REQUEST_MESSAGE } from '@lawfirm/api-client';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';

import { SERVER_ERROR_MESSAGE, useApiErrors } from './api-errors';

describe('useApiErrors', () => {
  let app: FastifyInstance;
  const logged: unknown[] = [];

  beforeAll(async () => {
    app = Fastify({
      logger: { level: 'error', stream: { write: (line: string) => logged.push(line) } },
    });
    // As app.ts does: the library's compiler outside, ours inside the plugin.
    app.setValidatorCompiler(validatorCompiler);
    await app.register(async (scope) => {
      useApiErrors(scope);
      scope.post(
        '/inside',
        { schema: { body: z.strictObject({ items: z.array(z.number().int()) }) } },
        async () => ({ ok: true }),
      );
      scope.get('/boom', async () => {
        throw new Error('connection string postgres://secret@db');
      });
    });
    app.get('/outside', { schema: { querystring: z.object({ n: z.string() }) } }, async () => 'ok');
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers a rejected body with every issue and its dotted path', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/inside',
      payload: { items: [1, 'two', 3.5] },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ result: boolean; msg: string; issues: { path: string }[] }>();
    expect(body).toMatchObject({ result: false, msg: INVALID_REQUEST_MESSAGE });
    expect(body.issues.map((issue) => issue.path)).toEqual(['items.1', 'items.2']);
  });

  it('answers malformed JSON in the same envelope', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/inside',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ result: false, msg: INVALID_REQUEST_MESSAGE });
  });

  it('answers a failure with a Korean message, logs it, and shows no internals', async () => {
    const response = await app.inject({ url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ result: false, msg: SERVER_ERROR_MESSAGE });
    expect(response.body).not.toContain('secret');
    expect(logged.join('')).toContain('connection string');
  });

  it('leaves the routes outside its plugin alone', async () => {
    const response = await app.inject({ url: '/outside' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).not.toHaveProperty('result');
  });
});
