// The terms of use (이용약관) of the firm's website: ours, written for its services (legal
// information, consultation requests, chat, social sign-in and case status). The articles are
// numbered in order here, so inserting one renumbers the rest.
import { koreanDate, list, paragraph, section } from './document-html';

export interface ServiceTermsFacts {
  firmName: string;
  /** ISO date from which this version applies. */
  effectiveDate: string;
}

/** The articles' h2 ids and titles, in order (제1조 …); the tests read them. */
export const SERVICE_TERMS_ARTICLES = [
  ['purpose', '목적'],
  ['definitions', '용어의 정의'],
  ['effect', '약관의 효력과 변경'],
  ['services', '서비스의 제공'],
  ['sign-up', '회원가입'],
  ['withdrawal', '회원 탈퇴와 자격 상실'],
  ['member-duties', '회원의 의무'],
  ['legal-information', '법률 정보의 성격'],
  ['consultation', '상담과 위임계약'],
  ['intellectual-property', '지식재산권'],
  ['disclaimer', '면책'],
  ['disputes', '분쟁 해결과 관할'],
] as const;

type ArticleId = (typeof SERVICE_TERMS_ARTICLES)[number][0];

/** `제7조` for an article's id, so a reference follows when the articles are renumbered. */
const articleRef = (id: ArticleId) =>
  `제${SERVICE_TERMS_ARTICLES.findIndex(([articleId]) => articleId === id) + 1}조`;

export function serviceTermsHtml({ firmName, effectiveDate }: ServiceTermsFacts): string {
  const bodies: Record<ArticleId, string[]> = {
    purpose: [
      paragraph(
        `이 약관은 ${firmName}(이하 "법인")이 운영하는 웹사이트와 관련 서비스(이하 "서비스")를 이용하는 데 필요한 법인과 이용자의 권리, 의무, 책임과 이용 절차를 정하는 것을 목적으로 합니다.`,
      ),
    ],
    definitions: [
      paragraph('이 약관에서 쓰는 용어의 뜻은 다음과 같습니다.'),
      list(
        [
          '"이용자"란 이 약관에 따라 서비스를 이용하는 회원과 비회원을 말합니다.',
          '"회원"이란 카카오, 네이버, 구글, 애플 계정 중 하나로 간편 로그인하여 가입한 사람을 말합니다.',
          '"상담 신청"이란 온라인 상담 신청서, 채팅 상담, 콜백 요청 등을 통해 법률 상담을 요청하는 것을 말합니다.',
          '"위임계약"이란 의뢰인과 법인이 사건의 처리를 맡기고 맡는 데 합의하여 서면으로 맺는 계약을 말합니다.',
          '"게시물"이란 법인이 서비스에 게시한 글, 사진, 영상, 자료와 이용자가 상담 중 보낸 글과 파일을 말합니다.',
        ],
        true,
      ),
    ],
    effect: [
      list(
        [
          '이 약관은 서비스 화면에 게시하여 공지함으로써 효력이 생깁니다.',
          '법인은 「약관의 규제에 관한 법률」 등 관련 법령을 위반하지 않는 범위에서 이 약관을 변경할 수 있습니다.',
          '약관을 변경하면 적용일과 변경 사유를 밝혀 적용일 7일 전부터 공지합니다. 이용자에게 불리하게 변경하는 경우에는 30일 전부터 공지하고, 회원에게는 전자우편 등으로 따로 알립니다.',
          '회원이 변경된 약관에 동의하지 않으면 서비스 이용을 중단하고 탈퇴할 수 있습니다. 공지한 적용일까지 거부 의사를 밝히지 않으면 변경된 약관에 동의한 것으로 봅니다. 다만 이 경우 법인은 공지할 때 이 점을 분명히 알립니다.',
        ],
        true,
      ),
    ],
    services: [
      paragraph('법인은 다음 서비스를 제공합니다.'),
      list([
        '법률 정보, 질의응답, 성공 사례 등 법률 콘텐츠 제공',
        '기업·개인 온라인 상담 신청, 채팅 상담, 콜백 요청 접수',
        '회원의 내 사건 현황 조회',
        '그 밖에 법인이 정하여 공지하는 서비스',
      ]),
      paragraph(
        '서비스는 연중무휴 하루 24시간 제공하는 것을 원칙으로 합니다. 다만 설비 점검, 교체, 고장, 통신 두절 등 부득이한 사유가 있으면 서비스를 일시 중단할 수 있으며, 미리 알릴 수 없었던 경우가 아니면 사전에 공지합니다.',
      ),
    ],
    'sign-up': [
      list(
        [
          '이용자는 간편 로그인 후 이름, 휴대전화번호 등 법인이 정한 정보를 입력하고 이 약관과 개인정보 수집·이용에 동의함으로써 회원가입을 신청합니다.',
          '법인은 신청자가 다른 사람의 명의를 쓰거나 허위 정보를 입력한 경우, 만 14세 미만인 경우 가입을 승낙하지 않거나 나중에 회원 자격을 제한할 수 있습니다.',
          '회원은 가입 시 입력한 정보가 바뀌면 회원 정보 수정 메뉴에서 직접 고치거나 법인에 알려야 합니다.',
        ],
        true,
      ),
    ],
    withdrawal: [
      list(
        [
          '회원은 언제든지 회원 정보 수정 메뉴의 회원 탈퇴로 탈퇴할 수 있으며, 법인은 즉시 처리합니다.',
          '탈퇴한 회원의 정보는 개인정보 처리방침에서 정한 기간 동안 보관한 뒤 파기합니다.',
          `회원이 ${articleRef('member-duties')}의 의무를 위반하여 다른 이용자나 법인에 피해를 주면 법인은 사유를 알리고 회원 자격을 제한하거나 상실시킬 수 있습니다. 회원은 이에 대하여 이의를 제기할 수 있습니다.`,
        ],
        true,
      ),
    ],
    'member-duties': [
      paragraph('이용자는 다음 행위를 해서는 안 됩니다.'),
      list([
        '다른 사람의 정보를 도용하거나 허위 내용으로 상담을 신청하는 행위',
        '법인의 변호사, 직원 또는 제3자를 모욕하거나 명예를 훼손하는 행위',
        '서비스에 악성 프로그램을 올리거나 서비스 운영을 방해하는 행위',
        '법인의 동의 없이 서비스의 게시물을 영리 목적으로 복제, 배포, 이용하는 행위',
        '자동화된 수단으로 서비스의 정보를 대량으로 수집하는 행위',
        '그 밖에 관련 법령이나 이 약관을 위반하는 행위',
      ]),
    ],
    'legal-information': [
      list(
        [
          '서비스에 게시된 법률 정보, 질의응답, 성공 사례는 일반적인 이해를 돕기 위한 정보이며, 특정 사건에 대한 법률 자문이나 의견이 아닙니다.',
          '같은 쟁점이라도 사실관계, 증거, 법령과 판례의 변경에 따라 결론이 달라질 수 있습니다. 구체적인 사안은 반드시 변호사와 상담하여 판단하시기 바랍니다.',
          '성공 사례는 과거 사건의 결과이며, 같거나 비슷한 결과를 보장하지 않습니다.',
        ],
        true,
      ),
    ],
    consultation: [
      list(
        [
          '상담 신청, 채팅 상담, 콜백 요청은 상담을 요청하는 절차일 뿐이며, 이것만으로 법인과 이용자 사이에 변호사와 의뢰인의 관계가 생기지 않습니다.',
          '변호사와 의뢰인의 관계는 법인과 의뢰인이 수임 범위와 보수를 정한 위임계약을 서면으로 맺은 때부터 생깁니다.',
          '법인은 위임계약 전이라도 상담 과정에서 알게 된 이용자의 비밀을 「변호사법」에 따라 지킵니다.',
          '상대방과의 이해충돌 등 「변호사법」이나 변호사윤리장전이 정한 사유가 있으면 법인은 상담이나 수임을 거절할 수 있습니다.',
          '채팅 상담의 답변은 이용자가 제공한 제한된 정보를 바탕으로 한 것이므로, 중요한 결정은 변호사와의 정식 상담을 거쳐 내리시기 바랍니다.',
        ],
        true,
      ),
    ],
    'intellectual-property': [
      list(
        [
          '법인이 작성한 게시물과 서비스의 디자인, 상표, 로고에 관한 저작권과 그 밖의 지식재산권은 법인에 있습니다.',
          '이용자는 법인의 허락 없이 게시물을 복제, 전송, 출판, 배포, 방송하거나 제3자에게 이용하게 할 수 없습니다. 다만 출처를 밝힌 개인적 이용과 저작권법이 허용하는 인용은 예외로 합니다.',
          '이용자가 상담 중 보낸 글과 파일의 권리는 이용자에게 있으며, 법인은 상담 목적으로만 이를 이용합니다.',
        ],
        true,
      ),
    ],
    disclaimer: [
      list(
        [
          '법인은 천재지변, 전쟁, 통신 사업자의 서비스 중단 등 불가항력으로 서비스를 제공할 수 없는 경우에는 책임을 지지 않습니다.',
          '법인은 이용자의 귀책사유로 생긴 서비스 이용 장애에 대하여 책임을 지지 않습니다.',
          `법인은 이용자가 ${articleRef('legal-information')}의 법률 정보를 변호사 상담 없이 그대로 따라 생긴 결과에 대하여 책임을 지지 않습니다.`,
          '다만 법인의 고의나 중대한 과실로 생긴 손해에 대해서는 이 조항에도 불구하고 관련 법령에 따라 책임을 집니다.',
        ],
        true,
      ),
    ],
    disputes: [
      list(
        [
          '법인과 이용자는 서비스와 관련하여 생긴 분쟁을 원만하게 해결하기 위해 성실히 협의합니다.',
          '협의로 해결되지 않은 분쟁에 관한 소송은 「민사소송법」에 따른 관할 법원에 제기합니다.',
          '법인과 이용자 사이의 소송에는 대한민국 법을 적용합니다.',
        ],
        true,
      ),
    ],
  };

  const articles = SERVICE_TERMS_ARTICLES.map(([id, title], index) =>
    section(id, `제${index + 1}조 (${title})`, ...bodies[id]),
  );
  const addendum = section(
    'addendum',
    '부칙',
    paragraph(`이 약관은 ${koreanDate(effectiveDate)}부터 시행합니다.`),
  );
  return [...articles, addendum].join('');
}
