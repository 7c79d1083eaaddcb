// spec/chat-widget.md §4 "Code tables": every code the chat calls and events carry, named as
// the spec names its values. The api stores and answers these; the widget compares with them.
// Plain values, no zod: the widget's bundle takes them without the schemas (codes.ts).

export const SENDER_TYPES = {
  system: 'MSP00100001',
  bot: 'MSP00100002',
  customer: 'MSP00100003',
  operator: 'MSP00100004',
  macro: 'MSP00100005',
} as const;

export const TEMPLATE_TYPES = {
  system: 'MSP00300001',
  customer: 'MSP00300101',
  workflow1: 'MSP00300201',
  workflow2: 'MSP00300202',
  workflow3: 'MSP00300203',
  workflow4: 'MSP00300204',
} as const;

export const INQUIRY_STATES = {
  open: 'CHI00800001',
  personalInfo: 'CHI00800002',
  closed: 'CHI00800003',
} as const;

/** The status names the client uses for INQUIRY_STATES (§4 "OPEN, PERSONAL_INFO and CLOSED"). */
export const INQUIRY_STATUS_NAMES = {
  [INQUIRY_STATES.open]: 'OPEN',
  [INQUIRY_STATES.personalInfo]: 'PERSONAL_INFO',
  [INQUIRY_STATES.closed]: 'CLOSED',
} as const;

export const INQUIRY_PROGRESS = {
  created: 'CHI00900001',
  inProgress: 'CHI00900002',
  pending: 'CHI00900003',
  closed: 'CHI00900004',
} as const;

export const OBJECT_ACTIONS = {
  internalLink: 'WFL00900001',
  externalLink: 'WFL00900002',
  input: 'WFL00900003',
  workflowCall: 'WFL00900004',
  phoneCall: 'WFL00900005',
  messengerConnect: 'WFL00900006',
} as const;

export const OBJECT_LAYOUTS = {
  leftFit: 'WFL01400001',
  full: 'WFL01400002',
  tiles: 'WFL01400003',
} as const;

export const NAVIGATION_CODES = {
  back: 'WFL01300001',
  init: 'WFL01300002',
} as const;

export const AGE_CONSENT = {
  disagreed: 'AGE00100001',
  agreed: 'AGE00100002',
} as const;

/**
 * Ours (the spec names the field, not its values): what a message holds. `form` is the
 * personal-information form, `workflow` a workflow step with its choices.
 */
export const MESSAGE_TYPES = {
  text: 'text',
  file: 'file',
  form: 'form',
  workflow: 'workflow',
  system: 'system',
} as const;

/** §3 "messageStatus (value CREATED)"; UPDATED after an operator's edit. Recalled messages go. */
export const MESSAGE_STATUSES = { created: 'CREATED', updated: 'UPDATED' } as const;

/** §3 Form input binding keys of the personal-information form. */
export const FORM_BINDING_KEYS = { name: 'name', cellPhoneNumber: 'cell_phone_number' } as const;

/** §3 "The form type is the personal-information collection form". */
export const PERSONAL_INFO_FORM_TYPE = 'personal_info';

/** §3 File type. */
export const FILE_KINDS = { image: 'image', file: 'file' } as const;

type ValueOf<T> = T[keyof T];

export type SenderType = ValueOf<typeof SENDER_TYPES>;
export type TemplateType = ValueOf<typeof TEMPLATE_TYPES>;
export type InquiryState = ValueOf<typeof INQUIRY_STATES>;
export type InquiryProgress = ValueOf<typeof INQUIRY_PROGRESS>;
export type ObjectAction = ValueOf<typeof OBJECT_ACTIONS>;
export type ObjectLayout = ValueOf<typeof OBJECT_LAYOUTS>;
export type NavigationCode = ValueOf<typeof NAVIGATION_CODES>;
export type AgeConsent = ValueOf<typeof AGE_CONSENT>;
export type MessageType = ValueOf<typeof MESSAGE_TYPES>;
export type MessageStatus = ValueOf<typeof MESSAGE_STATUSES>;
export type FileKind = ValueOf<typeof FILE_KINDS>;
export type FormBindingKey = ValueOf<typeof FORM_BINDING_KEYS>;
