// spec/site.md §2 Strengths pages: besides the standard detail page there are a people variant,
// an infrastructure variant and a keyword variant. The spec does not say which strength uses
// which, nor their content (the api's strength data has none of it): both are ours, here.

export type StrengthVariant = 'standard' | 'people' | 'infrastructure' | 'keywords';

/** The variants with a section of their own; the standard page has none. */
export type SectionVariant = Exclude<StrengthVariant, 'standard'>;

/** Which strength (by its /strength/{url}) shows which variant; the rest are standard. */
export const STRENGTH_VARIANTS: Readonly<Record<string, StrengthVariant>> = {
  members: 'people',
  evidence: 'infrastructure',
  'ai-strategy': 'keywords',
};

export function strengthVariant(url: string): StrengthVariant {
  return STRENGTH_VARIANTS[url] ?? 'standard';
}

/** A block of the alternating lists (§3 "People item: title, desc"). */
export interface AlternatingBlock {
  title: string;
  desc: string;
}

export interface InfrastructureLink {
  label: string;
  /** A page of this site. */
  href: string;
}

export interface InfrastructureBlock extends AlternatingBlock {
  key: string;
  bullets: readonly string[];
  /** The English name drawn on the block's illustration. */
  englishName: string;
  /** "view more" buttons; none for the psychological counselling centre (§2). */
  links: readonly InfrastructureLink[];
}

/** What every variant section has: a heading, with the id the section is labelled by. */
export interface VariantSectionCopy {
  titleId: string;
  /** Placeholders and the *consult_date* marker are filled (§2 names them for infrastructure). */
  title: string;
}

/** Each variant's section: the heading they share, then what is its own. */
export interface StrengthVariantSections {
  /** §2: alternating blocks with title and description. */
  people: VariantSectionCopy & { blocks: readonly AlternatingBlock[] };
  /** §2: alternating blocks with image, title, description, bullets and "view more" buttons. */
  infrastructure: VariantSectionCopy & { blocks: readonly InfrastructureBlock[] };
  /** §2: three circular main keywords with English labels, and customer-case blocks. */
  keywords: VariantSectionCopy & {
    keywords: readonly { label: string; english: string }[];
    cases: readonly { field: string; title: string; summary: string }[];
  };
}

export const STRENGTH_VARIANT_SECTIONS: StrengthVariantSections = {
  people: {
    titleId: 'strength-people-title',
    title: '함께 일하는 사람들',
    blocks: [
      {
        title: '상담 변호사',
        desc: '가장 먼저 사건을 듣고 쟁점과 방향을 진단합니다. 상담은 언제나 변호사가 직접 합니다.',
      },
      {
        title: '분야별 전문 변호사',
        desc: '20개가 넘는 전문 그룹의 변호사가 분야마다 쌓은 경험으로 사건을 맡습니다.',
      },
      {
        title: '회계사·세무사',
        desc: '상속, 기업, 조세 사건에서 숫자로 된 쟁점을 변호사와 함께 풉니다.',
      },
      {
        title: '변리사·관세사·노무사',
        desc: '특허, 통관, 노동 문제까지 필요한 전문가가 같은 법인 안에서 바로 합류합니다.',
      },
    ],
  },
  infrastructure: {
    titleId: 'strength-infra-title',
    // The date marker is replaced (§2 "A consultation-date placeholder in titles is replaced").
    title: 'centerCount개 전문 센터가 사건을 돕습니다 (*consult_date* 기준)',
    blocks: [
      {
        key: 'evidence-center',
        title: '증거조사센터',
        desc: '사건에 필요한 사실관계를 직접 조사하고 증거를 확보합니다.',
        bullets: ['현장 조사와 자료 수집', '증거 목록과 입증 계획 수립'],
        englishName: 'EVIDENCE CENTER',
        links: [{ label: '법률 Q&A 보기', href: '/faq' }],
      },
      {
        key: 'forensic-center',
        title: '디지털포렌식센터',
        desc: '휴대전화와 컴퓨터에서 지워진 자료까지 복구하고 분석합니다.',
        bullets: ['삭제 자료 복구', '메신저·통화 기록 분석', '분석 보고서 작성'],
        englishName: 'DIGITAL FORENSICS',
        // The centre's own pages on this site, so the link follows the site's origin.
        links: [{ label: '디지털포렌식 Q&A 보기', href: '/faq/digital-forensics' }],
      },
      {
        key: 'security-center',
        title: '경호·보안센터',
        desc: '보복이 우려되는 의뢰인과 증인의 안전을 지킵니다.',
        bullets: ['신변 보호 연계', '정보 보안 점검'],
        englishName: 'SECURITY CENTER',
        links: [{ label: '분야별 업무 보기', href: '/field/area' }],
      },
      {
        key: 'counseling-center',
        title: '심리상담센터',
        desc: '사건으로 지친 마음을 전문 상담사가 함께 돌봅니다.',
        bullets: ['의뢰인과 가족 상담', '사건 이후 회복 프로그램'],
        englishName: 'COUNSELING CENTER',
        links: [],
      },
    ],
  },
  keywords: {
    titleId: 'strength-keywords-title',
    title: '세 가지 핵심 키워드',
    keywords: [
      { label: '분석', english: 'ANALYSIS' },
      { label: '예측', english: 'PREDICTION' },
      { label: '전략', english: 'STRATEGY' },
    ],
    cases: [
      {
        field: '민사',
        title: '비슷한 판결 120건을 분석해 쟁점을 좁혔습니다',
        summary: '공사대금 분쟁에서 유사 판결의 인정 범위를 분석해 청구 금액을 다시 구성했습니다.',
      },
      {
        field: '형사',
        title: '통화 기록 분석으로 알리바이를 입증했습니다',
        summary: '방대한 통화·위치 기록을 정리해 사건 시각의 동선을 객관적으로 보여 주었습니다.',
      },
      {
        field: '기업',
        title: '계약서 수백 건에서 위험 조항을 찾아냈습니다',
        summary:
          '인수 대상 회사의 계약서를 한꺼번에 검토해 협상에서 가격 조정 근거를 마련했습니다.',
      },
    ],
  },
};
