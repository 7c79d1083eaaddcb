import { ActionLink } from './action-link';

/** The strengths overview, where every "back to the strengths" way leads. */
export const STRENGTH_OVERVIEW_PATH = '/strength';

export interface ReturnToStrengthsBannerProps {
  /** The button's words; a strengths detail page takes them from its data (return_main_text). */
  buttonText?: string;
}

/**
 * spec/site.md §2 "return-to-strengths banner": the crimson band that leads back to
 * /strength, closing the firm pages and every strengths detail page.
 */
export function ReturnToStrengthsBanner({
  buttonText = '대륜의 강점 보기',
}: ReturnToStrengthsBannerProps) {
  return (
    <section className="site-return-banner" aria-labelledby="site-return-banner-title">
      <div className="site-container site-return-banner__inner">
        <div>
          <h2 id="site-return-banner-title" className="site-return-banner__title">
            대륜이 다른 이유, 강점에서 확인하세요
          </h2>
          <p className="site-return-banner__text">
            전담 태스크포스부터 정액제 수임료까지, 대륜만의 강점을 한눈에 볼 수 있습니다.
          </p>
        </div>
        <ActionLink to={STRENGTH_OVERVIEW_PATH} variant="secondary">
          {buttonText}
        </ActionLink>
      </div>
    </section>
  );
}
