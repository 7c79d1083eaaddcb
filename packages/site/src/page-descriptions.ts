import type { RoutePath } from './route-titles';

// Each built page's meta description (its search-result snippet), next to ROUTE_TITLES so a
// page's title and description are written together. Pages still being prepared have none.
export const ROUTE_DESCRIPTIONS = {
  '/about/greeting':
    '법무법인 대륜 대표 인사말과 미션, 비전, 경영 가치: 의뢰인 곁에서 끝까지 함께하는 로펌입니다.',
  '/about/intro':
    '로펌 3.0, 글로벌 메가 로펌 법무법인 대륜 소개: 변호사 200명 이상, 전문 그룹 20개 이상이 한 법인으로 일합니다.',
  '/about/system':
    '법무법인 대륜의 업무 시스템: 상담 변호사의 초기 진단부터 전담 태스크포스, 사후 관리까지 이어지는 통합 관리.',
  '/about/ci': '법무법인 대륜 CI 소개: 로고와 색상에 담은 신뢰와 책임의 의미를 소개합니다.',
  '/strength':
    '법무법인 대륜의 강점 한눈에 보기: 전담 태스크포스, 정액제 수임료, 24시간 상담, 전국 사무소와 사후 관리.',
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
