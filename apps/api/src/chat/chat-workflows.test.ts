// The workflow and the personal-information form through the real routes (spec/chat-widget.md
// §3 Object expose info, §4 Conversation rules, §7 workflowprogress / rollback /
// individualinformationupdate), on PGlite and, where TEST_DATABASE_URL is set, on Postgres.
// Events are read from the bus the app publishes on.
import {
  AGE_CONSENT,
  CHAT_PATHS,
  FORM_BINDING_KEYS,
  INQUIRY_PROGRESS,
  INQUIRY_STATES,
  NAVIGATION_CODES,
  OBJECT_ACTIONS,
  OBJECT_LAYOUTS,
  SENDER_TYPES,
} from '@lawfirm/api-client/chat';
import type { ObjectExposeInfo } from '@lawfirm/api-client/chat';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { buildApp } from '../app';
import { TILE_GROUP_PAGE_SIZE, WORKFLOW_SEED, WORKFLOW_STEPS } from '../seed/workflow-seed';
import { leaveContact, openInquiry, postChat } from '../test-support/chat-calls';
import { TEST_SETTINGS } from '../test-support/seeded-app';
import { describeOnEachDatabase } from '../test-support/test-databases';
import { useSeedBeforeEach } from '../test-support/seed-restore';
import { HANDOVER_MESSAGE } from './chat-constants';
import { createMemoryEventBus, topics } from './event-bus';
import type { ChatEvent } from './event-bus';

const numberOfStep = (key: string) =>
  WORKFLOW_SEED.workflows.find((workflow) => workflow.stepKey === key)!.workFlowNumber!;
const START = numberOfStep('start');
const FAMILY = numberOfStep('field-divorce');
const CONTACT = numberOfStep('contact');

describeOnEachDatabase('chat: workflows and the personal-information form', (getDatabase) => {
  let app: FastifyInstance;
  const bus = createMemoryEventBus();

  beforeAll(async () => {
    app = await buildApp(TEST_SETTINGS, { database: getDatabase(), bus });
  });
  afterAll(() => app.close());
  useSeedBeforeEach(getDatabase);

  const post = (path: string, d: unknown, token?: string) => postChat(app, path, d, { token });

  /** A visitor's new inquiry, and every event published on its topic from now on. */
  async function inquiryWithEvents() {
    const { token, inquiry } = await openInquiry(app);
    const events: ChatEvent[] = [];
    await bus.subscribe(topics.inquiry(inquiry), (event) => events.push(event));
    return { token, inquiry, events };
  }

  const detail = async (token: string, inquiry: number) =>
    (await post(CHAT_PATHS.inquiryDetail, { chat_inquiry_number: inquiry }, token)).data;
  const exposed = async (token: string, inquiry: number): Promise<ObjectExposeInfo> =>
    (await detail(token, inquiry)).object_expose_info;
  const messages = async (token: string, inquiry: number) =>
    (await post(CHAT_PATHS.messageList, { chat_inquiry_number: inquiry }, token)).data.messages;

  /** Chooses the object named `name` of the exposed step. */
  /** The choice `name` of the step the widget shows (read once: racing calls send the same). */
  async function choiceOf(token: string, inquiry: number, name: string) {
    const info = await exposed(token, inquiry);
    const object = info.object_list.find((candidate) => candidate.object_name === name);
    expect(
      object,
      `${name} among ${info.object_list.map((o) => o.object_name).join(', ')}`,
    ).toBeDefined();
    return {
      chat_inquiry_number: inquiry,
      message_number: info.message_number,
      work_flow_number: info.work_flow_number,
      object_number: object!.object_number,
    };
  }

  async function choose(token: string, inquiry: number, name: string) {
    return post(CHAT_PATHS.workflowProgress, await choiceOf(token, inquiry, name), token);
  }

  describe('the start step', () => {
    it('is posted by the bot after the greeting and its choices are exposed', async () => {
      const { token, inquiry } = await inquiryWithEvents();
      const [greeting, step] = await messages(token, inquiry);
      expect(greeting).toMatchObject({ sender_type: SENDER_TYPES.system });
      const start = WORKFLOW_STEPS.find((candidate) => candidate.start)!;
      expect(step).toMatchObject({
        message_number: 2,
        sender_type: SENDER_TYPES.bot,
        plain_text: start.message,
        work_flow: { work_flow_number: START, option_exposure_yn: 'Y', image_url: start.image },
      });
      const info = await exposed(token, inquiry);
      expect(info).toMatchObject({
        expose_object_list_yn: 'Y',
        message_number: 2,
        work_flow_number: START,
        object_group_ui_code: OBJECT_LAYOUTS.tiles,
        work_flow_progress_stack: [START],
      });
      // One tile page (spec/chat-widget.md §4): the start needs no 'more'.
      expect(info.object_list.length).toBe(TILE_GROUP_PAGE_SIZE);
      expect(info.object_list.map((object) => object.sequence)).toEqual(
        info.object_list.map((_object, index) => index),
      );
      const phone = info.object_list.find((o) => o.action_code === OBJECT_ACTIONS.phoneCall);
      expect(phone?.link_url).toBe('tel:1800-7905');
    });
  });

  describe('progress', () => {
    it('posts the choice and the next step, pushes it on the stack and announces both', async () => {
      const { token, inquiry, events } = await inquiryWithEvents();
      const answer = await choose(token, inquiry, '이혼');
      expect(answer.code).toBe('OK');
      expect(answer.data.object_expose_info).toMatchObject({
        message_number: 4,
        work_flow_number: FAMILY,
        object_group_ui_code: OBJECT_LAYOUTS.full,
        work_flow_progress_stack: [START, FAMILY],
      });
      const [, , choice, next] = await messages(token, inquiry);
      expect(choice).toMatchObject({ sender_type: SENDER_TYPES.customer, plain_text: '이혼' });
      expect(next).toMatchObject({ sender_type: SENDER_TYPES.bot, message_number: 4 });
      expect(events.map((event) => event.event)).toEqual([
        'message.created',
        'message.created',
        'inquiry.workflow.updated',
      ]);
      expect(events[2]!.data).toMatchObject({
        chat_inquiry_number: inquiry,
        object_expose_info: { work_flow_progress_stack: [START, FAMILY] },
      });
    });

    it('refuses a choice from a stale step with E000200004 and changes nothing', async () => {
      const { token, inquiry } = await inquiryWithEvents();
      const before = await exposed(token, inquiry);
      await choose(token, inquiry, '형사');
      const stale = await post(
        CHAT_PATHS.workflowProgress,
        {
          chat_inquiry_number: inquiry,
          message_number: before.message_number,
          work_flow_number: before.work_flow_number,
          object_number: before.object_list[0]!.object_number,
        },
        token,
      );
      expect(stale).toMatchObject({ status: 409, code: 'E000200004' });
      expect(await messages(token, inquiry)).toHaveLength(4);
    });

    it('refuses an object of another step with CE000200001', async () => {
      const { token, inquiry } = await inquiryWithEvents();
      const info = await exposed(token, inquiry);
      const foreign = WORKFLOW_SEED.objects.find((object) => object.workFlowNumber === CONTACT)!;
      const answer = await post(
        CHAT_PATHS.workflowProgress,
        {
          chat_inquiry_number: inquiry,
          message_number: info.message_number,
          work_flow_number: info.work_flow_number,
          object_number: foreign.objectNumber,
        },
        token,
      );
      expect(answer).toMatchObject({ status: 400, code: 'CE000200001' });
      expect(await messages(token, inquiry)).toHaveLength(2);
    });

    it('posts a step once when the same choice is sent twice at the same time', async () => {
      const { token, inquiry } = await inquiryWithEvents();
      // Both read the step first, as two tabs showing it would, then send at the same time.
      const choice = await choiceOf(token, inquiry, '민사·중재');
      const answers = await Promise.all([
        post(CHAT_PATHS.workflowProgress, choice, token),
        post(CHAT_PATHS.workflowProgress, choice, token),
      ]);
      expect(answers.map((answer) => answer.code).sort()).toEqual(['E000200004', 'OK']);
      expect(await messages(token, inquiry)).toHaveLength(4);
    });

    it('changes nothing for link and phone objects: the widget opens them', async () => {
      const { token, inquiry } = await inquiryWithEvents();
      const answer = await choose(token, inquiry, '전화 상담');
      expect(answer.data.object_expose_info).toMatchObject({
        message_number: 2,
        work_flow_progress_stack: [START],
      });
      expect(await messages(token, inquiry)).toHaveLength(2);
    });
  });

  describe('rollback', () => {
    async function atContact() {
      const started = await inquiryWithEvents();
      await choose(started.token, started.inquiry, '이혼');
      await choose(started.token, started.inquiry, '양육권·양육비');
      return started;
    }

    const rollback = async (token: string, inquiry: number, code: string) => {
      const info = await exposed(token, inquiry);
      return post(
        CHAT_PATHS.workflowRollback,
        {
          chat_inquiry_number: inquiry,
          message_number: info.message_number,
          work_flow_navigation_code: code,
        },
        token,
      );
    };

    it('"back" returns to the step before and posts it again', async () => {
      const { token, inquiry } = await atContact();
      expect((await exposed(token, inquiry)).work_flow_progress_stack).toEqual([
        START,
        FAMILY,
        CONTACT,
      ]);
      const back = await rollback(token, inquiry, NAVIGATION_CODES.back);
      expect(back.data.object_expose_info).toMatchObject({
        work_flow_number: FAMILY,
        work_flow_progress_stack: [START, FAMILY],
      });
      const last = (await messages(token, inquiry)).at(-1);
      expect(last).toMatchObject({ work_flow: { work_flow_number: FAMILY } });
    });

    it('"init" returns to the start, and "back" at the start stays there', async () => {
      const { token, inquiry } = await atContact();
      const init = await rollback(token, inquiry, NAVIGATION_CODES.init);
      expect(init.data.object_expose_info).toMatchObject({
        work_flow_number: START,
        work_flow_progress_stack: [START],
      });
      const back = await rollback(token, inquiry, NAVIGATION_CODES.back);
      expect(back.data.object_expose_info.work_flow_progress_stack).toEqual([START]);
    });

    it('refuses a stale message number with E000200004', async () => {
      const { token, inquiry } = await atContact();
      const answer = await post(
        CHAT_PATHS.workflowRollback,
        {
          chat_inquiry_number: inquiry,
          message_number: 2,
          work_flow_navigation_code: NAVIGATION_CODES.back,
        },
        token,
      );
      expect(answer).toMatchObject({ status: 409, code: 'E000200004' });
    });
  });

  // spec §4 Conversation rules, age check: nothing the visitor answers is taken before they
  // confirm being 14 or older, whichever call carries it.
  describe('before the 14-or-older confirmation', () => {
    /** A new inquiry whose confirmation is not given, or was given and then withdrawn. */
    async function unconfirmed({ withdrawnAt }: { withdrawnAt?: 'form' } = {}) {
      const started = await inquiryWithEvents();
      if (withdrawnAt === 'form') {
        await choose(started.token, started.inquiry, '형사');
        await choose(started.token, started.inquiry, '구속·영장 대응');
        await choose(started.token, started.inquiry, '연락처 남기기');
      }
      await post(
        CHAT_PATHS.ageConsentUpdate,
        { chat_inquiry_number: started.inquiry, age_consent_state_code: AGE_CONSENT.disagreed },
        started.token,
      );
      const before = {
        messages: await messages(started.token, started.inquiry),
        detail: await detail(started.token, started.inquiry),
      };
      started.events.length = 0;
      return { ...started, before };
    }

    /** Nothing was stored or announced since `before`. */
    async function unchanged({
      token,
      inquiry,
      events,
      before,
    }: Awaited<ReturnType<typeof unconfirmed>>) {
      expect(await messages(token, inquiry)).toEqual(before.messages);
      expect(await detail(token, inquiry)).toEqual(before.detail);
      expect(events).toEqual([]);
    }

    it('refuses a choice (E001300008), storing nothing', async () => {
      const visitor = await unconfirmed();
      // A step forward, and a phone object (which would change nothing, but is an answer too).
      for (const name of ['이혼', '전화 상담']) {
        const answer = await choose(visitor.token, visitor.inquiry, name);
        expect(answer, name).toMatchObject({ status: 403, code: 'E001300008' });
      }
      await unchanged(visitor);
    });

    it('refuses going back or to the start (E001300008), storing nothing', async () => {
      const visitor = await unconfirmed();
      for (const code of [NAVIGATION_CODES.back, NAVIGATION_CODES.init]) {
        const answer = await post(
          CHAT_PATHS.workflowRollback,
          {
            chat_inquiry_number: visitor.inquiry,
            message_number: visitor.before.detail.object_expose_info.message_number,
            work_flow_navigation_code: code,
          },
          visitor.token,
        );
        expect(answer, code).toMatchObject({ status: 403, code: 'E001300008' });
      }
      await unchanged(visitor);
    });

    it('refuses the personal-information form (E001300008), storing nothing', async () => {
      // The form was asked for with the confirmation given, which was then withdrawn.
      const visitor = await unconfirmed({ withdrawnAt: 'form' });
      const form = visitor.before.messages.at(-1);
      expect(form.form).toMatchObject({ submitted_at: null });
      const answer = await post(
        CHAT_PATHS.personalInfoUpdate,
        {
          chat_inquiry_number: visitor.inquiry,
          message_number: form.message_number,
          name: '홍길동',
          cell_phone_number: '01012345678',
        },
        visitor.token,
      );
      expect(answer).toMatchObject({ status: 403, code: 'E001300008' });
      await unchanged(visitor);
      expect(visitor.before.detail.customer_name).toBeNull();
    });

    it('refuses a message (E001300008), storing nothing', async () => {
      const visitor = await unconfirmed();
      const answer = await post(
        CHAT_PATHS.messageSend,
        { chat_inquiry_number: visitor.inquiry, html_content: '상담 부탁드립니다', json_data: {} },
        visitor.token,
      );
      expect(answer).toMatchObject({ status: 403, code: 'E001300008' });
      await unchanged(visitor);
    });

    it('takes them all once the visitor confirms', async () => {
      const { token, inquiry } = await openInquiry(app, { confirmAge: false });
      await post(
        CHAT_PATHS.ageConsentUpdate,
        { chat_inquiry_number: inquiry, age_consent_state_code: AGE_CONSENT.agreed },
        token,
      );
      expect((await leaveContact(app, token, inquiry)).code).toBe('OK');
      expect((await detail(token, inquiry)).customer_name).toBe('김보람');
    });
  });

  describe('the personal-information form', () => {
    async function askedForContact() {
      const started = await inquiryWithEvents();
      await choose(started.token, started.inquiry, '형사');
      await choose(started.token, started.inquiry, '구속·영장 대응');
      await choose(started.token, started.inquiry, '연락처 남기기');
      const form = (await messages(started.token, started.inquiry)).at(-1);
      return { ...started, form };
    }

    const submit = (
      token: string,
      inquiry: number,
      message_number: number,
      name: string,
      phone: string,
    ) =>
      post(
        CHAT_PATHS.personalInfoUpdate,
        { chat_inquiry_number: inquiry, message_number, name, cell_phone_number: phone },
        token,
      );

    it('is posted empty when the input object is chosen, and the inquiry waits for it', async () => {
      const { token, inquiry, form } = await askedForContact();
      expect(form.form).toMatchObject({ type: 'personal_info', submitted_at: null });
      expect(form.form.inputs.map((input: { binding_key: string }) => input.binding_key)).toEqual([
        FORM_BINDING_KEYS.name,
        FORM_BINDING_KEYS.cellPhoneNumber,
      ]);
      expect((await detail(token, inquiry)).chat_inquiry_state_code).toBe(
        INQUIRY_STATES.personalInfo,
      );
    });

    it('takes the name and number, hands the inquiry over and announces it', async () => {
      const { token, inquiry, form, events } = await askedForContact();
      events.length = 0;
      const answer = await submit(token, inquiry, form.message_number, '홍길동', '01012345678');
      expect(answer.code).toBe('OK');
      expect(
        answer.data.message.form.inputs.map((input: { value: string }) => input.value),
      ).toEqual(['홍길동', '01012345678']);
      expect(answer.data.message.form.submitted_at).not.toBeNull();
      expect(await detail(token, inquiry)).toMatchObject({
        chat_inquiry_state_code: INQUIRY_STATES.open,
        chat_inquiry_progress_code: INQUIRY_PROGRESS.pending,
        customer_name: '홍길동',
        cell_phone_number: '010-****-5678',
        object_expose_info: { expose_object_list_yn: 'N', object_list: [] },
      });
      expect((await messages(token, inquiry)).at(-1)).toMatchObject({
        sender_type: SENDER_TYPES.system,
        plain_text: HANDOVER_MESSAGE,
      });
      expect(events.map((event) => event.event)).toEqual([
        'message.updated',
        'customer.info.updated',
        'message.created',
        'inquiry.workflow.updated',
      ]);
      expect(events[1]!.data).toMatchObject({
        customer_name: '홍길동',
        cell_phone_number: '010-****-5678',
      });
    });

    it('is posted once however often "leave contact" is clicked', async () => {
      const { token, inquiry } = await askedForContact();
      const count = (await messages(token, inquiry)).length;
      expect((await choose(token, inquiry, '연락처 남기기')).code).toBe('OK');
      expect(await messages(token, inquiry)).toHaveLength(count);
    });

    it('still hands over when the visitor went back before submitting', async () => {
      const { token, inquiry, form } = await askedForContact();
      const info = await exposed(token, inquiry);
      await post(
        CHAT_PATHS.workflowRollback,
        {
          chat_inquiry_number: inquiry,
          message_number: info.message_number,
          work_flow_navigation_code: NAVIGATION_CODES.back,
        },
        token,
      );
      await submit(token, inquiry, form.message_number, '홍길동', '01012345678');
      expect(await detail(token, inquiry)).toMatchObject({
        chat_inquiry_state_code: INQUIRY_STATES.open,
        chat_inquiry_progress_code: INQUIRY_PROGRESS.pending,
        object_expose_info: { expose_object_list_yn: 'N' },
      });
    });

    it('edits the values later without a second hand-over', async () => {
      const { token, inquiry, form } = await askedForContact();
      await submit(token, inquiry, form.message_number, '홍길동', '01012345678');
      const count = (await messages(token, inquiry)).length;
      const edited = await submit(token, inquiry, form.message_number, '홍길순', '0101234567');
      expect(edited.code).toBe('OK');
      expect(await messages(token, inquiry)).toHaveLength(count);
      expect((await detail(token, inquiry)).customer_name).toBe('홍길순');
    });

    it.each([
      ['a name with Latin letters', 'Hong', '01012345678', 'd.name'],
      ['a one-syllable name', '홍', '01012345678', 'd.name'],
      ['a number not starting 010', '홍길동', '01112345678', 'd.cell_phone_number'],
      ['a number with a dash', '홍길동', '010-1234-5678', 'd.cell_phone_number'],
    ])('refuses %s with CE000200001, changing nothing', async (_case, name, phone, path) => {
      const { token, inquiry, form } = await askedForContact();
      const answer = await submit(token, inquiry, form.message_number, name, phone);
      expect(answer).toMatchObject({ status: 400, code: 'CE000200001' });
      expect(answer.issues?.map((issue) => issue.path)).toContain(path);
      expect((await detail(token, inquiry)).customer_name).toBeNull();
    });

    it('refuses a message that is not a form with CE000200001', async () => {
      const { token, inquiry } = await askedForContact();
      const answer = await submit(token, inquiry, 1, '홍길동', '01012345678');
      expect(answer).toMatchObject({ status: 400, code: 'CE000200001' });
    });
  });
});
