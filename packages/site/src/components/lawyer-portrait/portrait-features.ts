// A lawyer's portrait, chosen from the lawyer's id and name: the same lawyer always gets the same
// face, two lawyers rarely the same one. Suits, ties and backgrounds come from the site's palette
// (@lawfirm/ui colors), so the portraits sit in the page like the rest of it.
import { colors } from '@lawfirm/ui';

export const HAIR_STYLES = ['short', 'sidePart', 'crop', 'long', 'bob', 'bun'] as const;
export const ATTIRES = ['tie', 'openCollar', 'blouse'] as const;

export interface PortraitFeatures {
  background: string;
  skin: string;
  /** The neck and ears, a shade darker than the face. */
  skinShade: string;
  hair: string;
  hairStyle: (typeof HAIR_STYLES)[number];
  /** Half the face's width and height, in the 64-unit drawing. */
  faceWidth: number;
  faceHeight: number;
  suit: string;
  attire: (typeof ATTIRES)[number];
  tie: string;
  glasses: boolean;
}

const BACKGROUNDS = [colors.brandSubtle, colors.surfaceMuted, '#EAF0F6', '#F4EEE6'] as const;
/** Skin tones with their shades, light to warm. */
const SKINS = [
  ['#F7DCCB', '#E9C2AA'],
  ['#F0CDB2', '#DDB193'],
  ['#E6BD9A', '#D0A27D'],
  ['#D9A883', '#C08C67'],
  ['#C99171', '#AE7758'],
] as const;
const HAIRS = ['#1D1A19', '#2E2420', '#3C2E27', '#55504D', '#8A8683'] as const;
/** Charcoal and muted grey from the tokens, navy and slate beside them. */
const SUITS = [colors.text, '#26324A', '#3E4753', colors.textMuted] as const;
const TIES = [colors.brand, colors.brandHover, colors.brandActive, '#26324A'] as const;
const SHORT_CUT_ATTIRES = ['tie', 'tie', 'openCollar'] as const;
const LONG_CUT_ATTIRES = ['blouse', 'openCollar'] as const;

/** FNV-1a: a fast, stable 32-bit hash of a string. */
export function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Mulberry32: successive picks from one seed. */
function picker(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
}

export function portraitFeatures(lawyer: { idx: number; lawyer_name: string }): PortraitFeatures {
  const pick = picker(hashOf(`${lawyer.idx}:${lawyer.lawyer_name}`));
  const [skin, skinShade] = pick(SKINS);
  const hairStyle = pick(HAIR_STYLES);
  const longCut = hairStyle === 'long' || hairStyle === 'bob' || hairStyle === 'bun';
  return {
    background: pick(BACKGROUNDS),
    skin,
    skinShade,
    hairStyle,
    // Silver only on the shorter cuts.
    hair: longCut ? pick(HAIRS.slice(0, 3)) : pick(HAIRS),
    faceWidth: pick([10.5, 11, 11.5, 12]),
    faceHeight: pick([12.5, 13, 13.5, 14]),
    suit: pick(SUITS),
    attire: longCut ? pick(LONG_CUT_ATTIRES) : pick(SHORT_CUT_ATTIRES),
    tie: pick(TIES),
    glasses: pick([false, false, true]),
  };
}
