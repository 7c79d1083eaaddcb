import { AGE_CONSENT, INQUIRY_STATES } from '@lawfirm/api-client/chat-core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';

import { PanelFrame } from '../story-support/panel-frame';
import type { ConversationState } from './conversation-model';
import { ConversationView } from './conversation-view';
import {
  conversationState,
  createActions,
  customerMessage,
  formMessage,
  inquiryMain,
  objectExposeInfo,
  outgoingMessage,
  personalInfoForm,
  sampleMessages,
  seoulTime,
  tileExposeInfo,
} from './test-fixtures';

function View({ state }: { state: ConversationState }) {
  return (
    <PanelFrame>
      <ConversationView state={state} actions={createActions()} onRequestClose={() => undefined} />
    </PanelFrame>
  );
}

const meta = {
  title: 'Chat widget/Conversation view',
  component: View,
  args: { state: conversationState() },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind of message: system, workflow image, text, rich text, images, a file, a block. */
export const Messages: Story = {};

/** Before the main data arrives: the fallback name and mark. */
export const Starting: Story = {
  args: {
    state: conversationState({ status: 'starting', main: null, messages: [], inquiryState: null }),
  },
};

const placeholderLogo =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#1f3a5f"/><text x="16" y="21" font-size="14" text-anchor="middle" fill="#fff" font-family="sans-serif">DR</text></svg>',
  );

/** A channel with its own logo and the history button (part 2). */
export const WithLogoAndHistory: Story = {
  render: () => (
    <PanelFrame>
      <ConversationView
        state={conversationState({
          main: inquiryMain({ channel_logo_image_url: placeholderLogo }),
        })}
        actions={createActions()}
        onRequestClose={() => undefined}
        onOpenHistory={() => undefined}
      />
    </PanelFrame>
  ),
};

/** Workflow choices, full width, on the first step (no back/init). */
export const Choices: Story = {
  args: { state: conversationState({ objectExposeInfo: objectExposeInfo() }) },
};

/** Left-fit choices on the second step: 처음으로 (init). */
export const ChoicesLeftFit: Story = {
  args: {
    state: conversationState({
      objectExposeInfo: objectExposeInfo({
        object_group_ui_code: 'WFL01400001',
        work_flow_progress_stack: [10, 11],
      }),
    }),
  },
};

/** 13 tiles: 10 shown with 더보기; three steps deep: 이전 단계로 (back). */
export const Tiles: Story = {
  args: {
    state: conversationState({
      messages: sampleMessages().slice(0, 3),
      objectExposeInfo: tileExposeInfo(13, [10, 11, 12]),
    }),
  },
};

/** The personal-info form before submission (state personal-info). */
export const PersonalInfoForm: Story = {
  args: {
    state: conversationState({
      inquiryState: INQUIRY_STATES.personalInfo,
      messages: [...sampleMessages().slice(0, 3), formMessage(7, personalInfoForm())],
    }),
  },
};

/** After submission: read-only values, 정보 수정, and the inert resend icon (status UPDATED). */
export const PersonalInfoSubmitted: Story = {
  args: {
    state: conversationState({
      inquiryState: INQUIRY_STATES.personalInfo,
      messages: [
        ...sampleMessages().slice(0, 3),
        formMessage(7, personalInfoForm('홍길동', '01012345678', seoulTime('10:14')), 'UPDATED'),
      ],
    }),
  },
};

/** The visitor's messages on their way: one sending, one failed with 다시 보내기. */
export const SendingAndFailed: Story = {
  args: {
    state: conversationState({
      outgoing: [
        outgoingMessage(),
        outgoingMessage({
          clientMessageId: 'c-2',
          text: '자료를 보내 드려도 될까요?',
          status: 'failed',
        }),
      ],
    }),
  },
};

/** The operator is typing. */
export const Typing: Story = {
  args: { state: conversationState({ typing: true }) },
};

/** The age gate (spec §4): composer locked until the visitor confirms being 14 or older. */
export const AgeGate: Story = {
  args: {
    state: conversationState({
      ageConsent: AGE_CONSENT.disagreed,
      messages: sampleMessages().slice(0, 2),
    }),
  },
};

/** The inquiry has ended: the composer gives way to 새 상담 시작하기. */
export const Closed: Story = {
  args: { state: conversationState({ inquiryState: INQUIRY_STATES.closed }) },
};

/** The connection is not smooth. */
export const Offline: Story = {
  args: { state: conversationState({ isConnected: false }) },
};

/** Chatting on another device (user.expired). */
export const OtherDevice: Story = {
  args: { state: conversationState({ isUserExpired: true, isConnected: false }) },
};

/** Older messages loading at the top. */
export const LoadingOlder: Story = {
  args: { state: conversationState({ hasOlder: true, loadingOlder: true }) },
};

/** The four toasts (they leave after 3 s here too; reload the story to see them again). */
export const Toasts: Story = {
  args: {
    state: conversationState({
      toasts: [
        { id: 1, kind: 'success', message: '인증이 완료되었습니다.' },
        { id: 2, kind: 'warning', message: '인증 시간이 만료되었습니다.' },
        { id: 3, kind: 'error', message: '메시지를 보내지 못했습니다.' },
        { id: 4, kind: 'default', message: '잠시 후 다시 시도해 주세요.' },
      ],
    }),
  },
};

/** Try it: sending, choosing, agreeing and starting over change the state as the store would. */
function Playground() {
  const [state, setState] = useState(() =>
    conversationState({
      ageConsent: AGE_CONSENT.disagreed,
      messages: sampleMessages().slice(0, 2),
      objectExposeInfo: objectExposeInfo(),
    }),
  );
  const append = (text: string) =>
    setState((s) => {
      const number = (s.messages.at(-1)?.message_number ?? 0) + 1;
      return {
        ...s,
        messages: [...s.messages, customerMessage(number, text, new Date().toISOString())],
      };
    });
  const actions = createActions({
    send: (text) => Promise.resolve(append(text)),
    chooseObject: (object) => Promise.resolve(append(object.object_name)),
    agreeAge: () => Promise.resolve(setState((s) => ({ ...s, ageConsent: AGE_CONSENT.agreed }))),
    startNewInquiry: () => Promise.resolve(setState(conversationState({ messages: [] }))),
    dismissToast: (id) => setState((s) => ({ ...s, toasts: s.toasts.filter((t) => t.id !== id) })),
  });
  return (
    <PanelFrame>
      <ConversationView state={state} actions={actions} onRequestClose={() => undefined} />
    </PanelFrame>
  );
}

export const Interactive: Story = { render: () => <Playground /> };
