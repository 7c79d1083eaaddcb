import { useRotatingIndex } from '@lawfirm/ui';
import { useState } from 'react';

import { VISION_ROTATION_MS, VISION_STEP_COUNT } from './about-constants';
import { VISION_CARDS } from './about-copy';
import { visionCardState, visionStepOfCard } from './vision-steps';

export interface VisionCard {
  keyword: string;
  title: string;
  description: string;
}

export interface VisionCardsProps {
  cards?: readonly VisionCard[];
}

/**
 * spec/site.md §2 Greeting "three cards that auto-rotate", §4: 2.5 s steps through six, back
 * to the first; the pointer over a card (or keyboard focus on it) holds the rotation there and
 * selects that card. Every card's text is always shown: the rotation only moves the emphasis,
 * so nothing is lost to a visitor who reads slower than it turns.
 */
export function VisionCards({ cards = VISION_CARDS }: VisionCardsProps) {
  const [held, setHeld] = useState<number | null>(null);
  const [step, selectStep] = useRotatingIndex(VISION_STEP_COUNT, VISION_ROTATION_MS, {
    paused: held !== null,
  });

  const hold = (card: number) => {
    setHeld(card);
    selectStep(visionStepOfCard(card));
  };
  const release = () => setHeld(null);

  return (
    <ol className="site-vision" data-step={step + 1}>
      {cards.map((card, index) => {
        const state = visionCardState(index, step);
        return (
          <li
            key={card.keyword}
            className="site-vision__card"
            data-state={state}
            onMouseEnter={() => hold(index)}
            onMouseLeave={release}
          >
            <p className="site-eyebrow site-vision__number" aria-hidden="true">
              VISION {String(index + 1).padStart(2, '0')}
            </p>
            <h3 className="site-vision__keyword">{card.keyword}</h3>
            <p className="site-vision__title">{card.title}</p>
            <p className="site-vision__description">{card.description}</p>
            {/* Covers the card, so a tap or keyboard focus selects it as the pointer does. */}
            <button
              type="button"
              className="site-vision__select"
              aria-pressed={state !== 'idle'}
              onFocus={() => hold(index)}
              onBlur={release}
              onClick={() => hold(index)}
            >
              <span className="lf-visually-hidden">{card.keyword} 비전 강조</span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
