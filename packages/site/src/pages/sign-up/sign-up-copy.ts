// The sign-up steps' Korean copy and timings (spec/site.md §2 Sign-up, §5 Sign-up, §9). Texts
// the spec gives in Korean are used verbatim; tests and the e2e journey target these.
export { MAX_INTEREST_CATEGORIES, MAX_INTEREST_FIELDS } from '@lawfirm/api-client';

/** §9 "tooltip 2000 ms". */
export const LIMIT_TOOLTIP_MS = 2000;

export const STEP_ONE_PATH = '/login/sign/step_one';
export const STEP_TWO_PATH = '/login/sign/step_two';

export const STEP_ONE_QUESTION = '법률 도움이 필요한 분야는 무엇인가요?';
export const STEP_ONE_HINT = '(최대 2개 선택 가능)';
export const STEP_ONE_INFO =
  '선택하신 관심 분야는 모바일 앱에서 회원님께 꼭 맞는 법률 콘텐츠를 보여 드리는 데 사용돼요.';
/** §5 "tooltip 'You can choose only up to 2.'", in Korean. */
export const CATEGORY_LIMIT_MESSAGE = '최대 2개까지만 선택할 수 있어요.';
export const NEXT_LABEL = '다음';
export const SKIP_LABEL = '건너뛰기';
export const NEXT_NEEDS_CHOICE = '분야를 1개 이상 선택하면 다음 단계로 넘어갈 수 있어요.';

export const STEP_TWO_QUESTION = '어떤 사건 유형이 궁금하신가요?';
export const STEP_TWO_HINT = '(최대 5개 선택 가능)';
/** §5: given in Korean by the spec. */
export const FIELD_LIMIT_MESSAGE = '선택은 5개까지만 가능해요.';
export const PREVIOUS_LABEL = '이전';
export const COMPLETE_LABEL = '가입 완료';
export const COMPLETE_NEEDS_CHOICE = '사건 유형을 1개 이상 선택하면 가입을 마칠 수 있어요.';
export const FIELDS_LOADING = '사건 유형을 불러오고 있어요.';
export const FIELDS_EMPTY = '이 분야의 사건 유형을 불러오지 못했어요.';
export const FIELDS_RETRY_LABEL = '다시 불러오기';
export const NO_CATEGORIES_MESSAGE =
  '먼저 1단계에서 관심 분야를 골라 주세요. 고른 분야에 맞는 사건 유형을 보여 드려요.';
export const BACK_TO_STEP_ONE_LABEL = '관심 분야 고르러 가기';

export const STEP_LABELS = ['관심 분야', '사건 유형'] as const;

export const COMPLETE_DIALOG_TITLE = '회원가입이 완료되었어요';
export const COMPLETE_DIALOG_TEXT =
  '가입해 주셔서 감사합니다. 이제 나의 사건 현황을 확인하실 수 있어요.';
export const COMPLETE_DIALOG_CONFIRM = '확인';

export const SENDING_MESSAGE = '가입 정보를 보내고 있어요.';
/** Every failure a member meets is explained in Korean (spec/site.md §8 logs them only). */
export const FAILURE_MESSAGES = {
  missing:
    '가입에 필요한 정보(이름, 휴대폰 번호, 기기 정보)를 찾을 수 없어요. 다시 로그인하시면 이어서 가입할 수 있어요.',
  invalid:
    '가입 정보(이름, 휴대폰 번호, 기기 정보)가 올바르지 않아요. 이름은 한글 2~6자, 휴대폰 번호는 010으로 시작하는 10~11자리여야 해요. 다시 로그인해 주세요.',
  expired: '로그인이 만료되었어요. 다시 로그인하시면 고르신 내용 그대로 이어서 가입할 수 있어요.',
  failed: '가입을 마치지 못했어요. 고르신 내용은 그대로 남아 있으니 잠시 후 다시 시도해 주세요.',
} as const;
export const LOGIN_AGAIN_LABEL = '다시 로그인하기';
