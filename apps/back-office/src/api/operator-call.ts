// One call of the operator API (apps/api README "Operator API"): plain JSON bodies, the chat
// envelope in answers, the session token as Authorization: Bearer. The answer's data is parsed
// with its schema from @lawfirm/api-client/operator; a refusal becomes an OperatorCallError
// carrying the catalogue code and the api's Korean text.
import type { z } from 'zod';

/** Codes that mean the session is over: sign in again. */
export const SESSION_OVER_CODES: ReadonlySet<string> = new Set(['E000200001', 'E000200002']);

const FALLBACK_MESSAGE = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';

export class OperatorCallError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    /** For a malformed request (CE000200001): each rejected field and why, in Korean. */
    readonly issues: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(message);
    this.name = 'OperatorCallError';
  }

  get sessionOver(): boolean {
    return SESSION_OVER_CODES.has(this.code);
  }
}

export interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
  token?: string | null;
  signal?: AbortSignal;
}

/** A path of OPERATOR_PATHS with its `:name` parts filled in. */
export function pathOf(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/:([a-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

interface Envelope {
  result_info?: { result_cd?: string; result_type_cd?: string; result_msg?: string };
  data?: unknown;
  issues?: Array<{ path: string; message: string }>;
}

export async function operatorCall<S extends z.ZodType>(
  path: string,
  schema: S,
  { method = 'GET', body, token, signal }: CallOptions = {},
): Promise<z.infer<S>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new OperatorCallError('NETWORK', '서버에 연결하지 못했습니다. 연결을 확인해 주세요.', 0);
  }
  const envelope = (await response.json().catch(() => ({}))) as Envelope;
  const info = envelope.result_info;
  if (!response.ok || info?.result_cd !== 'OK') {
    throw new OperatorCallError(
      info?.result_cd ?? `HTTP${response.status}`,
      info?.result_msg || FALLBACK_MESSAGE,
      response.status,
      envelope.issues ?? [],
    );
  }
  const parsed = schema.safeParse(envelope.data);
  if (!parsed.success) {
    throw new OperatorCallError('INVALID_ANSWER', FALLBACK_MESSAGE, response.status);
  }
  return parsed.data;
}
