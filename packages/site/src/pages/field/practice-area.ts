import type { CaseField, FaqGroup, FaqItem } from '@lawfirm/api-client/site-core';

/** A practice field: its Q&A category and the case types it takes (§3 Field/case-type). */
export interface PracticeArea {
  group: FaqGroup;
  fields: readonly CaseField[];
  /**
   * A Q&A-only category (no case types, such as AI·IT): its newest questions, which say what
   * it covers where a field's case types would.
   */
  questions?: readonly FaqItem[];
}
