// The operator's side of a chat journey, driven through the real operator API (DESIGN.md §6;
// apps/api README "Operator API"): the widget tests sign in as a seeded operator, find the
// visitor's inquiry, take it, type, reply, send files, edit, recall and close, as a console would.
import {
  OPERATOR_PATHS,
  operatorAnswerSchemas,
  type OperatorInquiry,
} from '@lawfirm/api-client/operator';
import { CHAT_RESULT_OK, type ChatMessage } from '@lawfirm/api-client/chat';

import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { ports, repoRoot } from './environment';

const apiOrigin = `http://127.0.0.1:${ports.api}`;

/**
 * The seeded operators' password (apps/api README, OPERATOR_SEED_PASSWORD): the one the
 * environment gives, else the one tooling/scripts/serve.mjs generated and keeps beside the
 * data (it gives the api a random one), else the api's default outside production.
 */
export function seedPassword(): string {
  if (process.env.OPERATOR_SEED_PASSWORD) return process.env.OPERATOR_SEED_PASSWORD;
  const file = join(repoRoot, '.data', 'operator-seed-password');
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : 'operator-demo-2026';
}

const pathOf = (template: string, params: Record<string, number>) =>
  template.replace(/:(\w+)/g, (_, name: string) => String(params[name]));

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** This worker's operator sessions by login id (the api's session lasts hours). */
const sessions = new Map<string, Promise<ChatOperator>>();

export class ChatOperator {
  private constructor(private readonly token: string) {}

  /**
   * Signs in as one of the seeded operators (counsel1 to counsel3), once per operator and
   * test worker as a console keeps its session: sign-in is limited to
   * OPERATOR_SIGN_IN_RATE_LIMIT tries a minute per address, which the whole suite shares.
   */
  static signIn(loginId = 'counsel1'): Promise<ChatOperator> {
    let session = sessions.get(loginId);
    if (!session) {
      session = call('POST', OPERATOR_PATHS.signIn, operatorAnswerSchemas.signIn, undefined, {
        login_id: loginId,
        password: seedPassword(),
      }).then((answer) => new ChatOperator(answer.token));
      // A failed sign-in is not kept: the next test tries again.
      session.catch(() => sessions.delete(loginId));
      sessions.set(loginId, session);
    }
    return session;
  }

  private call<T>(method: string, path: string, schema: Parser<T>, body?: unknown) {
    return call(method, path, schema, this.token, body);
  }

  /** The newest inquiry opened from a page whose URL contains `marker`, once it exists. */
  async waitForInquiry(marker: string, timeoutMs = 20_000): Promise<OperatorInquiry> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const { inquiries } = await this.call(
        'GET',
        `${OPERATOR_PATHS.inquiries}?size=50`,
        operatorAnswerSchemas.inquiries,
      );
      const found = inquiries.find((inquiry) => inquiry.current_url?.includes(marker));
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no inquiry opened from a URL with ${marker}`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }

  async inquiry(inquiryNumber: number): Promise<OperatorInquiry> {
    const path = pathOf(OPERATOR_PATHS.inquiry, { chat_inquiry_number: inquiryNumber });
    return (await this.call('GET', path, operatorAnswerSchemas.inquiry)).inquiry;
  }

  async messages(inquiryNumber: number): Promise<ChatMessage[]> {
    const path = pathOf(OPERATOR_PATHS.messages, { chat_inquiry_number: inquiryNumber });
    return (await this.call('GET', `${path}?size=1000`, operatorAnswerSchemas.messages)).messages;
  }

  async assign(inquiryNumber: number): Promise<void> {
    const path = pathOf(OPERATOR_PATHS.assign, { chat_inquiry_number: inquiryNumber });
    await this.call('POST', path, operatorAnswerSchemas.inquiry);
  }

  async typing(inquiryNumber: number): Promise<void> {
    const path = pathOf(OPERATOR_PATHS.typing, { chat_inquiry_number: inquiryNumber });
    await this.call('POST', path, operatorAnswerSchemas.typing);
  }

  async reply(inquiryNumber: number, html: string, clientMessageId?: string): Promise<ChatMessage> {
    const path = pathOf(OPERATOR_PATHS.messages, { chat_inquiry_number: inquiryNumber });
    const body = {
      html_content: html,
      ...(clientMessageId ? { client_message_id: clientMessageId } : {}),
    };
    return (await this.call('POST', path, operatorAnswerSchemas.message, body)).message;
  }

  async sendFiles(inquiryNumber: number, files: UploadFile[], text?: string): Promise<ChatMessage> {
    const form = new FormData();
    for (const file of files) {
      form.append(
        'files',
        new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
        file.name,
      );
    }
    if (text) form.append('text', text);
    const path = pathOf(OPERATOR_PATHS.files, { chat_inquiry_number: inquiryNumber });
    return (await this.call('POST', path, operatorAnswerSchemas.message, form)).message;
  }

  async edit(inquiryNumber: number, messageNumber: number, html: string): Promise<ChatMessage> {
    const path = pathOf(OPERATOR_PATHS.message, {
      chat_inquiry_number: inquiryNumber,
      message_number: messageNumber,
    });
    return (await this.call('PATCH', path, operatorAnswerSchemas.message, { html_content: html }))
      .message;
  }

  async recall(inquiryNumber: number, messageNumber: number): Promise<void> {
    const path = pathOf(OPERATOR_PATHS.recall, {
      chat_inquiry_number: inquiryNumber,
      message_number: messageNumber,
    });
    await this.call('POST', path, operatorAnswerSchemas.recall);
  }

  async close(inquiryNumber: number): Promise<void> {
    const path = pathOf(OPERATOR_PATHS.close, { chat_inquiry_number: inquiryNumber });
    await this.call('POST', path, operatorAnswerSchemas.inquiry);
  }

  /** A follow-up link's token for the visitor (`/daeryuntalk#<token>`, spec §2, §4 step 3). */
  async followUpLink(inquiryNumber: number): Promise<string> {
    const path = pathOf(OPERATOR_PATHS.followUpLink, { chat_inquiry_number: inquiryNumber });
    return (await this.call('POST', path, operatorAnswerSchemas.followUpLink)).token;
  }

  /** The verification codes the local SMS outbox sent to a number, newest first. */
  async smsOutbox(to: string) {
    return (
      await this.call(
        'GET',
        `${OPERATOR_PATHS.smsOutbox}?to=${to}`,
        operatorAnswerSchemas.smsOutbox,
      )
    ).messages;
  }
}

/** Any zod schema of the api-client: the answer's data is parsed, never trusted. */
interface Parser<T> {
  parse(value: unknown): T;
}

async function call<T>(
  method: string,
  path: string,
  schema: Parser<T>,
  token: string | undefined,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${apiOrigin}${path}`, { method, headers, body: payload });
  const answer = (await response.json()) as {
    result_info?: { result_cd: string; result_type_cd: string };
    data: unknown;
  };
  if (answer.result_info?.result_type_cd !== CHAT_RESULT_OK) {
    throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer.result_info)}`);
  }
  return schema.parse(answer.data);
}
