// Articles written for the centres' own sites, where a centre's categories had fewer than four:
// the digital forensics centre's evidence investigation (CT0015) and the medical and
// pharmaceutical centre (CT0018). Laid out like the others by article-seed.ts, after them, so
// every earlier article keeps its id. General information for a demo site, not legal advice;
// no real client, case number or person is described.
import type { InfoArticleSource } from './info-articles';
import type { SuccessArticleSource } from './success-articles';

export const CENTER_INFO_ARTICLES: readonly InfoArticleSource[] = [
  {
    code: 'CT0015',
    typeIndex: 3,
    subject: '증거보전 신청',
    title: '증거보전 신청, 소송 전에 증거를 지키는 방법',
    intro:
      '소송을 시작하기 전에 증거가 사라질 우려가 있을 때, 법원에 미리 증거조사를 맡기는 절차를 알아봅니다.',
    definition:
      '증거보전은 본안 소송에서 증거를 조사할 때까지 기다리면 그 증거를 쓰기 어려워질 사정이 있을 때, 미리 법원에 증거조사를 신청하는 절차입니다.',
    situation:
      '상대방이 보관하는 장부나 영상이 곧 지워질 수 있거나, 중요한 증인이 외국으로 떠날 예정일 때 주로 문제가 됩니다.',
    steps: [
      '보전할 증거와 보전이 필요한 사유 정리',
      '관할 법원에 증거보전 신청서 제출',
      '법원의 검증·감정이나 증인신문에 참여',
    ],
    documents: [
      '증거가 사라질 우려를 보여 주는 자료',
      '증거의 보관 장소와 보관자 정보',
      '다툼의 내용을 정리한 진술서',
    ],
  },
  {
    code: 'CT0018',
    typeIndex: 4,
    subject: '병원 개설',
    title: '병원 개설 전에 꼭 확인할 의료법 규정',
    intro:
      '개원을 준비하면서 놓치기 쉬운 개설 신고와 시설 기준, 동업 계약의 주의점을 정리했습니다.',
    definition:
      '의원급 의료기관은 시설을 갖춘 뒤 관할 보건소에 개설 신고를 하고, 병원급 의료기관은 시·도의 개설 허가를 받아야 문을 열 수 있습니다.',
    situation:
      '의사가 아닌 사람과 함께 투자해 개원하거나 다른 의사의 명의를 빌려 병원을 여는 경우, 사무장병원으로 판단될 위험이 큽니다.',
    steps: [
      '개설 형태와 동업 구조 결정',
      '시설·인력 기준 점검과 개설 신고 또는 허가',
      '요양기관 신고와 개원 광고 심의',
    ],
    documents: [
      '의사 면허증과 전문의 자격증',
      '건물 임대차계약서와 시설 도면',
      '동업 계약서와 투자 내역',
    ],
  },
];

export const CENTER_SUCCESS_ARTICLES: readonly SuccessArticleSource[] = [
  {
    code: 'CT0015',
    typeIndex: 1,
    title: '숨긴 재산, 재산명시와 재산조회로 찾아 회수',
    intro:
      '판결을 받고도 돈을 받지 못하던 의뢰인이 상대방이 숨긴 재산을 찾아 채권을 회수한 사례입니다.',
    situation:
      '의뢰인은 대여금 소송에서 이겼지만, 상대방은 재산이 없다며 1년 넘게 돈을 갚지 않았습니다.',
    issue: '상대방 명의의 재산이 정말 없는지, 드러나지 않은 재산이 있는지가 쟁점이었습니다.',
    strategy:
      '재산명시 신청으로 재산목록을 받아 낸 뒤, 목록과 상대방의 생활 수준이 맞지 않는 점을 들어 금융기관과 부동산에 대한 재산조회를 신청했습니다.',
    evidence: ['재산명시 기일에 제출된 재산목록', '금융기관의 재산조회 회신서'],
    result:
      '조회 결과 신고하지 않은 증권 계좌와 지방의 토지가 확인되어, 압류와 추심으로 채권의 대부분을 회수했습니다.',
    meaning: '판결 뒤에도 법원의 재산 조사 절차를 차례로 밟으면 숨긴 재산을 찾을 수 있습니다.',
  },
  {
    code: 'CT0018',
    typeIndex: 2,
    title: '리베이트 의혹 수사, 허용된 학술대회 지원으로 인정받아 무혐의',
    intro:
      '학술대회 참가 지원이 리베이트로 의심받아 수사를 받은 제약사가 혐의없음 처분을 받은 사례입니다.',
    situation:
      '의뢰 회사는 병원 의사들의 학술대회 참가 비용을 지원한 일로 약사법 위반 혐의를 받았습니다.',
    issue:
      '지원이 의약품 판매를 늘리기 위한 것이었는지, 법령이 허용하는 학술대회 지원이었는지가 쟁점이었습니다.',
    strategy:
      '지원 대상을 학술대회 주최 측이 공정한 기준으로 정했고, 회사는 개별 의사를 고르지 않았다는 점을 자료로 정리했습니다.',
    evidence: ['학술대회 주최 측의 참가자 선정 기준', '지출보고서와 지원금 집행 내역'],
    result:
      '검찰은 허용 범위 안의 학술대회 지원이라고 보아 회사와 임직원 모두에게 혐의없음 처분을 내렸습니다.',
    meaning: '평소 지출보고서를 정확히 작성해 두면 수사에서도 가장 강한 방어 자료가 됩니다.',
  },
];
