// Where the generated contract files go: apps/api/openapi/generated/ (git-ignored).
import { join } from 'node:path';

import { repoRoot } from '../paths';

export const CONTRACT_DIR = join(repoRoot, 'apps', 'api', 'openapi');
export const GENERATED_DIR = join(CONTRACT_DIR, 'generated');
export const GENERATED_TYPES_FILE = join(GENERATED_DIR, 'api-types.ts');
/** The calls typechecked against the generated types. */
export const CONTRACT_CALLS_FILE = join(CONTRACT_DIR, 'contract-calls.ts');
