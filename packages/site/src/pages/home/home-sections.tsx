// spec/site.md §2 Home: the nine sections, in order, with the reveal timings of §4.
import { Reveal, useInView, useRotatingIndex } from '@lawfirm/ui';
import { useRef, useState } from 'react';
import type { CSSProperties } from 'react';

import { ActionLink } from '../../components/action-link';
import {
  ADVERTISING_RULE_CITATION,
  CONSULTATION_STEPS,
  FIRM_FACTS,
  LIMITED_LIABILITY_FACT,
  PRECISION_ASSIGNMENT_PARTS,
  STAFFING_OPTIONS,
} from '../../content/firm-facts';

import {
  DISTRIBUTION_SECTION_ID,
  FIRST_IN_KOREA_EXPAND_DELAY_MS,
  HEADLINE_GRADIENT_DELAY_MS,
  HEADLINE_TAGLINE_DELAY_MS,
  HEADLINE_WORD_STEP_MS,
  PRECISION_CARD_ROTATION_MS,
  SYSTEM_SECTION_ID,
} from './home-constants';
import {
  AI_ANALYSIS_STEPS,
  FIRST_IN_KOREA_POINTS,
  LAW_FIRM_MODELS,
  MEGA_COMPARISONS,
  MEGA_HEADLINE_TAGLINE,
  MEGA_HEADLINE_WORDS,
} from './home-copy';
import { ResponsiveCards } from './responsive-cards';

const msVar = (name: string, ms: number) => ({ [name]: `${ms}ms` }) as CSSProperties;

/** 1. Evolution of law-firm models: three banners fading in as they are seen. */
export function ModelEvolution() {
  return (
    <section className="home-section home-models" aria-labelledby="home-models-title">
      <div className="site-container">
        <h2 id="home-models-title" className="home-section__title">
          로펌은 이렇게 진화해 왔습니다
        </h2>
        <ol className="home-models__list">
          {LAW_FIRM_MODELS.map((model, index) => (
            <Reveal as="li" key={model.version} className="home-models__item" delayMs={index * 150}>
              <span className="home-models__version">LAW FIRM {model.version}</span>
              <strong className="home-models__name">{model.name}</strong>
              <span className="home-models__text">{model.description}</span>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** When the headline's parts appear (§4): words 600 ms apart, the tagline, then the gradient. */
export function headlineTimings(wordCount: number) {
  const lastWordMs = (wordCount - 1) * HEADLINE_WORD_STEP_MS;
  const taglineMs = lastWordMs + HEADLINE_TAGLINE_DELAY_MS;
  return { lastWordMs, taglineMs, gradientMs: taglineMs + HEADLINE_GRADIENT_DELAY_MS };
}

/** 2. The "global mega law firm" headline, revealed word by word. */
export function MegaHeadline() {
  const ref = useRef<HTMLElement>(null);
  const seen = useInView(ref, { threshold: 0.5 });
  const { taglineMs, gradientMs } = headlineTimings(MEGA_HEADLINE_WORDS.length);
  return (
    <section
      ref={ref}
      className="home-section home-headline"
      aria-labelledby="home-headline-title"
      data-revealed={seen || undefined}
      style={{
        ...msVar('--home-tagline-delay', taglineMs),
        ...msVar('--home-gradient-delay', gradientMs),
      }}
    >
      <div className="site-container">
        {/* The whole sentence for screen readers; the animated words are decoration. */}
        <h2 id="home-headline-title" className="home-headline__title">
          <span className="lf-visually-hidden">{MEGA_HEADLINE_WORDS.join(' ')}</span>
          <span aria-hidden="true" className="home-headline__words">
            {MEGA_HEADLINE_WORDS.map((word, index) => (
              <span
                key={word}
                className="home-headline__word"
                style={msVar('--home-word-delay', index * HEADLINE_WORD_STEP_MS)}
              >
                {word}
              </span>
            ))}
          </span>
        </h2>
        <p className="home-headline__tagline">{MEGA_HEADLINE_TAGLINE}</p>
      </div>
    </section>
  );
}

/** 3. "Why a global mega law firm": five topics, the firm against a Korean network firm. */
export function WhyMegaFirm() {
  return (
    <section className="home-section home-why" aria-labelledby="home-why-title">
      <div className="site-container">
        <Reveal>
          <h2 id="home-why-title" className="home-section__title">
            왜 글로벌 메가 로펌인가
          </h2>
          <p className="home-section__lead">{LIMITED_LIABILITY_FACT}</p>
        </Reveal>
        <ResponsiveCards label="글로벌 메가 로펌과 네트워크 로펌 비교" className="home-why__cards">
          {MEGA_COMPARISONS.map((comparison) => (
            <article key={comparison.topic} className="home-why__card">
              <h3 className="home-why__topic">{comparison.topic}</h3>
              <dl>
                <div className="home-why__firm">
                  <dt>대륜</dt>
                  <dd>{comparison.firm}</dd>
                </div>
                <div className="home-why__network">
                  <dt>국내 네트워크 로펌</dt>
                  <dd>{comparison.network}</dd>
                </div>
              </dl>
            </article>
          ))}
        </ResponsiveCards>
      </div>
    </section>
  );
}

/** 4. The full-width "first in Korea" banner, becoming a rounded box 800 ms after it is seen. */
export function FirstInKorea() {
  const ref = useRef<HTMLElement>(null);
  const seen = useInView(ref, { threshold: 0.3 });
  return (
    <section
      ref={ref}
      className="home-first"
      aria-labelledby="home-first-title"
      data-revealed={seen || undefined}
      style={msVar('--home-expand-delay', FIRST_IN_KOREA_EXPAND_DELAY_MS)}
    >
      <div className="home-first__box">
        <p className="home-first__eyebrow">국내 최초</p>
        <h2 id="home-first-title" className="home-first__title">
          미국 메가 로펌의 시스템을 도입한 법무법인
        </h2>
        <p className="home-first__facts">
          {FIRM_FACTS.lawyers}, {FIRM_FACTS.practiceGroups}이 하나의 법인으로 움직입니다.
        </p>
        <ul className="home-first__points" aria-label="대륜의 운영 원칙">
          {FIRST_IN_KOREA_POINTS.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p className="home-first__citation">{ADVERTISING_RULE_CITATION}</p>
      </div>
    </section>
  );
}

/** 5. Customer-tailored support: the six ways to staff a case (§1), as six cards. */
export function TailoredSupport() {
  return (
    <section className="home-section home-support" aria-labelledby="home-support-title">
      <div className="site-container">
        <Reveal>
          <h2 id="home-support-title" className="home-section__title">
            고객 맞춤 지원
          </h2>
          <p className="home-section__lead">사건을 맡기는 방법을 의뢰인이 직접 고릅니다.</p>
        </Reveal>
        <ResponsiveCards label="사건을 맡기는 여섯 가지 방법" className="home-support__cards">
          {STAFFING_OPTIONS.map((option, index) => (
            <article key={option.title} className="home-support__card">
              <span className="home-support__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className="home-support__title">{option.title}</h3>
              <p>{option.description}</p>
            </article>
          ))}
        </ResponsiveCards>
      </div>
    </section>
  );
}

/** 6 and 9. A call-to-action band linking to /choice. */
export function CallToAction({
  id,
  title,
  text,
  action,
}: {
  id: string;
  title: string;
  text: string;
  action: string;
}) {
  return (
    <section className="home-cta" aria-labelledby={id}>
      <Reveal className="site-container home-cta__inner">
        <h2 id={id} className="home-cta__title">
          {title}
        </h2>
        <p>{text}</p>
        <ActionLink to="/choice">{action}</ActionLink>
      </Reveal>
    </section>
  );
}

/** 7. The 3-step consultation: the tab pill's "system" target. */
export function ConsultationSteps() {
  return (
    <section
      id={SYSTEM_SECTION_ID}
      className="home-section home-steps"
      aria-labelledby="home-steps-title"
      tabIndex={-1}
    >
      <div className="site-container">
        <Reveal>
          <h2 id="home-steps-title" className="home-section__title">
            3단계 상담 시스템
          </h2>
        </Reveal>
        <ol className="home-steps__list">
          {CONSULTATION_STEPS.map((step, index) => (
            <Reveal
              as="li"
              key={step.title}
              className="site-step-card home-steps__item"
              delayMs={index * 150}
            >
              <span className="home-steps__number">STEP {index + 1}</span>
              <h3 className="home-steps__title">{step.title}</h3>
              <p>{step.description}</p>
            </Reveal>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** 8. Precision assignment (anchor "distribution"): the AI block and four rotating cards. */
export function PrecisionAssignment() {
  const [hovered, setHovered] = useState(false);
  const [active, select] = useRotatingIndex(
    PRECISION_ASSIGNMENT_PARTS.length,
    PRECISION_CARD_ROTATION_MS,
    { paused: hovered },
  );
  return (
    <section
      id={DISTRIBUTION_SECTION_ID}
      className="home-section home-precision"
      aria-labelledby="home-precision-title"
      tabIndex={-1}
    >
      <div className="site-container">
        <Reveal>
          <h2 id="home-precision-title" className="home-section__title">
            정밀 배정 시스템
          </h2>
        </Reveal>
        <div className="home-precision__layout">
          <Reveal className="home-precision__ai">
            <p className="home-precision__ai-label">AI 사건 분석</p>
            <p className="home-precision__ai-text">
              사건의 유형과 쟁점, 비슷한 판례를 AI와 빅데이터로 분석해 가장 알맞은 변호사와
              태스크포스를 추천합니다.
            </p>
            <ol className="home-precision__ai-steps">
              {AI_ANALYSIS_STEPS.map((step) => (
                <li key={step.title}>
                  <strong>{step.title}</strong>
                  <span>{step.description}</span>
                </li>
              ))}
            </ol>
          </Reveal>
          {/* The highlight only draws the eye; every card's text is always there. */}
          <ul
            className="home-precision__cards"
            onMouseEnter={() => setHovered(true)}
            onMouseLeave={() => setHovered(false)}
          >
            {PRECISION_ASSIGNMENT_PARTS.map((part, index) => (
              <li
                key={part.title}
                className="home-precision__card"
                data-active={index === active || undefined}
                onMouseEnter={() => select(index)}
              >
                <h3 className="home-precision__card-title">{part.title}</h3>
                <p>{part.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
