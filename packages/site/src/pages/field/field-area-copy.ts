// spec/site.md §2 /field/area, the practice-field pages: visitor-facing copy in one place for
// the page and its tests.
import { ROUTE_TITLES } from '../../route-titles';

export const FIELD_AREA_COPY = {
  title: ROUTE_TITLES['/field/area'],
  lead: '분야마다 전담 변호사와 태스크포스가 사건을 맡습니다. 다루는 사건 유형을 살펴보고, 분야별 법률 Q&A와 사례를 확인해 보세요.',
  jumpLabel: '분야 바로가기',
  caseTypesOf: (name: string) => `${name} 사건 유형`,
  questionsOf: (name: string) => `${name} 주요 질문`,
  linksOf: (name: string) => `${name} 관련 자료`,
  faq: '법률 Q&A',
  success: '성공 사례',
  info: '법률 정보',
  centersTitle: '전문 센터와 그룹',
  centersLead: '여러 분야가 함께 걸린 사건은 전문 센터와 그룹이 한 팀으로 맡습니다.',
  centerFieldsOf: (name: string) => `${name}의 분야`,
  strengthTitle: '분야별 전담 배정, 대륜이 일하는 방식',
  strengthText:
    '상담 변호사의 초기 진단 뒤 분야별 전문 변호사와 태스크포스가 배정되고, 본사가 사건 전체를 관리합니다.',
  strengthLink: '대륜의 강점 보기',
} as const;
