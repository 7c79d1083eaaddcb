// `pnpm --filter @lawfirm/api run openapi`: writes the api's OpenAPI document and the types
// generated from it to openapi/generated/ (not committed), for an integrator or a generator.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { readApiDocument } from './api-document';
import { generateTypes, lintDocument, validateDocument } from './contract-tools';
import { GENERATED_DIR, GENERATED_TYPES_FILE } from './generated-files';

const document = await readApiDocument();
await validateDocument(document);
const findings = await lintDocument(document);
mkdirSync(GENERATED_DIR, { recursive: true });
writeFileSync(join(GENERATED_DIR, 'openapi.json'), `${JSON.stringify(document, null, 2)}\n`);
writeFileSync(GENERATED_TYPES_FILE, await generateTypes(document));
console.info(
  `Wrote ${GENERATED_DIR}/openapi.json and api-types.ts: valid; lint ` +
    `${findings.filter((f) => f.severity === 0).length} errors, ` +
    `${findings.filter((f) => f.severity === 1).length} warnings.`,
);
