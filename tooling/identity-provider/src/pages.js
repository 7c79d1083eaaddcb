// The local identity provider's own pages, in Korean: where a visitor picks the account to sign
// in with (the provider's sign-in screen) and, at its root, what this server is and who can
// sign in.
import { PROVIDERS, PROVIDER_NAMES, NEW_ACCOUNT, accountsOf } from './accounts.js';

/** @typedef {import('../index').Provider} Provider */

/** The label the site's sign-in page shows for these accounts too. */
export const LOCAL_ACCOUNTS_TITLE = '로컬 테스트 계정';

/** @param {string} text */
function escapeHtml(text) {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ??
      character,
  );
}

const STYLE = `
  :root { color-scheme: light; --accent: #ae0e36; --line: #d9d9de; --muted: #55555f; }
  * { box-sizing: border-box; }
  body { margin: 0; font: 16px/1.6 Pretendard, 'Noto Sans KR', 'Nanum Gothic', system-ui, sans-serif;
    color: #1b1b1f; background: #f6f6f8; word-break: keep-all; }
  main { max-width: 34rem; margin: 0 auto; padding: 2rem 1.25rem 3rem; }
  .badge { display: inline-block; padding: 0.125rem 0.625rem; border-radius: 999px;
    background: #fdecef; color: var(--accent); font-weight: 700; font-size: 0.875rem; }
  h1 { font-size: 1.5rem; line-height: 1.35; margin: 0.75rem 0 0.5rem; }
  h2 { font-size: 1.125rem; margin: 1.75rem 0 0.5rem; }
  p { margin: 0 0 1rem; color: var(--muted); }
  ul { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
  button, .account { display: block; width: 100%; text-align: left; font: inherit;
    padding: 0.875rem 1rem; border: 1px solid var(--line); border-radius: 0.75rem; background: #fff; color: inherit; }
  button { cursor: pointer; min-height: 3rem; }
  button:hover { border-color: var(--accent); }
  button:focus-visible, a:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  .name { display: block; font-weight: 700; font-size: 1.0625rem; }
  .about { display: block; color: var(--muted); font-size: 0.9375rem; }
  a { color: var(--accent); }
  .cancel { display: inline-block; margin-top: 1.5rem; padding: 0.5rem 0; }
  @media (min-width: 768px) { main { padding-top: 4rem; } h1 { font-size: 1.75rem; } }
`;

/**
 * @param {string} title
 * @param {string} body
 */
function page(title, body) {
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/**
 * The sign-in screen of `provider`: one button per account, each sending the authorization
 * request on with the account chosen; cancelling returns to the site as a refusal would.
 * @param {Provider} provider
 * @param {URLSearchParams} query the authorization request as the site's api sent it
 * @returns {string}
 */
export function accountChoicePage(provider, query) {
  const hidden = [...query]
    .filter(([name]) => name !== 'account')
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('\n');
  const choices = [
    ...accountsOf(provider).map(
      (account) =>
        `<li><button type="submit" name="account" value="${escapeHtml(account.sub)}"><span class="name">${escapeHtml(account.name)}</span><span class="about">${escapeHtml(account.about)}</span></button></li>`,
    ),
    `<li><button type="submit" name="account" value="${NEW_ACCOUNT}"><span class="name">새 계정</span><span class="about">처음 로그인하는 계정 · 회원가입을 해 볼 수 있어요</span></button></li>`,
  ].join('\n');
  const providerName = PROVIDER_NAMES[provider];
  return page(
    `${providerName} 로그인 · ${LOCAL_ACCOUNTS_TITLE}`,
    `<span class="badge">${LOCAL_ACCOUNTS_TITLE}</span>
<h1 id="title">${providerName} 계정으로 로그인</h1>
<p>실제 ${providerName} 로그인이 아니라 이 컴퓨터에서 실행 중인 테스트용 로그인 서버입니다. 로그인할 계정을 고르세요.</p>
<form method="get" action="/authorize" aria-labelledby="title">
${hidden}
<ul>
${choices}
</ul>
</form>
${cancelLink(query)}`,
  );
}

/**
 * Back to the site without signing in, as a provider answers a visitor who declines.
 * @param {URLSearchParams} query
 */
function cancelLink(query) {
  const redirect = query.get('redirect_uri');
  if (!redirect || !URL.canParse(redirect)) return '';
  const back = new URL(redirect);
  back.searchParams.set('error', 'access_denied');
  const state = query.get('state');
  if (state) back.searchParams.set('state', state);
  return `<a class="cancel" href="${escapeHtml(back.href)}">로그인하지 않고 돌아가기</a>`;
}

/**
 * A request this server cannot answer: what went wrong, and the way back to the site.
 * @param {string} message
 * @param {string | undefined} siteUrl
 * @returns {string}
 */
export function errorPage(message, siteUrl) {
  const back = siteUrl
    ? `<p><a href="${escapeHtml(new URL('/login', siteUrl).href)}">사이트의 로그인 페이지로 돌아가기</a></p>`
    : '';
  return page(
    `로그인 요청 오류 · ${LOCAL_ACCOUNTS_TITLE}`,
    `<span class="badge">${LOCAL_ACCOUNTS_TITLE}</span>
<h1>로그인 요청을 처리할 수 없습니다</h1>
<p role="alert">${escapeHtml(message)}</p>
${back}`,
  );
}

/**
 * The root page: what this server is, the accounts of each provider, and the way to the site.
 * @param {string | undefined} siteUrl
 * @returns {string}
 */
export function homePage(siteUrl) {
  const sections = PROVIDERS.map(
    (provider) => `<h2>${PROVIDER_NAMES[provider]}</h2>
<ul>
${accountsOf(provider)
  .map(
    (account) =>
      `<li class="account"><span class="name">${escapeHtml(account.name)}</span><span class="about">${escapeHtml(account.about)}</span></li>`,
  )
  .join('\n')}
</ul>`,
  ).join('\n');
  const login = siteUrl
    ? `<p><a href="${escapeHtml(new URL('/login', siteUrl).href)}">사이트의 로그인 페이지로 가기</a></p>`
    : '';
  return page(
    LOCAL_ACCOUNTS_TITLE,
    `<span class="badge">로컬 전용</span>
<h1>${LOCAL_ACCOUNTS_TITLE}</h1>
<p>이 서버는 이 컴퓨터에서 카카오·네이버·구글·애플 로그인을 대신합니다. 사이트의 로그인 페이지에서 계정 버튼을 누르면 아래 계정 중 하나를 고르거나 새 계정으로 가입해 볼 수 있어요.</p>
${login}
${sections}`,
  );
}
