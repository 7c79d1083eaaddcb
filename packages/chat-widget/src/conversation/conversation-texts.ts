// The conversation view's Korean copy (spec/chat-widget.md §2, §4): the spec's English texts
// in natural Korean. Tests and the Playwright suite find controls by these names.
import { NAME_MAX_LENGTH, NAME_MIN_LENGTH } from '@lawfirm/api-client/constants';

import { CHANNEL_LABEL, PHONE_MAX_LENGTH } from '../constants';

export const CONVERSATION_TEXTS = {
  fallbackChannelName: CHANNEL_LABEL,
  close: '닫기',
  history: '상담 내역',
  unreadBadge: (count: number) => `읽지 않은 메시지 ${count}개`,
  logoAlt: (channel: string) => `${channel} 로고`,

  explanationMore: '안내 펼치기',
  explanationLess: '안내 접기',
  explanationRegion: '상담 안내',

  conversation: '대화 내용',
  log: '상담 메시지',
  loadingOlder: '이전 메시지를 불러오는 중입니다.',
  starting: '상담을 준비하고 있습니다.',
  startFailed: '상담을 시작하지 못했습니다. 잠시 후 다시 시도해 주세요.',
  customerSender: '나',
  sentAt: (time: string) => `${time} 보냄`,
  imageAlt: (index: number, total: number) => `첨부 이미지 ${index}/${total}`,
  imageOpen: (index: number, total: number) => `첨부 이미지 ${index}/${total} 크게 보기`,
  workflowImageAlt: '안내 이미지',
  download: (name: string) => `${name} 내려받기`,
  downloadShort: '받기',
  sending: '전송 중',
  sendFailed: '전송하지 못했습니다.',
  retry: '다시 보내기',

  formName: '이름',
  formPhone: '휴대폰 번호',
  formNamePlaceholder: '홍길동',
  formPhonePlaceholder: '01012345678',
  // spec §5: the rules the api-client checks, in the visitor's words.
  formNameHint: `한글 ${NAME_MIN_LENGTH}~${NAME_MAX_LENGTH}자로 입력해 주세요.`,
  formPhoneHint: `010으로 시작하는 숫자 ${PHONE_MAX_LENGTH - 1}~${PHONE_MAX_LENGTH}자리를 입력해 주세요.`,
  formSave: '저장',
  formSaving: '저장 중',
  formEdit: '정보 수정',
  formSaved: '제출 완료',
  formSaveFailed: '저장하지 못했습니다. 다시 시도해 주세요.',

  choices: '선택지',
  more: '더보기',
  fold: '접기',
  back: '이전 단계로',
  init: '처음으로',

  typing: '상담 매니저가 답변을 입력하고 있습니다.',
  disconnected: '네트워크 연결이 원활하지 않습니다. 연결되는 대로 이어서 상담하실 수 있습니다.',
  reconnect: '다시 연결',
  userExpired: '다른 기기에서 채팅 중입니다. 이 기기에서 다시 이용하려면 새로고침해 주세요.',
  refresh: '새로고침',
  expiredChoices: '다른 기기에서 채팅 중이라 선택할 수 없습니다.',

  composerLabel: '메시지 입력',
  composerPlaceholder: '메시지를 입력해 주세요.',
  send: '보내기',
  ageLockedPlaceholder: '만 14세 이상 확인 후 이용할 수 있습니다.',
  /** spec §2: the other-device banner's composer, until the page is reloaded. */
  expiredPlaceholder: '새로고침한 뒤 이용할 수 있습니다.',
  // spec §4 age check: what the choices and the form say while they wait for the agreement.
  ageLockedChoices: '만 14세 이상 확인 후 선택할 수 있습니다.',
  ageLockedForm: '만 14세 이상 확인 후 입력할 수 있습니다.',
  ageCheckbox: '(필수) 만 14세 이상입니다',
  ageAgree: '동의하기',
  ageBar: '연령 확인',

  closed: '상담이 종료되었습니다.',
  startNewInquiry: '새 상담 시작하기',
} as const;
