// The lawyers of each centre with a site of its own (CT0022 has none), written by hand: three
// per centre, its head first. The names are made up like those of lawyer-names.ts, as uncommon
// combinations checked not to be the names of known public figures.
import type { CenterCode } from '../../constants';

export interface CenterLawyerSource {
  name: string;
  /** Title shown under the name. */
  position: string;
  intro: string;
}

type Three = readonly [CenterLawyerSource, CenterLawyerSource, CenterLawyerSource];

export const CENTER_LAWYERS: Record<Exclude<CenterCode, 'CT0022'>, Three> = {
  CT0023: [
    {
      name: '하도겸',
      position: '센터장',
      intro:
        '디지털포렌식센터를 이끌며 압수수색 현장의 포렌식 참관과 분석 보고서 검토를 맡고 있습니다. 증거가 어떤 절차로 수집되었는지부터 따져 봅니다.',
    },
    {
      name: '한서율',
      position: '수석변호사',
      intro:
        '휴대전화와 클라우드에서 복구한 자료를 재판에서 다투는 사건을 주로 맡아 왔습니다. 기술적인 분석 결과를 재판부가 이해할 수 있는 말로 옮깁니다.',
    },
    {
      name: '허윤슬',
      position: '변호사',
      intro:
        '퇴사자의 자료 유출과 내부 감사 사건에서 기업의 디지털 증거 보존을 돕고 있습니다. 사고가 알려진 뒤 첫 하루의 대응을 함께 설계합니다.',
    },
  ],
  CT0028: [
    {
      name: '현가온',
      position: '센터장',
      intro:
        '의료분쟁 조정과 의료소송을 오랫동안 맡아 왔습니다. 진료기록을 처음부터 끝까지 직접 읽고 쟁점을 좁히는 데서 사건을 시작합니다.',
    },
    {
      name: '홍시담',
      position: '수석변호사',
      intro:
        '제약사와 의료기기 회사의 약사법 조사 대응과 내부 규정 정비를 자문합니다. 영업 현장에서 바로 쓸 수 있는 기준을 만드는 일을 중요하게 생각합니다.',
    },
    {
      name: '황보나래',
      position: '변호사',
      intro:
        '병원 개설과 의료광고 심의, 보건당국의 행정처분 대응을 맡고 있습니다. 개원을 준비하는 단계부터 함께 점검해 분쟁을 미리 막습니다.',
    },
  ],
  ICT0005: [
    {
      name: '최온결',
      position: '그룹장',
      intro:
        '주주 사이의 분쟁과 경영권 분쟁, 인수합병 실사를 이끌어 왔습니다. 거래가 끝난 뒤에도 다툼이 남지 않는 계약을 목표로 합니다.',
    },
    {
      name: '추하율',
      position: '수석변호사',
      intro:
        '하도급과 가맹 사건, 공정거래위원회 조사 대응을 맡고 있습니다. 현장 조사 당일에 무엇을 해야 하는지부터 차근차근 안내해 드립니다.',
    },
    {
      name: '탁세아',
      position: '변호사',
      intro:
        '상표·특허 분쟁과 영업비밀 보호 체계 구축을 자문합니다. 스타트업의 투자 계약 검토도 함께 맡고 있습니다.',
    },
  ],
  CT0031: [
    {
      name: '태지혁',
      position: '센터장',
      intro:
        '수사 단계부터 공판까지 형사 사건의 전 과정을 이끌어 왔습니다. 첫 조사를 받기 전에 진술 방향을 함께 정리하는 것을 가장 중요하게 생각합니다.',
    },
    {
      name: '편도은',
      position: '수석변호사',
      intro:
        '성범죄 사건에서 피의자 변호와 피해자 대리를 모두 맡아 왔습니다. 디지털 증거와 진술이 서로 맞는지 꼼꼼하게 검토합니다.',
    },
    {
      name: '피서진',
      position: '변호사',
      intro:
        '마약 사건과 구속영장 실질심사 대응을 주로 맡고 있습니다. 가족이 갑자기 체포되었을 때 가장 먼저 곁에 서는 변호사가 되고자 합니다.',
    },
  ],
  CT0032: [
    {
      name: '함이룸',
      position: '센터장',
      intro:
        '이혼과 재산분할 사건을 중심으로 가사 사건을 이끌어 왔습니다. 소송이 끝난 뒤의 생활까지 생각하는 합의안을 함께 찾습니다.',
    },
    {
      name: '정라엘',
      position: '수석변호사',
      intro:
        '양육권과 양육비, 면접교섭 사건을 주로 맡고 있습니다. 아이에게 가장 나은 결론이 무엇인지부터 묻고 전략을 세웁니다.',
    },
    {
      name: '조은겸',
      position: '변호사',
      intro:
        '상속재산 분할과 유류분 반환 청구, 한정승인 사건을 맡아 왔습니다. 가족 사이의 다툼일수록 자료와 숫자로 차분하게 정리합니다.',
    },
  ],
};
