// spec/site.md §2 CI page: "The main colour is a crimson, #AE0E36 (R174 G14 B54, C39 M100 Y80
// K4)", shown exactly as the spec writes it.
import { CI_MAIN_COLOR } from './about-constants';

type Rgb = { r: number; g: number; b: number };
type Cmyk = { c: number; m: number; y: number; k: number };

/** `R174 G14 B54` */
export function formatRgb({ r, g, b }: Rgb): string {
  return `R${r} G${g} B${b}`;
}

/** `C39 M100 Y80 K4` */
export function formatCmyk({ c, m, y, k }: Cmyk): string {
  return `C${c} M${m} Y${y} K${k}`;
}

/** `#AE0E36` as its three channels. */
export function hexToRgb(hex: string): Rgb {
  const value = Number.parseInt(hex.replace(/^#/, ''), 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** The rows of the colour-system table. */
export const CI_MAIN_COLOR_VALUES = [
  { label: 'HEX', value: CI_MAIN_COLOR.hex },
  { label: 'RGB', value: formatRgb(CI_MAIN_COLOR.rgb) },
  { label: 'CMYK', value: formatCmyk(CI_MAIN_COLOR.cmyk) },
] as const;
