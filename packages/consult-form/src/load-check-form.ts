// spec/site.md §5: the submit checks with the zod schema the api validates call #12 with
// (check-form.ts) are loaded apart from the form, on the first focus inside it or on submit, so
// that a page showing the form does not load zod and the schemas up front. The module system
// loads them once; every later call gets the same module.
export function loadCheckForm() {
  return import('./check-form');
}
