import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import {
  CONTRACT_FIXTURES,
  contractUser,
  operationsOf,
  urlOf,
  type ContractContext,
  type Document,
  type Operation,
} from './contract-fixtures.js';
import { OPENAPI_PATH, READ_KEY_EXTENSION } from './openapi.js';
import { CONTRACT_WEBHOOKS, openApiDocument } from './test-support.js';

vi.setConfig({ testTimeout: 300_000, hookTimeout: 180_000 });

const DOCUMENT_ID = 'https://contract.test/openapi.json';

/** JSON pointer (RFC 6901) of a path in the document. */
const pointer = (...parts: string[]) =>
  parts.map((p) => `/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** The media type without parameters, lower case: "image/svg+xml; charset=utf-8" -> "image/svg+xml". */
const mediaType = (contentType: unknown) =>
  String(contentType ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();

describe('the OpenAPI document', () => {
  const { app } = useTestApp('pglite');

  it('is public, OpenAPI 3.1, and valid by an OpenAPI validator', async () => {
    const response = await app().inject({ method: 'GET', url: OPENAPI_PATH });
    expect(response.statusCode).toBe(200);
    expect(mediaType(response.headers['content-type'])).toBe('application/json');
    const document = response.json() as Document;
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(JSON.parse(response.body));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has only /api/v1 operations, each with an id, summary, known tag and problem errors', async () => {
    const document = await openApiDocument(app);
    expect(document.security).toEqual([{ apiKey: [] }]);
    expect(document.components.securitySchemes.apiKey).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
    const tags = new Set(document.tags.map((t) => t.name));
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(0);
    const ids = new Set<string>();
    for (const { method, path, operation } of operations) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(path, where).toMatch(/^\/api\/v1\//);
      expect(operation!.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(ids.has(operation!.operationId!), `${where}: operationId used twice`).toBe(false);
      ids.add(operation!.operationId!);
      expect(operation!.summary, where).toBeTruthy();
      expect(operation!.tags?.length, where).toBe(1);
      expect(tags.has(operation!.tags![0]!), `${where}: tag ${operation!.tags![0]}`).toBe(true);
      const statuses = Object.keys(operation!.responses);
      expect(statuses, where).toContain('401');
      expect(
        statuses.some((s) => /^2/.test(s)),
        where,
      ).toBe(true);
      if (method !== 'get' && !operation![READ_KEY_EXTENSION]) {
        expect(statuses, `${where}: a read key gets 403`).toContain('403');
      }
      for (const status of statuses.filter((s) => /^[45]/.test(s))) {
        expect(
          Object.keys(operation!.responses[status]!.content ?? {}),
          `${where} ${status}`,
        ).toEqual(['application/problem+json']);
      }
    }
  });

  it('shows the POSTs that take no body without a request body', async () => {
    const document = await openApiDocument(app);
    const paths = [
      '/api/v1/codes/{id}/pause',
      '/api/v1/codes/{id}/resume',
      '/api/v1/webhooks/{id}/rotate-secret',
      '/api/v1/webhooks/{id}/test',
    ];
    for (const path of paths) {
      const post = document.paths[path]?.post as
        (Operation & { requestBody?: unknown }) | undefined;
      expect(post?.operationId, path).toBeTruthy();
      expect(post?.requestBody, path).toBeUndefined();
    }
  });
});

describe.each(testDatabases('engine-independent'))('the API answers as documented (%s)', (kind) => {
  const { app, database } = useTestApp(kind, {}, { webhooks: CONTRACT_WEBHOOKS });
  let document: Document;
  const keys = { read: '', write: '' };
  let ctx: ContractContext;
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);

  beforeAll(async () => {
    document = await openApiDocument(app);
    ajv.addSchema(document, DOCUMENT_ID);
    const made = await contractUser(app, database);
    Object.assign(keys, made.keys);
    ctx = made.ctx;
  });

  it('has a fixture for every documented operation, and none for an undocumented one', () => {
    const documented = operationsOf(document).map((o) => o.operation!.operationId!);
    const missing = documented.filter((id) => !(id in CONTRACT_FIXTURES));
    expect(missing, 'operations without a fixture in contract-fixtures.ts').toEqual([]);
    const stale = Object.keys(CONTRACT_FIXTURES).filter((id) => !documented.includes(id));
    expect(stale, 'fixtures of operations the document does not have').toEqual([]);
  });

  /**
   * Checks one answer against the operation's documented response for its status: the status is
   * documented, the content type is one documented for it, the body matches that content type's
   * schema (JSON bodies by Ajv, JSON Schema 2020-12; binary bodies by being non-empty), and every
   * documented response header is present. An empty documented response has an empty body.
   */
  function checkAnswer(
    where: string,
    path: string,
    method: string,
    operation: Operation,
    response: { statusCode: number; headers: Record<string, unknown>; body: string },
  ) {
    const status = String(response.statusCode);
    const documented = operation.responses[status]!;
    expect(documented, `${where}: status ${status} is not documented`).toBeDefined();
    for (const header of Object.keys(documented.headers ?? {})) {
      expect(response.headers[header.toLowerCase()], `${where}: header ${header}`).toBeDefined();
    }
    if (!documented.content) {
      expect(response.body, `${where}: an empty response`).toBe('');
      return;
    }
    const type = mediaType(response.headers['content-type']);
    expect(Object.keys(documented.content), `${where}: content type`).toContain(type);
    const schema = documented.content[type]!.schema as { contentMediaType?: string } | undefined;
    if (schema?.contentMediaType) {
      expect(response.body.length, `${where}: a ${type} body`).toBeGreaterThan(0);
      return;
    }
    const body = /json$/.test(type) ? JSON.parse(response.body) : response.body;
    const ref = `${DOCUMENT_ID}#${pointer('paths', path, method, 'responses', status, 'content', type, 'schema')}`;
    const validate = ajv.getSchema(ref);
    expect(validate, `${where}: schema ${ref}`).toBeDefined();
    const valid = validate!(body);
    expect(validate!.errors ?? [], `${where}: body does not match its schema`).toEqual([]);
    expect(valid).toBe(true);
  }

  it('answers every fixture call of every operation as the document says', async () => {
    let calls = 0;
    for (const { method, path, operation } of operationsOf(document)) {
      const id = operation!.operationId!;
      const fixture = CONTRACT_FIXTURES[id];
      if (!fixture) continue; // reported by the test above
      const cases = await fixture(ctx);
      expect(
        cases.some((c) => c.status >= 200 && c.status < 300),
        `${id}: a fixture with a success`,
      ).toBe(true);
      for (const testCase of cases) {
        const where = `${id} (${testCase.name})`;
        const key = testCase.key ?? (method === 'get' ? 'read' : 'write');
        const response = await app().inject({
          method: method.toUpperCase() as 'GET',
          url: urlOf(path, testCase),
          headers: { authorization: `Bearer ${keys[key]}`, ...testCase.headers },
          ...(testCase.body !== undefined ? { payload: testCase.body as object } : {}),
        });
        expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBe(
          testCase.status,
        );
        checkAnswer(where, path, method, operation!, response);
        calls += 1;
      }
    }
    expect(calls).toBeGreaterThan(0);
  });

  it('answers every operation without a key 401, and every write with a read key 403', async () => {
    // Writes a read key may use (POST /qr, which stores nothing) are called with one by fixtures.
    for (const { method, path, operation } of operationsOf(document)) {
      const url = path.replace(/\{\w+\}/g, 'dyn_1');
      const where = `${operation!.operationId} without a key`;
      const anonymous = await app().inject({ method: method.toUpperCase() as 'GET', url });
      expect(anonymous.statusCode, where).toBe(401);
      checkAnswer(where, path, method, operation!, anonymous);
      if (method === 'get' || operation![READ_KEY_EXTENSION]) continue;
      const readOnly = await app().inject({
        method: method.toUpperCase() as 'GET',
        url,
        headers: { authorization: `Bearer ${keys.read}` },
      });
      expect(readOnly.statusCode, `${operation!.operationId} with a read key`).toBe(403);
      checkAnswer(`${operation!.operationId} with a read key`, path, method, operation!, readOnly);
    }
  });
});
