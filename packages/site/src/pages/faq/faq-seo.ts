// A Q&A category page's meta description from the SEO template of its field (spec/site.md §7
// call #17: the case fields, type_idx and tag_title, of a group), so each category's search
// snippet names the cases it answers. Without fields (the call answers [] on failure) the
// route table's description stands.
import { ROUTE_DESCRIPTIONS } from '../../page-descriptions';
import { FAQ_TITLE } from './faq-titles';

/** Case fields a description names at most: a search snippet shows about 150 characters. */
export const DESCRIPTION_FIELD_COUNT = 4;

export function faqCategoryDescription(
  categoryName: string,
  fieldTitles: readonly string[],
): string {
  const fields = fieldTitles.slice(0, DESCRIPTION_FIELD_COUNT);
  if (fields.length === 0) return `${categoryName} ${ROUTE_DESCRIPTIONS['/faq/$codeDesc']}`;
  return `${categoryName} ${FAQ_TITLE}: ${fields.join(', ')} 등 ${categoryName} 사건의 질문에 법무법인 대륜의 전문 변호사가 직접 답변합니다.`;
}
