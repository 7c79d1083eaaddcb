// The inquiry's heading: the visitor, the number (masked until "보기"), the page they are on.
import type { OperatorInquiry } from '@lawfirm/api-client/operator';
import { useState } from 'react';

import { PROGRESS_LABELS, clockTime, formatPhone, maskPhone } from '../inbox/inquiry-format';

export function InquiryFacts({ inquiry }: { inquiry: OperatorInquiry }) {
  const [revealed, setRevealed] = useState(false);
  const phone = inquiry.cell_phone_number;
  return (
    <div className="bo-facts">
      <h2 id="inquiry-title" className="bo-facts__title">
        {inquiry.customer_name ?? '이름 미확인 방문자'}
        <span className="bo-status-chip" data-progress={inquiry.chat_inquiry_progress_code}>
          {PROGRESS_LABELS[inquiry.chat_inquiry_progress_code]}
        </span>
      </h2>
      <dl className="bo-facts__list">
        <div>
          <dt>상담 번호</dt>
          <dd>#{inquiry.chat_inquiry_number}</dd>
        </div>
        <div>
          <dt>연락처</dt>
          <dd>
            {phone ? (
              <>
                <span className="bo-facts__phone">
                  {revealed ? formatPhone(phone) : maskPhone(phone)}
                </span>
                {!revealed && (
                  <button
                    type="button"
                    className="bo-link-button"
                    onClick={() => setRevealed(true)}
                    aria-label="연락처 전체 보기"
                  >
                    보기
                  </button>
                )}
              </>
            ) : (
              '미확인'
            )}
          </dd>
        </div>
        <div>
          <dt>담당</dt>
          <dd>{inquiry.manager_name ?? '미배정'}</dd>
        </div>
        <div>
          <dt>시작</dt>
          <dd>
            <time dateTime={inquiry.created_at}>{clockTime(inquiry.created_at)}</time>
          </dd>
        </div>
        {inquiry.current_url && (
          <div className="bo-facts__wide">
            <dt>보고 있는 페이지</dt>
            <dd className="bo-facts__url">{inquiry.current_url}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
