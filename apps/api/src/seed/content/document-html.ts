// Small builders for the HTML of a term or policy body (spec/site.md §2 /common/term/{terms_code}),
// so the long documents read as their text, not as tags. The site renders only what its document
// allow-list keeps (headings with their ids, paragraphs, lists, tables, links) and makes the
// table of contents from the h2 ids.

/** A top-level part of the document: an h2 with a stable id (the anchor of its TOC entry). */
export const section = (id: string, title: string, ...blocks: string[]) =>
  `<section><h2 id="${id}">${title}</h2>${blocks.join('')}</section>`;

/** A part within a section. */
export const subsection = (title: string, ...blocks: string[]) =>
  `<h3>${title}</h3>${blocks.join('')}`;

export const paragraph = (...texts: string[]) => texts.map((text) => `<p>${text}</p>`).join('');

export const list = (items: readonly string[], ordered = false) => {
  const tag = ordered ? 'ol' : 'ul';
  return `<${tag}>${items.map((item) => `<li>${item}</li>`).join('')}</${tag}>`;
};

/** A table with a caption (what it lists) and column headers; rows of cells, in column order. */
export const table = (
  caption: string,
  headers: readonly string[],
  rows: readonly (readonly string[])[],
) => {
  const head = headers.map((header) => `<th scope="col">${header}</th>`).join('');
  const body = rows
    .map(
      ([first, ...rest]) =>
        `<tr><th scope="row">${first}</th>${rest.map((cell) => `<td>${cell}</td>`).join('')}</tr>`,
    )
    .join('');
  return `<table><caption>${caption}</caption><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
};

/** An article of terms: `제3조 (약관의 효력과 변경)` as an h2, with its id. */
export const termsArticle = (id: string, number: number, title: string, ...blocks: string[]) =>
  section(id, `제${number}조 (${title})`, ...blocks);

/** `2026-11-20` as Koreans write a date: `2026년 11월 20일`. */
export const koreanDate = (iso: string) => {
  const [year, month, day] = iso.split('-').map(Number);
  return `${year}년 ${month}월 ${day}일`;
};
