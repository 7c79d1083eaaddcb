// @lawfirm/api-client: what every caller shares — the HTTP client and its errors, the site's
// envelope and the refusal body, retry policies, the shared constants and the text rules every
// request field uses. The calls are under subpaths, so a bundle takes only its own area:
// `@lawfirm/api-client/site` (spec/site.md §7), `/chat` (spec/chat-widget.md §7) and
// `/operator` (the operator API, DESIGN.md §6).
export {
  API_COOKIE_PREFIX,
  API_VERSION,
  ARTICLE_CONTENT_KINDS,
  AUTHENTICATION_TRIES,
  BANNER_FILE_TYPES,
  BANNER_LINK_TYPES,
  BANNER_WEEKDAYS,
  CASE_LIST_DEFAULT_PAGE,
  CASE_LIST_DEFAULT_TAB,
  CASE_LIST_PAGE_SIZE,
  CASE_PROGRESS_STEPS,
  CASE_STATES,
  CASE_TABS,
  CONSULTING_FIELD_CODE,
  CONSULT_DETAIL_LABELS,
  CONSULT_VALIDATION_MESSAGES,
  DEFAULT_CENTER_CODE,
  DEFAULT_LIST_PAGE_SIZE,
  DEFAULT_PHONE_NUMBER,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_RETRY_TRIES,
  FAQ_GUBUN,
  FAQ_PAGE_SIZE,
  FOOTER_TERMS_CACHE_MS,
  GROUP_CODE_PATTERN,
  HASH_AUTHENTICATION_DELAY_MS,
  HASH_AUTHENTICATION_TRIES,
  HOME_LINK_CARD_COUNT,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_MAX_LENGTH,
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
  INTEREST_CATEGORIES,
  MAIN_LOOKUP_TRIES,
  MARKETING_AGREE_FAILED_MESSAGE,
  MAX_INTEREST_CATEGORIES,
  MAX_INTEREST_FIELDS,
  MAX_PAGE_SIZE,
  MEMO_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NAME_MIN_LENGTH,
  PHONE_NUMBER_PATTERN,
  PERSONAL_CONSULT_VALIDATION_MESSAGES,
  PERSONAL_INQUIRY_TYPE,
  PHONE_PLACEHOLDER,
  PROVIDERS,
  REALTIME_CONNECTION_DELAY_MS,
  REALTIME_CONNECTION_TRIES,
  MAX_IDX,
  REGIONS,
  VIDEO_DIRECTION_OFFICE_KEYS,
  FAQ_AIIT_CODE,
  REQUEST_TIMEOUT_MS,
  SEARCH_MAX_LENGTH,
  SEARCH_TABS,
  SOCIAL_LINK_KINDS,
  STRENGTH_COUNT,
  TEMPLATE_TAGS,
  TERMS_FOOTER_ETC,
  UPLOAD_URL_PREFIX,
  USER_INFO_FAILED_MESSAGE,
  WITHDRAWAL_REASONS,
} from './constants';
export type { CaseStateCode, CaseTab } from './constants';
export {
  INVALID_REQUEST_MESSAGE,
  apiErrorBodyFrom,
  apiErrorBodyOf,
  apiErrorBodySchema,
  apiErrorIssueSchema,
} from './entities/api-error';
export type { ApiErrorBody, ApiErrorIssue } from './entities/api-error';
export { boundedJson, jsonProblem, jsonValueSchema } from './entities/bounded-json';
export type { JsonBounds } from './entities/bounded-json';
export { listOf, pageOf, requireResult, resultSchema, withData } from './entities/envelope';
export type { ResultResponse } from './entities/envelope';
export { MARKUP_PATTERN, PLAIN_TEXT_MESSAGE, isPlainText, plainText } from './entities/plain-text';
export {
  TIMESTAMP_MS_MAX,
  afterIdxSchema,
  afterIdxTextSchema,
  fillPath,
  groupCodeSchema,
  httpUrlSchema,
  idxParamsSchema,
  idxSchema,
  idxTextSchema,
  jwtSchema,
  keywordSchema,
  pageQueryFields,
  slugSchema,
  stateSchema,
  timestampMsSchema,
} from './entities/request-fields';
export type { IdxParamsInput } from './entities/request-fields';
export { STORABLE_TEXT_MESSAGE, isStorableText, storableText } from './entities/storable-text';
export { createApiClient, joinUrl } from './http/client';
export { createLazyApiClient } from './http/lazy-client';
export type {
  ApiClient,
  ApiClientOptions,
  HttpMethod,
  QueryParams,
  QueryValue,
  RequestOptions,
} from './http/client';
export { ApiError, TIMEOUT_MESSAGE, UNKNOWN_ERROR_MESSAGE, isApiError } from './http/errors';
export type { ApiErrorCode, ApiErrorDetails } from './http/errors';
export { RETRY_POLICIES } from './retry/policies';
export type { RetryPolicy, RetryPolicyName } from './retry/policies';
export { withRetry } from './retry/with-retry';
export type { WithRetryOptions } from './retry/with-retry';
export {
  PAGE_SECURITY_HEADERS,
  apiSources,
  contentSecurityPolicy,
  createCspNonce,
  mergePageSources,
  pageSecurityHeaders,
} from './rules/page-security';
export type { PageSources, PolicyOptions } from './rules/page-security';
export { makeSchemasJitless } from './strict-csp-schemas';
