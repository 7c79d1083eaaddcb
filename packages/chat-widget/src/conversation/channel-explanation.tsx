import { useId, useState } from 'react';

import { CONVERSATION_TEXTS as TEXTS } from './conversation-texts';
import { Icon } from './icon';

/**
 * spec §2: "A collapsible channel explanation banner: two lines when collapsed, about 108px
 * at most when expanded" (the styles clamp and cap it; expanded, it scrolls inside).
 */
export function ChannelExplanation({ text }: { text: string }) {
  const [expanded, setExpanded] = useState(false);
  const id = useId();
  if (!text.trim()) return null;
  return (
    <section className="cv-explanation" aria-label={TEXTS.explanationRegion}>
      <p
        id={id}
        className="cv-explanation-text"
        data-expanded={expanded}
        // Expanded, it may scroll inside: keyboard users must reach it to scroll (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={expanded ? 0 : undefined}
      >
        {text}
      </p>
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
    </section>
  );
}
