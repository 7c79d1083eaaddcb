// Fictional lawyers: three at the head office (CT0000), the rest spread over the categories so
// that some groups have two, others one (the sidebar fill rule of spec/site.md §5 then has
// something to fill), then three for each centre with a site of its own, in the centre (their
// group is the centre: a centre site lists them by its code). The centres' lawyers come last,
// so every other lawyer keeps the id it had before they were added.
import { CATEGORY_CODES, CENTER_CODES, DEFAULT_CENTER_CODE } from '../constants';
import type { NewLawyerRow } from '../db/schema';
import { CENTER_LAWYERS } from './content/center-lawyers';
import { LAWYER_NAMES } from './content/lawyer-names';
import { GROUP_SEED } from './group-seed';
import { createRandom, cycle, randomInt } from './random';
import { staticPath } from './static-paths';

const HEAD_OFFICE_COUNT = 3;
const POSITIONS = ['파트너변호사', '수석변호사', '변호사'] as const;
const MOTTOS = [
  '의뢰인의 이야기를 끝까지 듣는 것에서 변론을 시작합니다.',
  '복잡한 사건일수록 쉬운 말로 설명드리겠습니다.',
  '결과만큼 과정에서의 신뢰를 중요하게 생각합니다.',
  '기록 한 장까지 직접 확인하고 전략을 세웁니다.',
  '분쟁이 끝난 뒤의 생활까지 함께 고민합니다.',
  '빠른 대응이 결과를 바꾼다고 믿습니다.',
];

function buildLawyerSeed(): NewLawyerRow[] {
  const names = new Map(GROUP_SEED.groups.map((group) => [group.code, group.codeName]));
  const random = createRandom(44);
  return LAWYER_NAMES.map((lawyerName, index): NewLawyerRow => {
    const idx = index + 1;
    const years = randomInt(random, 6, 22);
    const motto = cycle(MOTTOS, index);
    if (index < HEAD_OFFICE_COUNT) {
      return {
        idx,
        lawyerName,
        position: '대표변호사',
        groupCode: DEFAULT_CENTER_CODE,
        image: staticPath.lawyer(idx),
        intro: `${years}년 동안 여러 분야의 사건을 이끌며 법인의 상담 체계를 만들어 왔습니다. ${motto}`,
        sortOrder: index,
      };
    }
    const slot = index - HEAD_OFFICE_COUNT;
    const groupCode = cycle(CATEGORY_CODES, slot);
    return {
      idx,
      lawyerName,
      position: cycle(POSITIONS, Math.floor(slot / CATEGORY_CODES.length) + slot),
      groupCode,
      image: staticPath.lawyer(idx),
      intro: `${names.get(groupCode) ?? ''} 분야에서 ${years}년 동안 사건을 맡아 왔습니다. ${motto}`,
      sortOrder: index,
    };
  });
}

function buildCenterLawyerSeed(firstIdx: number): NewLawyerRow[] {
  // CT0022 has no site of its own, so no lawyers of its own either.
  const sources = CENTER_CODES.flatMap((groupCode) =>
    groupCode === 'CT0022'
      ? []
      : CENTER_LAWYERS[groupCode].map((lawyer) => ({ groupCode, lawyer })),
  );
  return sources.map(({ groupCode, lawyer }, index): NewLawyerRow => {
    const idx = firstIdx + index;
    return {
      idx,
      lawyerName: lawyer.name,
      position: lawyer.position,
      groupCode,
      image: staticPath.lawyer(idx),
      intro: lawyer.intro,
      sortOrder: idx - 1,
    };
  });
}

const FIELD_LAWYER_SEED = buildLawyerSeed();

export const LAWYER_SEED = [
  ...FIELD_LAWYER_SEED,
  ...buildCenterLawyerSeed(FIELD_LAWYER_SEED.length + 1),
];
