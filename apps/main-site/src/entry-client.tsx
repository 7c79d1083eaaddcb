// The firm's main site in the browser: packages/site's route tree, hydrated.
import { hydrateSite } from '@lawfirm/site/app/client';

hydrateSite();
