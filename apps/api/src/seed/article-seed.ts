// Info and success articles laid out as spec/site.md §2 describes them: an H1 with intro, H2
// sections with H3 sub-sections, contents per row, FAQ elements, link lists and lawyers. Which
// rows carry active_faq and the reference/news/youtube flags varies by article, so every
// combination the pages handle appears somewhere.
import type { CategoryCode } from '../constants';
import type { ArticleContentKind, ArticleKind, ArticleLinkKind } from '../db/constants';
import type {
  NewArticleContentRow,
  NewArticleLawyerRow,
  NewArticleLinkRow,
  NewArticleRow,
  NewArticleTemplateRow,
} from '../db/schema';
import { caseTypeIdx } from './case-type-seed';
import { CENTER_INFO_ARTICLES, CENTER_SUCCESS_ARTICLES } from './content/center-articles';
import { FAQ_TOPICS } from './content/faq-topics';
import type { FaqTopic } from './content/faq-topics';
import { INFO_ARTICLES } from './content/info-articles';
import { SUCCESS_ARTICLES } from './content/success-articles';
import { FAQ_SEED } from './faq-seed';
import { centerOfCategory, GROUP_SEED } from './group-seed';
import { LAWYER_SEED } from './lawyer-seed';
import { createRandom, cycle, seoulMorning } from './random';
import { LOCAL_SITE_LINKS } from './site-links';
import type { SiteLinks } from './site-links';
import { staticPath } from './static-paths';

interface SubSection {
  title: string;
  body: string;
}

interface Section {
  title: string;
  description: string;
  children: SubSection[];
  /** FAQ elements in the section's contents; `activeFaq` marks it for FAQ structured data. */
  faqs?: { topics: FaqTopic[]; activeFaq: boolean };
}

interface ArticleSource {
  kind: ArticleKind;
  /** The article's place among those of its kind; flags, dates and lawyers vary by it. */
  ordinal: number;
  code: CategoryCode;
  typeIdx: number;
  title: string;
  intro: string;
  /** Name used in link titles, e.g. the subject of an info article. */
  topic: string;
  sections: Section[];
}

export interface ArticleSeed {
  articles: NewArticleRow[];
  templates: NewArticleTemplateRow[];
  contents: NewArticleContentRow[];
  links: NewArticleLinkRow[];
  lawyers: NewArticleLawyerRow[];
}

/** Lawyers per article, in turn: none, few, and more than the sidebar's six (§5). */
const LAWYER_COUNTS = [0, 1, 2, 3, 7] as const;

const html = {
  paragraphs: (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join(''),
  ordered: (items: readonly string[]) =>
    `<ol>${items.map((item) => `<li>${item}</li>`).join('')}</ol>`,
  bullets: (items: readonly string[]) =>
    `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`,
};

const fieldName = (code: CategoryCode) =>
  GROUP_SEED.groups.find((group) => group.code === code)?.codeName ?? code;

function infoSource(source: (typeof INFO_ARTICLES)[number], ordinal: number): ArticleSource {
  const faqCount = ordinal % 2 === 0 ? 2 : 1;
  return {
    kind: 'info',
    ordinal,
    code: source.code,
    typeIdx: caseTypeIdx(source.code, source.typeIndex),
    title: source.title,
    intro: source.intro,
    topic: source.subject,
    sections: [
      {
        title: `${source.subject}, 무엇인가요?`,
        // A lead of its own: the definition is the first row's text.
        description: '기본 개념과 함께, 어떤 상황에서 문제가 되는지 살펴봅니다.',
        children: [
          {
            title: '기본 개념',
            body: html.paragraphs(
              source.definition,
              '같은 문제라도 사정에 따라 결론이 달라질 수 있으므로, 처음부터 사실관계를 정리해 두는 것이 중요합니다.',
            ),
          },
          { title: '이런 상황에서 문제가 됩니다', body: html.paragraphs(source.situation) },
        ],
      },
      {
        title: '진행 절차와 준비',
        description: '순서를 알고 나면 지금 준비해야 할 것이 보입니다.',
        children: [
          {
            title: '진행 순서',
            body:
              html.ordered(source.steps) +
              html.paragraphs('단계마다 기한이 정해진 경우가 많으니 일정부터 확인하세요.'),
          },
          {
            title: '준비할 자료',
            body:
              html.bullets(source.documents) +
              html.paragraphs('자료는 원본을 보관하고 사본으로 상담을 받으시면 됩니다.'),
          },
        ],
      },
      {
        title: '자주 묻는 질문',
        description: `${source.subject}에 관해 많이 묻는 질문을 모았습니다.`,
        children: [],
        faqs: {
          topics: FAQ_TOPICS[source.code].slice(0, faqCount),
          // Two of three info articles mark their FAQ for structured data; the rest do not.
          activeFaq: ordinal % 3 !== 2,
        },
      },
    ],
  };
}

function successSource(source: (typeof SUCCESS_ARTICLES)[number], ordinal: number): ArticleSource {
  const sections: Section[] = [
    {
      title: '사건 개요',
      // Leads of their own: the intro heads the article, the result is the first row's text.
      description: '의뢰인이 처했던 상황과 사건의 핵심 쟁점입니다.',
      children: [
        { title: '의뢰인의 상황', body: html.paragraphs(source.situation) },
        { title: '핵심 쟁점', body: html.paragraphs(source.issue) },
      ],
    },
    {
      title: '변호인의 조력',
      description: '사건의 쟁점에 맞춰 전략을 세우고 필요한 자료를 모았습니다.',
      children: [
        { title: '대응 전략', body: html.paragraphs(source.strategy) },
        { title: '준비한 자료', body: html.bullets(source.evidence) },
      ],
    },
    {
      title: '사건 결과',
      description: '재판부의 판단과 이 사건이 남긴 의미입니다.',
      children: [
        { title: '결과', body: html.paragraphs(source.result) },
        { title: '이 사건의 의미', body: html.paragraphs(source.meaning) },
      ],
    },
  ];
  if (ordinal % 4 === 0) {
    sections.push({
      title: '관련 질문',
      description: '이 사건과 비슷한 고민에 대한 답변입니다.',
      children: [],
      faqs: { topics: FAQ_TOPICS[source.code].slice(0, ordinal === 0 ? 2 : 1), activeFaq: true },
    });
  }
  return {
    kind: 'success',
    ordinal,
    code: source.code,
    typeIdx: caseTypeIdx(source.code, source.typeIndex),
    title: source.title,
    intro: source.intro,
    topic: fieldName(source.code),
    sections,
  };
}

/** A made-up 11-character video id (the shape of the video site's ids, pointing nowhere). */
function videoId(random: () => number): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  return Array.from({ length: 11 }, () => alphabet[Math.floor(random() * alphabet.length)]).join(
    '',
  );
}

/** The articles; news and video links go to the firm's newsroom and video channel (site-links.ts). */
export function buildArticleSeed(links: SiteLinks): ArticleSeed {
  const seed: ArticleSeed = { articles: [], templates: [], contents: [], links: [], lawyers: [] };
  const random = createRandom(7_905);
  // Ids: info, then success articles, then those written for the centres' sites (each kind
  // counting on), so adding the centres' articles left every earlier article at its id.
  const sources = [
    ...INFO_ARTICLES.map(infoSource),
    ...SUCCESS_ARTICLES.map(successSource),
    ...CENTER_INFO_ARTICLES.map((source, index) =>
      infoSource(source, INFO_ARTICLES.length + index),
    ),
    ...CENTER_SUCCESS_ARTICLES.map((source, index) =>
      successSource(source, SUCCESS_ARTICLES.length + index),
    ),
  ];
  const firstFaqIdx = (code: CategoryCode) =>
    FAQ_SEED.entries.find((entry) => entry.code === code)?.idx ?? 1;

  sources.forEach((source, index) => {
    const idx = index + 1;
    const { ordinal } = source;
    const withImage = source.kind === 'success' || ordinal % 2 === 0;
    const firstDay = source.kind === 'info' ? '2024-05-06' : '2024-05-09';
    seed.articles.push({
      idx,
      kind: source.kind,
      title: source.title,
      intro: source.intro,
      groupCode: source.code,
      typeIdx: source.typeIdx,
      imgUrl: withImage
        ? source.kind === 'success'
          ? staticPath.caseImage(idx)
          : staticPath.infoCover(idx)
        : null,
      imgAlt: withImage ? `${source.title} 대표 이미지` : null,
      createdAt: seoulMorning(firstDay, ordinal * 11),
      // Every third article revised 45 days after it was written (dateModified, lastmod).
      updatedAt: seoulMorning(firstDay, ordinal * 11 + (ordinal % 3 === 0 ? 45 : 0)),
    });

    let sortOrder = 0;
    const addTemplate = (row: Omit<NewArticleTemplateRow, 'idx' | 'articleIdx' | 'sortOrder'>) => {
      const templateIdx = seed.templates.length + 1;
      seed.templates.push({ idx: templateIdx, articleIdx: idx, sortOrder: sortOrder++, ...row });
      return templateIdx;
    };
    const addContent = (
      templateIdx: number,
      kind: ArticleContentKind,
      body: string,
      title?: string,
    ) =>
      seed.contents.push({
        idx: seed.contents.length + 1,
        articleIdx: idx,
        templateIdx,
        kind,
        title: title ?? null,
        body,
        sortOrder: seed.contents.length,
      });
    const addLink = (kind: ArticleLinkKind, tagIdx: number, title: string, link: string) =>
      seed.links.push({
        idx: seed.links.length + 1,
        articleIdx: idx,
        kind,
        tagIdx,
        title,
        link,
        sortOrder: seed.links.length,
      });

    addTemplate({ tag: 'h1', tagTitle: source.title, description: source.intro, parent: null });
    let h3Ordinal = 0;
    for (const section of source.sections) {
      const faqTopics = section.faqs?.topics ?? [];
      const h2 = addTemplate({
        tag: 'h2',
        tagTitle: section.title,
        description: section.description,
        parent: null,
        typeIdx: source.typeIdx,
        activeFaq: section.faqs?.activeFaq ?? false,
        faqCount: faqTopics.length,
      });
      for (const topic of faqTopics) {
        addContent(h2, 'faq', html.paragraphs(...topic.points.slice(0, 2)), topic.question);
      }
      for (const child of section.children) {
        const position = h3Ordinal++;
        // spec/site.md §2: reference, news and video links are shown per sub-section by flag.
        const reference = position === 0 && ordinal % 2 === 0;
        const news = position === 2 && ordinal % 3 === 0;
        const youtube = position === 3 && ordinal % 4 === 1;
        const h3 = addTemplate({
          tag: 'h3',
          tagTitle: child.title,
          description: '',
          parent: h2,
          referenceIsUse: reference,
          newsIsUse: news,
          youtubeIsUse: youtube,
        });
        addContent(h3, 'text', child.body);
        if (reference) {
          const faq = FAQ_SEED.entries.find((entry) => entry.idx === firstFaqIdx(source.code));
          addLink(
            'reference',
            h3,
            faq?.question ?? '관련 법률 상담',
            `/faq/detail/${faq?.idx ?? 1}`,
          );
          const other = cycle(sources, index + 1);
          addLink(
            'reference',
            h3,
            other.title,
            `/${other.kind}/${((index + 1) % sources.length) + 1}`,
          );
          // spec/site.md §3 Link-list item: items with an empty title are hidden.
          if (ordinal % 4 === 0) addLink('reference', h3, '', '/info');
        }
        if (news) {
          addLink(
            'news',
            h3,
            `${source.topic} 관련 제도 개선 논의 이어져`,
            `${links.subSite('news')}/law/${idx}01`,
          );
          addLink(
            'news',
            h3,
            `법원, ${source.topic} 사건에서 판단 기준 제시`,
            `${links.subSite('news')}/law/${idx}02`,
          );
        }
        if (youtube) {
          addLink(
            'youtube',
            h3,
            `변호사가 알려 주는 ${source.topic} 핵심 정리`,
            `${links.subSite('video')}/watch/${videoId(random)}`,
          );
          addLink(
            'shorts',
            h3,
            `1분 요약: ${source.topic}`,
            `${links.subSite('video')}/shorts/${videoId(random)}`,
          );
        }
      }
    }

    const wanted = cycle(LAWYER_COUNTS, ordinal);
    // An article filed under a centre's category shows the centre's own lawyers first (its site
    // lists them by the centre's code), in front of those picked as before, unless it shows none.
    const center = centerOfCategory(source.code);
    const centerLawyers =
      wanted > 0 && center ? LAWYER_SEED.filter((lawyer) => lawyer.groupCode === center) : [];
    const others = LAWYER_SEED.filter((lawyer) => !centerLawyers.includes(lawyer));
    const ranked = [
      ...others.filter((lawyer) => lawyer.groupCode === source.code),
      ...others.filter((lawyer) => lawyer.groupCode !== source.code),
    ];
    [...centerLawyers, ...ranked.slice(0, wanted)].forEach((lawyer, position) => {
      if (lawyer.idx !== undefined) {
        seed.lawyers.push({ articleIdx: idx, lawyerIdx: lawyer.idx, sortOrder: position });
      }
    });
  });
  return seed;
}

export const ARTICLE_SEED = buildArticleSeed(LOCAL_SITE_LINKS);
