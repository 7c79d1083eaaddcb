import { smoothScrollTo } from '@lawfirm/ui';
import { useEffect, useState } from 'react';

import { LineIcon } from '../../components/line-icon';
import { MAIN_CONTENT_ID } from '../../constants';

import { BACK_TO_TOP_SHOW_AFTER_PX } from './about-constants';

export interface BackToTopProps {
  /** Where focus lands once at the top: the skip link's target, <main>, by default. */
  targetId?: string;
}

/**
 * spec/site.md §2 Other firm pages "Back-to-top button": shown once the page has scrolled
 * past BACK_TO_TOP_SHOW_AFTER_PX; it scrolls to the top and moves focus to the skip target,
 * so a keyboard user goes on from the start of the content rather than from the page's end.
 */
export function BackToTop({ targetId = MAIN_CONTENT_ID }: BackToTopProps) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const update = () => setShown(window.scrollY > BACK_TO_TOP_SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  const onClick = async () => {
    await smoothScrollTo(document.body);
    document.getElementById(targetId)?.focus({ preventScroll: true });
  };

  return (
    <button type="button" className="site-back-to-top" hidden={!shown} onClick={onClick}>
      <LineIcon name="arrowUp" size={20} strokeWidth={4 / 3} />
      <span className="site-back-to-top__label">맨 위로</span>
    </button>
  );
}
