import { useId, useState } from 'react';

type Answer = 'helpful' | 'not-helpful';

const THANKS: Record<Answer, string> = {
  helpful: '도움이 되었다니 다행입니다. 의견 감사합니다.',
  'not-helpful':
    '의견 감사합니다. 더 정확한 답변이 필요하시면 전문 변호사에게 직접 상담을 받아 보세요.',
};

/**
 * spec/site.md §2 Legal Q&A detail "a feedback component": was this answer helpful? The spec
 * shows no call for it, so the answer stays on the page: the visitor gets a thank-you, and
 * can change the choice.
 */
export function FaqFeedback() {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const headingId = useId();
  const choice = (value: Answer, label: string) => (
    <button
      type="button"
      className="site-faq-feedback__button"
      aria-pressed={answer === value}
      onClick={() => setAnswer(value)}
    >
      {label}
    </button>
  );
  return (
    <section className="site-faq-feedback" aria-labelledby={headingId}>
      <h2 id={headingId} className="site-faq-feedback__title">
        이 답변이 도움이 되었나요?
      </h2>
      <div className="site-faq-feedback__choices">
        {choice('helpful', '도움이 됐어요')}
        {choice('not-helpful', '아쉬워요')}
      </div>
      <p className="site-faq-feedback__thanks" role="status">
        {answer ? THANKS[answer] : ''}
      </p>
    </section>
  );
}
