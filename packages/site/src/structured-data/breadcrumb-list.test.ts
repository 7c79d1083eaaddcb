import { describe, expect, it } from 'vitest';

import { breadcrumbTrail } from '../components/breadcrumb-trail';
import { ROUTE_BREADCRUMBS } from '../route-breadcrumbs';
import { breadcrumbListJsonLd } from './breadcrumb-list';

const SITE = 'https://www.lawfirm.example/';

describe('breadcrumbListJsonLd', () => {
  it('lists the trail the page shows, home first, with positions and absolute URLs', () => {
    expect(breadcrumbListJsonLd(ROUTE_BREADCRUMBS['/consulting'], '/consulting', SITE)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: '홈', item: 'https://www.lawfirm.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: '상담 예약',
          item: 'https://www.lawfirm.example/choice',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: '기업 온라인 상담',
          item: 'https://www.lawfirm.example/consulting',
        },
      ],
    });
  });

  it('names the same items as the visible trail', () => {
    const items = ROUTE_BREADCRUMBS['/consult'];
    const list = breadcrumbListJsonLd(items, '/consult', SITE).itemListElement as Array<{
      name: string;
    }>;
    expect(list.map((item) => item.name)).toEqual(breadcrumbTrail(items).map((c) => c.label));
  });

  it("gives the last item the page's path without its query", () => {
    const list = breadcrumbListJsonLd([{ label: '법률 Q&A' }], '/faq?page=2', SITE)
      .itemListElement as Array<{ item: string }>;
    expect(list.at(-1)?.item).toBe('https://www.lawfirm.example/faq');
  });
});
