// The operator API over real HTTP (DESIGN.md §6), driving a visitor's inquiry
// through the visitor's calls: sign-in, list, assign, reply, files and their signed URLs, edit,
// recall, typing, close and the follow-up link. Events are read from the bus the app publishes
// on. On PGlite and, where TEST_DATABASE_URL is set, on Postgres.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import {
  CHAT_PATHS,
  FILE_KINDS,
  INQUIRY_PROGRESS,
  INQUIRY_STATES,
  MESSAGE_HTML_MAX_LENGTH,
  MESSAGE_STATUSES,
  SENDER_TYPES,
} from '@lawfirm/api-client/chat';
import type { ChatMessage } from '@lawfirm/api-client/chat';
import {
  OPERATOR_FILES_PER_MESSAGE,
  OPERATOR_INQUIRY_PAGE_SIZE,
} from '@lawfirm/api-client/operator';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { OPERATOR_NOTICES } from '../chat/chat-constants';
import { createMemoryEventBus, topics } from '../chat/event-bus';
import type { ChatEvent } from '../chat/event-bus';
import { createDiskFileStorage } from '../chat/file-storage';
import { DEMO_OPERATOR_PASSWORD, OPERATOR_SEED } from '../seed/operator-seed';
import { OPERATOR_SIGN_IN_RATE_LIMIT } from './operator-sign-in-routes';
import { seedDatabase } from '../seed/seed-database';
import { leaveContact, openInquiry, postChat } from '../test-support/chat-calls';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { connect } from '../test-support/socket-client';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { useSeedBeforeEach } from '../test-support/seed-restore';

const [FIRST, SECOND] = OPERATOR_SEED;
/** A 1x1 transparent PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

interface Answer {
  status: number;
  code: string;
  // Read field by field; the route's response schema checks the shape.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  data: any;
}

describeOnEachDatabase('chat: the operator API', (getDatabase) => {
  let app: FastifyInstance;
  let base = '';
  let filesDir = '';
  const bus = createMemoryEventBus();
  /** Runs after each file reaches the disk, so a test can act between storing and saving. */
  let afterStore: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    filesDir = await mkdtemp(join(tmpdir(), 'chat-files-'));
    const disk = createDiskFileStorage(filesDir);
    app = await buildApp(TEST_SETTINGS, {
      database: getDatabase(),
      bus,
      fileStorage: {
        ...disk,
        async put(key, data) {
          await disk.put(key, data);
          await afterStore?.();
        },
      },
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    await seedDatabase(getDatabase().db);
    await operator(FIRST!.loginId);
    await operator(SECOND!.loginId);
  });
  afterAll(async () => {
    await app.close();
    await rm(filesDir, { recursive: true, force: true });
  });
  useSeedBeforeEach(getDatabase);
  beforeEach(() => {
    afterStore = undefined;
  });

  async function http(
    method: string,
    path: string,
    { token, json, form }: { token?: string; json?: unknown; form?: FormData } = {},
  ): Promise<Answer> {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(json === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: form ?? (json === undefined ? undefined : JSON.stringify(json)),
    });
    const body = await response.json();
    return { status: response.status, code: body.result_info?.result_cd, data: body.data };
  }

  const signIn = async (loginId = FIRST!.loginId, password = DEMO_OPERATOR_PASSWORD) =>
    http('POST', '/chatops/sign-in', { json: { login_id: loginId, password } });

  // Signed in once per operator: sign-in is rate-limited per address, and a session token stays
  // valid across the seed that runs before each test (the operators' ids are fixed).
  const sessions = new Map<string, Promise<string>>();
  function operator(loginId = FIRST!.loginId) {
    if (!sessions.has(loginId)) {
      sessions.set(
        loginId,
        signIn(loginId).then((answer) => {
          expect(answer.code, JSON.stringify(answer)).toBe('OK');
          return answer.data.token as string;
        }),
      );
    }
    return sessions.get(loginId)!;
  }

  const visitorCall = (path: string, d: unknown, token: string) =>
    postChat(app, path, d, { token });

  /** A visitor with an inquiry (age confirmed), and every event of that inquiry from now on. */
  async function visitorInquiry() {
    const { token, inquiry } = await openInquiry(app, { currentUrl: 'https://example.com/' });
    const events: ChatEvent[] = [];
    await bus.subscribe(topics.inquiry(inquiry), (event) => events.push(event));
    return { token, inquiry, events };
  }

  const visitorMessages = async (token: string, inquiry: number) =>
    (await visitorCall(CHAT_PATHS.messageList, { chat_inquiry_number: inquiry }, token)).data
      .messages as Array<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any

  const at = (inquiry: number, rest = '') => `/chatops/inquiries/${inquiry}${rest}`;

  /** An operator who has taken a fresh inquiry. */
  async function taken() {
    const visitor = await visitorInquiry();
    const op = await operator();
    const assigned = await http('POST', at(visitor.inquiry, '/assign'), { token: op });
    expect(assigned.code).toBe('OK');
    return { ...visitor, op };
  }

  describe('sign-in and sessions', () => {
    it('answers a token and the operator for the right password', async () => {
      const answer = await signIn();
      expect(answer).toMatchObject({
        status: 200,
        code: 'OK',
        data: { operator: { login_id: FIRST!.loginId, display_name: FIRST!.displayName } },
      });
    });

    it.each([
      ['a wrong password', FIRST!.loginId, 'not-the-password'],
      ['an unknown id', 'nobody', DEMO_OPERATOR_PASSWORD],
    ])('refuses %s with E000300005 (the same answer for both)', async (_case, id, password) => {
      expect(await signIn(id, password)).toMatchObject({ status: 401, code: 'E000300005' });
    });

    it('refuses a malformed sign-in with CE000200001', async () => {
      const answer = await http('POST', '/chatops/sign-in', { json: { login_id: 'x' } });
      expect(answer).toMatchObject({ status: 400, code: 'CE000200001' });
    });

    it('limits sign-in tries per address: the eleventh within a minute answers CE000300009', async () => {
      // The suite's own sign-ins count too, so the limit is reached within max + 1 tries.
      let answer: Answer | undefined;
      for (let attempt = 0; attempt <= OPERATOR_SIGN_IN_RATE_LIMIT.max; attempt++) {
        answer = await signIn(SECOND!.loginId, 'guess');
        if (answer.status === 429) break;
        expect(answer.code).toBe('E000300005');
      }
      expect(answer).toMatchObject({ status: 429, code: 'CE000300009' });
    });

    it('needs a valid session for every other call (E000200002)', async () => {
      expect(await http('GET', '/chatops/inquiries')).toMatchObject({
        status: 401,
        code: 'E000200002',
      });
      expect(await http('GET', '/chatops/inquiries', { token: 'x.y.z' })).toMatchObject({
        status: 401,
        code: 'E000200002',
      });
      // A visitor's chat token is not an operator's.
      const visitor = await visitorInquiry();
      expect(await http('GET', '/chatops/inquiries', { token: visitor.token })).toMatchObject({
        status: 401,
        code: 'E000200002',
      });
    });
  });

  describe('inquiries', () => {
    it('lists inquiries by state, with the visitor’s number in full', async () => {
      const visitor = await visitorInquiry();
      const op = await operator();
      const open = await http('GET', `/chatops/inquiries?state=${INQUIRY_STATES.open}`, {
        token: op,
      });
      expect(
        open.data.inquiries.map((i: { chat_inquiry_number: number }) => i.chat_inquiry_number),
      ).toContain(visitor.inquiry);
      const closed = await http('GET', `/chatops/inquiries?state=${INQUIRY_STATES.closed}`, {
        token: op,
      });
      expect(closed.data.inquiries).toEqual([]);
      const bad = await http('GET', '/chatops/inquiries?state=OPEN', { token: op });
      expect(bad).toMatchObject({ status: 400, code: 'CE000200001' });
    });

    it('pages the list by inquiry number, unshifted by a new inquiry in between', async () => {
      const op = await operator();
      const opened: number[] = [];
      for (let i = 0; i < 5; i++) opened.push((await visitorInquiry()).inquiry);
      const newestFirst = [...opened].reverse();
      const numbers = (answer: Answer) =>
        answer.data.inquiries.map((i: { chat_inquiry_number: number }) => i.chat_inquiry_number);

      const first = await http('GET', '/chatops/inquiries?size=2', { token: op });
      expect(first.data.next_page_yn).toBe('Y');
      expect(numbers(first)).toEqual(newestFirst.slice(0, 2));
      await visitorInquiry();
      const second = await http(
        'GET',
        `/chatops/inquiries?size=2&before_inquiry_number=${numbers(first).at(-1)}`,
        { token: op },
      );
      expect(numbers(second)).toEqual(newestFirst.slice(2, 4));
      const last = await http(
        'GET',
        `/chatops/inquiries?size=2&before_inquiry_number=${numbers(second).at(-1)}`,
        { token: op },
      );
      expect(numbers(last)).toEqual(newestFirst.slice(4));
      expect(last.data.next_page_yn).toBe('N');

      for (const query of [
        'size=0',
        `size=${OPERATOR_INQUIRY_PAGE_SIZE.max + 1}`,
        'before_inquiry_number=-1',
      ]) {
        expect(await http('GET', `/chatops/inquiries?${query}`, { token: op })).toMatchObject({
          status: 400,
          code: 'CE000200001',
        });
      }
    });

    it('assigns once: the visitor is told, progress moves on, another operator is refused', async () => {
      const { token, inquiry, events, op } = await taken();
      const detail = await visitorCall(
        CHAT_PATHS.inquiryDetail,
        { chat_inquiry_number: inquiry },
        token,
      );
      expect(detail.data).toMatchObject({
        manager_name: FIRST!.displayName,
        chat_inquiry_progress_code: INQUIRY_PROGRESS.inProgress,
      });
      expect((await visitorMessages(token, inquiry)).at(-1)).toMatchObject({
        sender_type: SENDER_TYPES.system,
        plain_text: OPERATOR_NOTICES.assigned(FIRST!.displayName),
      });
      expect(events.map((event) => event.event)).toEqual([
        'message.created',
        'inquiry.assigned',
        'inquiry.workflow.updated',
      ]);
      // A person answers now: the bot's choices are withdrawn.
      expect(detail.data.object_expose_info.expose_object_list_yn).toBe('N');
      // Taking one's own again changes nothing; another operator cannot take it.
      expect((await http('POST', at(inquiry, '/assign'), { token: op })).code).toBe('OK');
      const other = await operator(SECOND!.loginId);
      expect(await http('POST', at(inquiry, '/assign'), { token: other })).toMatchObject({
        status: 409,
        code: 'E000500003',
      });
      expect(await http('POST', at(inquiry, '/unassign'), { token: other })).toMatchObject({
        status: 403,
        code: 'E000500002',
      });
      const left = await http('POST', at(inquiry, '/unassign'), { token: op });
      expect(left.data.inquiry).toMatchObject({
        assigned_operator_id: null,
        chat_inquiry_progress_code: INQUIRY_PROGRESS.pending,
      });
      expect(events.at(-1)?.event).toBe('inquiry.unassigned');
    });
  });

  describe('messages', () => {
    it('delivers a sanitized reply to the visitor, once per client_message_id', async () => {
      const { token, inquiry, events, op } = await taken();
      events.length = 0;
      const body = {
        html_content: '<p>안녕하세요 <b>상담사</b>입니다</p><img src=x onerror=alert(1)>',
        client_message_id: 'r1',
      };
      const first = await http('POST', at(inquiry, '/messages'), { token: op, json: body });
      const again = await http('POST', at(inquiry, '/messages'), { token: op, json: body });
      expect(first.data.message).toMatchObject({
        sender_type: SENDER_TYPES.operator,
        plain_text: '안녕하세요 상담사입니다',
        rich_text: { html_content: '<p>안녕하세요 <b>상담사</b>입니다</p>' },
      });
      expect(again.data.message.message_number).toBe(first.data.message.message_number);
      expect(events.map((event) => event.event)).toEqual(['message.created']);
      // Its writer's name goes with it everywhere the visitor reads it (the widget labels it).
      expect(first.data.message.sender_name).toBe(FIRST!.displayName);
      expect((events[0]?.data as { message: ChatMessage }).message.sender_name).toBe(
        FIRST!.displayName,
      );
      const listed = (await visitorMessages(token, inquiry)).at(-1);
      expect(listed).toMatchObject({
        plain_text: '안녕하세요 상담사입니다',
        sender_name: FIRST!.displayName,
      });
      // Not on the visitor's own or the system's messages.
      const others = (await visitorMessages(token, inquiry)).filter(
        (message) => message.sender_type !== SENDER_TYPES.operator,
      );
      expect(others.length).toBeGreaterThan(0);
      expect(others.every((message) => message.sender_name == null)).toBe(true);
    });

    it('lets only the assigned operator reply (E000500002)', async () => {
      const { inquiry } = await taken();
      const other = await operator(SECOND!.loginId);
      expect(
        await http('POST', at(inquiry, '/messages'), {
          token: other,
          json: { html_content: '안녕' },
        }),
      ).toMatchObject({ status: 403, code: 'E000500002' });
    });

    it('edits its own message (UPDATED, message.updated), not another’s', async () => {
      const { token, inquiry, events, op } = await taken();
      const sent = await http('POST', at(inquiry, '/messages'), {
        token: op,
        json: { html_content: '상담 시간은 10시입니다' },
      });
      const number = sent.data.message.message_number;
      const edited = await http('PATCH', at(inquiry, `/messages/${number}`), {
        token: op,
        json: { html_content: '상담 시간은 11시입니다' },
      });
      expect(edited.data.message).toMatchObject({
        plain_text: '상담 시간은 11시입니다',
        message_status: MESSAGE_STATUSES.updated,
      });
      expect(events.at(-1)).toMatchObject({ event: 'message.updated' });
      // The visitor's greeting (message 1) is not the operator's.
      expect(
        await http('PATCH', at(inquiry, '/messages/1'), {
          token: op,
          json: { html_content: '바꿈' },
        }),
      ).toMatchObject({ status: 403, code: 'E001300008' });
      expect(
        (await visitorMessages(token, inquiry)).find((m) => m.message_number === number),
      ).toMatchObject({
        plain_text: '상담 시간은 11시입니다',
      });
    });

    it('recalls its own recent message (message.collected), not an old one', async () => {
      const { token, inquiry, events, op } = await taken();
      const sent = await http('POST', at(inquiry, '/messages'), {
        token: op,
        json: { html_content: '잘못 보낸 메시지' },
      });
      const number = sent.data.message.message_number;
      const recalled = await http('POST', at(inquiry, `/messages/${number}/recall`), { token: op });
      expect(recalled).toMatchObject({ code: 'OK', data: { message_number: number } });
      expect(events.at(-1)).toMatchObject({
        event: 'message.collected',
        data: { chat_inquiry_number: inquiry, message_number: number },
      });
      expect((await visitorMessages(token, inquiry)).map((m) => m.message_number)).not.toContain(
        number,
      );
      expect(
        await http('POST', at(inquiry, `/messages/${number}/recall`), { token: op }),
      ).toMatchObject({
        status: 409,
        code: 'E001300006',
      });
      const old = await http('POST', at(inquiry, '/messages'), {
        token: op,
        json: { html_content: '오래된 메시지' },
      });
      await getDatabase().db.execute(
        sql`update chat_messages set created_at = created_at - interval '6 minutes' where chat_inquiry_number = ${inquiry} and message_number = ${old.data.message.message_number}`,
      );
      expect(
        await http('POST', at(inquiry, `/messages/${old.data.message.message_number}/recall`), {
          token: op,
        }),
      ).toMatchObject({ status: 409, code: 'E001300005' });
    });

    it('reaches the visitor’s socket: typing, then the reply, live', async () => {
      const { token, inquiry, op } = await taken();
      const init = await visitorCall(CHAT_PATHS.realtimeInit, {}, token);
      const socket = await connect(
        `${base.replace('http', 'ws')}/chatctm/ws?token=${init.data.connection_token}`,
      );
      await socket.next('connection.ready');
      socket.send('inquiry.watching', { chat_inquiry_number: inquiry });
      socket.send('heartbeat');
      // The watch is registered once a frame after it is handled: wait for the subscription.
      await expect
        .poll(async () => {
          await http('POST', at(inquiry, '/typing'), { token: op });
          return socket.events.some((event) => event.event === 'typing.started');
        })
        .toBe(true);
      await http('POST', at(inquiry, '/messages'), {
        token: op,
        json: { html_content: '도와드리겠습니다' },
      });
      const created = await socket.next('message.created');
      expect(created.data).toMatchObject({
        message: { sender_type: SENDER_TYPES.operator, plain_text: '도와드리겠습니다' },
      });
      socket.socket.close();
    });

    it('tells a visitor back from a drop what changed: new, edited and recalled messages', async () => {
      const { token, inquiry, op } = await taken();
      const send = (html: string) =>
        http('POST', at(inquiry, '/messages'), { token: op, json: { html_content: html } });
      const edited = (await send('10시에 뵙겠습니다')).data.message;
      const recalled = (await send('잘못 보냄')).data.message;
      // The visitor saw everything so far, then lost the connection.
      const seen = await visitorMessages(token, inquiry);
      const lastSeen = seen.at(-1)!;
      const droppedAt = Date.now();
      await new Promise((resolve) => setTimeout(resolve, 5));
      await http('PATCH', at(inquiry, `/messages/${edited.message_number}`), {
        token: op,
        json: { html_content: '11시에 뵙겠습니다' },
      });
      await http('POST', at(inquiry, `/messages/${recalled.message_number}/recall`), { token: op });
      const fresh = (await send('자료를 보내드렸습니다')).data.message;
      const back = await visitorCall(
        CHAT_PATHS.messageList,
        {
          chat_inquiry_number: inquiry,
          after_message_number: lastSeen.message_number,
          changed_after_timestamp: droppedAt,
        },
        token,
      );
      expect(back.data.messages.map((m: { message_number: number }) => m.message_number)).toEqual([
        edited.message_number,
        fresh.message_number,
      ]);
      expect(back.data.messages[0].plain_text).toBe('11시에 뵙겠습니다');
      expect(back.data.collected_message_numbers).toEqual([recalled.message_number]);
      const alone = await visitorCall(
        CHAT_PATHS.messageList,
        { chat_inquiry_number: inquiry, changed_after_timestamp: droppedAt },
        token,
      );
      expect(alone).toMatchObject({ status: 400, code: 'CE000200001' });
    });

    it('announces typing to the inquiry', async () => {
      const { inquiry, events, op } = await taken();
      expect((await http('POST', at(inquiry, '/typing'), { token: op })).code).toBe('OK');
      expect(events.at(-1)).toMatchObject({
        event: 'typing.started',
        data: { sender_type: SENDER_TYPES.operator },
      });
    });
  });

  describe('files', () => {
    const upload = (inquiry: number, op: string, files: Array<[string, string, Buffer]>) => {
      const form = new FormData();
      for (const [name, type, data] of files)
        form.append('files', new Blob([new Uint8Array(data)], { type }), name);
      return http('POST', at(inquiry, '/files'), { token: op, form });
    };

    it('sends images and files; the visitor sees signed URLs and downloads the bytes', async () => {
      const { token, inquiry, op } = await taken();
      const pdf = Buffer.from('%PDF-1.4 계약서 초안');
      const sent = await upload(inquiry, op, [
        ['사진.png', 'image/png', PNG],
        ['계약서 초안.pdf', 'application/pdf', pdf],
      ]);
      expect(sent.code, JSON.stringify(sent)).toBe('OK');
      const [image, document] = sent.data.message.files;
      expect(image).toMatchObject({ name: '사진.png', type: FILE_KINDS.image, size: PNG.length });
      expect(document).toMatchObject({
        name: '계약서 초안.pdf',
        type: FILE_KINDS.file,
        original_url: null,
      });

      const shown = await fetch(image.original_url.replace(/^https?:\/\/[^/]+/, base));
      expect(shown.status).toBe(200);
      expect(Buffer.from(await shown.arrayBuffer())).toEqual(PNG);
      expect(shown.headers.get('content-disposition')).toMatch(/^inline;/);
      // Opened as a page, a file runs nothing: the route's sandbox is what the browser gets.
      expect(shown.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");

      const link = await visitorCall(
        CHAT_PATHS.fileDownloadUrl,
        { chat_inquiry_number: inquiry, file_number: document.file_number },
        token,
      );
      const download = await fetch(link.data.url.replace(/^https?:\/\/[^/]+/, base));
      expect(download.status).toBe(200);
      expect(Buffer.from(await download.arrayBuffer())).toEqual(pdf);
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toContain(
        `filename*=UTF-8''${encodeURIComponent('계약서 초안.pdf')}`,
      );
      const listed = (await visitorMessages(token, inquiry)).at(-1);
      expect(listed?.files).toHaveLength(2);
    });

    it.each([
      ['one character over a message', 'ㄱ'.repeat(MESSAGE_HTML_MAX_LENGTH + 1)],
      ['far over what the parser keeps', 'a'.repeat(2 * 1024 * 1024)],
    ])('refuses a caption %s, storing nothing', async (_name, caption) => {
      const { token, inquiry, op } = await taken();
      const filesBefore = await readdir(filesDir).catch(() => []);
      const messagesBefore = (await visitorMessages(token, inquiry)).length;
      const form = new FormData();
      form.append('text', caption);
      form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
      const answer = await http('POST', at(inquiry, '/files'), { token: op, form });
      expect(answer).toMatchObject({ status: 400, code: 'CE000200001' });
      expect(await readdir(filesDir).catch(() => [])).toEqual(filesBefore);
      expect(await visitorMessages(token, inquiry)).toHaveLength(messagesBefore);
    });

    it("keeps a caption of a message's full length", async () => {
      const { inquiry, op } = await taken();
      const form = new FormData();
      form.append('text', 'ㄱ'.repeat(MESSAGE_HTML_MAX_LENGTH));
      form.append('files', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'a.png');
      const answer = await http('POST', at(inquiry, '/files'), { token: op, form });
      expect(answer.code, JSON.stringify(answer)).toBe('OK');
      expect(answer.data.message.plain_text).toHaveLength(MESSAGE_HTML_MAX_LENGTH);
    });

    it('refuses files for a closed inquiry, storing none', async () => {
      const { inquiry, op } = await taken();
      const filesBefore = await readdir(filesDir).catch(() => []);
      await http('POST', at(inquiry, '/close'), { token: op });
      const answer = await upload(inquiry, op, [
        ['a.pdf', 'application/pdf', Buffer.from('%PDF-1.4')],
      ]);
      expect(answer).toMatchObject({ status: 403, code: 'E001300008' });
      expect(await readdir(filesDir).catch(() => [])).toEqual(filesBefore);
    });

    const storedFiles = async () => (await readdir(filesDir).catch(() => [])).sort();

    it('removes the files it stored when the inquiry closed before their message was saved', async () => {
      const { token, inquiry, op } = await taken();
      const filesBefore = await storedFiles();
      let closed: Promise<Answer> | undefined;
      // The operator's other tab closes the inquiry while the upload is being stored.
      afterStore = async () => {
        closed ??= http('POST', at(inquiry, '/close'), { token: op });
        await closed;
      };
      const answer = await upload(inquiry, op, [
        ['사진.png', 'image/png', PNG],
        ['a.pdf', 'application/pdf', Buffer.from('%PDF-1.4')],
      ]);
      expect((await closed)?.code).toBe('OK');
      expect(answer).toMatchObject({ status: 403, code: 'E001300008' });
      expect(await storedFiles()).toEqual(filesBefore);
      const messages = await visitorMessages(token, inquiry);
      expect(messages.filter((message) => message.files?.length)).toEqual([]);
    });

    it('removes every file it stored, the failing one too, when storing one fails', async () => {
      const { token, inquiry, op } = await taken();
      const filesBefore = await storedFiles();
      let stores = 0;
      // The second file reaches the disk, then the storage reports a failure (a full disk
      // can leave part of a file behind).
      afterStore = async () => {
        stores += 1;
        if (stores === 2) throw new Error('disk full');
      };
      const answer = await upload(inquiry, op, [
        ['사진.png', 'image/png', PNG],
        ['a.pdf', 'application/pdf', Buffer.from('%PDF-1.4')],
        ['b.pdf', 'application/pdf', Buffer.from('%PDF-1.4')],
      ]);
      expect(stores).toBe(2);
      expect(answer.code).toBe('E001000001');
      expect(await storedFiles()).toEqual(filesBefore);
      const messages = await visitorMessages(token, inquiry);
      expect(messages.filter((message) => message.files?.length)).toEqual([]);
    });

    it('refuses a tampered signature and another visitor’s file', async () => {
      const { token, inquiry, op } = await taken();
      const sent = await upload(inquiry, op, [
        ['a.pdf', 'application/pdf', Buffer.from('%PDF-1.4')],
      ]);
      const file = sent.data.message.files[0];
      const link = await visitorCall(
        CHAT_PATHS.fileDownloadUrl,
        { chat_inquiry_number: inquiry, file_number: file.file_number },
        token,
      );
      const tampered = new URL(link.data.url);
      tampered.searchParams.set('disposition', 'inline');
      const refused = await fetch(`${base}${tampered.pathname}${tampered.search}`);
      expect(refused.status).toBe(403);
      const stranger = await visitorInquiry();
      expect(
        await visitorCall(
          CHAT_PATHS.fileDownloadUrl,
          { chat_inquiry_number: inquiry, file_number: file.file_number },
          stranger.token,
        ),
      ).toMatchObject({ status: 403, code: 'E000600014' });
    });

    it.each([
      ['a script', [['x.html', 'text/html', Buffer.from('<script>')]]],
      ['an empty file', [['a.pdf', 'application/pdf', Buffer.alloc(0)]]],
      ['a program calling itself a PNG', [['photo.png', 'image/png', Buffer.from('MZ\x90\x00')]]],
      [
        'too many files',
        Array.from({ length: OPERATOR_FILES_PER_MESSAGE + 1 }, (_v, i) => [
          `${i}.pdf`,
          'application/pdf',
          Buffer.from('%PDF-1.4'),
        ]),
      ],
    ] as Array<[string, Array<[string, string, Buffer]>]>)(
      'refuses %s with E001000003, storing nothing',
      async (_case, files) => {
        const { token, inquiry, op } = await taken();
        const before = (await visitorMessages(token, inquiry)).length;
        const filesBefore = await readdir(filesDir).catch(() => []);
        const answer = await upload(inquiry, op, files);
        expect(answer).toMatchObject({ status: 400, code: 'E001000003' });
        expect(await visitorMessages(token, inquiry)).toHaveLength(before);
        expect(await readdir(filesDir).catch(() => [])).toEqual(filesBefore);
      },
    );
  });

  describe('closing and following up', () => {
    it('closes: the visitor is told, can no longer send, and a second close is refused', async () => {
      const { token, inquiry, events, op } = await taken();
      const closed = await http('POST', at(inquiry, '/close'), { token: op });
      expect(closed.data.inquiry).toMatchObject({
        chat_inquiry_state_code: INQUIRY_STATES.closed,
        chat_inquiry_progress_code: INQUIRY_PROGRESS.closed,
      });
      expect(events.slice(-2).map((event) => event.event)).toEqual([
        'message.created',
        'inquiry.closed',
      ]);
      expect(
        await visitorCall(
          CHAT_PATHS.messageSend,
          { chat_inquiry_number: inquiry, html_content: '더 묻고 싶어요', json_data: {} },
          token,
        ),
      ).toMatchObject({ status: 403, code: 'E001300008' });
      expect(await http('POST', at(inquiry, '/close'), { token: op })).toMatchObject({
        status: 409,
        code: 'E000600008',
      });
    });

    it('never lets a message follow the closing notice, however the calls interleave', async () => {
      const { token, inquiry, op } = await taken();
      await Promise.all([
        http('POST', at(inquiry, '/messages'), {
          token: op,
          json: { html_content: '마지막 답변' },
        }),
        http('POST', at(inquiry, '/close'), { token: op }),
        visitorCall(
          CHAT_PATHS.messageSend,
          { chat_inquiry_number: inquiry, html_content: '감사합니다', json_data: {} },
          token,
        ),
      ]);
      const all = await visitorMessages(token, inquiry);
      expect(all.at(-1)?.plain_text).toBe(OPERATOR_NOTICES.closed);
    });

    it('refuses a follow-up link for an inquiry without a phone number (E000800002)', async () => {
      const { inquiry, op } = await taken();
      expect(await http('POST', at(inquiry, '/follow-up-link'), { token: op })).toMatchObject({
        status: 400,
        code: 'E000800002',
      });
    });

    it('issues a follow-up link that opens the inquiry once, on another device of the channel', async () => {
      const visitor = await visitorInquiry();
      expect((await leaveContact(app, visitor.token, visitor.inquiry)).code).toBe('OK');
      const op = await operator();
      await http('POST', at(visitor.inquiry, '/assign'), { token: op });
      const inquiry = visitor.inquiry;
      const link = await http('POST', at(inquiry, '/follow-up-link'), { token: op });
      // Another channel's visitor cannot use it (and using it so does not spend it).
      const centre = await postChat(app, CHAT_PATHS.authenticate, { center_code: 'CT0023' });
      expect(
        await visitorCall(
          CHAT_PATHS.alarmParticipation,
          { token: link.data.token },
          centre.data.token,
        ),
      ).toMatchObject({ status: 401, code: 'CE000300003' });
      const other = await postChat(app, CHAT_PATHS.authenticate, { center_code: 'CT0000' });
      const joined = await visitorCall(
        CHAT_PATHS.alarmParticipation,
        { token: link.data.token },
        other.data.token,
      );
      expect(joined).toMatchObject({ code: 'OK', data: { chat_inquiry_number: inquiry } });
      expect(
        (
          await visitorCall(
            CHAT_PATHS.inquiryDetail,
            { chat_inquiry_number: inquiry },
            other.data.token,
          )
        ).code,
      ).toBe('OK');
      expect(
        await visitorCall(CHAT_PATHS.alarmParticipation, { token: 'not-a-link' }, other.data.token),
      ).toMatchObject({ status: 401, code: 'CE000300003' });
      // Used once: a second device cannot take the inquiry with the same link.
      const third = await postChat(app, CHAT_PATHS.authenticate, { center_code: 'CT0000' });
      expect(
        await visitorCall(
          CHAT_PATHS.alarmParticipation,
          { token: link.data.token },
          third.data.token,
        ),
      ).toMatchObject({ status: 401, code: 'CE000300003' });
    });
  });
});
