// spec/site.md §2 Strengths pages, the text rules of the detail blocks:
// - lines starting with ">" become sub-bullets (of the bullet above);
// - lines starting with "*" become grey footnotes;
// - the marker *consult_date* inside a line is replaced by a footnote showing consult_date;
// - the placeholders pro_count, experience_cnt, world_office_cnt, total_world_office_cnt,
//   office_cnt and centerCount are filled from the initial data.
import type { StrengthContext } from '@lawfirm/api-client/site-core';

import { formatCount } from '../../lib/format-count';

export type StrengthCounts = StrengthContext['initialData'];

export const CONSULT_DATE_MARKER = '*consult_date*';

/** Longest first, and whole words only: office_cnt must not eat into world_office_cnt. */
const PLACEHOLDER_PATTERN =
  /(?<![A-Za-z_])(total_world_office_cnt|world_office_cnt|experience_cnt|office_cnt|pro_count|centerCount)(?![A-Za-z_])/g;

/** The text with every count placeholder replaced by its figure (`48,500`). */
export function fillPlaceholders(text: string, counts: StrengthCounts): string {
  return text.replace(PLACEHOLDER_PATTERN, (key) =>
    formatCount(counts[key as keyof StrengthCounts]),
  );
}

/** A piece of a line: text, or the consultation date the marker stood for. */
export type TextSegment = { kind: 'text'; text: string } | { kind: 'date'; date: string };

/** A line cut at each *consult_date* marker, placeholders filled. */
export function lineSegments(
  line: string,
  counts: StrengthCounts,
  consultDate: string,
): TextSegment[] {
  return fillPlaceholders(line, counts)
    .split(CONSULT_DATE_MARKER)
    .flatMap((text, index): TextSegment[] => [
      ...(index > 0 ? [{ kind: 'date' as const, date: consultDate }] : []),
      ...(text ? [{ kind: 'text' as const, text }] : []),
    ]);
}

export type StrengthLine =
  | { kind: 'bullet'; segments: TextSegment[]; subBullets: TextSegment[][] }
  | { kind: 'footnote'; segments: TextSegment[] };

/** The description lines of a strength as bullets (with sub-bullets) and footnotes, in order. */
export function parseStrengthLines(
  lines: readonly string[],
  counts: StrengthCounts,
  consultDate: string,
): StrengthLine[] {
  const parsed: StrengthLine[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line) continue;
    const segments = (text: string) => lineSegments(text.trim(), counts, consultDate);
    const previous = parsed.at(-1);
    if (line.startsWith('>')) {
      // A sub-bullet with no bullet above stands as a bullet of its own.
      if (previous?.kind === 'bullet') previous.subBullets.push(segments(line.slice(1)));
      else parsed.push({ kind: 'bullet', segments: segments(line.slice(1)), subBullets: [] });
    } else if (line.startsWith('*') && !line.startsWith(CONSULT_DATE_MARKER)) {
      parsed.push({ kind: 'footnote', segments: segments(line.slice(1)) });
    } else {
      parsed.push({ kind: 'bullet', segments: segments(line), subBullets: [] });
    }
  }
  return parsed;
}

/** `2025-10-31` as the footnotes write it: `2025.10.31`. */
export function formatConsultDate(date: string): string {
  return date.replaceAll('-', '.');
}
