// The public surface of @lawfirm/api-client.
export {
  API_VERSION,
  AUTHENTICATION_TRIES,
  DEFAULT_RETRY_DELAY_MS,
  DEFAULT_RETRY_TRIES,
  HASH_AUTHENTICATION_DELAY_MS,
  HASH_AUTHENTICATION_TRIES,
  MAIN_LOOKUP_TRIES,
  REALTIME_CONNECTION_DELAY_MS,
  REALTIME_CONNECTION_TRIES,
  REQUEST_TIMEOUT_MS,
} from './constants';

export { createApiClient, joinUrl } from './http/client';
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

export {
  CHAT_RESULT_OK,
  chatResponseSchema,
  createChatClient,
  isChatOk,
  resultInfoSchema,
} from './chat/envelope';
export type {
  ChatCallOptions,
  ChatClient,
  ChatClientOptions,
  ChatError,
  ChatResponse,
  ChatResult,
  ResultInfo,
} from './chat/envelope';

export { RETRY_POLICIES } from './retry/policies';
export type { RetryPolicy, RetryPolicyName } from './retry/policies';
export { withRetry } from './retry/with-retry';
export type { WithRetryOptions } from './retry/with-retry';

export {
  CENTER_LIST_PATH,
  centerChildSchema,
  centerListQueryOptions,
  centerListResponseSchema,
  centerSchema,
  getCenterList,
} from './calls/get-center-list';
export type { Center, CenterChild, CenterListResponse } from './calls/get-center-list';
