// spec/site.md §2 "There is a select of case fields", filled by call #13 (GET
// /api/field/list?code=corporation, data.list) on the corporate form; the individual form
// offers its site's fields (call #17), grouped by category. The field is optional: while the
// list loads, or when it cannot be fetched, the form can still be sent without one.
import type { ApiClient } from '@lawfirm/api-client';
import type { CaseField } from '@lawfirm/api-client/site-core';
import { fieldListQueryOptions, seoFieldListQueryOptions } from '@lawfirm/api-client/site-core';
import { useQuery } from '@tanstack/react-query';

import { ErrorText, HintText, describedBy } from './fields';

export const CASE_FIELD_LABEL = '사건 분야';
export const CASE_FIELD_PLACEHOLDER = '선택해 주세요';
export const CASE_FIELD_LOADING = '분야 목록을 불러오는 중입니다';
export const CASE_FIELD_FAILED =
  '분야 목록을 불러오지 못했습니다. 분야를 고르지 않고 신청하셔도 됩니다.';

export interface CaseFieldSelectProps {
  id: string;
  apiClient: ApiClient;
  /** A type_idx as text, or '' for none (call #12's law_type_code). */
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  /**
   * A group whose fields to offer (call #17: a centre's, or every field of the firm for
   * CT0000), grouped by category; without it, the corporate fields of call #13.
   */
  groupCode?: string;
}

/** Fields in the api's order, in runs of one category each: [category name, its fields]. */
export function fieldsByCategory(fields: readonly CaseField[]): Array<[string, CaseField[]]> {
  const runs: Array<[string, CaseField[]]> = [];
  for (const field of fields) {
    const name = field.group_name ?? '';
    const last = runs.at(-1);
    if (last && last[0] === name) last[1].push(field);
    else runs.push([name, [field]]);
  }
  return runs;
}

function FieldOptions({ fields }: { fields: readonly CaseField[] }) {
  return fields.map((field) => (
    <option key={field.type_idx} value={String(field.type_idx)}>
      {field.tag_title}
    </option>
  ));
}

/** The fields of call #13 or #17, and whether the list is loading or failed. */
function useCaseFields(apiClient: ApiClient, groupCode: string | undefined) {
  const corporate = useQuery({ ...fieldListQueryOptions(apiClient), enabled: !groupCode });
  // Call #17 answers a failure with an empty list (spec/site.md §7), which shows as one.
  const grouped = useQuery({
    ...seoFieldListQueryOptions(apiClient, groupCode ?? ''),
    enabled: !!groupCode,
  });
  if (groupCode) {
    return { list: grouped.data, pending: grouped.isPending, failed: grouped.isError };
  }
  return {
    list: corporate.data?.data.list,
    pending: corporate.isPending,
    failed: corporate.isError,
  };
}

export function CaseFieldSelect({
  id,
  apiClient,
  value,
  onValueChange,
  error,
  groupCode,
}: CaseFieldSelectProps) {
  const fields = useCaseFields(apiClient, groupCode);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint = fields.failed ? CASE_FIELD_FAILED : undefined;
  const runs = fieldsByCategory(fields.list ?? []);
  return (
    <div className="lf-consult-form__field" data-invalid={error ? '' : undefined}>
      <label className="lf-consult-form__label" htmlFor={id}>
        {CASE_FIELD_LABEL}
      </label>
      <select
        id={id}
        name="law_type_code"
        className="lf-consult-form__input lf-consult-form__select"
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-busy={fields.pending || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
      >
        <option value="">{fields.pending ? CASE_FIELD_LOADING : CASE_FIELD_PLACEHOLDER}</option>
        {runs.map(([category, list]) =>
          category ? (
            <optgroup key={category} label={category}>
              <FieldOptions fields={list} />
            </optgroup>
          ) : (
            <FieldOptions key={list[0]?.type_idx} fields={list} />
          ),
        )}
      </select>
      <HintText id={hintId} hint={hint} />
      <ErrorText id={errorId} message={error} />
    </div>
  );
}
