// Imported first by main.tsx, so that it runs before any module builds a zod schema: the page's
// policy allows no eval (@lawfirm/api-client's strict-csp-schemas.ts).
import { makeSchemasJitless } from '@lawfirm/api-client';

makeSchemasJitless();
