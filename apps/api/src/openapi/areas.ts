// The api's areas, one tag each, so that the docs page groups the operations as a reader looks
// for them. An operation's area follows from its path.
import { APP_AUTH_PATH, AUTH_TOKEN_PATH } from '@lawfirm/api-client/site';

import { HEALTH_PATH } from '../routes/health-routes';

export const API_TAGS = [
  {
    name: 'site',
    description:
      'The public website (spec/site.md §7): groups, content, banners, search and the ' +
      'consultation request. Answers `{ result, data }`; a refusal `{ result: false, msg }`.',
  },
  {
    name: 'auth',
    description:
      'Sign-in with Kakao, Naver, Google or Apple and the member session cookie (spec/site.md §6).',
  },
  {
    name: 'client area',
    description: "The signed-in member's account and cases (spec/site.md §7).",
  },
  {
    name: 'chat',
    description:
      'The chat widget (spec/chat-widget.md §7): `POST { d }` with the chat token in header ' +
      '`a`; every answer `{ result_info, data }`, a refusal with its code in ' +
      '`result_info.result_cd` (§8).',
  },
  {
    name: 'operator',
    description:
      'The operators’ side of the chat (DESIGN.md §6): sign in, then `Authorization: Bearer`. ' +
      'Answers in the chat envelope.',
  },
  { name: 'health', description: 'Liveness and the database, for load balancers and monitors.' },
] as const;

export type ApiTag = (typeof API_TAGS)[number]['name'];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

export function areaOf(path: string): ApiTag {
  if (under(path, '/chatops')) return 'operator';
  if (under(path, '/chatctm')) return 'chat';
  if (under(path, '/api/lawfirm/app')) return 'client area';
  if (under(path, '/login') || under(path, APP_AUTH_PATH) || path === AUTH_TOKEN_PATH) {
    return 'auth';
  }
  if (path === HEALTH_PATH) return 'health';
  return 'site';
}
