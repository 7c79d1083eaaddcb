import { useId, useLayoutEffect, useRef, useState } from 'react';

import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';
import { Icon } from './icon';

/**
 * spec §2: "A collapsible channel explanation banner: two lines when collapsed, about 108px
 * at most when expanded" (the styles clamp and cap it; expanded, it scrolls inside).
 */
export function ChannelExplanation({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  // Whether the collapsed text is cut: a short explanation needs no toggle. Without layout
  // (no ResizeObserver, nothing measured yet) the toggle stays, so the text is never lost.
  const [clamped, setClamped] = useState(true);
  const textRef = useRef<HTMLParagraphElement>(null);
  const id = useId();

  useLayoutEffect(() => {
    const el = textRef.current;
    if (!el || expanded || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      if (el.clientHeight > 0) setClamped(el.scrollHeight > el.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [expanded, text]);

  if (!text.trim()) return null;
  return (
    <section className="cv-explanation" aria-label={TEXTS.explanationRegion}>
      <p
        ref={textRef}
        id={id}
        className="cv-explanation-text"
        data-expanded={expanded}
        // Expanded, it may scroll inside: keyboard users must reach it to scroll (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={expanded ? 0 : undefined}
      >
        {text}
      </p>
      {(clamped || expanded) && (
        <button
          type="button"
          className="cv-explanation-toggle"
          aria-expanded={expanded}
          aria-controls={id}
          aria-label={expanded ? TEXTS.explanationLess : TEXTS.explanationMore}
          onClick={() => setExpanded((value) => !value)}
        >
          <Icon size={16} strokeWidth={2.4}>
            <path d={expanded ? 'M6 15l6-6 6 6' : 'M6 9l6 6 6-6'} />
          </Icon>
        </button>
      )}
    </section>
  );
}
