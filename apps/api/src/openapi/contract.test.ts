// The published contract (GET /docs/json) as an integrator checks it: a standard validator
// resolves every $ref, Spectral's recommended OpenAPI rules find no error, every operation has
// its id, area and credential, and types generated from the document typecheck three calls
// (openapi/contract-calls.ts), including calls that must not compile.
import { mkdirSync, writeFileSync } from 'node:fs';

import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

import { API_TAGS } from './areas';
import { readApiDocument } from './api-document';
import { generateTypes, lintDocument, validateDocument } from './contract-tools';
import { CONTRACT_CALLS_FILE, GENERATED_DIR, GENERATED_TYPES_FILE } from './generated-files';
import { API_OPERATIONS } from './operations';

interface Operation {
  operationId?: string;
  tags?: string[];
  security?: unknown[];
  summary?: string;
}

let document: { paths: Record<string, Record<string, Operation>> } & Record<string, unknown>;

beforeAll(async () => {
  document = (await readApiDocument()) as typeof document;
});

function operations(): Array<readonly [string, Operation]> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(
      ([method, operation]) => [`${method.toUpperCase()} ${path}`, operation] as const,
    ),
  );
}

describe('the OpenAPI document', () => {
  it('is valid OpenAPI, every $ref resolving', async () => {
    await expect(validateDocument(document)).resolves.toBeUndefined();
  });

  it("passes Spectral's recommended OpenAPI rules without an error", async () => {
    const findings = await lintDocument(document);
    const errors = findings.filter((finding) => finding.severity === 0);
    expect(errors).toEqual([]);
    const warnings = new Map<string, number>();
    for (const { code, severity } of findings) {
      if (severity === 1) warnings.set(String(code), (warnings.get(String(code)) ?? 0) + 1);
    }
    console.info('Spectral warnings by rule:', Object.fromEntries(warnings));
  });

  it('names every operation once, camelCase, with a summary, its area and its credential', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(70);
    expect(all.filter(([, operation]) => !operation.operationId).map(([key]) => key)).toEqual([]);
    const ids = all.map(([, operation]) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const areas = new Set<string>(API_TAGS.map((tag) => tag.name));
    for (const [key, operation] of all) {
      expect(operation.operationId, key).toMatch(/^[a-z][a-zA-Z0-9]+$/);
      expect(operation.summary, key).toBeTruthy();
      expect(operation.tags, key).toHaveLength(1);
      expect(areas.has(operation.tags![0]!), key).toBe(true);
      expect(operation.security, key).toBeDefined();
    }
    // Nothing listed for an operation the api no longer has.
    expect(Object.keys(API_OPERATIONS).filter((key) => !all.some(([k]) => k === key))).toEqual([]);
  });

  it('declares the three credentials, and each area needs its own', () => {
    const schemes = (document.components as { securitySchemes: Record<string, unknown> })
      .securitySchemes;
    expect(Object.keys(schemes).sort()).toEqual([
      'chatVisitorToken',
      'memberSession',
      'operatorBearer',
    ]);
    const securityOf = (key: string) => operations().find(([k]) => k === key)?.[1].security;
    expect(securityOf('GET /api/faq/list')).toEqual([]);
    expect(securityOf('GET /api/lawfirm/app/user')).toEqual([{ memberSession: [] }]);
    expect(securityOf('POST /chatctm/chi/chatinquirymessagesend')).toEqual([
      { chatVisitorToken: [] },
    ]);
    expect(securityOf('GET /chatops/inquiries')).toEqual([{ operatorBearer: [] }]);
    expect(securityOf('POST /chatops/sign-in')).toEqual([]);
  });

  it('gives the chat refusals as the envelope, each code of the catalogue an example', () => {
    interface MediaType {
      schema: unknown;
      examples: Record<string, { value: unknown }>;
    }
    const responses = (
      document.components as {
        responses: Record<string, { content: Record<string, MediaType> }>;
      }
    ).responses;
    const tooMany = responses.ChatRefused429!.content['application/json']!;
    expect(tooMany.schema).toEqual({ $ref: '#/components/schemas/ChatError' });
    expect(tooMany.examples.CE000300009?.value).toEqual({
      result_info: {
        result_cd: 'CE000300009',
        result_type_cd: 'FAIL',
        result_msg: '잠시 후 다시 시도해 주세요.',
      },
      data: null,
    });
    const send = document.paths['/chatctm/chi/chatinquirymessagesend']!.post as {
      responses: Record<string, unknown>;
    };
    expect(send.responses['400']).toEqual({ $ref: '#/components/responses/ChatRefused400' });
  });

  it('generates types that typecheck calls to a site, a chat and an operator operation', async () => {
    mkdirSync(GENERATED_DIR, { recursive: true });
    writeFileSync(GENERATED_TYPES_FILE, await generateTypes(document));
    const program = ts.createProgram([CONTRACT_CALLS_FILE], {
      strict: true,
      noEmit: true,
      skipLibCheck: true,
      target: ts.ScriptTarget.ES2023,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
      types: [],
    });
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  });
});
