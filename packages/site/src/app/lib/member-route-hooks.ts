// The member routes' beforeLoad and loaders as the route table names them: each loads
// member-routes.ts (one import for all of them) when a member page is first visited, so the
// route table every page starts with carries none of their code.
import type * as MemberRoutes from './member-routes';

const memberRoutes = () => import('./member-routes');

type Options<K extends keyof typeof MemberRoutes> = Parameters<(typeof MemberRoutes)[K]>[0];

export const requireMemberFirst = async (options: Options<'requireMember'>) =>
  (await memberRoutes()).requireMember(options);

export const loadCaseListLater = async (options: Options<'loadCaseList'>) =>
  (await memberRoutes()).loadCaseList(options);

export const loadCaseDetailLater = async (options: Options<'loadCaseDetail'>) =>
  (await memberRoutes()).loadCaseDetail(options);

export const loadMyPageLater = async (options: Options<'loadMyPage'>) =>
  (await memberRoutes()).loadMyPage(options);
