import type { ReactNode } from 'react';

import { BackToTop } from './back-to-top';
import { ReturnToStrengthsBanner } from '../../components/return-to-strengths-banner';
import { useHydrationMarker } from '../../lib/use-hydration-marker';

export interface AboutPageFrameProps {
  /** The page's one <h1> (ROUTE_TITLES). */
  title: string;
  /** The English line above the title. */
  eyebrow: string;
  lead: string;
  /** A modifier of the page's root class: `site-about--{variant}`. */
  variant: 'greeting' | 'intro' | 'system' | 'ci';
  children: ReactNode;
}

/**
 * What the four firm pages share (spec/site.md §2 Other firm pages): the title block, the
 * return-to-strengths banner at the end and the back-to-top button.
 */
export function AboutPageFrame({ title, eyebrow, lead, variant, children }: AboutPageFrameProps) {
  useHydrationMarker();
  return (
    <div className={`site-about site-about--${variant}`}>
      <div className="site-about-hero site-hero-wash">
        <div className="site-container">
          <p className="site-eyebrow" lang="en">
            {eyebrow}
          </p>
          <h1 className="site-about-hero__title">{title}</h1>
          <p className="site-about-hero__lead">{lead}</p>
        </div>
      </div>
      {children}
      <ReturnToStrengthsBanner />
      <BackToTop />
    </div>
  );
}

export interface AboutSectionProps {
  id: string;
  title: string;
  /** An English label above the title ("DIRECTION"). */
  eyebrow?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A titled section that in-page buttons scroll to: tabIndex -1 so that it takes focus after
 * the scroll (smoothScrollTo focuses a target that can), and keyboard users go on from there.
 */
export function AboutSection({ id, title, eyebrow, className, children }: AboutSectionProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      className={['site-about-section', className].filter(Boolean).join(' ')}
      aria-labelledby={`${id}-title`}
    >
      <div className="site-container">
        {eyebrow && (
          <p className="site-eyebrow" lang="en">
            {eyebrow}
          </p>
        )}
        <h2 id={`${id}-title`} className="site-about-section__title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
