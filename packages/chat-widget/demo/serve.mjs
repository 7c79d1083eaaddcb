// Serves demo/index.html as a third-party page, on its own port (so another origin than the
// API that serves the widget's files). Dependency-free: node:http only.
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

const page = new URL('./index.html', import.meta.url);

const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://demo');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  if (pathname !== '/' && pathname !== '/index.html') {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
    return;
  }
  try {
    const html = (await readFile(page, 'utf8')).replaceAll('%WIDGET_ORIGIN%', widgetOrigin);
    response.writeHead(200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    response.end(request.method === 'HEAD' ? undefined : html);
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
