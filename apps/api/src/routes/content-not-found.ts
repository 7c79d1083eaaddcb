// The 404 answers of the content routes: `{ result: false, msg }`, the body the site reads for
// any refused call (apiErrorBodySchema), with a Korean message naming what was not found.
import type { ApiErrorBody } from '@lawfirm/api-client';

export const NOT_FOUND_MESSAGES = {
  faq: '요청하신 질문을 찾을 수 없습니다.',
  info: '요청하신 법률정보 글을 찾을 수 없습니다.',
  success: '요청하신 성공사례를 찾을 수 없습니다.',
  strength: '요청하신 강점 소개를 찾을 수 없습니다.',
  term: '요청하신 약관을 찾을 수 없습니다.',
  banner: '요청하신 배너를 찾을 수 없습니다.',
  statistics: '통계 정보가 아직 준비되지 않았습니다.',
} as const;

export function notFoundBody(what: keyof typeof NOT_FOUND_MESSAGES): ApiErrorBody {
  return { result: false, msg: NOT_FOUND_MESSAGES[what] };
}
