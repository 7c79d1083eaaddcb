// Strength tiles (list_01 … list_11): a line pictogram of the strength on a warm paper ground with
// the strength's number. No caption: the Korean title is page text next to the picture
// (spec/site.md §2 Strengths pages), so the picture carries no words to translate.
import { hex, svgDocument, textLine } from './svg';

const PAPER = '#F7F4F1';
const INK = '#1F2A44';

/** Line pictograms drawn in a 200x200 box, keyed by the strength's url slug. */
const MOTIFS: Record<string, string> = {
  // Three people side by side: the members.
  members:
    '<circle cx="100" cy="62" r="22"/><path d="M56 150c0-26 20-44 44-44s44 18 44 44"/><circle cx="42" cy="84" r="16"/><path d="M12 150c0-20 14-34 30-34 8 0 15 3 20 8"/><circle cx="158" cy="84" r="16"/><path d="M188 150c0-20-14-34-30-34-8 0-15 3-20 8"/>',
  // A hub with team members around it: the task force.
  'task-force':
    '<circle cx="100" cy="100" r="24"/><circle cx="36" cy="44" r="14"/><circle cx="164" cy="44" r="14"/><circle cx="36" cy="156" r="14"/><circle cx="164" cy="156" r="14"/><path d="M47 54l35 30M153 54l-35 30M47 146l35-30M153 146l-35-30"/>',
  // A columned building: the headquarters.
  headquarters:
    '<path d="M24 72l76-44 76 44z"/><path d="M32 80h136M40 88v64M73 88v64M107 88v64M140 88v64M160 88v64M24 160h152M16 176h168"/>',
  // A stack of case files: the experience.
  experience:
    '<rect x="44" y="36" width="112" height="136" rx="6"/><path d="M60 20h104a8 8 0 0 1 8 8v120"/><path d="M64 72h72M64 96h72M64 120h48"/><path d="M112 148l10 10 20-22"/>',
  // A chip with pins: the AI and IT strategy.
  'ai-strategy':
    '<rect x="52" y="52" width="96" height="96" rx="10"/><rect x="76" y="76" width="48" height="48" rx="4"/><path d="M76 52V28M100 52V28M124 52V28M76 172v-24M100 172v-24M124 172v-24M52 76H28M52 100H28M52 124H28M172 76h-24M172 100h-24M172 124h-24"/>',
  // A magnifier over a shield: evidence and security.
  evidence:
    '<path d="M84 24l56 20v44c0 38-26 60-56 72-30-12-56-34-56-72V44z"/><circle cx="124" cy="120" r="30"/><path d="M146 142l30 30"/>',
  // Pins joined across a map: the office network.
  offices:
    '<path d="M60 92c0-22-34-22-34 0 0 16 17 34 17 34s17-18 17-34zM174 60c0-22-34-22-34 0 0 16 17 34 17 34s17-18 17-34zM122 150c0-22-34-22-34 0 0 16 17 34 17 34s17-18 17-34z"/><path d="M43 126l62 58M157 94l-52 90M60 80l80-20" stroke-dasharray="6 8"/>',
  // Two speech bubbles: real-time online contact.
  online:
    '<path d="M20 40h104a8 8 0 0 1 8 8v56a8 8 0 0 1-8 8H64l-28 24v-24H20a8 8 0 0 1-8-8V48a8 8 0 0 1 8-8z"/><path d="M148 80h32a8 8 0 0 1 8 8v56a8 8 0 0 1-8 8h-16v24l-28-24H92a8 8 0 0 1-8-8v-20"/><path d="M40 76h72M40 92h44"/>',
  // A seal with a check mark: the quality guarantee.
  quality:
    '<circle cx="100" cy="84" r="56"/><circle cx="100" cy="84" r="40"/><path d="M80 84l14 14 28-30"/><path d="M70 132l-14 48 22-10 14 20 8-46M130 132l14 48-22-10-14 20-8-46"/>',
  // Balanced scales: the fixed fee.
  'fixed-fee':
    '<path d="M100 24v144M60 176h80M36 52h128"/><circle cx="100" cy="28" r="6"/><path d="M36 52l-24 60h48zM164 52l-24 60h48z"/><path d="M12 112a24 12 0 0 0 48 0M140 112a24 12 0 0 0 48 0"/>',
  // A hand holding a heart: after care.
  'after-care':
    '<path d="M100 104c-30-22-44-36-44-54 0-14 10-24 22-24 10 0 18 6 22 14 4-8 12-14 22-14 12 0 22 10 22 24 0 18-14 32-44 54z"/><path d="M16 148h36l30 10h40a10 10 0 0 1 0 20H86M122 168l46-20a10 10 0 0 1 10 16l-54 28H16"/>',
};

/** The line pictogram of the strength `slug` (paths in a 200x200 box, no fill or stroke set). */
export function strengthPictogram(slug: string): string {
  const motif = MOTIFS[slug];
  if (motif === undefined) throw new Error(`No strength pictogram for "${slug}"`);
  return motif;
}

/** Strength number `number` (1-based) with the pictogram of `slug`, accented in `color`. */
export function strengthTileSvg(number: number, slug: string, color: string): string {
  const accent = hex(color);
  const motif = strengthPictogram(slug);
  const label = String(number).padStart(2, '0');
  const body = [
    `<rect width="640" height="420" fill="${PAPER}"/>`,
    `<circle cx="430" cy="210" r="168" fill="${accent}" fill-opacity="0.08"/>`,
    `<circle cx="430" cy="210" r="124" fill="#FFFFFF"/>`,
    `<circle cx="430" cy="210" r="124" fill="none" stroke="${accent}" stroke-opacity="0.25" stroke-width="2"/>`,
    `<g transform="translate(335 115) scale(0.95)" fill="none" stroke="${accent}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${motif}</g>`,
    `<rect x="56" y="64" width="48" height="6" fill="${accent}"/>`,
    textLine(label, { x: 52, y: 180, size: 96, color: INK, weight: 800 }),
    `<path d="M56 340h160" stroke="${INK}" stroke-opacity="0.2" stroke-width="2"/>`,
    `<circle cx="56" cy="340" r="5" fill="${accent}"/>`,
  ].join('\n');
  return svgDocument(640, 420, `법무법인 대륜의 강점 ${label}`, body);
}
