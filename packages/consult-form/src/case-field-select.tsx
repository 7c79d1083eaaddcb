// spec/site.md §2 "There is a select of case fields", filled by call #13 (GET
// /api/field/list?code=corporation, data.list). The field is optional: while the list loads, or
// when it cannot be fetched, the form can still be sent without one.
import type { ApiClient } from '@lawfirm/api-client';
import { fieldListQueryOptions } from '@lawfirm/api-client/site-core';
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
}

export function CaseFieldSelect({
  id,
  apiClient,
  value,
  onValueChange,
  error,
}: CaseFieldSelectProps) {
  const fields = useQuery(fieldListQueryOptions(apiClient));
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint = fields.isError ? CASE_FIELD_FAILED : undefined;
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
        aria-busy={fields.isPending || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hint && hintId, error && errorId)}
      >
        <option value="">{fields.isPending ? CASE_FIELD_LOADING : CASE_FIELD_PLACEHOLDER}</option>
        {fields.data?.data.list.map((field) => (
          <option key={field.type_idx} value={String(field.type_idx)}>
            {field.tag_title}
          </option>
        ))}
      </select>
      <HintText id={hintId} hint={hint} />
      <ErrorText id={errorId} message={error} />
    </div>
  );
}
