import type { ReactNode } from 'react';

/**
 * A section of a centre's home, a region named by its h2: an English eyebrow, the title, a
 * lead, its content and, last, its "더 보기" links.
 */
export function CentreSection({
  id,
  eyebrow,
  title,
  lead,
  more,
  className,
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  lead?: string;
  more?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <section
      className={['centre-section', className].filter(Boolean).join(' ')}
      aria-labelledby={titleId}
    >
      <div className="site-container">
        <div className="centre-section__head">
          <p className="site-eyebrow" lang="en">
            {eyebrow}
          </p>
          <h2 id={titleId} className="centre-section__title">
            {title}
          </h2>
          {lead && <p className="centre-section__lead">{lead}</p>}
        </div>
        {children}
        {more && <div className="centre-section__more">{more}</div>}
      </div>
    </section>
  );
}
