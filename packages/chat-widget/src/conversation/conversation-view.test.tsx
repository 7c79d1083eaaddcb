import {
  AGE_CONSENT,
  INQUIRY_STATES,
  NAVIGATION_CODES,
  SENDER_TYPES,
} from '@lawfirm/api-client/chat-core';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { LIVE_MESSAGE_SCROLL_DELAY_MS } from '../constants';
import type { ConversationState } from './conversation-model';
import { ConversationView, type ConversationViewProps } from './conversation-view';
import {
  chatMessage,
  conversationState,
  createActions,
  customerMessage,
  documentFile,
  chatFile,
  formMessage,
  inquiryMain,
  objectExposeInfo,
  outgoingMessage,
  personalInfoForm,
  seoulTime,
  tileExposeInfo,
} from './test-fixtures';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderView(
  state: Partial<ConversationState> = {},
  props: Partial<ConversationViewProps> = {},
) {
  const actions = createActions({
    send: vi.fn(() => Promise.resolve()),
    retry: vi.fn(() => Promise.resolve()),
    chooseObject: vi.fn(() => Promise.resolve()),
    navigate: vi.fn(() => Promise.resolve()),
    agreeAge: vi.fn(() => Promise.resolve()),
    loadOlder: vi.fn(() => Promise.resolve()),
    startNewInquiry: vi.fn(() => Promise.resolve()),
    downloadFile: vi.fn(() => Promise.resolve()),
    dismissToast: vi.fn(),
    reconnect: vi.fn(),
  });
  const onRequestClose = vi.fn();
  const view = (next: Partial<ConversationState>) => (
    <ConversationView
      state={conversationState(next)}
      actions={actions}
      onRequestClose={onRequestClose}
      {...props}
    />
  );
  const result = render(view(state));
  return {
    actions,
    onRequestClose,
    rerender: (next: Partial<ConversationState>) => result.rerender(view(next)),
  };
}

const log = () => screen.getByRole('log', { name: '상담 메시지' });

describe('ConversationView header (spec §2)', () => {
  it('shows the channel name, a close button that takes the ref, and no history button by default', () => {
    const closeButtonRef = createRef<HTMLButtonElement>();
    const { onRequestClose } = renderView({}, { closeButtonRef });
    expect(screen.getByRole('heading', { name: '법무법인 대륜' })).toBeTruthy();
    const close = screen.getByRole('button', { name: '닫기' });
    expect(closeButtonRef.current).toBe(close);
    fireEvent.click(close);
    expect(onRequestClose).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: '상담 내역' })).toBeNull();
  });

  it('shows the history button when onOpenHistory is given, without a badge at 0', () => {
    const onOpenHistory = vi.fn();
    renderView({}, { onOpenHistory, historyUnread: 0 });
    const history = screen.getByRole('button', { name: '상담 내역' });
    expect(history.querySelector('.cv-badge')).toBeNull();
    fireEvent.click(history);
    expect(onOpenHistory).toHaveBeenCalledOnce();
  });

  it('names the unread count on the history button; the badge widens above 99 (spec §2)', () => {
    renderView({}, { onOpenHistory: vi.fn(), historyUnread: 3 });
    const three = screen.getByRole('button', { name: '상담 내역, 읽지 않은 메시지 3개' });
    expect(three.querySelector('.cv-badge')?.textContent).toBe('3');
    expect(three.querySelector('.cv-badge')?.hasAttribute('data-wide')).toBe(false);
    cleanup();
    renderView({}, { onOpenHistory: vi.fn(), historyUnread: 120 });
    const many = screen.getByRole('button', { name: '상담 내역, 읽지 않은 메시지 120개' });
    expect(many.querySelector('.cv-badge')?.getAttribute('data-wide')).toBe('true');
  });

  it("falls back to '1:1 상담' and the firm's mark without main data; uses the logo when given", () => {
    renderView({ main: null });
    expect(screen.getByRole('heading', { name: '1:1 상담' })).toBeTruthy();
    expect(document.querySelector('header svg.cv-avatar')).not.toBeNull();
    cleanup();
    renderView({
      main: inquiryMain({ channel_logo_image_url: 'https://cdn.example.kr/logo.png' }),
    });
    expect(document.querySelector('header img.cv-avatar')?.getAttribute('src')).toBe(
      'https://cdn.example.kr/logo.png',
    );
  });

  it('toggles the channel explanation with a labelled button and aria-expanded', () => {
    renderView();
    const toggle = screen.getByRole('button', { name: '안내 펼치기' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    const less = screen.getByRole('button', { name: '안내 접기' });
    expect(less.getAttribute('aria-expanded')).toBe('true');
    const text = document.getElementById(less.getAttribute('aria-controls') ?? '');
    expect(text?.dataset.expanded).toBe('true');
  });
});

describe('the channel explanation when it fits in two lines', () => {
  afterEach(() => {
    delete (HTMLParagraphElement.prototype as { scrollHeight?: number }).scrollHeight;
    delete (HTMLParagraphElement.prototype as { clientHeight?: number }).clientHeight;
    vi.unstubAllGlobals();
  });

  it.each([
    [42, 42, false],
    [120, 42, true],
  ])('text %i px high in %i px: toggle shown %s', (scrollHeight, clientHeight, shown) => {
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
    Object.defineProperty(HTMLParagraphElement.prototype, 'scrollHeight', {
      configurable: true,
      get: () => scrollHeight,
    });
    Object.defineProperty(HTMLParagraphElement.prototype, 'clientHeight', {
      configurable: true,
      get: () => clientHeight,
    });
    renderView();
    expect(screen.queryByRole('button', { name: '안내 펼치기' }) !== null).toBe(shown);
    expect(screen.getByRole('region', { name: '상담 안내' }).textContent).toContain(
      '평일 09:00~18:00',
    );
  });
});

describe('the message list (spec §2 Message display)', () => {
  it('is a polite log with one Korean date separator per day, in a focusable scroll region', () => {
    renderView();
    expect(screen.getByRole('region', { name: '대화 내용' }).tabIndex).toBe(0);
    expect(log().getAttribute('aria-live')).toBe('polite');
    const dates = [...log().querySelectorAll('.cv-date')].map((el) => el.textContent);
    expect(dates).toEqual(['2026년 11월 24일', '2026년 11월 25일']);
  });

  it("puts the visitor's messages on the right and others on the left with the firm's name", () => {
    renderView({
      messages: [
        chatMessage({
          message_number: 1,
          plain_text: '무엇을 도와드릴까요?',
          sender_type: SENDER_TYPES.operator,
        }),
        customerMessage(2, '상담 원합니다'),
      ],
    });
    const [theirs, mine] = [...log().querySelectorAll<HTMLElement>('.cv-message')];
    expect(theirs?.dataset.side).toBe('theirs');
    expect(within(theirs!).getByText('법무법인 대륜')).toBeTruthy();
    expect(mine?.dataset.side).toBe('mine');
    expect(within(mine!).queryByText('법무법인 대륜')).toBeNull();
    expect(mine?.querySelector('time')?.getAttribute('datetime')).toBe(seoulTime('10:05'));
    expect(mine?.querySelector('time')?.textContent).toMatch(/^\d\d:\d\d$/);
  });

  it("labels a counsellor's messages with their name and initial, a new run per sender", () => {
    renderView({
      messages: [
        chatMessage({
          message_number: 1,
          plain_text: '안내 드립니다.',
          sender_type: SENDER_TYPES.bot,
        }),
        chatMessage({ message_number: 2, plain_text: '안녕하세요.', sender_name: '박서연' }),
        chatMessage({ message_number: 3, plain_text: '자료를 보겠습니다.', sender_name: '박서연' }),
        chatMessage({ message_number: 4, plain_text: '교대합니다.', sender_name: '이도윤' }),
      ],
    });
    const names = [...log().querySelectorAll('.cv-sender-name')].map((el) => el.textContent);
    // The bot's message keeps the firm's name; each counsellor's run starts with theirs.
    expect(names).toEqual(['법무법인 대륜', '박서연', '이도윤']);
    const initials = [...log().querySelectorAll('.cv-initial')];
    expect(initials.map((el) => el.textContent)).toEqual(['박', '이']);
    expect(initials[0]!.getAttribute('aria-hidden')).toBe('true');
  });

  it('shows plain text as text, never as HTML', () => {
    renderView({ messages: [customerMessage(1, '<img src=x onerror="alert(1)"><b>굵게</b>')] });
    expect(log().querySelector('img')).toBeNull();
    expect(log().querySelector('b')).toBeNull();
    expect(screen.getByText('<img src=x onerror="alert(1)"><b>굵게</b>')).toBeTruthy();
  });

  it('renders rich text through DOMPurify: no script, no handlers, no javascript: links', () => {
    renderView({
      messages: [
        chatMessage({
          plain_text: '안내',
          rich_text: {
            version: '1',
            html_content:
              '<p><strong>안내</strong><script>window.hacked=1</script><img src=x onerror="window.hacked=1"><a href="javascript:alert(1)">나쁜 링크</a><a href="https://example.kr">좋은 링크</a></p>',
            structured_data: null,
          },
        }),
      ],
    });
    const rich = log().querySelector('.cv-rich')!;
    expect(rich.querySelector('strong')?.textContent).toBe('안내');
    expect(rich.querySelector('script, img, [onerror]')).toBeNull();
    expect(screen.getByRole('link', { name: '좋은 링크' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: '좋은 링크' }).getAttribute('target')).toBe('_blank');
    expect(screen.getByText('나쁜 링크').getAttribute('href')).toBeNull();
  });

  it('shows images with Korean alt text, an odd count in the grid, and the workflow image', () => {
    renderView({
      messages: [
        chatMessage({ files: [chatFile(), chatFile(), chatFile()] }),
        chatMessage({
          message_number: 2,
          work_flow: {
            work_flow_number: 3,
            option_exposure_yn: 'Y',
            image_url: 'https://cdn.example.kr/wf.png',
          },
        }),
      ],
    });
    expect(screen.getAllByRole('img', { name: /^첨부 이미지 \d\/3$/ })).toHaveLength(3);
    expect(log().querySelector('.cv-images')?.getAttribute('data-count')).toBe('3');
    expect(screen.getByRole('img', { name: '안내 이미지' }).getAttribute('src')).toBe(
      'https://cdn.example.kr/wf.png',
    );
  });

  it('opens an image in the viewer, which downloads it and gives focus back when closed', async () => {
    const images = [chatFile(), chatFile()];
    const { actions } = renderView({ messages: [chatMessage({ files: images })] });
    const second = screen.getByRole('button', { name: '첨부 이미지 2/2 크게 보기' });
    second.focus();
    fireEvent.click(second);
    // The viewer is its own chunk: it shows once loaded.
    const viewer = await screen.findByRole('dialog', { name: '이미지 크게 보기' });
    expect(within(viewer).getByText('2 / 2')).toBeTruthy();
    fireEvent.click(within(viewer).getByRole('button', { name: '이미지 내려받기' }));
    expect(actions.downloadFile).toHaveBeenCalledWith(images[1]);
    fireEvent.click(within(viewer).getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog', { name: '이미지 크게 보기' })).toBeNull();
    expect(document.activeElement).toBe(second);
  });

  it('shortens long file names, shows sizes and downloads through the action', () => {
    const file = documentFile('재산분할_필요서류_안내문_2026.pdf', 1_572_864);
    const { actions } = renderView({ messages: [chatMessage({ files: [file] })] });
    // The name's end ('…' with the letter before it and the extension) is one piece that
    // never wraps, so a narrow bubble cannot break it into '….p' and 'df'.
    const name = screen.getByTitle('재산분할_필요서류_안내문_2026.pdf');
    expect(name.textContent).toBe('재산분할_필요서류_안내….pdf');
    expect(name.lastElementChild!.textContent).toBe('내….pdf');
    expect(screen.getByText('1.5 MB')).toBeTruthy();
    fireEvent.click(
      screen.getByRole('button', { name: '재산분할_필요서류_안내문_2026.pdf 내려받기' }),
    );
    expect(actions.downloadFile).toHaveBeenCalledWith(file);
  });

  it('shows blocks as text', () => {
    renderView({
      messages: [
        chatMessage({ blocks: [{ type: 'notice', value: '<b>준비물</b>', icon_url: null }] }),
      ],
    });
    expect(screen.getByText('<b>준비물</b>')).toBeTruthy();
  });

  it('draws the inert resend icon only on a form message whose status is not CREATED', () => {
    renderView({ messages: [formMessage(1, personalInfoForm())] });
    expect(screen.queryByTestId('form-resend-icon')).toBeNull();
    cleanup();
    renderView({ messages: [formMessage(1, personalInfoForm(), 'UPDATED')] });
    const icon = screen.getByTestId('form-resend-icon');
    expect(icon.getAttribute('aria-hidden')).toBe('true');
    expect(icon.closest('button')).toBeNull();
  });

  it("shows the visitor's unsent messages: sending dimmed, failed with a note and a retry", () => {
    const { actions } = renderView({
      outgoing: [
        outgoingMessage({ clientMessageId: 'a', text: '보내는 중' }),
        outgoingMessage({ clientMessageId: 'b', text: '실패함', status: 'failed' }),
      ],
    });
    const items = [...log().querySelectorAll<HTMLElement>('[data-status]')];
    expect(items.map((el) => [el.dataset.side, el.dataset.status])).toEqual([
      ['mine', 'sending'],
      ['mine', 'failed'],
    ]);
    expect(within(items[0]!).getByText('전송 중')).toBeTruthy();
    expect(within(items[1]!).getByText('전송하지 못했습니다.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '다시 보내기' }));
    expect(actions.retry).toHaveBeenCalledWith('b');
  });
});

describe('workflow choices (spec §4)', () => {
  it.each([
    [INQUIRY_STATES.open, true],
    [INQUIRY_STATES.personalInfo, true],
    [INQUIRY_STATES.closed, false],
  ])('in state %s they show: %s', (inquiryState, shown) => {
    renderView({ inquiryState, objectExposeInfo: objectExposeInfo() });
    expect(screen.queryByRole('group', { name: '선택지' }) !== null).toBe(shown);
  });

  it('hides them when expose_object_list_yn is N', () => {
    renderView({ objectExposeInfo: objectExposeInfo({ expose_object_list_yn: 'N' }) });
    expect(screen.queryByRole('group', { name: '선택지' })).toBeNull();
  });

  it('calls chooseObject with the object, and disables choices while busy', () => {
    const info = objectExposeInfo();
    const { actions, rerender } = renderView({ objectExposeInfo: info });
    fireEvent.click(screen.getByRole('button', { name: '상담 분야 선택하기' }));
    expect(actions.chooseObject).toHaveBeenCalledWith(info.object_list[0]);
    rerender({ objectExposeInfo: info, busy: true });
    expect(
      (screen.getByRole('button', { name: '상담 분야 선택하기' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('lays out by the group code', () => {
    renderView({ objectExposeInfo: tileExposeInfo(5) });
    expect(screen.getByRole('group', { name: '선택지' }).dataset.layout).toBe('WFL01400003');
  });

  it('shows tiles 10 at a time with 더보기, the new group scrolled into view, then 접기', () => {
    // jsdom lays nothing out: record which element is asked to come into view.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    renderView({ objectExposeInfo: tileExposeInfo(13) });
    const group = screen.getByRole('group', { name: '선택지' });
    expect(within(group).getAllByRole('listitem')).toHaveLength(10);
    expect(scrolled).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '더보기' }));
    expect(within(group).getAllByRole('listitem')).toHaveLength(13);
    expect(scrolled).toEqual([within(group).getAllByRole('listitem')[10]]);
    fireEvent.click(screen.getByRole('button', { name: '접기' }));
    expect(within(group).getAllByRole('listitem')).toHaveLength(10);
  });

  it('offers no toggle for 10 tiles or fewer, and no navigation on the first step', () => {
    renderView({ objectExposeInfo: tileExposeInfo(10, [10]) });
    expect(screen.queryByRole('button', { name: '더보기' })).toBeNull();
    expect(screen.queryByRole('button', { name: '처음으로' })).toBeNull();
    expect(screen.queryByRole('button', { name: '이전 단계로' })).toBeNull();
  });

  it.each([
    [[10, 11], '처음으로', NAVIGATION_CODES.init],
    [[10, 11, 12], '이전 단계로', NAVIGATION_CODES.back],
  ])('stack %j offers %s (%s)', (stack, name, code) => {
    const { actions } = renderView({ objectExposeInfo: tileExposeInfo(3, stack) });
    fireEvent.click(screen.getByRole('button', { name }));
    expect(actions.navigate).toHaveBeenCalledWith(code);
  });
});

describe('status (spec §2, §4)', () => {
  it('announces the typing indicator in Korean', () => {
    const { rerender } = renderView({ typing: false });
    expect(screen.queryByText('상담 매니저가 답변을 입력하고 있습니다.')).toBeNull();
    rerender({ typing: true });
    const label = screen.getByText('상담 매니저가 답변을 입력하고 있습니다.');
    expect(label.closest('[role=status]')).not.toBeNull();
  });

  it('shows the connection banner and the other-device banner as status', () => {
    const { rerender, actions } = renderView({ isConnected: false });
    expect(
      screen.getByText(/네트워크 연결이 원활하지 않습니다/).closest('[role=status]'),
    ).not.toBeNull();
    // Its retry button tries the connection at once (DESIGN.md §5).
    fireEvent.click(screen.getByRole('button', { name: '다시 연결' }));
    expect(actions.reconnect).toHaveBeenCalledOnce();
    rerender({ isUserExpired: true });
    expect(screen.queryByRole('button', { name: '다시 연결' })).toBeNull();
    expect(
      screen.getByText(
        '다른 기기에서 채팅 중입니다. 이 기기에서 다시 이용하려면 새로고침해 주세요.',
      ),
    ).toBeTruthy();
    const composer = screen.getByRole('textbox', { name: '메시지 입력' }) as HTMLTextAreaElement;
    expect(composer.disabled).toBe(true);
    expect(composer.placeholder).toBe('새로고침한 뒤 이용할 수 있습니다.');
  });

  it('on another device, the choices stay in sight but disabled, saying why', () => {
    const shown = { inquiryState: INQUIRY_STATES.open, objectExposeInfo: objectExposeInfo() };
    const { rerender, actions } = renderView(shown);
    const choice = () =>
      screen.getByRole<HTMLButtonElement>('button', { name: '상담 분야 선택하기' });
    expect(choice().disabled).toBe(false);
    rerender({ ...shown, isUserExpired: true });
    const group = screen.getByRole('group', { name: '선택지' });
    const note = within(group).getByText('다른 기기에서 채팅 중이라 선택할 수 없습니다.');
    expect(group.getAttribute('aria-describedby')).toBe(note.id);
    expect(choice().disabled).toBe(true);
    expect(choice().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(choice());
    expect(actions.chooseObject).not.toHaveBeenCalled();
  });

  it("the other-device banner's 새로고침 starts the chat again", () => {
    const onRestart = vi.fn();
    renderView({ isUserExpired: true }, { onRestart });
    fireEvent.click(screen.getByRole('button', { name: '새로고침' }));
    expect(onRestart).toHaveBeenCalledOnce();
  });
});

describe('footer (spec §4)', () => {
  it('keeps the unsent text of the inquiry across a reload, and forgets it once sent', () => {
    sessionStorage.clear();
    const composer = () =>
      screen.getByRole<HTMLTextAreaElement>('textbox', { name: '메시지 입력' });
    renderView();
    fireEvent.change(composer(), { target: { value: '이혼 소송 비용이' } });
    // The page reloads: a new view of the same inquiry.
    cleanup();
    const { actions } = renderView();
    expect(composer().value).toBe('이혼 소송 비용이');
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(actions.send).toHaveBeenCalledWith('이혼 소송 비용이');
    cleanup();
    renderView();
    expect(composer().value).toBe('');
    expect(sessionStorage.length).toBe(0);
    // Each inquiry has its own.
    fireEvent.change(composer(), { target: { value: '첫 상담' } });
    cleanup();
    renderView({ chatInquiryNumber: 777 });
    expect(composer().value).toBe('');
  });

  it('sends through the composer', () => {
    const { actions } = renderView();
    fireEvent.change(screen.getByRole('textbox', { name: '메시지 입력' }), {
      target: { value: '질문' },
    });
    fireEvent.click(screen.getByRole('button', { name: '보내기' }));
    expect(actions.send).toHaveBeenCalledWith('질문');
  });

  it('age gate: composer disabled, agree enabled only once ticked, then agreeAge', () => {
    const { actions } = renderView({ ageConsent: AGE_CONSENT.disagreed });
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '메시지 입력' });
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe('만 14세 이상 확인 후 이용할 수 있습니다.');
    const agree = screen.getByRole<HTMLButtonElement>('button', { name: '동의하기' });
    expect(agree.disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '(필수) 만 14세 이상입니다' }));
    expect(agree.disabled).toBe(false);
    fireEvent.click(agree);
    expect(actions.agreeAge).toHaveBeenCalledOnce();
  });

  it('age gate: the choices and the form wait for it too, and say why', () => {
    const info = objectExposeInfo();
    const unsent = formMessage(3, personalInfoForm());
    const { actions, rerender } = renderView({
      ageConsent: AGE_CONSENT.disagreed,
      objectExposeInfo: info,
      messages: [unsent],
    });
    const choices = screen.getByRole('group', { name: '선택지' });
    expect(within(choices).getByText('만 14세 이상 확인 후 선택할 수 있습니다.')).toBeTruthy();
    expect(choices.getAttribute('aria-describedby')).toBe(
      screen.getByText('만 14세 이상 확인 후 선택할 수 있습니다.').id,
    );
    const choice = screen.getByRole<HTMLButtonElement>('button', { name: '상담 분야 선택하기' });
    expect(choice.disabled).toBe(true);
    fireEvent.click(choice);
    expect(actions.chooseObject).not.toHaveBeenCalled();
    expect(screen.getByText('만 14세 이상 확인 후 입력할 수 있습니다.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '이름' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '휴대폰 번호' }).disabled).toBe(
      true,
    );
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '저장' }).disabled).toBe(true);

    rerender({ ageConsent: AGE_CONSENT.agreed, objectExposeInfo: info, messages: [unsent] });
    expect(screen.queryByText(/만 14세 이상 확인 후 (선택|입력)할 수 있습니다/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '상담 분야 선택하기' }));
    expect(actions.chooseObject).toHaveBeenCalledOnce();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '이름' }).disabled).toBe(false);
  });

  it('age gate: while the consent is not known, everything waits, without the agree bar', () => {
    const { actions } = renderView({
      ageConsent: null,
      objectExposeInfo: objectExposeInfo(),
      messages: [formMessage(3, personalInfoForm())],
    });
    // No bar that would flash away for a visitor who agreed already.
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: '동의하기' })).toBeNull();
    const input = screen.getByRole<HTMLTextAreaElement>('textbox', { name: '메시지 입력' });
    expect(input.disabled).toBe(true);
    expect(input.placeholder).not.toBe('만 14세 이상 확인 후 이용할 수 있습니다.');
    const choice = screen.getByRole<HTMLButtonElement>('button', { name: '상담 분야 선택하기' });
    expect(choice.disabled).toBe(true);
    fireEvent.click(choice);
    expect(actions.chooseObject).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: '이름' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '저장' }).disabled).toBe(true);
  });

  it('age gate: no bar during start-up', () => {
    renderView({ status: 'starting', ageConsent: null, main: null, messages: [] });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '메시지 입력' }).disabled).toBe(
      true,
    );
  });

  it('no age bar once agreed', () => {
    renderView({ ageConsent: AGE_CONSENT.agreed });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: '메시지 입력' }).disabled).toBe(
      false,
    );
  });

  it('closed: the ended message and a new-inquiry button instead of the composer', () => {
    const { actions } = renderView({ inquiryState: INQUIRY_STATES.closed });
    expect(screen.getByText('상담이 종료되었습니다.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: '메시지 입력' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '새 상담 시작하기' }));
    expect(actions.startNewInquiry).toHaveBeenCalledOnce();
  });
});

describe('scrolling (spec §4)', () => {
  /** jsdom does no layout: the scroller reports the heights a browser would. */
  function layout(el: HTMLElement, size: { scrollHeight: number; clientHeight: number }) {
    Object.defineProperty(el, 'scrollHeight', { configurable: true, get: () => size.scrollHeight });
    Object.defineProperty(el, 'clientHeight', { configurable: true, get: () => size.clientHeight });
  }
  const scroller = () => document.querySelector<HTMLElement>('.cv-scroll')!;

  it('loads older messages near the top and keeps the view where it was after the prepend', () => {
    const messages = [customerMessage(10, '열'), customerMessage(11, '열하나')];
    const { actions, rerender } = renderView({ messages, hasOlder: true });
    const size = { scrollHeight: 1000, clientHeight: 400 };
    layout(scroller(), size);

    scroller().scrollTop = 200;
    fireEvent.scroll(scroller());
    expect(actions.loadOlder).not.toHaveBeenCalled();

    scroller().scrollTop = 20;
    fireEvent.scroll(scroller());
    expect(actions.loadOlder).toHaveBeenCalledOnce();

    size.scrollHeight = 1600;
    rerender({
      messages: [customerMessage(8, '여덟'), customerMessage(9, '아홉'), ...messages],
      hasOlder: true,
    });
    expect(scroller().scrollTop).toBe(1600 - (1000 - 20));
  });

  it('does not ask for older messages when there are none, or while loading', () => {
    const { actions, rerender } = renderView({ hasOlder: false });
    layout(scroller(), { scrollHeight: 1000, clientHeight: 400 });
    scroller().scrollTop = 0;
    fireEvent.scroll(scroller());
    rerender({ hasOlder: true, loadingOlder: true });
    fireEvent.scroll(scroller());
    expect(actions.loadOlder).not.toHaveBeenCalled();
    expect(screen.getByText('이전 메시지를 불러오는 중입니다.')).toBeTruthy();
  });

  it('scrolls to the bottom 200 ms after a new message arrives', () => {
    vi.useFakeTimers();
    const messages = [customerMessage(1, '하나')];
    const { rerender } = renderView({ messages });
    layout(scroller(), { scrollHeight: 900, clientHeight: 400 });
    scroller().scrollTop = 100;
    rerender({ messages: [...messages, chatMessage({ message_number: 2, plain_text: '답변' })] });
    vi.advanceTimersByTime(LIVE_MESSAGE_SCROLL_DELAY_MS - 1);
    expect(scroller().scrollTop).toBe(100);
    vi.advanceTimersByTime(1);
    expect(scroller().scrollTop).toBe(900);
  });
});
