// The props both consultation forms take from their host page.
import type { ApiClient } from '@lawfirm/api-client';

export interface ConsultFormHostProps<Values> {
  /** The API client of the host (its base URL, its fetch); wins over apiBase. */
  apiClient?: ApiClient;
  /** Where the API lives when no apiClient is given: '' (default) is the page's own origin. */
  apiBase?: string;
  /**
   * Called with `/complete?isConsult=true` once a request is stored (spec/site.md §4), unless
   * the api says isNotComplete. The host routes; the default loads the page.
   */
  onComplete?: (url: string) => void;
  /**
   * The group of the site the form is on, sent as call #12's center_code so that a centre's
   * request is stored with its centre; without it the api takes it as the firm's (CT0000).
   */
  centerCode?: string;
  /** Values the form starts from, and returns to after a stored request. */
  defaultValues?: Partial<Values>;
  /** The full privacy policy, opened in a new window from the consent. */
  privacyTermsUrl?: string;
  className?: string;
}

/** spec/site.md §2 "Required markers": what they mean, above each form. */
export const REQUIRED_NOTE = '* 표시는 필수 입력 항목입니다.';

export const formClassName = (className: string | undefined) =>
  className ? `lf-consult-form ${className}` : 'lf-consult-form';
