import type { Lawyer } from '@lawfirm/api-client/site-core';

import { portraitFeatures } from './portrait-features';
import type { PortraitFeatures } from './portrait-features';

/** Hair drawn behind the face: the length of the longer cuts, the bun on top. */
const HAIR_BACK: Partial<Record<PortraitFeatures['hairStyle'], string>> = {
  long: 'M18 30C16 16 24 10 32 10S48 16 46 30L47 48C43 47 41 45 40 42H24C23 45 21 47 17 48Z',
  bob: 'M18 30C17 16 25 11 32 11S47 16 46 30L46 40C44 41 41 41 40 39H24C23 41 20 41 18 40Z',
  bun: 'M32 7a5 5 0 1 1 0 10a5 5 0 1 1 0-10Z',
};

/** Hair over the top of the face: each cut's outline. */
const HAIR_TOP: Record<PortraitFeatures['hairStyle'], string> = {
  short: 'M19.5 29C18 17 24 12 32 12S46 17 44.5 29C43 22 39 19 32 19S21 22 19.5 29Z',
  sidePart: 'M19.5 30C17 17 26 11 34 12S47 19 44.5 30C43.5 24 41 20 37 18.5C32 22 25 23 19.5 30Z',
  crop: 'M20.5 26C20 18 25 14.5 32 14.5S44 18 43.5 26C41 21.5 37 20 32 20S23 21.5 20.5 26Z',
  long: 'M19 31C18 17 25 12 32 12S46 17 45 31C43 24 40 20 35 19.5C30 22.5 24 24 19 31Z',
  bob: 'M19 30C18 17 25 12 32 12S46 17 45 30C43 25 40 22 32 22S21 25 19 30Z',
  bun: 'M19.5 29C18.5 17 25 13 32 13S45.5 17 44.5 29C43 22.5 39 19.5 32 19.5S21 22.5 19.5 29Z',
};

const EYE_Y = 30;
const INK = '#2A2626';

export interface LawyerPortraitProps {
  lawyer: Pick<Lawyer, 'idx' | 'lawyer_name'>;
  className?: string;
}

/**
 * A drawn portrait of the lawyer (no photo, no initials), the same for the same lawyer on every
 * page. Decoration: the lawyer's name beside it says who it is, so assistive technology skips it.
 */
export function LawyerPortrait({ lawyer, className }: LawyerPortraitProps) {
  const face = portraitFeatures(lawyer);
  const back = HAIR_BACK[face.hairStyle];
  return (
    <svg
      className={className}
      viewBox="4 4 56 60"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      data-portrait={`${face.hairStyle} ${face.attire}${face.glasses ? ' glasses' : ''}`}
    >
      <rect x="4" y="4" width="56" height="60" fill={face.background} />
      {back ? <path d={back} fill={face.hair} /> : null}
      {/* Shoulders and jacket, the collar and what is worn under it. */}
      <path d="M5 64C7 51 17 45.5 32 45.5S57 51 59 64Z" fill={face.suit} />
      <rect x="28" y="37" width="8" height="10" rx="3" fill={face.skinShade} />
      {face.attire === 'blouse' ? (
        <path d="M24.5 46L32 53.5L39.5 46C37 44.8 27 44.8 24.5 46Z" fill="#FFFFFF" />
      ) : (
        <path d="M25.5 45.5L32 58L38.5 45.5Z" fill="#FFFFFF" />
      )}
      {face.attire === 'tie' ? (
        <path d="M30.6 47.2H33.4L34.3 50L32 59L29.7 50Z" fill={face.tie} />
      ) : null}
      {face.attire === 'openCollar' ? (
        <path d="M29.5 46L32 50.5L34.5 46Z" fill={face.skinShade} />
      ) : null}
      <path d="M25.5 45.5L32 58L23 53ZM38.5 45.5L32 58L41 53Z" fill="#000000" fillOpacity="0.18" />
      {/* Ears, face, hair. */}
      <ellipse cx={32 - face.faceWidth} cy="31" rx="2.4" ry="3.4" fill={face.skinShade} />
      <ellipse cx={32 + face.faceWidth} cy="31" rx="2.4" ry="3.4" fill={face.skinShade} />
      <ellipse cx="32" cy="29" rx={face.faceWidth} ry={face.faceHeight} fill={face.skin} />
      <path d={HAIR_TOP[face.hairStyle]} fill={face.hair} />
      {/* Brows, eyes, a quiet smile. */}
      <path
        d={`M25.8 ${EYE_Y - 3.2}H29.6M34.4 ${EYE_Y - 3.2}H38.2`}
        stroke={face.hair}
        strokeWidth="1.2"
        strokeLinecap="round"
      />
      <circle cx="27.7" cy={EYE_Y} r="1.15" fill={INK} />
      <circle cx="36.3" cy={EYE_Y} r="1.15" fill={INK} />
      <path
        d="M29.6 36.2Q32 37.9 34.4 36.2"
        fill="none"
        stroke="#9B5F52"
        strokeWidth="1.1"
        strokeLinecap="round"
      />
      {face.glasses ? (
        <g fill="none" stroke={INK} strokeWidth="0.9">
          <rect x="24.4" y={EYE_Y - 2.6} width="6.6" height="5.2" rx="2" />
          <rect x="33" y={EYE_Y - 2.6} width="6.6" height="5.2" rx="2" />
          <path d={`M31 ${EYE_Y - 0.8}H33`} />
        </g>
      ) : null}
    </svg>
  );
}
