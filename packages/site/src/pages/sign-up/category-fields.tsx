// One category of sign-up step 2 (spec/site.md §4 Sign-up step 2): its name and its case types
// from call #17 (center_code = the category's code) as choices. #17 answers an empty list on
// failure (§7), so an empty list is told as not loaded, with a way to ask again.
import { seoFieldListQueryOptions } from '@lawfirm/api-client/site-core';
import type { InterestCategoryCode } from '@lawfirm/api-client/site-core';
import { useQuery } from '@tanstack/react-query';

import { useSiteSettings } from '../../settings/site-settings';

import { ChoiceChips } from './choice-chips';
import { SIGN_UP_HINT_ID } from './sign-up-frame';
import {
  FIELD_LIMIT_MESSAGE,
  FIELDS_EMPTY,
  FIELDS_LOADING,
  FIELDS_RETRY_LABEL,
} from './sign-up-copy';

export interface CategoryFieldsProps {
  code: InterestCategoryCode;
  name: string;
  selected: readonly number[];
  onToggle: (typeIdx: number) => void;
  tooltipAt: number | null;
}

export function CategoryFields({ code, name, selected, onToggle, tooltipAt }: CategoryFieldsProps) {
  const { apiClient } = useSiteSettings();
  const query = useQuery(seoFieldListQueryOptions(apiClient, code));
  const titleId = `site-signup-category-${code}`;
  const options = (query.data ?? []).map((field) => ({
    value: field.type_idx,
    label: field.tag_title,
  }));

  return (
    <div className="site-signup-category">
      <h2 id={titleId} className="site-signup-category__title">
        {name}
      </h2>
      {query.isPending ? (
        <p className="site-signup__loading">{FIELDS_LOADING}</p>
      ) : options.length === 0 ? (
        <p className="site-signup-category__empty">
          {FIELDS_EMPTY}{' '}
          <button
            type="button"
            className="lf-button"
            data-variant="ghost"
            data-size="sm"
            onClick={() => void query.refetch()}
          >
            {FIELDS_RETRY_LABEL}
          </button>
        </p>
      ) : (
        <ChoiceChips
          options={options}
          selected={selected}
          onToggle={onToggle}
          labelledBy={titleId}
          describedBy={SIGN_UP_HINT_ID}
          tooltipAt={tooltipAt}
          tooltipMessage={FIELD_LIMIT_MESSAGE}
        />
      )}
    </div>
  );
}
