import { MAIN_CONTENT_ID } from '../constants';

export interface SkipLinkProps {
  /** The id of the element to jump to; the layout's <main> by default. */
  targetId?: string;
}

/**
 * The first focusable element of every page, so that keyboard and screen-reader users can
 * jump past the header. Hidden until focused (site.css).
 */
export function SkipLink({ targetId = MAIN_CONTENT_ID }: SkipLinkProps) {
  return (
    <a className="site-skip-link" href={`#${targetId}`}>
      본문 바로가기
    </a>
  );
}
