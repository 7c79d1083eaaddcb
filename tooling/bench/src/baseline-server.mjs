// The baselines of the throughput bench, in a process of their own (as the product is), so that
// they do not share an event loop with autocannon: a bare Fastify answering the api's captured
// JSON bytes as they are, and @fastify/static serving the captured home page as a file.
//
//   node baseline-server.mjs <port> <capture dir>
// The capture dir holds routes.json ([{ path, file, contentType }]) and the files it names;
// `index.html` in it is served as a static file at `/`.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';

const [port, dir] = process.argv.slice(2);
const routes = JSON.parse(await readFile(join(dir, 'routes.json'), 'utf8'));

const app = Fastify({ logger: false });
for (const { path, file, contentType } of routes) {
  const body = await readFile(join(dir, file));
  app.get(path, (_request, reply) => reply.type(contentType).send(body));
}
await app.register(fastifyStatic, { root: dir, prefix: '/static-home/', index: 'index.html' });
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.send?.('listening');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
