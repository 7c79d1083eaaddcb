// Runs the local identity provider until stopped:
// `node tooling/identity-provider/src/cli.js <port> [site-url]`. The e2e suite's
// playwright.config.ts starts it before the product; `npm start` runs it inside serve.mjs.
import { startIdentityProvider } from './identity-provider.js';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: node cli.js <port> [site-url]');
  process.exit(2);
}
const provider = await startIdentityProvider({ port, siteUrl: process.argv[3] });
console.info(`local identity provider at ${provider.issuer}`);
const stop = () => void provider.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
