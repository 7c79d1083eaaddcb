// A tiny stand-in for a site app's build (apps/main-site's, apps/center-site's), with the same
// layout and entry contract.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The fake renderer echoes what it was given, so tests can check the request conversion.
const ENTRY_SERVER = `
export function createSiteHandler({ template, apiBaseUrl, logError }) {
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/missing') return new Response('없는 페이지', { status: 404 });
    if (url.pathname === '/page-failed') {
      logError?.(new Error('strength list: connect ECONNREFUSED'), '/strength/');
      return new Response('<main>일시적인 오류가 발생했습니다</main>', { status: 500 });
    }
    if (url.pathname === '/broken') throw new Error('renderer exploded: secret detail');
    const echo = JSON.stringify({
      url: request.url,
      method: request.method,
      accept: request.headers.get('accept'),
      apiBaseUrl,
    });
    const html = template.replace('<!--app-html-->', '<main>렌더링된 페이지</main><script type="application/json">' + echo + '</script>');
    const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
    headers.append('set-cookie', 'a=1; Path=/');
    headers.append('set-cookie', 'b=2; Path=/');
    return new Response(html, { status: 200, headers });
  };
}
`;

export const FAKE_TEMPLATE = '<!doctype html><html lang="ko"><body><!--app-html--></body></html>';
export const FAKE_ASSET = 'console.log("asset");';

export interface FakeSiteDist {
  dir: string;
  remove(): Promise<void>;
}

/**
 * `entryServer`: the source of server/entry-server.js, by default the echoing renderer above;
 * `assetsDir`: where the client build's hashed files are (the centres' build: centre-assets).
 */
export async function writeFakeSiteDist(
  entryServer = ENTRY_SERVER,
  assetsDir = 'assets',
): Promise<FakeSiteDist> {
  const dir = await mkdtemp(join(tmpdir(), 'api-site-dist-'));
  await mkdir(join(dir, 'client', assetsDir), { recursive: true });
  await mkdir(join(dir, 'server'), { recursive: true });
  await writeFile(join(dir, 'client', 'index.html'), FAKE_TEMPLATE);
  await writeFile(join(dir, 'client', assetsDir, 'x.js'), FAKE_ASSET);
  await writeFile(join(dir, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  await writeFile(join(dir, 'server', 'entry-server.js'), entryServer);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
