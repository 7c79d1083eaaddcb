/** Korean digit grouping of a count (1,234), as every figure on the site shows it. */
export function formatCount(count: number): string {
  return count.toLocaleString('ko-KR');
}
