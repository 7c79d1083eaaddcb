import type { CaseItem } from '@lawfirm/api-client/site-core';

import { formatCaseDate, formatWon } from './case-format';
import { MEMBER_COPY } from './member-copy';

/**
 * spec/site.md §4: a refund-in-progress case shows the expected date and the amount; a
 * completed refund its date and amount (its card is greyed); a received one the amount when
 * it is agreed. Nothing for the other states.
 */
export function CaseRefund({
  item,
  withNote = false,
}: {
  item: Pick<CaseItem, 'state' | 'refund_at' | 'refund_price'>;
  /** The detail page explains a received refund whose date is not set yet. */
  withNote?: boolean;
}) {
  const { state, refund_at: refundAt, refund_price: refundPrice } = item;
  if (
    state !== 'refund_received' &&
    state !== 'refund_in_progress' &&
    state !== 'refund_completed'
  ) {
    return null;
  }
  const dateLabel = state === 'refund_received' ? null : MEMBER_COPY.refundDate[state];
  const showDate = dateLabel !== null && refundAt !== null;
  const note = withNote && state === 'refund_received';
  if (!showDate && refundPrice === null && !note) return null;
  return (
    <div className="member-refund" data-state={state}>
      {showDate || refundPrice !== null ? (
        <dl className="member-refund__facts">
          {showDate ? (
            <div>
              <dt>{dateLabel}</dt>
              <dd>
                <time dateTime={refundAt}>{formatCaseDate(refundAt)}</time>
              </dd>
            </div>
          ) : null}
          {refundPrice !== null ? (
            <div>
              <dt>{MEMBER_COPY.refundPrice}</dt>
              <dd className="member-refund__price">{formatWon(refundPrice)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {note ? <p className="member-refund__note">{MEMBER_COPY.refundReceivedNote}</p> : null}
    </div>
  );
}
