// One chat call through app.inject, as the widget sends it ({d}, headers a and v), read back
// as its result code and data.
import type { FastifyInstance } from 'fastify';

export interface ChatAnswer {
  status: number;
  code: string;
  // Read field by field in tests; its shape is checked by the route's response schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

export async function postChat(
  app: FastifyInstance,
  path: string,
  d: unknown,
  { token, ip }: { token?: string; ip?: string } = {},
): Promise<ChatAnswer> {
  const response = await app.inject({
    method: 'POST',
    url: path,
    ...(ip ? { remoteAddress: ip } : {}),
    headers: { v: '1.0.0', ...(token ? { a: token } : {}) },
    payload: { d },
  });
  const body = response.json();
  return { status: response.statusCode, code: body.result_info.result_cd, data: body.data };
}
