import { useId, useRef, useState } from 'react';

import { useSiteSettings } from '../../settings/site-settings';
import { FAQ_COPY } from './faq-constants';

const TEXTS = FAQ_COPY.feedback;

/** The visitor's two answers, named as their thank-yous. */
type Answer = keyof typeof TEXTS.thanks;

/** Where the visitor's answer stands: sent once, it stays (one answer per visit). */
type Sending =
  | { state: 'idle' }
  | { state: 'sending'; answer: Answer }
  | { state: 'sent'; answer: Answer }
  | { state: 'failed'; answer: Answer };

function statusText(sending: Sending): string {
  if (sending.state === 'sent') return TEXTS.thanks[sending.answer];
  if (sending.state === 'failed') return TEXTS.failed;
  return '';
}

/**
 * spec/site.md §2 Legal Q&A detail "a feedback component": was this answer helpful? The spec
 * gives it no call; ours records the answer (POST /api/faq/{idx}/feedback) so the firm can read
 * it, and the thank-you shows only once it is recorded. A failed send says so and can be sent
 * again; a second press while one is on its way sends nothing.
 */
export function FaqFeedback({ idx }: { idx: number }) {
  const { apiClient } = useSiteSettings();
  const [sending, setSending] = useState<Sending>({ state: 'idle' });
  // Read at the press, not from the last render: a second press may come before the re-render.
  const progress = useRef<'open' | 'sending' | 'recorded'>('open');
  const headingId = useId();
  const settled = sending.state === 'sent';

  const send = async (answer: Answer) => {
    if (progress.current !== 'open') return;
    progress.current = 'sending';
    setSending({ state: 'sending', answer });
    try {
      // The call and its schema load when the visitor answers, not with the page.
      const { postFaqFeedback } = await import('@lawfirm/api-client/site');
      await postFaqFeedback(apiClient, idx, { helpful: answer === 'helpful' });
      progress.current = 'recorded';
      setSending({ state: 'sent', answer });
    } catch (error) {
      console.error('faq feedback failed', error);
      progress.current = 'open';
      setSending({ state: 'failed', answer });
    }
  };

  const choice = (value: Answer, label: string) => (
    <button
      type="button"
      className="site-faq-feedback__button"
      aria-pressed={settled && sending.answer === value}
      // aria-disabled, not disabled: the pressed button keeps focus once the answer is in.
      aria-disabled={sending.state === 'sending' || settled || undefined}
      onClick={() => void send(value)}
    >
      {label}
    </button>
  );
  return (
    <section className="site-faq-feedback" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-faq-feedback__title">
        {TEXTS.title}
      </h2>
      <div className="site-faq-feedback__choices">
        {choice('helpful', TEXTS.helpful)}
        {choice('notHelpful', TEXTS.notHelpful)}
      </div>
      <p className="site-faq-feedback__thanks" role="status">
        {statusText(sending)}
      </p>
    </section>
  );
}
