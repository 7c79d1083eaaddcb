// The chat's seeded workflow (DESIGN.md §4 "workflows for the chat"): choose one of the site's
// practice fields, say which of its case types the matter is, leave name and phone, and be
// handed over to an operator. The fields and case types are read from their seeds, so the chat
// offers exactly the site's fields. Written in the data
// format below and turned into rows of chat_workflows and chat_workflow_objects, numbered in
// order, so that seeding twice writes the same rows.
//
// The data format: a list of steps, each with a unique key, the bot's message, a template
// (MSP003002xx), an optional image, the layout of its objects (WFL014) and the objects. An
// object acts by its action: `workflowCall` leads to the step named by `next`; `input` asks for
// the personal-information form; the link actions carry the URL the widget opens.
import { DEFAULT_PHONE_NUMBER } from '@lawfirm/api-client';
import { OBJECT_ACTIONS, OBJECT_LAYOUTS, TEMPLATE_TYPES } from '@lawfirm/api-client/chat';

import { CATEGORY_CODES } from '../constants';
import type { CategoryCode } from '../constants';
import type { NewChatWorkflowObjectRow, NewChatWorkflowRow } from '../db/schema';
import { CASE_TYPE_SEED } from './case-type-seed';
import { GROUP_SEED } from './group-seed';
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

/**
 * spec/chat-widget.md §9 "Tile group page size 10": the tiles the widget shows before its
 * 'more' toggle.
 */
export const TILE_GROUP_PAGE_SIZE = 10;

/**
 * The fields a visitor meets first (ours): the matters individuals ask about most, on the start
 * step's first tile page (spec/chat-widget.md §4 "Tile-button groups show 10 items"), so that
 * the start fits one page with its two ways out (other fields, phone) and needs no 'more'.
 */
export const CHAT_FIRST_FIELDS: readonly CategoryCode[] = [
  'CT0005', // 이혼
  'CT0006', // 상속·가사
  'CT0001', // 형사
  'CT0002', // 성범죄
  'CT0019', // 음주운전·교통사고
  'CT0008', // 민사·중재
  'CT0007', // 건설·부동산
  'CT0016', // 노동·산재
];

/** A practice field as the chat offers it: the site's category and its case types. */
interface ChatField {
  code: CategoryCode;
  slug: string;
  name: string;
  caseTypes: string[];
}

/**
 * The site's 25 fields in its order (the groups seed, the case types seed): the chat offers
 * the same fields, by the same names, as /field/area and the sign-up chips.
 */
function siteFields(): ChatField[] {
  const rows = new Map(GROUP_SEED.groups.map((group) => [group.code, group]));
  return CATEGORY_CODES.map((code) => {
    const row = rows.get(code)!;
    return {
      code,
      slug: row.codeDesc,
      name: row.codeName,
      caseTypes: CASE_TYPE_SEED.filter((type) => type.groupCode === code).map(
        (type) => type.tagTitle,
      ),
    };
  });
}

const fieldStepKey = (field: ChatField) => `field-${field.slug}`;

const fieldChoice = (field: ChatField): StepObject => ({
  name: field.name,
  action: 'workflowCall',
  next: fieldStepKey(field),
});

const TEL_URL = `tel:${DEFAULT_PHONE_NUMBER}`;

/**
 * The steps. The start offers the most-asked fields, then '다른 분야 보기' (the rest, in the
 * site's order) and a phone call; each field asks which of its case types the matter is; then
 * the contact step, where the visitor may also move to the firm's messenger channel, the one
 * its footer links to (seed/site-links.ts).
 */
export const workflowSteps = (links: SiteLinks): readonly WorkflowStep[] => {
  const fields = siteFields();
  const first = CHAT_FIRST_FIELDS.map((code) => fields.find((field) => field.code === code)!);
  const others = fields.filter((field) => !CHAT_FIRST_FIELDS.includes(field.code));
  return [
    {
      key: 'start',
      start: true,
      template: 'workflow1',
      message: '어떤 분야의 상담이 필요하신가요? 아래에서 골라 주세요.',
      image: staticPath.chatWorkflowWelcome,
      layout: 'tiles',
      objects: [
        ...first.map(fieldChoice),
        { name: '다른 분야 보기', action: 'workflowCall', next: 'more-fields' },
        { name: '전화 상담', action: 'phoneCall', url: TEL_URL },
      ],
    },
    {
      key: 'more-fields',
      template: 'workflow2',
      message: '그 밖의 분야입니다. 상담이 필요한 분야를 골라 주세요.',
      layout: 'tiles',
      objects: others.map(fieldChoice),
    },
    ...fields.map((field): WorkflowStep => ({
      key: fieldStepKey(field),
      template: 'workflow2',
      message: `${field.name} 상담을 도와드리겠습니다. 어떤 일인지 가장 가까운 것을 골라 주세요.`,
      layout: 'full',
      objects: [
        ...field.caseTypes.map((caseType): StepObject => ({
          name: caseType,
          action: 'workflowCall',
          next: 'contact',
        })),
        { name: '그 밖의 일이에요', action: 'workflowCall', next: 'contact' },
      ],
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
        { name: '카카오톡으로 상담하기', action: 'messengerConnect', url: links.subSite('chat') },
      ],
    },
  ];
};

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
