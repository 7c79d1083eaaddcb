// DESIGN.md §7: every endpoint that takes input answers bad input (missing, wrong type, too
// long, markup and script) with 400, a clear message, and nothing written.
import { apiErrorBodySchema, INVALID_REQUEST_MESSAGE } from '@lawfirm/api-client';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { expect } from 'vitest';

import type { Db } from '../db/create-database';
import { snapshotData } from './data-snapshot';

export interface BadInput {
  /** What is wrong, for the test's name. */
  name: string;
  request: InjectOptions;
  /** The issue path the answer must name ('' for the whole body or a non-schema refusal). */
  path: string;
  /** The issue message, when the rule gives a particular one (e.g. the markup message). */
  message?: string;
}

/** Sends the request and checks the 400 body and that no table changed. */
export async function expectRefused(app: FastifyInstance, db: Db, input: BadInput): Promise<void> {
  const before = await snapshotData(db);
  const response = await app.inject(input.request);

  expect(response.statusCode, input.name).toBe(400);
  const body = apiErrorBodySchema.parse(response.json());
  expect(body.msg).toBe(INVALID_REQUEST_MESSAGE);
  const issue = body.issues?.find((candidate) => candidate.path === input.path);
  expect(issue, `an issue at "${input.path}" in ${JSON.stringify(body.issues)}`).toBeDefined();
  expect(issue?.message.length).toBeGreaterThan(0);
  if (input.message !== undefined) expect(issue?.message).toBe(input.message);
  expect(await snapshotData(db)).toEqual(before);
}
