import { Link } from '@tanstack/react-router';

import { breadcrumbTrail } from './breadcrumb-trail';
import type { BreadcrumbItem } from './breadcrumb-trail';

export type { BreadcrumbItem } from './breadcrumb-trail';

/** A page's trail from home: a labelled nav with an ordered list, the current page marked. */
export function Breadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const trail = breadcrumbTrail(items);
  return (
    <nav aria-label="현재 위치" className="site-breadcrumb">
      <ol className="site-inline-list">
        {trail.map((item, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined}>{item.label}</span>
              ) : (
                <Link to={item.to} activeOptions={{ exact: true }}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
