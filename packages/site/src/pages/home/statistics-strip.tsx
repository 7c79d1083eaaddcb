import type { Statistics } from '@lawfirm/api-client/site-core';
import { useRef } from 'react';

import { formatCount } from '../../lib/format-count';
import { STATISTICS_COUNT_UP_MS, STATISTICS_FADE_THRESHOLDS } from './home-constants';
import { useCountUp } from './use-count-up';
import { useVisibilityStages } from './use-visibility-stages';

interface Figure {
  key: keyof Omit<Statistics, 'consult_date' | 'month_business_day'>;
  label: string;
  unit: string;
  /** §2: consultation and mandate figures carry the date footnote and a "+". */
  cumulative: boolean;
}

/** spec/site.md §2: "six labelled figures", in the spec's order. */
export const STATISTICS_FIGURES: readonly Figure[] = [
  { key: 'consult_cnt', label: '누적 상담', unit: '건', cumulative: true },
  { key: 'mandate_cnt', label: '누적 수임', unit: '건', cumulative: true },
  { key: 'professional_cnt', label: '전문 인력', unit: '명', cumulative: false },
  { key: 'consult_cnt_day', label: '일평균 상담', unit: '건', cumulative: false },
  { key: 'mandate_cnt_day', label: '일평균 수임', unit: '건', cumulative: false },
  { key: 'office_cnt', label: '전국 거점', unit: '곳', cumulative: false },
];

/** `2025-10-31` as Koreans write a date: `2025.10.31`. */
export const formatFootnoteDate = (isoDate: string) => isoDate.replaceAll('-', '.');

/**
 * spec/site.md §2 statistics strip. The figures count up from 0 once the block is 60% visible
 * and its parts fade in at 60, 65, 70 and 75%. The moving number is only decoration: each
 * figure's text for screen readers (and for the server's HTML) is the real one.
 */
export function StatisticsStrip({ statistics }: { statistics: Statistics }) {
  const ref = useRef<HTMLElement>(null);
  const stage = useVisibilityStages(ref, STATISTICS_FADE_THRESHOLDS);
  const footnote = `${formatFootnoteDate(statistics.consult_date)} 기준`;

  return (
    <section
      ref={ref}
      className="home-statistics"
      aria-labelledby="home-statistics-title"
      data-stage={stage}
    >
      <div className="site-container">
        <h2
          id="home-statistics-title"
          className="home-statistics__title home-fade"
          data-shown={stage >= 1 || undefined}
        >
          숫자로 보는 대륜
        </h2>
        <dl className="home-statistics__list">
          {STATISTICS_FIGURES.map((figure, index) => (
            <StatisticsFigure
              key={figure.key}
              figure={figure}
              value={statistics[figure.key]}
              started={stage >= 1}
              // Two figures per fade step: 60, 65 and 70%; the footnote follows at 75%.
              shown={stage >= Math.floor(index / 2) + 1}
              footnote={figure.cumulative ? footnote : undefined}
            />
          ))}
        </dl>
        <p className="home-statistics__note home-fade" data-shown={stage >= 4 || undefined}>
          누적 상담·수임 건수는 {footnote}이며, 일평균은 영업일 기준입니다.
        </p>
      </div>
    </section>
  );
}

function StatisticsFigure({
  figure,
  value,
  started,
  shown,
  footnote,
}: {
  figure: Figure;
  value: number;
  started: boolean;
  shown: boolean;
  footnote: string | undefined;
}) {
  const counted = useCountUp(value, STATISTICS_COUNT_UP_MS, started);
  const suffix = figure.cumulative ? '+' : '';
  return (
    <div className="home-statistics__figure home-fade" data-shown={shown || undefined}>
      <dt className="home-statistics__label">
        {figure.label}
        {footnote && <span className="home-statistics__footnote"> ({footnote})</span>}
      </dt>
      <dd className="home-statistics__value">
        <span className="lf-visually-hidden">{`${formatCount(value)}${figure.unit}${suffix ? ' 이상' : ''}`}</span>
        <span aria-hidden="true" data-testid={`count-${figure.key}`}>
          {formatCount(counted)}
          <small>{figure.unit}</small>
          {suffix}
        </span>
      </dd>
    </div>
  );
}
