import { useId, useRef, useState } from 'react';

import { SUPPORT_SYSTEM_ITEMS } from './about-copy';
import type { SupportSystemItem } from './about-copy';
import { useSectionScroll } from './section-scroll';

export interface SupportSystemBannerProps {
  items?: readonly SupportSystemItem[];
}

/**
 * spec/site.md §2 "Support-system banner: buttons that scroll to the section named by each
 * item, with an item that expands on hover". The first item starts open; mouse hover and
 * keyboard focus open another, so its description is what a keyboard user hears next to it.
 * A touch opens nothing before the tap lands: on a narrow screen the items stack, and opening
 * one on touch (emulated hover, focus) collapsed the one above, so the button slid away from
 * under the finger and the first tap scrolled nowhere. The tap itself opens and scrolls.
 */
export function SupportSystemBanner({ items = SUPPORT_SYSTEM_ITEMS }: SupportSystemBannerProps) {
  const [expanded, setExpanded] = useState(0);
  const scrollTo = useSectionScroll();
  const id = useId();
  // Set between a touch or pen press and the focus it brings, which must not expand.
  const pressing = useRef(false);
  return (
    <nav className="site-support" aria-label="지원 시스템 바로가기">
      <ul className="site-support__list">
        {items.map((item, index) => {
          const open = index === expanded;
          return (
            <li
              key={item.targetId}
              className="site-support__item"
              data-expanded={open || undefined}
              onPointerEnter={(event) => {
                if (event.pointerType === 'mouse') setExpanded(index);
              }}
            >
              <button
                type="button"
                className="site-support__button"
                aria-describedby={open ? `${id}-${index}` : undefined}
                onPointerDown={(event) => {
                  pressing.current = event.pointerType !== 'mouse';
                }}
                onFocus={() => {
                  if (!pressing.current) setExpanded(index);
                }}
                onBlur={() => {
                  pressing.current = false;
                }}
                onClick={() => {
                  pressing.current = false;
                  setExpanded(index);
                  void scrollTo(item.targetId);
                }}
              >
                <span className="site-support__number" aria-hidden="true">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <span className="site-support__label">{item.label}</span>
              </button>
              <p id={`${id}-${index}`} className="site-support__description" hidden={!open}>
                {item.description}
              </p>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
