// The local identity provider of `npm start` and the e2e suite (README.md).
export { DEMO_ACCOUNTS, NEW_ACCOUNT, PROVIDERS, PROVIDER_NAMES, accountsOf } from './accounts.js';
export {
  IDENTITY_COOKIE,
  identityCookieValue,
  startIdentityProvider,
} from './identity-provider.js';
export { LOCAL_ACCOUNTS_TITLE } from './pages.js';
export { configuresProviders, providerSettings } from './settings.js';
