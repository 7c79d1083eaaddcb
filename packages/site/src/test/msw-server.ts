// The site tests' fake network: MSW's node server with the handlers Storybook also uses
// (@lawfirm/api-client/msw). Started in setup.ts; a test changes an answer with server.use(...),
// which is undone after it.
import { handlers } from '@lawfirm/api-client/msw';
import { setupServer } from 'msw/node';

export const server = setupServer(...handlers);

/** The base URL of the tests' API client; the handlers answer on any origin. */
export const TEST_API_BASE_URL = 'http://api.test';
