// The phone-verification screen's Korean copy (spec/chat-widget.md §2, §5, §8): labels, hints
// and buttons. Its toasts are the chat's (chat/verification-texts.ts).
import { DEFAULT_PHONE } from '../constants';
import { CONVERSATION_TEXTS } from '../conversation/conversation-texts';

export const VERIFICATION_SCREEN_TEXTS = {
  heading: '본인 인증',
  /** §2 "It asks for the name and mobile number entered at the earlier inquiry". */
  lead: '지난 상담 내역을 보시려면 상담 때 남기신 이름과 휴대폰 번호로 본인 인증을 해 주세요.',
  // The same §5 rules as the personal-info form's fields, in the same words.
  name: CONVERSATION_TEXTS.formName,
  nameHint: CONVERSATION_TEXTS.formNameHint,
  phone: CONVERSATION_TEXTS.formPhone,
  phoneHint: CONVERSATION_TEXTS.formPhoneHint,
  send: '인증번호 받기',
  resend: '인증번호 다시 받기',
  /** After the name or number changed, until the api takes a new send (§5: 30 s). */
  sendIn: (seconds: number) => `${seconds}초 후 다시 받기`,
  sending: '보내는 중',
  code: '인증번호',
  codeHint: '문자로 받으신 6자리 숫자',
  confirm: '확인',
  confirming: '확인 중',
  remaining: (time: string) => `남은 시간 ${time}`,
  /** §8 "with a hint to check phone-number blocking and a customer-center phone line". */
  sentHint: `인증번호가 오지 않으면 휴대폰의 스팸·수신 차단 설정을 확인해 주세요. 계속 받지 못하시면 고객센터(${DEFAULT_PHONE})로 연락해 주세요.`,
} as const;
