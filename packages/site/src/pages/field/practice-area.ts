import type { CaseField, FaqGroup } from '@lawfirm/api-client/site-core';

/** A practice field: its Q&A category and the case types it takes (§3 Field/case-type). */
export interface PracticeArea {
  group: FaqGroup;
  fields: readonly CaseField[];
}
