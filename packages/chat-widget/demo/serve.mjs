// Serves the demo pages as a third-party site, on its own port (so another origin than the
// API that serves the widget's files). Dependency-free: node:http only.
//   /                  index.html, the one-tag embed
//   /strict-csp.html   the same embed under a strict Content-Security-Policy header
//   node packages/chat-widget/demo/serve.mjs --port 3100 --widget-origin http://127.0.0.1:3000
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.DEMO_PORT ?? '3100' },
    host: { type: 'string', default: '127.0.0.1' },
    'widget-origin': {
      type: 'string',
      default: process.env.WIDGET_ORIGIN ?? 'http://127.0.0.1:3000',
    },
  },
});

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535)
  fail(`--port must be a port number, got "${values.port}"`);
let widgetOrigin;
try {
  widgetOrigin = new URL(values['widget-origin']).origin;
} catch {
  fail(
    `--widget-origin must be an absolute URL such as http://127.0.0.1:3000, got "${values['widget-origin']}"`,
  );
}

/**
 * The strict page's policy: no 'unsafe-inline' nor 'unsafe-eval' anywhere. Scripts and styles
 * from this page's own origin and the widget's; calls and the chat socket (ws:) to the api,
 * which serves the widget; images from the api and data: URLs. Nothing else.
 * @param {string} origin the widget's (and api's) origin
 */
function strictPolicy(origin) {
  const socket = origin.replace(/^http/, 'ws');
  return [
    "default-src 'none'",
    `script-src 'self' ${origin}`,
    `style-src 'self' ${origin}`,
    `connect-src ${origin} ${socket}`,
    `img-src ${origin} data:`,
    "font-src 'self'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** path -> [file, content type, extra headers]; HTML files get the widget origin filled in. */
const routes = {
  '/': ['index.html', 'text/html; charset=utf-8', {}],
  '/index.html': ['index.html', 'text/html; charset=utf-8', {}],
  '/strict-csp.html': [
    'strict-csp.html',
    'text/html; charset=utf-8',
    { 'content-security-policy': strictPolicy(widgetOrigin) },
  ],
  '/strict-csp.js': ['strict-csp.js', 'text/javascript; charset=utf-8', {}],
  '/site.css': ['site.css', 'text/css; charset=utf-8', {}],
};

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://demo');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const route = routes[/** @type {keyof typeof routes} */ (pathname)];
  if (!route) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  const [file, contentType, headers] = route;
  try {
    const text = await readFile(new URL(`./${file}`, import.meta.url), 'utf8');
    const body = file.endsWith('.html') ? text.replaceAll('%WIDGET_ORIGIN%', widgetOrigin) : text;
    response.writeHead(200, {
      'content-type': contentType,
      'cache-control': 'no-store',
      ...headers,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  } catch (error) {
    console.error(error);
    response
      .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
      .end('Demo page unavailable\n');
  }
});

server.on('error', (error) => fail(`demo server: ${error.message}`));
server.listen(port, values.host, () => {
  const address = server.address();
  const shown = values.host === '0.0.0.0' ? 'localhost' : values.host;
  console.log(
    `Widget demo: http://${shown}:${typeof address === 'object' && address ? address.port : port}/`,
  );
  console.log(`  loads ${widgetOrigin}/widget/loader.js`);
  console.log(`  strict Content-Security-Policy page: /strict-csp.html`);
});

function stop() {
  server.close(() => process.exit(0));
  // Keep-alive connections would hold close() open; end them.
  server.closeAllConnections();
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

/** @param {string} message */
function fail(message) {
  console.error(message);
  process.exit(1);
}
