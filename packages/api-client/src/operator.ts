// @lawfirm/api-client/operator: the operator API (DESIGN.md §6): paths, request and answer schemas.
export {
  OPERATOR_FEED_EVENTS,
  OPERATOR_FEED_MAX_WATCHED,
  OPERATOR_FILES_PER_MESSAGE,
  OPERATOR_FILE_MAX_BYTES,
  OPERATOR_FILE_TYPES,
  OPERATOR_INQUIRY_PAGE_SIZE,
  OPERATOR_LOGIN_ID_MAX_LENGTH,
  OPERATOR_PASSWORD_MAX_LENGTH,
  OPERATOR_PASSWORD_MIN_LENGTH,
  OPERATOR_PATHS,
  OPERATOR_RECALL_WINDOW_SECONDS,
  newOperatorPasswordSchema,
  operatorAnswerSchemas,
  operatorInquiryChangedSchema,
  operatorInquirySchema,
  operatorSchema,
  operatorSchemas,
} from './chat/operator-calls';
export type { Operator, OperatorInquiry } from './chat/operator-calls';
