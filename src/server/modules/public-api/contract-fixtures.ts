// The contract test's fixtures (contract.test.ts): one entry per documented operationId, each a
// list of calls with the status the call must get. The test fails for an operation of the
// OpenAPI document that has no entry here, and for an entry no operation has.
import type { DatabaseHandle } from '../../db/client.js';
import type { App } from '../../lib/app-types.js';
import { apiAs } from '../dynamic-codes/test-support.js';
import { multipart, samplePdf, samplePng, signUp } from '../uploads/test-support.js';
import type { READ_KEY_EXTENSION } from './openapi.js';
import { setPersonalSubscription } from '../workspaces/test-support.js';

/** What a fixture can use: one signed-up user with keys and codes, and helpers to make more. */
export interface ContractContext {
  app: () => App;
  /** The user's session cookie, for the web app's own routes (setting things up). */
  cookie: string;
  /** Public ids of a dynamic and a saved code of the user, made before the fixtures run. */
  dynamicId: string;
  savedId: string;
  /** A new dynamic code of the user (a url code), by public id. */
  newDynamicCode: () => Promise<string>;
  /** Calls an /api/v1 path with the read-write key; for fixtures that need an earlier answer. */
  call: (
    method: string,
    url: string,
    headers?: Record<string, string>,
  ) => Promise<{ statusCode: number; headers: Record<string, unknown>; body: string }>;
}

/** One call of an operation. The test builds the URL from the documented path and method. */
export interface ContractCase {
  /** Shown in the test's failure messages. */
  name: string;
  /** The status the call must answer; it must be one the operation documents. */
  status: number;
  /** Which key sends it: by default the read key for GET, the read-write key otherwise. */
  key?: 'read' | 'write';
  /** Values of the path's {parameters}. */
  params?: Record<string, string>;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  /** A JSON body (sent as application/json), or a Buffer sent as is (give its content-type). */
  body?: unknown;
}

export type ContractFixture = (ctx: ContractContext) => ContractCase[] | Promise<ContractCase[]>;

/** What the document says of one operation (the parts the tests read). */
export interface Operation {
  operationId?: string;
  /** A non-GET operation a read key may use (it stores nothing). */
  [READ_KEY_EXTENSION]?: boolean;
  summary?: string;
  tags?: string[];
  responses: Record<
    string,
    {
      description: string;
      content?: Record<string, { schema?: unknown }>;
      headers?: Record<string, unknown>;
    }
  >;
}

export interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
  security: unknown[];
  tags: { name: string }[];
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Every operation of the document: method, path template, and what it declares. */
export function operationsOf(document: Document) {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

/** The documented path with the case's parameters; fails when one is missing. */
export function urlOf(path: string, testCase: ContractCase): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = testCase.params?.[name];
    if (value === undefined) throw new Error(`${testCase.name}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
  const query = testCase.query ? `?${new URLSearchParams(testCase.query)}` : '';
  return filled + query;
}

/**
 * Signs up the user the fixtures act for, a subscriber (fixtures may make as many codes as they
 * need), with a read and a read-write key, a dynamic and a saved code; returns the fixtures'
 * context and the user.
 */
export async function contractUser(app: () => App, database: () => DatabaseHandle) {
  const cookie = await signUp(app());
  const web = apiAs(app, cookie);
  const me = (await web.get('/api/user')).json() as { id: number; email: string };
  await setPersonalSubscription(database().db, me.id);
  const keyOf = async (scope: string) => {
    const made = await web.post('/api/account/api-keys', { name: scope, scope });
    if (made.statusCode !== 201) throw new Error(`key not made: ${made.body}`);
    return made.json().key as string;
  };
  const keys = { read: await keyOf('read'), write: await keyOf('read-write') };
  const newDynamicCode = async () => {
    const made = await web.post('/api/dynamic-qrcodes', {
      destination: 'https://example.com/contract',
      name: 'Contract',
    });
    if (made.statusCode !== 201) throw new Error(`code not made: ${made.body}`);
    return `dyn_${made.json().id}`;
  };
  const saved = await web.post('/api/qrcodes', {
    qrType: 'url',
    url: 'example.com/saved',
    name: 'Saved',
    qrMode: 'static',
  });
  if (saved.statusCode !== 201) throw new Error(`code not made: ${saved.body}`);
  const ctx: ContractContext = {
    app,
    cookie,
    dynamicId: await newDynamicCode(),
    savedId: `sav_${saved.json().id}`,
    newDynamicCode,
    call: async (method, url, headers = {}) => {
      const response = await app().inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${keys.write}`, ...headers },
      });
      return { statusCode: response.statusCode, headers: response.headers, body: response.body };
    },
  };
  return { ctx, keys, web, user: me };
}

const MISSING_CODE = 'dyn_2147483000';
const MISSING_WEBHOOK = '2147483000';
/** A loopback URL the contract test's app may send to (nothing listens: refused at once). */
export const CONTRACT_WEBHOOK_URL = 'https://127.0.0.1:4139/contract-hook';

let folderCount = 0;
/** A new folder of the user (through the session routes), by id. */
async function newFolder(ctx: ContractContext): Promise<string> {
  folderCount += 1;
  const made = await ctx.app().inject({
    method: 'POST',
    url: '/api/folders',
    headers: { cookie: ctx.cookie },
    payload: { name: `Contract folder ${folderCount}` },
  });
  if (made.statusCode !== 201) throw new Error(`folder not made: ${made.body}`);
  return String(made.json().id);
}

const MISSING_DESIGN = '2147483000';

/** A new brand kit of the user (through the session routes), by id. */
async function newDesign(ctx: ContractContext, name: string): Promise<string> {
  const made = await ctx.app().inject({
    method: 'POST',
    url: '/api/designs',
    headers: { cookie: ctx.cookie },
    payload: { name, design: { fgColor: '#1A2B3C', dotShape: 'rounded' } },
  });
  if (made.statusCode !== 201) throw new Error(`brand kit not made: ${made.body}`);
  return String(made.json().id);
}

/** A new webhook endpoint of the user (through the session routes), by id. */
async function newWebhook(ctx: ContractContext): Promise<string> {
  const made = await ctx.app().inject({
    method: 'POST',
    url: '/api/account/webhooks',
    headers: { cookie: ctx.cookie },
    payload: { url: CONTRACT_WEBHOOK_URL },
  });
  if (made.statusCode !== 201) throw new Error(`webhook not made: ${made.body}`);
  return String(made.json().id);
}

/** A multipart form with one file part, as a case's body and headers. */
function fileForm(field: string, file: Buffer, fileName: string, contentType: string) {
  const { payload, headers } = multipart([
    { name: field, value: file, fileName, contentType },
    // PDFs and images need a title (logos take no text fields: the reader ignores it).
    { name: field.replace(/File$/, 'Title'), value: 'Contract' },
  ]);
  return { body: payload, headers };
}

/** An upload operation's cases: a good file, a file of another type, no file. */
function uploadCases(field: string, file: Buffer, fileName: string, type: string): ContractCase[] {
  const noFile = multipart([{ name: 'other', value: 'x' }]);
  return [
    { name: 'a good file', status: 201, ...fileForm(field, file, fileName, type) },
    {
      name: 'a text file',
      status: 415,
      ...fileForm(field, Buffer.from('plain text, not this kind of file'), 'a.txt', 'text/plain'),
    },
    { name: 'no file', status: 400, body: noFile.payload, headers: noFile.headers },
  ];
}

export const CONTRACT_FIXTURES: Record<string, ContractFixture> = {
  listCodes: (): ContractCase[] => [
    { name: 'first page of one', status: 200, query: { limit: '1' } },
    { name: 'only saved codes', status: 200, query: { kind: 'saved' } },
    {
      name: 'filtered by type, status and name',
      status: 200,
      query: { qrType: 'url', status: 'active', search: 'a' },
    },
    { name: 'an unknown content type', status: 400, query: { qrType: 'fax' } },
    { name: 'limit out of range', status: 400, query: { limit: '0' } },
    {
      name: 'a cursor the server did not make',
      status: 400,
      query: { cursor: 'bm90LWEtY3Vyc29y' },
    },
  ],
  getCode: (ctx): ContractCase[] => [
    { name: 'a dynamic code', status: 200, params: { id: ctx.dynamicId } },
    { name: 'a saved code', status: 200, params: { id: ctx.savedId } },
    { name: 'no such code', status: 404, params: { id: MISSING_CODE } },
  ],
  renderQr: async (ctx): Promise<ContractCase[]> => {
    const query = { type: 'url', url: 'example.com/contract', format: 'svg' };
    const first = await ctx.call('GET', `/api/v1/qr?${new URLSearchParams(query)}`);
    return [
      { name: 'SVG', status: 200, query },
      { name: 'PNG', status: 200, query: { ...query, format: 'png', size: '256' } },
      { name: 'PDF', status: 200, query: { ...query, format: 'pdf', widthMm: '40' } },
      {
        name: 'If-None-Match with the tag',
        status: 304,
        query,
        headers: { 'if-none-match': String(first.headers.etag) },
      },
      { name: 'a bad url', status: 400, query: { type: 'url', url: 'not a url' } },
      { name: 'an unknown format', status: 400, query: { ...query, format: 'gif' } },
      {
        name: 'in a brand kit’s design',
        status: 200,
        query: { ...query, designId: await newDesign(ctx, 'Render kit') },
      },
      { name: 'no such brand kit', status: 404, query: { ...query, designId: MISSING_DESIGN } },
    ];
  },
  renderQrFromJson: async (ctx): Promise<ContractCase[]> => {
    const body = { type: 'url', url: 'example.com/contract', format: 'svg' };
    // The same parameters as GET /qr's: the same bytes, so the same tag.
    const first = await ctx.call('GET', `/api/v1/qr?${new URLSearchParams(body)}`);
    return [
      { name: 'SVG', status: 200, body },
      { name: 'PNG', status: 200, body: { ...body, format: 'png', size: 256 } },
      { name: 'PDF', status: 200, body: { ...body, format: 'pdf', widthMm: 40 } },
      { name: 'SVG with a read key', status: 200, key: 'read', body },
      {
        name: 'If-None-Match with the tag',
        status: 304,
        body,
        headers: { 'if-none-match': String(first.headers.etag) },
      },
      { name: 'a bad url', status: 400, body: { type: 'url', url: 'not a url' } },
      { name: 'not an object', status: 400, body: ['url'] },
    ];
  },
  getCodeAnalytics: (ctx): ContractCase[] => [
    { name: 'JSON', status: 200, params: { id: ctx.dynamicId } },
    {
      name: 'a range in a zone',
      status: 200,
      params: { id: ctx.dynamicId },
      query: { from: '2026-01-01', to: '2026-01-02', tz: 'Europe/Berlin' },
    },
    { name: 'CSV', status: 200, params: { id: ctx.dynamicId }, query: { format: 'csv' } },
    {
      name: 'CSV by Accept',
      status: 200,
      params: { id: ctx.dynamicId },
      headers: { accept: 'text/csv' },
    },
    {
      name: 'an unknown zone',
      status: 400,
      params: { id: ctx.dynamicId },
      query: { tz: 'Mars/Olympus' },
    },
    { name: 'a saved code', status: 409, params: { id: ctx.savedId } },
    { name: 'no such code', status: 404, params: { id: MISSING_CODE } },
  ],
  exportCodes: (): ContractCase[] => [{ name: 'the CSV', status: 200 }],
  uploadLogo: (): ContractCase[] => uploadCases('logoFile', samplePng(), 'logo.png', 'image/png'),
  uploadImage: (): ContractCase[] =>
    uploadCases('imageFile', samplePng(200), 'photo.png', 'image/png'),
  uploadPdf: async (): Promise<ContractCase[]> =>
    uploadCases('pdfFile', await samplePdf(), 'menu.pdf', 'application/pdf'),
  pauseCode: async (ctx): Promise<ContractCase[]> => [
    { name: 'a dynamic code', status: 200, params: { id: await ctx.newDynamicCode() } },
    { name: 'a saved code', status: 409, params: { id: ctx.savedId } },
    { name: 'no such code', status: 404, params: { id: MISSING_CODE } },
  ],
  resumeCode: async (ctx): Promise<ContractCase[]> => {
    const id = await ctx.newDynamicCode();
    await ctx.call('POST', `/api/v1/codes/${id}/pause`);
    return [
      { name: 'a paused code', status: 200, params: { id } },
      { name: 'a saved code', status: 409, params: { id: ctx.savedId } },
      { name: 'no such code', status: 404, params: { id: MISSING_CODE } },
    ];
  },
  listFolders: async (ctx): Promise<ContractCase[]> => {
    await newFolder(ctx);
    return [{ name: 'one folder', status: 200 }];
  },
  createFolder: (): ContractCase[] => [
    { name: 'a name', status: 201, body: { name: 'Posters' } },
    { name: 'a name taken in another case', status: 409, body: { name: 'POSTERS' } },
    { name: 'no name', status: 400, body: { name: '  ' } },
  ],
  renameFolder: async (ctx): Promise<ContractCase[]> => [
    {
      name: 'a folder',
      status: 200,
      params: { id: await newFolder(ctx) },
      body: { name: 'Flyers' },
    },
    {
      name: 'an empty name',
      status: 400,
      params: { id: await newFolder(ctx) },
      body: { name: '' },
    },
    { name: 'no such folder', status: 404, params: { id: MISSING_WEBHOOK }, body: { name: 'X' } },
  ],
  deleteFolder: async (ctx): Promise<ContractCase[]> => [
    { name: 'a folder', status: 204, params: { id: await newFolder(ctx) } },
    { name: 'no such folder', status: 404, params: { id: MISSING_WEBHOOK } },
  ],
  listTags: (): ContractCase[] => [{ name: 'the tags', status: 200 }],
  listWebhooks: async (ctx): Promise<ContractCase[]> => {
    await newWebhook(ctx);
    return [{ name: 'one endpoint', status: 200 }];
  },
  createWebhook: (): ContractCase[] => [
    { name: 'an https URL', status: 201, body: { url: `${CONTRACT_WEBHOOK_URL}/created` } },
    { name: 'an http URL', status: 400, body: { url: 'http://example.com/hook' } },
    { name: 'a private address', status: 400, body: { url: 'https://10.0.0.1/hook' } },
    { name: 'no URL', status: 400, body: {} },
  ],
  rotateWebhookSecret: async (ctx): Promise<ContractCase[]> => [
    { name: 'an endpoint', status: 200, params: { id: await newWebhook(ctx) } },
    { name: 'no such endpoint', status: 404, params: { id: MISSING_WEBHOOK } },
  ],
  deleteWebhook: async (ctx): Promise<ContractCase[]> => [
    { name: 'an endpoint', status: 204, params: { id: await newWebhook(ctx) } },
    { name: 'no such endpoint', status: 404, params: { id: MISSING_WEBHOOK } },
  ],
  listWebhookDeliveries: async (ctx): Promise<ContractCase[]> => {
    const id = await newWebhook(ctx);
    await ctx.call('POST', `/api/v1/webhooks/${id}/test`);
    return [
      { name: 'an endpoint with a test logged', status: 200, params: { id } },
      { name: 'no such endpoint', status: 404, params: { id: MISSING_WEBHOOK } },
      { name: 'not an id', status: 404, params: { id: 'dyn_1' } },
    ];
  },
  sendWebhookTest: async (ctx): Promise<ContractCase[]> => [
    { name: 'an endpoint (nothing listens)', status: 200, params: { id: await newWebhook(ctx) } },
    { name: 'no such endpoint', status: 404, params: { id: MISSING_WEBHOOK } },
  ],
  listDesigns: async (ctx): Promise<ContractCase[]> => {
    await newDesign(ctx, 'Listed kit');
    return [{ name: 'one kit', status: 200 }];
  },
  getDesign: async (ctx): Promise<ContractCase[]> => [
    { name: 'a kit', status: 200, params: { id: await newDesign(ctx, 'Got kit') } },
    { name: 'no such kit', status: 404, params: { id: MISSING_DESIGN } },
  ],
  createDesign: (): ContractCase[] => [
    { name: 'a kit', status: 201, body: { name: 'Made kit', design: { fgColor: '#123456' } } },
    { name: 'the same name', status: 409, body: { name: 'Made kit' } },
    { name: 'a bad colour', status: 400, body: { name: 'Bad', design: { fgColor: 'red' } } },
  ],
  updateDesign: async (ctx): Promise<ContractCase[]> => {
    const id = await newDesign(ctx, 'Changed kit');
    await newDesign(ctx, 'Taken kit');
    return [
      { name: 'rename', status: 200, params: { id }, body: { name: 'Renamed kit' } },
      { name: 'a taken name', status: 409, params: { id }, body: { name: 'Taken kit' } },
      { name: 'a bad shape', status: 400, params: { id }, body: { design: { dotShape: 'x' } } },
      { name: 'no such kit', status: 404, params: { id: MISSING_DESIGN }, body: { name: 'X' } },
    ];
  },
  deleteDesign: async (ctx): Promise<ContractCase[]> => {
    const id = await newDesign(ctx, 'Deleted kit');
    return [
      { name: 'a kit', status: 204, params: { id } },
      { name: 'the same kit again', status: 404, params: { id } },
    ];
  },
  // A folder in the body would be the fixture user's: another user's key gets 404 for it, which
  // the key matrix cannot tell from a path's object (organise.test.ts covers folders on create).
  createCode: async (ctx): Promise<ContractCase[]> => [
    {
      name: 'in a brand kit’s design',
      status: 201,
      body: {
        kind: 'saved',
        content: { url: 'https://example.com/kit' },
        designId: await newDesign(ctx, 'Code kit'),
      },
    },
    {
      name: 'no such brand kit',
      status: 404,
      body: { kind: 'saved', content: { url: 'https://example.com/kit' }, designId: 2147483000 },
    },
    {
      name: 'a dynamic url code',
      status: 201,
      body: { kind: 'dynamic', content: { url: 'https://example.com/new' } },
    },
    {
      name: 'a dynamic code with tags',
      status: 201,
      body: {
        kind: 'dynamic',
        content: { url: 'https://example.com/filed' },
        folderId: null,
        tags: ['print', 'spring'],
      },
    },
    {
      name: 'a saved code with tags',
      status: 400,
      body: { kind: 'saved', qrType: 'text', content: { textContent: 'Hi' }, tags: ['print'] },
    },
    {
      name: 'a saved wifi code with a design',
      status: 201,
      body: {
        kind: 'saved',
        qrType: 'wifi',
        content: { ssid: 'Cafe', password: 'tulip-river-81', encryption: 'WPA' },
        design: { fgColor: '#1A2B3C' },
      },
    },
    {
      name: 'with an Idempotency-Key',
      status: 201,
      headers: { 'idempotency-key': 'contract-create-1' },
      body: { kind: 'saved', content: { url: 'https://example.com/once' } },
    },
    {
      name: 'the same Idempotency-Key again (replayed)',
      status: 201,
      headers: { 'idempotency-key': 'contract-create-1' },
      body: { kind: 'saved', content: { url: 'https://example.com/once' } },
    },
    {
      name: 'the same Idempotency-Key, another body',
      status: 422,
      headers: { 'idempotency-key': 'contract-create-1' },
      body: { kind: 'saved', content: { url: 'https://example.com/twice' } },
    },
    { name: 'no kind', status: 400, body: { content: { url: 'https://example.com' } } },
    { name: 'a bad url', status: 400, body: { kind: 'dynamic', content: { url: 'not a url' } } },
  ],
  bulkCreateCodes: (): ContractCase[] => [
    {
      name: 'a good and a bad item',
      status: 200,
      body: {
        items: [
          { kind: 'dynamic', content: { url: 'https://example.com/bulk' } },
          { kind: 'saved', qrType: 'text', content: {} },
        ],
      },
    },
    { name: 'no items', status: 400, body: { items: [] } },
  ],
  updateCode: async (ctx): Promise<ContractCase[]> => {
    const id = await ctx.newDynamicCode();
    return [
      { name: 'rename', status: 200, params: { id }, body: { name: 'Renamed' } },
      {
        name: 'move to a folder and tag',
        status: 200,
        params: { id },
        body: { folderId: Number(await newFolder(ctx)), tags: ['menu'] },
      },
      {
        name: 'a folder of no one',
        status: 404,
        params: { id },
        body: { folderId: Number(MISSING_WEBHOOK) },
      },
      {
        name: 'new content',
        status: 200,
        params: { id },
        body: { content: { url: 'https://example.com/edited' } },
      },
      {
        name: 'rename a saved code',
        status: 200,
        params: { id: ctx.savedId },
        body: { name: 'S' },
      },
      {
        name: 'content of a saved code',
        status: 409,
        params: { id: ctx.savedId },
        body: { content: { url: 'https://example.com/x' } },
      },
      { name: 'a design', status: 400, params: { id }, body: { design: { fgColor: '#000000' } } },
      { name: 'no such code', status: 404, params: { id: MISSING_CODE }, body: { name: 'X' } },
    ];
  },
  getCodeControls: (ctx): ContractCase[] => [
    { name: 'a dynamic code', status: 200, params: { id: ctx.dynamicId } },
    { name: 'a saved code', status: 409, params: { id: ctx.savedId } },
    { name: 'no such code', status: 404, params: { id: MISSING_CODE } },
  ],
  updateCodeControls: async (ctx): Promise<ContractCase[]> => {
    const id = await ctx.newDynamicCode();
    const split = [
      { destination: 'https://example.com/a', weight: 60 },
      { destination: 'https://example.com/b', weight: 40 },
    ];
    return [
      {
        name: 'a split and a rule to it',
        status: 200,
        params: { id },
        body: { split, rules: [{ countries: ['DE'], split: true }], maxScans: 500 },
      },
      {
        name: 'weights not adding up to 100',
        status: 400,
        params: { id },
        body: { split: [{ ...split[0], weight: 50 }, split[1]] },
      },
      { name: 'a saved code', status: 409, params: { id: ctx.savedId }, body: { split } },
      { name: 'no such code', status: 404, params: { id: MISSING_CODE }, body: { split } },
    ];
  },
  changeDestination: async (ctx): Promise<ContractCase[]> => {
    const id = await ctx.newDynamicCode();
    return [
      {
        name: 'a new destination',
        status: 200,
        params: { id },
        body: { destination: 'https://example.com/autumn' },
      },
      { name: 'not a url', status: 400, params: { id }, body: { destination: 'nope' } },
      {
        name: 'a saved code',
        status: 409,
        params: { id: ctx.savedId },
        body: { destination: 'https://example.com/autumn' },
      },
      {
        name: 'no such code',
        status: 404,
        params: { id: MISSING_CODE },
        body: { destination: 'https://example.com/autumn' },
      },
    ];
  },
  deleteCode: async (ctx): Promise<ContractCase[]> => {
    const id = await ctx.newDynamicCode();
    return [
      { name: 'a dynamic code', status: 204, params: { id } },
      { name: 'the same code again', status: 404, params: { id } },
    ];
  },
};
