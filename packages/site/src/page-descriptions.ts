import type { RoutePath } from './route-titles';

// Each built page's meta description (its search-result snippet), next to ROUTE_TITLES so a
// page's title and description are written together. Pages still being prepared have none.
export const ROUTE_DESCRIPTIONS = {
  '/choice':
    '법무법인 대륜 상담 예약: 온라인 상담 신청, 채팅 상담, 24시간 전화 상담 중 편한 방법을 고르세요.',
  '/consult':
    '개인 법률 상담: 형사, 이혼, 상속, 민사 등 개인 사건을 채팅이나 전화로 24시간 상담받을 수 있습니다.',
  '/consulting':
    '기업 온라인 상담: 기업 법률 자문과 기업 소송 상담을 온라인으로 신청하면 담당자가 연락드립니다.',
  '/complete': '법무법인 대륜 상담 신청이 접수되었습니다. 접수 순서대로 대표번호로 연락드립니다.',
  '/inquire':
    '법무법인 대륜 고객만족센터: 상담과 사건 진행에 대한 불편, 사건 재검토 요청을 받습니다.',
  '/common/term/$termsCode': '법무법인 대륜의 약관과 정책 전문입니다.',
  '/map':
    '법무법인 대륜 전국 사무소 안내: 지역별 사무소의 주소, 운영 시간, 전화번호, 주차와 오시는 길. 어디서나 365일 24시간 상담 접수.',
  '/map/$key':
    '사무소의 주소, 운영 시간, 대표 전화, 주차 안내와 약도입니다. 365일 24시간 상담 접수.',
  '/faq':
    '형사, 이혼, 상속, 기업 법무 등 분야별 법률 질문에 법무법인 대륜의 전문 변호사가 직접 답변한 법률 Q&A입니다.',
  '/faq/$codeDesc': '분야의 법률 질문에 법무법인 대륜의 전문 변호사가 직접 답변한 법률 Q&A입니다.',
} as const satisfies Partial<Record<RoutePath, string>>;
