// spec/chat-widget.md §8 "The error catalogue": the codes a chat answer carries in result_cd
// when result_type_cd is not OK. The spec gives the families and their meanings; the numbers
// within a family are ours, one per meaning, in the spec's order. Each has the English meaning
// (for developers, and the api's logs) and the Korean text a visitor reads.

/** result_type_cd of a refused call (ours; the spec names only OK). */
export const CHAT_RESULT_FAIL = 'FAIL';

export interface ChatErrorCode {
  /** English, for developers. */
  meaning: string;
  /** Korean, for visitors (the widget's toast). */
  message: string;
  /** HTTP status the api answers with. */
  status: number;
}

const TEMPORARY = '일시적인 오류가 발생했습니다. 잠시 후 다시 시도해 주세요.';
const AUTH_RETRY = '인증에 실패했습니다. 다시 시도해 주세요.';

const entry = (meaning: string, message: string, status = 500): ChatErrorCode => ({
  meaning,
  message,
  status,
});

/** Server codes, families E0001 to E0014. */
export const CHAT_SERVER_ERRORS = {
  // E0001 system
  E000100001: entry('temporary error', TEMPORARY),
  E000100002: entry('connection failed', '연결하지 못했습니다. 잠시 후 다시 시도해 주세요.', 503),
  E000100003: entry('load failed', '불러오지 못했습니다.'),
  E000100004: entry('save failed', '저장하지 못했습니다.'),
  E000100005: entry('update failed', '수정하지 못했습니다.'),
  E000100006: entry('delete failed', '삭제하지 못했습니다.'),
  E000100007: entry('processing failed', '처리하지 못했습니다.'),
  // E0002 login
  E000200001: entry('login expired: token expired', '로그인이 만료되었습니다.', 401),
  E000200002: entry('login expired: token invalid', '로그인이 만료되었습니다.', 401),
  E000200003: entry('login expired: signed in elsewhere', '로그인이 만료되었습니다.', 401),
  E000200004: entry('sync problem', '동기화에 문제가 있습니다. 새로고침해 주세요.', 409),
  // E0003 operators and users
  E000300001: entry('operator save failed', '상담사 정보를 저장하지 못했습니다.'),
  E000300002: entry('operator load failed', '상담사 정보를 불러오지 못했습니다.'),
  E000300003: entry('user registration check failed', '사용자 등록을 확인하지 못했습니다.'),
  E000300004: entry('phone number format is invalid', '휴대폰 번호 형식이 올바르지 않습니다.', 400),
  E000300005: entry(
    'operator sign-in failed: wrong id or password',
    '아이디 또는 비밀번호가 올바르지 않습니다.',
    401,
  ),
  // Ours (DESIGN.md §6): an operator's password change with a wrong current password.
  E000300006: entry(
    'operator password change refused: wrong current password',
    '현재 비밀번호가 올바르지 않습니다.',
    400,
  ),
  // E0004 tags
  E000400001: entry('tag save failed', '태그를 저장하지 못했습니다.'),
  E000400002: entry('max tag count exceeded', '태그는 더 추가할 수 없습니다.', 400),
  E000400003: entry('tag name already registered', '이미 등록된 태그 이름입니다.', 409),
  // E0005 managers (assignment)
  E000500001: entry('manager load failed', '담당자를 불러오지 못했습니다.'),
  E000500002: entry('only the manager can handle', '담당자만 처리할 수 있습니다.', 403),
  E000500003: entry('assign failed', '담당자를 지정하지 못했습니다.', 409),
  E000500004: entry('unassign failed', '담당자 지정을 해제하지 못했습니다.', 409),
  // E0006 inquiries
  E000600001: entry('inquiry load failed', '상담을 불러오지 못했습니다.', 404),
  E000600002: entry('inquiry update failed', '상담을 수정하지 못했습니다.'),
  E000600003: entry('inquiry delete failed', '상담을 삭제하지 못했습니다.'),
  E000600004: entry('inquiry hold failed', '상담을 보류하지 못했습니다.'),
  E000600005: entry('inquiry status change failed', '상담 상태를 바꾸지 못했습니다.', 409),
  E000600006: entry('inquiry save failed', '상담을 저장하지 못했습니다.'),
  E000600007: entry('inquiry memo failed', '메모를 저장하지 못했습니다.'),
  E000600008: entry('inquiry exit failed', '상담을 종료하지 못했습니다.', 409),
  E000600009: entry('inquiry list failed', '상담 목록을 불러오지 못했습니다.'),
  E000600010: entry('business code missing', '업무 코드가 없습니다.', 400),
  E000600011: entry('no inquiry to hold', '보류할 상담이 없습니다.', 404),
  E000600012: entry('tag not registered', '등록되지 않은 태그입니다.', 400),
  E000600013: entry('no permission to view inquiries', '상담을 볼 권한이 없습니다.', 403),
  E000600014: entry('no access permission', '접근 권한이 없습니다.', 403),
  // E0007 channels
  E000700001: entry('channel load failed', '채널을 불러오지 못했습니다.'),
  E000700002: entry('channel does not exist', '채널이 존재하지 않습니다.', 404),
  // E0008 notifications
  // The SMS provider failed or none is configured: the service, not the request, is at fault.
  E000800001: entry('notification failed', '알림을 보내지 못했습니다.', 503),
  E000800002: entry(
    'cannot send notification without personal info',
    '개인정보가 없어 알림을 보낼 수 없습니다.',
    400,
  ),
  // E0009 favourites
  E000900001: entry('favourite failed', '즐겨찾기를 처리하지 못했습니다.'),
  // E0010 files
  E001000001: entry('file save failed', '파일을 저장하지 못했습니다.'),
  E001000002: entry('file load failed', '파일을 불러오지 못했습니다.', 404),
  E001000003: entry('file not allowed', '보낼 수 없는 파일입니다.', 400),
  E001000004: entry('download link expired or invalid', '다운로드 링크가 만료되었습니다.', 403),
  // E0011 history authentication
  E001100001: entry('history auth delete failed', '인증 정보를 삭제하지 못했습니다.'),
  // E0012 participants
  E001200001: entry('participant failed', '상담에 참여하지 못했습니다.', 409),
  // E0013 messages
  E001300001: entry('message send failed', '메시지를 보내지 못했습니다.'),
  E001300002: entry('recall failed', '메시지를 회수하지 못했습니다.'),
  E001300003: entry('inquiry cannot be recalled', '회수할 수 없는 상담입니다.', 409),
  E001300004: entry('no recall permission', '메시지를 회수할 권한이 없습니다.', 403),
  E001300005: entry('recall period passed', '회수 가능한 시간이 지났습니다.', 409),
  E001300006: entry('message cannot be recalled', '회수할 수 없는 메시지입니다.', 409),
  E001300007: entry('message content invalid', '메시지 내용이 올바르지 않습니다.', 400),
  E001300008: entry('no send permission', '메시지를 보낼 권한이 없습니다.', 403),
  // E0014 macros
  E001400001: entry('macro failed', '매크로를 처리하지 못했습니다.'),
  E001400002: entry('macro name already registered', '이미 등록된 매크로 이름입니다.', 409),
} as const satisfies Record<string, ChatErrorCode>;

/** Client codes: what the widget acts on (re-authentication, verification texts). */
export const CHAT_CLIENT_ERRORS = {
  CE000100001: entry('temporary error', TEMPORARY),
  CE000200001: entry('request info invalid', '요청 정보가 올바르지 않습니다.', 400),
  CE000200002: entry('no such call', '요청하신 기능을 찾을 수 없습니다.', 404),
  CE000200003: entry(
    'method not allowed: chat calls are POST',
    '요청 방식이 올바르지 않습니다.',
    405,
  ),
  CE000300001: entry('authentication failed: unknown centre code', AUTH_RETRY, 401),
  CE000300002: entry('authentication failed: missing or unknown token', AUTH_RETRY, 401),
  CE000300003: entry('authentication failed: follow-up link invalid', AUTH_RETRY, 401),
  CE000300004: entry('temporary error during authentication', TEMPORARY, 503),
  CE000300005: entry(
    'token expired: authenticate again',
    '상담이 만료되었습니다. 상담 내역에서 확인해 주세요.',
    401,
  ),
  CE000300006: entry('temporary error during verification', TEMPORARY, 503),
  CE000300007: entry('certification number incorrect', '인증번호가 올바르지 않습니다.', 400),
  CE000300008: entry('certification time expired', '인증 시간이 만료되었습니다.', 400),
  CE000300009: entry('too many requests: try again shortly', '잠시 후 다시 시도해 주세요.', 429),
  CE000300010: entry(
    'too many wrong codes: request a new certification number',
    '인증번호를 다시 요청해 주세요.',
    400,
  ),
} as const satisfies Record<string, ChatErrorCode>;

export type ChatServerErrorCode = keyof typeof CHAT_SERVER_ERRORS;
export type ChatClientErrorCode = keyof typeof CHAT_CLIENT_ERRORS;
export type ChatErrorCodeName = ChatServerErrorCode | ChatClientErrorCode;

export const CHAT_ERROR_CODES: Readonly<Record<ChatErrorCodeName, ChatErrorCode>> = {
  ...CHAT_SERVER_ERRORS,
  ...CHAT_CLIENT_ERRORS,
};

/** The code the widget re-authenticates on (§4 Start-up flow 2, §8 "00005 token expired"). */
export const TOKEN_EXPIRED_CODE = 'CE000300005' satisfies ChatClientErrorCode;
/** The code every malformed request answers (§8 "CE0002xxxxx request info invalid"). */
export const REQUEST_INVALID_CODE = 'CE000200001' satisfies ChatClientErrorCode;
/** A path no chat call has (§8 family CE0002, request info). */
export const NO_SUCH_CALL_CODE = 'CE000200002' satisfies ChatClientErrorCode;
/** A chat call's path with a method other than its own. */
export const METHOD_NOT_ALLOWED_CODE = 'CE000200003' satisfies ChatClientErrorCode;
