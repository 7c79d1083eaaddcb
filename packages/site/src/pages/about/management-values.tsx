import { Carousel, minWidthQuery, useMediaQuery } from '@lawfirm/ui';
import { useState } from 'react';

import { MANAGEMENT_VALUES_CAROUSEL_MIN_WIDTH_PX } from './about-constants';
import { MANAGEMENT_VALUES } from './about-copy';
import type { ManagementValue } from './about-copy';

export interface ManagementValuesProps {
  values?: readonly ManagementValue[];
}

/**
 * spec/site.md §2 "Management values (DIRECTION): a carousel of items with title, English
 * label and description. The next button loops. Under 768px all items are listed." §4: "the
 * index wraps from N-1 to 0". The server (and a narrow screen) renders the list, so every
 * value is readable before hydration; 768 px and wider turn it into the carousel.
 */
export function ManagementValues({ values = MANAGEMENT_VALUES }: ManagementValuesProps) {
  const wide = useMediaQuery(minWidthQuery(MANAGEMENT_VALUES_CAROUSEL_MIN_WIDTH_PX));
  const [selected, setSelected] = useState(0);

  if (!wide) {
    return (
      <ul className="site-values site-values--list">
        {values.map((value) => (
          <li key={value.english} className="site-values__item">
            <ValueContent value={value} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <div className="site-values site-values--carousel">
      <p className="site-values__counter" aria-hidden="true">
        <strong>{String(selected + 1).padStart(2, '0')}</strong> /{' '}
        {String(values.length).padStart(2, '0')}
      </p>
      <Carousel label="경영 가치 슬라이드" loop showArrows onSelect={setSelected}>
        {values.map((value) => (
          <div key={value.english} className="site-values__item">
            <ValueContent value={value} />
          </div>
        ))}
      </Carousel>
    </div>
  );
}

function ValueContent({ value }: { value: ManagementValue }) {
  return (
    <>
      <p className="site-eyebrow" lang="en">
        {value.english}
      </p>
      <h3 className="site-values__title">{value.title}</h3>
      <p className="site-values__description">{value.description}</p>
    </>
  );
}
