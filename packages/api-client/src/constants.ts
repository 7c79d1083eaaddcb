// Every constant of the specs that this package uses, named as the spec names it, one module
// per concern (a page's bundle takes only the modules it reads).
export * from './constants/transport';
export * from './constants/site';
export * from './constants/content';
export * from './constants/consultation';
export * from './constants/members';
export * from './constants/case-list';
export * from './constants/offices';
