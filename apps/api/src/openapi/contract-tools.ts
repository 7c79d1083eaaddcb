// The standard tools an integrator runs on the api's OpenAPI document, used by the contract
// test and by `pnpm --filter @lawfirm/api run openapi`: a validator that resolves every $ref
// (@apidevtools/swagger-parser), the linter most API teams use with its recommended OpenAPI
// rules (Spectral's spectral:oas), and a TypeScript type generator (openapi-typescript).
import SwaggerParser from '@apidevtools/swagger-parser';
import spectralCore from '@stoplight/spectral-core';
import type { ISpectralDiagnostic } from '@stoplight/spectral-core';
import spectralParsers from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import openapiTS, { astToString } from 'openapi-typescript';
import type { OpenAPI3 } from 'openapi-typescript';

/** Throws, naming the first problem, unless `document` is valid OpenAPI with every $ref resolved. */
export async function validateDocument(document: object): Promise<void> {
  // The validator dereferences in place: give it a copy.
  await SwaggerParser.validate(structuredClone(document) as never);
}

export type LintFinding = Pick<ISpectralDiagnostic, 'code' | 'message' | 'severity'> & {
  path: string;
};

/** Spectral's findings with its recommended OpenAPI rules; severity 0 is an error. */
export async function lintDocument(document: object): Promise<LintFinding[]> {
  const spectral = new spectralCore.Spectral();
  spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
  const findings = await spectral.run(
    new spectralCore.Document(JSON.stringify(document), spectralParsers.Json),
  );
  return findings.map(({ code, message, severity, path }) => ({
    code,
    message,
    severity,
    path: path.join('.'),
  }));
}

/** The document's types as openapi-typescript writes them (`paths`, `components`...). */
export async function generateTypes(document: object): Promise<string> {
  return astToString(await openapiTS(document as OpenAPI3));
}
