// The content pages' TanStack Query options (spec/site.md §2: home, about, strengths, info,
// success stories, FAQ, lawyers, offices, search, terms), without zod: each query loads its
// call, and with it the zod schema that checks the answer, when it first fetches in the browser;
// data the server rendered arrives dehydrated in the HTML and is not parsed again.
//
// One module per page, so that a page's bundle takes only its own queries.
export * from './home-queries';
export * from './strength-queries';
export * from './article-queries';
export * from './faq-queries';
export * from './office-queries';
export * from './search-queries';
export * from './term-queries';
