// Starts the sign-in journeys' identity provider (support/identity-provider.ts) on the given
// port until stopped: `node --experimental-strip-types scripts/identity-provider.ts 3903`.
// playwright.config.ts starts it before the product.
import { startIdentityProvider } from '../support/identity-provider.ts';

const port = Number(process.argv[2]);
if (!Number.isInteger(port) || port <= 0) {
  console.error('usage: identity-provider.ts <port>');
  process.exit(2);
}
const provider = await startIdentityProvider(port);
console.info(`identity provider at ${provider.issuer}`);
const stop = () => void provider.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
