// @lawfirm/api-client/msw: the fake network of the site's tests and of Storybook (MSW request
// handlers typed by the calls' schemas). Source only: not part of the published build.
export { answer, anyOrigin, fail, jsonFor } from './answer';
export type { HttpMethod } from './answer';
export { answers, corporateFields, firmFields } from './answers';
export { fieldListHandler, handlers, seoFieldListHandler, termDetailHandler } from './handlers';
export {
  centerGroup,
  firmFooter,
  footerTerms,
  groups,
  topBanner,
} from '../test-utils/layout-fixtures';
export { fixturePage, fixtureSubSite } from '../test-utils/fixture-links';
