import type { CSSProperties } from 'react';

import { FIRM_NAME } from '../../constants';

import { CI_MAIN_COLOR } from './about-constants';
import { CI_MAIN_COLOR_VALUES } from './ci-color';

/** The firm's English name, under or beside the wordmark in the signatures. */
export const FIRM_NAME_EN = 'DAERYUN LAW FIRM';

/** The colour system's main colour: a swatch and its HEX, RGB and CMYK values. */
export function CiColorSwatch() {
  return (
    <figure className="site-ci-color">
      <div
        className="site-ci-color__swatch"
        style={{ '--site-ci-color': CI_MAIN_COLOR.hex } as CSSProperties}
        aria-hidden="true"
      />
      <figcaption className="site-ci-color__caption">
        <strong className="site-ci-color__name">대륜 크림슨 (메인 컬러)</strong>
        <dl className="site-ci-color__values">
          {CI_MAIN_COLOR_VALUES.map((row) => (
            <div key={row.label} className="site-ci-color__row">
              <dt lang="en">{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      </figcaption>
    </figure>
  );
}

export interface CiSignatureProps {
  orientation: 'horizontal' | 'vertical';
}

/**
 * spec/site.md §2 CI page "signature (horizontal and vertical combinations)": the header's
 * wordmark (site-header.tsx: FIRM_NAME in .site-wordmark) with the English name beside it or
 * under it. Text, not an image, so it stays sharp and reads out as the firm's name.
 */
export function CiSignature({ orientation }: CiSignatureProps) {
  return (
    <figure className="site-ci-signature" data-orientation={orientation}>
      <div className="site-ci-signature__art">
        <span className="site-ci-signature__lockup">
          <span className="site-wordmark">{FIRM_NAME}</span>
          <span className="site-ci-signature__english" lang="en">
            {FIRM_NAME_EN}
          </span>
        </span>
      </div>
      <figcaption className="site-ci-signature__caption">
        {orientation === 'horizontal' ? '가로 조합' : '세로 조합'}
      </figcaption>
    </figure>
  );
}
