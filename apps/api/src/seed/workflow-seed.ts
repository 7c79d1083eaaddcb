// The chat's seeded workflow (DESIGN.md §4 "workflows for the chat"): choose a practice area, answer a question about
// the situation, leave name and phone, and be handed over to an operator. Written in the data
// format below and turned into rows of chat_workflows and chat_workflow_objects, numbered in
// order, so that seeding twice writes the same rows.
//
// The data format: a list of steps, each with a unique key, the bot's message, a template
// (MSP003002xx), an optional image, the layout of its objects (WFL014) and the objects. An
// object acts by its action: `workflowCall` leads to the step named by `next`; `input` asks for
// the personal-information form; the link actions carry the URL the widget opens.
import { DEFAULT_PHONE_NUMBER } from '@lawfirm/api-client';
import { OBJECT_ACTIONS, OBJECT_LAYOUTS, TEMPLATE_TYPES } from '@lawfirm/api-client/chat';

import type { NewChatWorkflowObjectRow, NewChatWorkflowRow } from '../db/schema';
import { LOCAL_SITE_LINKS } from './site-links';
import type { SiteLinks } from './site-links';
import { staticPath } from './static-paths';

type StepObject =
  | { name: string; action: 'workflowCall'; next: string }
  | { name: string; action: 'input' }
  | {
      name: string;
      action: 'internalLink' | 'externalLink' | 'phoneCall' | 'messengerConnect';
      url: string;
    };

export interface WorkflowStep {
  key: string;
  start?: true;
  template: keyof typeof TEMPLATE_TYPES;
  message: string;
  image?: string;
  layout: keyof typeof OBJECT_LAYOUTS;
  objects: StepObject[];
}

const PRACTICE_AREAS: ReadonlyArray<{ key: string; name: string; situations: string[] }> = [
  {
    key: 'family',
    name: '이혼·가사',
    situations: [
      '협의이혼을 준비하고 있어요',
      '이혼 소송을 생각하고 있어요',
      '양육권·양육비 문제예요',
      '재산분할·위자료 문제예요',
    ],
  },
  {
    key: 'criminal',
    name: '형사',
    situations: [
      '경찰 조사를 앞두고 있어요',
      '검찰 조사나 기소 단계예요',
      '재판이 진행 중이에요',
      '피해자로서 고소하려고 해요',
    ],
  },
  {
    key: 'civil',
    name: '민사·손해배상',
    situations: ['빌려준 돈을 받지 못했어요', '소송을 당했어요', '손해배상을 청구하려고 해요'],
  },
  {
    key: 'real-estate',
    name: '부동산·건설',
    situations: ['전세·임대차 분쟁이에요', '매매계약 분쟁이에요', '공사대금·하자 분쟁이에요'],
  },
  {
    key: 'inheritance',
    name: '상속·증여',
    situations: [
      '상속재산을 나누려고 해요',
      '유류분을 청구하려고 해요',
      '상속포기·한정승인을 알아보고 있어요',
    ],
  },
  {
    key: 'corporate',
    name: '기업·노무',
    situations: [
      '부당해고·임금 문제예요',
      '계약서 검토가 필요해요',
      '회사 분쟁으로 자문이 필요해요',
    ],
  },
  {
    key: 'administrative',
    name: '행정·조세',
    situations: [
      '영업정지·인허가 문제예요',
      '세무조사·세금 문제예요',
      '행정심판·소송을 알아보고 있어요',
    ],
  },
  {
    key: 'school-violence',
    name: '학교폭력',
    situations: ['피해 학생 측이에요', '가해 학생으로 지목됐어요', '심의위원회를 앞두고 있어요'],
  },
  {
    key: 'traffic',
    name: '교통사고',
    situations: [
      '사고로 피해를 입었어요',
      '가해자로 조사를 받고 있어요',
      '보험사와 합의가 어려워요',
    ],
  },
  {
    key: 'insolvency',
    name: '개인회생·파산',
    situations: ['빚을 갚기 어려워요', '개인회생 절차가 궁금해요', '파산·면책을 알아보고 있어요'],
  },
  {
    key: 'medical',
    name: '의료사고',
    situations: [
      '수술·시술 뒤 문제가 생겼어요',
      '진단이 늦어져 피해를 입었어요',
      '병원과 합의하려고 해요',
    ],
  },
  {
    key: 'intellectual-property',
    name: '지식재산권',
    situations: ['상표·특허를 침해당했어요', '침해했다는 경고장을 받았어요', '저작권 분쟁이에요'],
  },
];

const TEL_URL = `tel:${DEFAULT_PHONE_NUMBER}`;

/**
 * The steps; the messenger channel a visitor may move to is the firm's chat channel, the one
 * its footer links to (seed/site-links.ts).
 */
export const workflowSteps = (links: SiteLinks): readonly WorkflowStep[] => [
  {
    key: 'start',
    start: true,
    template: 'workflow1',
    message: '어떤 분야의 상담이 필요하신가요? 아래에서 골라 주세요.',
    image: staticPath.chatWorkflowWelcome,
    layout: 'tiles',
    objects: [
      ...PRACTICE_AREAS.map((area) => ({
        name: area.name,
        action: 'workflowCall' as const,
        next: `area-${area.key}`,
      })),
      { name: '전화 상담', action: 'phoneCall', url: TEL_URL },
      { name: '카카오톡 상담', action: 'messengerConnect', url: links.subSite('chat') },
    ],
  },
  ...PRACTICE_AREAS.map((area): WorkflowStep => ({
    key: `area-${area.key}`,
    template: 'workflow2',
    message: `${area.name} 상담을 도와드리겠습니다. 지금 상황에 가장 가까운 것을 골라 주세요.`,
    layout: 'full',
    objects: area.situations.map((situation) => ({
      name: situation,
      action: 'workflowCall',
      next: 'contact',
    })),
  })),
  {
    key: 'contact',
    template: 'workflow3',
    message:
      '정확한 상담을 위해 성함과 휴대전화 번호를 남겨 주세요. 담당 변호사가 내용을 확인한 뒤 연락드리겠습니다.',
    layout: 'leftFit',
    objects: [
      { name: '연락처 남기기', action: 'input' },
      { name: '자주 묻는 질문 보기', action: 'internalLink', url: '/faq' },
      { name: '전화로 바로 상담하기', action: 'phoneCall', url: TEL_URL },
    ],
  },
];

export interface WorkflowSeed {
  workflows: NewChatWorkflowRow[];
  objects: NewChatWorkflowObjectRow[];
}

/** Rows of the steps, numbered in order; throws on a step that names an unknown next step. */
export function buildWorkflowSeed(steps: readonly WorkflowStep[]): WorkflowSeed {
  const numberOf = new Map(steps.map((step, index) => [step.key, index + 1]));
  if (numberOf.size !== steps.length) throw new Error('workflow step keys must be unique');
  if (steps.filter((step) => step.start).length !== 1) {
    throw new Error('exactly one workflow step must be the start');
  }
  const workflows: NewChatWorkflowRow[] = [];
  const objects: NewChatWorkflowObjectRow[] = [];
  for (const step of steps) {
    const workFlowNumber = numberOf.get(step.key)!;
    const layout = OBJECT_LAYOUTS[step.layout];
    workflows.push({
      workFlowNumber,
      stepKey: step.key,
      isStart: step.start === true,
      templateType: TEMPLATE_TYPES[step.template],
      message: step.message,
      imageUrl: step.image ?? null,
      objectGroupUiCode: layout,
    });
    step.objects.forEach((object, sequence) => {
      let next: number | null = null;
      if (object.action === 'workflowCall') {
        next = numberOf.get(object.next) ?? null;
        if (next === null) throw new Error(`step ${step.key}: unknown next step ${object.next}`);
      }
      objects.push({
        objectNumber: objects.length + 1,
        workFlowNumber,
        objectName: object.name,
        iconImageUrl: null,
        sequence,
        actionCode: OBJECT_ACTIONS[object.action],
        objectUiCode: layout,
        linkUrl: 'url' in object ? object.url : null,
        nextWorkFlowNumber: next,
      });
    });
  }
  return { workflows, objects };
}

export const WORKFLOW_STEPS = workflowSteps(LOCAL_SITE_LINKS);

export const WORKFLOW_SEED = buildWorkflowSeed(WORKFLOW_STEPS);
