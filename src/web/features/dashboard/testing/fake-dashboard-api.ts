// An in-test HTTP responder at the fetch boundary answering the dashboard's and the trial's
// calls as src/contracts/dynamic-codes.ts says: the session, the saved and dynamic code lists,
// create, rename, edit destination, pause, resume, delete, bulk actions (with restore), trial
// status and trial activation, link controls (GET/PUT .../controls, GET .../destination-changes,
// GET/POST .../health, GET /api/destination-health) and UTM presets.
// Validation uses the real contract schemas, so component tests run our real client code.
import {
  DYNAMIC_MESSAGES,
  activateTrialSchema,
  editDestinationSchema,
  renameSchema,
  type CreateDynamicResponse,
  type DynamicQrCode,
  type SavedQrCode,
  type TrialStatus,
} from '../../../../contracts/dynamic-codes.js';
import type { ErrorBody } from '../../../../contracts/errors.js';
import { BULK_MESSAGES, bulkActionSchema } from '../../../../contracts/code-bulk.js';
import {
  codeLabelsSchema,
  createFolderSchema,
  createTagSchema,
  ORGANISE_MESSAGES,
  renameFolderSchema,
  updateTagSchema,
  type Folder,
  type Tag,
} from '../../../../contracts/organise.js';
import {
  LINK_CONTROL_MESSAGES,
  linkControlsInputSchema,
  utmPresetInputSchema,
  type DestinationHealthView,
  type LinkControlsView,
  type UtmPreset,
} from '../../../../contracts/link-controls.js';
import { encodeQr } from '../../../../qr/encode/encode-qr.js';
import { DEFAULT_DESIGN } from '../../../../qr/render/design.js';
import { renderSvg } from '../../../../qr/render/svg.js';
import {
  createSavedViewSchema,
  renameSavedViewSchema,
  SAVED_VIEW_MESSAGES,
  type SavedView,
} from '../../../../contracts/saved-views.js';
import type { Member, Workspace } from '../../../../contracts/workspaces.js';
import { activeCards } from '../api/code-lists.js';
import { makeUser, type FakeApi } from '../../../test-utils/fake-api.js';
import { setSessionHint } from '../../../test-utils/session-hint.js';

export const FAKE_PUBLIC_URL = 'http://localhost:3000';

export interface DashboardFakeApi extends FakeApi {
  saved: SavedQrCode[];
  dynamic: DynamicQrCode[];
  trial: TrialStatus;
  /** Link controls by dynamic code id (GET/PUT /api/dynamic-qrcodes/{id}/controls). */
  controls: Map<number, LinkControlsView>;
  /** The signed-in user's UTM presets (GET/POST /api/utm-presets, DELETE .../{id}). */
  presets: UtmPreset[];
  /** What POST .../health answers (GET answers "not checked" until a POST). */
  health: Map<number, DestinationHealthView>;
  /** Verdicts the background checker stored: GET .../health and GET /api/destination-health. */
  storedHealth: Map<number, DestinationHealthView>;
  /** The workspace's folders and tags (codeCount is worked out when answered). */
  folders: Folder[];
  tags: Tag[];
  /** The signed-in user's saved views (GET/POST /api/saved-views, PATCH/DELETE .../{id}). */
  views: SavedView[];
  /** The next request matching `method` and `url` answers with this status and body. */
  failNext(method: string, url: string, status: number, body?: ErrorBody): void;
  /** Requests other than the session and trial-status reads. */
  writes(): FakeApi['requests'];
}

export function freeTrialStatus(patch: Partial<TrialStatus> = {}): TrialStatus {
  return {
    isActive: false,
    hasExpired: false,
    daysRemaining: 0,
    subscriptionStatus: 'free',
    dynamicQRUsed: 0,
    dynamicQRLimit: 1,
    canCreateDynamicQR: true,
    savedQRUsed: 0,
    savedQRLimit: 20,
    detailedScansPerMonth: 100,
    trialEndsAt: null,
    canStartTrial: true,
    ...patch,
  };
}

export function savedCode(id: number, patch: Partial<SavedQrCode> = {}): SavedQrCode {
  return {
    id,
    name: `Saved ${id}`,
    qrType: 'url',
    qrMode: 'static',
    content: { url: `https://example.com/saved-${id}` },
    design: { fgColor: '#000000', bgColor: '#FFFFFF', errorCorrectionLevel: 'M' },
    createdAt: '2026-01-01T10:00:00.000Z',
    ...patch,
  };
}

export function dynamicCode(id: number, patch: Partial<DynamicQrCode> = {}): DynamicQrCode {
  const shortCode = `code${String(id).padStart(4, '0')}`;
  return {
    id,
    name: `Dynamic ${id}`,
    qrType: 'url',
    shortCode,
    shortUrl: `${FAKE_PUBLIC_URL}/d/${shortCode}`,
    destination: `https://example.com/dynamic-${id}`,
    content: { url: `https://example.com/dynamic-${id}` },
    hosted: false,
    design: { fgColor: '#000000', bgColor: '#FFFFFF', errorCorrectionLevel: 'M' },
    scanCount: 0,
    lastScannedAt: null,
    isPaused: false,
    pausedAt: null,
    folderId: null,
    tags: [],
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
    ...patch,
  };
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

const notFound = () =>
  json(404, { message: DYNAMIC_MESSAGES.notFound, code: 'NOT_FOUND' } satisfies ErrorBody);

function validationError(issues: readonly { path: PropertyKey[]; message: string }[]): Response {
  const fields = Object.fromEntries(issues.map((i) => [String(i.path[0]), i.message]));
  return json(400, {
    message: issues[0]?.message ?? 'Invalid request',
    code: 'VALIDATION_FAILED',
    fields,
  });
}

/** A code's link controls as the server answers them when none are set, with `patch` applied. */
export function linkControlsView(patch: Partial<LinkControlsView> = {}): LinkControlsView {
  return {
    startsAt: null,
    expiresAt: null,
    maxScans: null,
    fallbackUrl: null,
    rules: [],
    split: [],
    hasPassword: false,
    cappedScans: 0,
    passwordRejections: 0,
    lastPasswordRejectionAt: null,
    passwordAllowed: false,
    ...patch,
  };
}

/** The server's 400 for a body its contract refuses: the first message, each field's own. */
function validationFailed(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return json(400, {
    message: issues[0]?.message ?? 'Invalid request',
    code: 'VALIDATION_FAILED',
    fields,
  });
}

export function createDashboardFakeApi(
  options: {
    signedInAs?: string;
    saved?: SavedQrCode[];
    dynamic?: DynamicQrCode[];
    trial?: TrialStatus;
    /** GET /api/workspaces and each one's members (unanswered when absent). */
    workspaces?: { list: Workspace[]; members: Member[] };
  } = {},
): DashboardFakeApi {
  const session: string | null = options.signedInAs ?? null;
  setSessionHint(session !== null);
  const requests: FakeApi['requests'] = [];
  const holds = new Map<string, Promise<void>>();
  const failures: { method: string; url: string; status: number; body?: ErrorBody }[] = [];
  let nextId = 1000;

  const api: DashboardFakeApi = {
    fetch: null as unknown as typeof fetch,
    requests,
    saved: options.saved ?? [],
    dynamic: options.dynamic ?? [],
    trial: options.trial ?? freeTrialStatus(),
    controls: new Map(),
    presets: [],
    health: new Map(),
    storedHealth: new Map(),
    folders: [],
    tags: [],
    views: [],
    failNext(method, url, status, body) {
      failures.push({ method, url, status, body });
    },
    writes() {
      // The hosted page preview is a POST that stores nothing.
      return requests.filter((r) => r.method !== 'GET' && r.url !== '/api/hosted-page-preview');
    },
    hold(url) {
      let release!: () => void;
      holds.set(url, new Promise<void>((resolve) => (release = resolve)));
      return () => {
        holds.delete(url);
        release();
      };
    },
  };

  const unauthenticated = () => json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });

  const findCode = (collection: string, id: number) =>
    collection === 'qrcodes'
      ? api.saved.find((c) => c.id === id)
      : api.dynamic.find((c) => c.id === id);

  const createDynamic = (body: Record<string, unknown>): Response => {
    if (!api.trial.canCreateDynamicQR) {
      return json(403, {
        message: DYNAMIC_MESSAGES.limitReached(api.trial.dynamicQRLimit ?? 0),
        code: 'DYNAMIC_LIMIT_REACHED',
      });
    }
    const parsed = editDestinationSchema.safeParse({ destination: body.destination });
    if (!parsed.success) return validationError(parsed.error.issues);
    const id = nextId++;
    const shortCode = `new${id}abc`.slice(0, 8);
    const shortUrl = `${FAKE_PUBLIC_URL}/d/${shortCode}`;
    const now = new Date().toISOString();
    api.dynamic.push(
      dynamicCode(id, {
        name: String(body.name ?? '') || 'Website QR code',
        shortCode,
        shortUrl,
        destination: parsed.data.destination,
        design: {
          fgColor: body.fgColor,
          bgColor: body.bgColor,
          dotShape: body.dotShape,
          cornerShape: body.cornerShape,
        },
        createdAt: now,
        updatedAt: now,
      }),
    );
    const used = api.trial.dynamicQRUsed + 1;
    const limit = api.trial.dynamicQRLimit;
    api.trial = {
      ...api.trial,
      dynamicQRUsed: used,
      canCreateDynamicQR: limit === null || used < limit,
    };
    const answer: CreateDynamicResponse = {
      id,
      shortCode,
      shortUrl,
      qrCode: renderSvg(encodeQr(shortUrl, { ecl: 'M', fit: true }), DEFAULT_DESIGN),
    };
    return json(201, answer);
  };

  const activateTrial = (body: Record<string, unknown>): Response => {
    if (!session) {
      const parsed = activateTrialSchema.safeParse(body);
      if (!parsed.success) return validationError(parsed.error.issues);
      // Signed out, the server only mails a link (same answer whether or not an account exists).
      return json(200, { message: DYNAMIC_MESSAGES.trialCheckEmail });
    }
    // Signed in, the body is not read; the trial starts once per account.
    if (api.trial.trialEndsAt !== null) {
      return json(409, { message: DYNAMIC_MESSAGES.trialAlreadyUsed, code: 'TRIAL_ALREADY_USED' });
    }
    api.trial = freeTrialStatus({
      dynamicQRUsed: api.trial.dynamicQRUsed,
      savedQRUsed: api.trial.savedQRUsed,
      canCreateDynamicQR: api.trial.dynamicQRUsed < 12,
      isActive: true,
      daysRemaining: 3,
      dynamicQRLimit: 12,
      detailedScansPerMonth: null,
      trialEndsAt: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000).toISOString(),
      canStartTrial: false,
    });
    return json(200, { message: DYNAMIC_MESSAGES.trialActivated, user: makeUser(session) });
  };

  /** Link controls as the server keeps them: validated by the contract, errors keyed by path. */
  const answerLinkControls = (
    method: string,
    id: number,
    what: string,
    body: Record<string, unknown>,
  ): Response => {
    if (!api.dynamic.some((c) => c.id === id)) return notFound();
    if (what === 'destination-changes') return method === 'GET' ? json(200, []) : notFound();
    const current: LinkControlsView =
      api.controls.get(id) ?? linkControlsView({ passwordAllowed: api.trial.isActive });
    if (method === 'GET') return json(200, current);
    if (method !== 'PUT') return notFound();
    const parsed = linkControlsInputSchema.safeParse(body);
    if (!parsed.success) return validationFailed(parsed.error.issues);
    const { password, ...rest } = parsed.data;
    const next: LinkControlsView = { ...current };
    for (const [key, value] of Object.entries(rest)) {
      // A split of null is stored as none ([]), as the server does.
      if (value !== undefined)
        Object.assign(next, { [key]: key === 'split' ? (value ?? []) : value });
    }
    if (password !== undefined) next.hasPassword = password !== null;
    api.controls.set(id, next);
    return json(200, next);
  };

  const checkedHealth = new Set<number>();
  /** UTM presets as the server keeps them: contract-validated, names unique, sorted by name. */
  let nextPresetId = 1;
  const answerUtmPresets = (method: string, url: string, body: Record<string, unknown>) => {
    if (method === 'GET' && url === '/api/utm-presets') {
      return json(
        200,
        [...api.presets].sort((a, b) => a.name.localeCompare(b.name)),
      );
    }
    if (method === 'POST' && url === '/api/utm-presets') {
      const parsed = utmPresetInputSchema.safeParse(body);
      if (!parsed.success) return validationFailed(parsed.error.issues);
      if (api.presets.some((p) => p.name === parsed.data.name)) {
        const message = LINK_CONTROL_MESSAGES.presetNameTaken;
        return json(409, { message, code: 'PRESET_EXISTS', fields: { name: message } });
      }
      const preset: UtmPreset = { id: nextPresetId++, ...parsed.data };
      api.presets.push(preset);
      return json(201, preset);
    }
    const id = Number(/^\/api\/utm-presets\/(\d+)$/.exec(url)?.[1]);
    if (method === 'DELETE' && api.presets.some((p) => p.id === id)) {
      api.presets = api.presets.filter((p) => p.id !== id);
      return new Response(null, { status: 204 });
    }
    return json(404, { message: LINK_CONTROL_MESSAGES.presetNotFound, code: 'NOT_FOUND' });
  };

  /** Saved views as the saved-views module answers: contract-validated, A to Z, names unique. */
  let nextViewId = 1;
  const answerSavedViews = (
    method: string,
    path: string,
    body: Record<string, unknown>,
  ): Response | null => {
    const taken = () =>
      json(409, {
        message: SAVED_VIEW_MESSAGES.taken,
        code: 'NAME_TAKEN',
        fields: { name: SAVED_VIEW_MESSAGES.taken },
      });
    const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
    if (path === '/api/saved-views' && method === 'GET') {
      return json(
        200,
        [...api.views].sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase())),
      );
    }
    if (path === '/api/saved-views' && method === 'POST') {
      const parsed = createSavedViewSchema.safeParse(body);
      if (!parsed.success) return validationFailed(parsed.error.issues);
      if (api.views.some((v) => same(v.name, parsed.data.name))) return taken();
      const view = { id: nextViewId++, ...parsed.data };
      api.views.push(view);
      return json(201, view);
    }
    const viewPath = /^\/api\/saved-views\/(\d+)$/.exec(path);
    if (!viewPath) return null;
    const view = api.views.find((v) => v.id === Number(viewPath[1]));
    if (!view) return json(404, { message: SAVED_VIEW_MESSAGES.notFound, code: 'NOT_FOUND' });
    if (method === 'DELETE') {
      api.views = api.views.filter((v) => v !== view);
      return new Response(null, { status: 204 });
    }
    const parsed = renameSavedViewSchema.safeParse(body);
    if (!parsed.success) return validationFailed(parsed.error.issues);
    if (api.views.some((v) => v !== view && same(v.name, parsed.data.name))) return taken();
    view.name = parsed.data.name;
    return json(200, view);
  };

  /** Folders, tags, a code's labels and the filtered list, as the organise module answers. */
  let nextLabelId = 1;
  const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  /** The dynamic codes a list query finds, in its order (the server's search, simplified). */
  const found = (q: URLSearchParams): DynamicQrCode[] => {
    const text = (q.get('q') ?? '').toLowerCase();
    const folder = q.get('folderId');
    const tag = q.get('tag');
    const matches = api.dynamic.filter(
      (c) =>
        (q.get('status') === 'paused') === c.isPaused &&
        (!text || c.name.toLowerCase().includes(text)) &&
        (!folder || (folder === 'none' ? c.folderId === null : c.folderId === Number(folder))) &&
        (!tag || c.tags.some((t) => sameName(t, tag))) &&
        (!q.get('qrType') || c.qrType === q.get('qrType')) &&
        (!q.get('health') || api.storedHealth.get(c.id)?.status === 'broken') &&
        (!q.get('scansMin') || c.scanCount >= Number(q.get('scansMin'))) &&
        (!q.get('scansMax') || c.scanCount <= Number(q.get('scansMax'))) &&
        (!q.get('createdFrom') || c.createdAt.slice(0, 10) >= q.get('createdFrom')!) &&
        (!q.get('createdTo') || c.createdAt.slice(0, 10) <= q.get('createdTo')!),
    );
    const sort = q.get('sort');
    if (sort === 'name') matches.sort((a, b) => a.name.localeCompare(b.name));
    if (sort === 'scans') matches.sort((a, b) => b.scanCount - a.scanCount);
    if (sort === 'lastScanned') {
      matches.sort((a, b) => (b.lastScannedAt ?? '').localeCompare(a.lastScannedAt ?? ''));
    }
    // `order` reverses a sort's own direction (name A to Z, the others most first).
    const order = q.get('order');
    if (sort && order && order !== (sort === 'name' ? 'asc' : 'desc')) matches.reverse();
    return matches;
  };
  const answerOrganise = (
    method: string,
    url: string,
    body: Record<string, unknown>,
  ): Response | null => {
    const [path = '', search = ''] = url.split('?');
    const viewAnswer = answerSavedViews(method, path, body);
    if (viewAnswer) return viewAnswer;
    if (method === 'GET' && path === '/api/dynamic-qrcodes' && search) {
      return json(200, found(new URLSearchParams(search)));
    }
    // One page of the same list and its total, as GET /api/dynamic-qrcodes/page answers.
    if (method === 'GET' && path === '/api/dynamic-qrcodes/page') {
      const q = new URLSearchParams(search);
      const all = found(q);
      const page = Number(q.get('page') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 50);
      const codes = all.slice((page - 1) * pageSize, page * pageSize);
      return json(200, { codes, total: all.length, page, pageSize });
    }
    // The Active list a page at a time, merged as GET /api/codes/page answers it.
    if (method === 'GET' && path === '/api/codes/page') {
      const q = new URLSearchParams(search);
      const page = Number(q.get('page') ?? 1);
      const pageSize = Number(q.get('pageSize') ?? 50);
      const merged = activeCards(api.saved, api.dynamic);
      const items = merged.slice((page - 1) * pageSize, page * pageSize);
      const dynamicTotal = merged.filter((c) => c.kind === 'dynamic').length;
      return json(200, { items, total: merged.length, dynamicTotal, page, pageSize });
    }
    if (path === '/api/folders' && method === 'GET') {
      return json(
        200,
        api.folders.map((f) => ({
          ...f,
          codeCount: api.dynamic.filter((c) => c.folderId === f.id).length,
        })),
      );
    }
    if (path === '/api/tags' && method === 'GET') {
      return json(
        200,
        api.tags.map((t) => ({
          ...t,
          codeCount: api.dynamic.filter((c) => c.tags.some((n) => sameName(n, t.name))).length,
        })),
      );
    }
    const taken = (message: string) =>
      json(409, { message, code: 'NAME_TAKEN', fields: { name: message } });
    if (path === '/api/folders' && method === 'POST') {
      const parsed = createFolderSchema.safeParse(body);
      if (!parsed.success) return validationFailed(parsed.error.issues);
      if (api.folders.some((f) => sameName(f.name, parsed.data.name))) {
        return taken(ORGANISE_MESSAGES.folderTaken);
      }
      const folder = { id: nextLabelId++, name: parsed.data.name };
      api.folders.push(folder);
      return json(201, folder);
    }
    if (path === '/api/tags' && method === 'POST') {
      const parsed = createTagSchema.safeParse(body);
      if (!parsed.success) return validationFailed(parsed.error.issues);
      if (api.tags.some((t) => sameName(t.name, parsed.data.name))) {
        return taken(ORGANISE_MESSAGES.tagTaken);
      }
      const tag: Tag = {
        id: nextLabelId++,
        name: parsed.data.name,
        colour: parsed.data.colour ?? 'grey',
      };
      api.tags.push(tag);
      return json(201, tag);
    }
    const folderPath = /^\/api\/folders\/(\d+)$/.exec(path);
    if (folderPath) {
      const folder = api.folders.find((f) => f.id === Number(folderPath[1]));
      if (!folder)
        return json(404, { message: ORGANISE_MESSAGES.folderNotFound, code: 'NOT_FOUND' });
      if (method === 'DELETE') {
        api.folders = api.folders.filter((f) => f !== folder);
        for (const c of api.dynamic) if (c.folderId === folder.id) c.folderId = null;
        return new Response(null, { status: 204 });
      }
      const parsed = renameFolderSchema.safeParse(body);
      if (!parsed.success) return validationFailed(parsed.error.issues);
      folder.name = parsed.data.name;
      return json(200, folder);
    }
    const tagPath = /^\/api\/tags\/(\d+)$/.exec(path);
    if (tagPath) {
      const tag = api.tags.find((t) => t.id === Number(tagPath[1]));
      if (!tag) return json(404, { message: ORGANISE_MESSAGES.tagNotFound, code: 'NOT_FOUND' });
      if (method === 'DELETE') {
        api.tags = api.tags.filter((t) => t !== tag);
        for (const c of api.dynamic) c.tags = c.tags.filter((n) => !sameName(n, tag.name));
        return new Response(null, { status: 204 });
      }
      const parsed = updateTagSchema.safeParse(body);
      if (!parsed.success) return validationFailed(parsed.error.issues);
      const before = tag.name;
      Object.assign(tag, Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v)));
      for (const c of api.dynamic) c.tags = c.tags.map((n) => (sameName(n, before) ? tag.name : n));
      return json(200, tag);
    }
    if (method === 'POST' && path === '/api/dynamic-qrcodes/bulk') return answerBulk(body);
    const labels = /^\/api\/dynamic-qrcodes\/(\d+)\/labels$/.exec(path);
    if (labels && method === 'PUT') {
      const code = api.dynamic.find((c) => c.id === Number(labels[1]));
      if (!code) return notFound();
      const parsed = codeLabelsSchema.safeParse(body);
      if (!parsed.success) return validationFailed(parsed.error.issues);
      const { folderId, tags } = parsed.data;
      if (folderId !== undefined) {
        if (folderId !== null && !api.folders.some((f) => f.id === folderId)) {
          return json(404, { message: ORGANISE_MESSAGES.folderNotFound, code: 'NOT_FOUND' });
        }
        code.folderId = folderId;
      }
      if (tags !== undefined) {
        for (const name of tags) {
          if (!api.tags.some((t) => sameName(t.name, name))) {
            api.tags.push({ id: nextLabelId++, name, colour: 'grey' });
          }
        }
        code.tags = tags
          .map((n) => api.tags.find((t) => sameName(t.name, n))!.name)
          .sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
      }
      return json(200, code);
    }
    return null;
  };

  /**
   * POST /api/dynamic-qrcodes/bulk as the server answers it (contracts/code-bulk.ts): all or
   * nothing; a filter resolved over status, q (in the name), folderId and tag; deleted codes
   * kept aside so `restore` brings them back.
   */
  const deleted: DynamicQrCode[] = [];
  const answerBulk = (body: Record<string, unknown>): Response => {
    const parsed = bulkActionSchema.safeParse(body);
    if (!parsed.success) return validationFailed(parsed.error.issues);
    const { action, ids: named, filter, folderId, addTags } = parsed.data;
    const matches = (c: DynamicQrCode) =>
      filter !== undefined &&
      (filter.status === undefined || (filter.status === 'paused') === c.isPaused) &&
      (filter.q === undefined || c.name.toLowerCase().includes(filter.q.toLowerCase())) &&
      (filter.folderId === undefined ||
        (filter.folderId === 'none' ? c.folderId === null : c.folderId === filter.folderId)) &&
      (filter.tag ?? []).every((t) => c.tags.some((n) => sameName(n, t)));
    const ids = (named ? [...new Set(named)] : api.dynamic.filter(matches).map((c) => c.id)).sort(
      (a, b) => a - b,
    );
    const answer = () => json(200, { action, ids, count: ids.length });
    if (action === 'restore') {
      if (!ids.every((id) => deleted.some((c) => c.id === id))) {
        return json(409, { message: BULK_MESSAGES.notRestorable, code: 'NOT_RESTORABLE' });
      }
      for (const id of ids)
        api.dynamic.push(
          ...deleted.splice(
            deleted.findIndex((c) => c.id === id),
            1,
          ),
        );
      return answer();
    }
    const codes = ids.map((id) => api.dynamic.find((c) => c.id === id));
    if (codes.some((c) => c === undefined)) {
      return json(404, { message: BULK_MESSAGES.notFound, code: 'NOT_FOUND' });
    }
    if (action === 'move' && folderId && !api.folders.some((f) => f.id === folderId)) {
      return json(404, { message: ORGANISE_MESSAGES.folderNotFound, code: 'NOT_FOUND' });
    }
    for (const code of codes as DynamicQrCode[]) {
      if (action === 'pause' || action === 'resume') {
        code.isPaused = action === 'pause';
        code.pausedAt = code.isPaused ? new Date().toISOString() : null;
      } else if (action === 'delete') {
        api.dynamic = api.dynamic.filter((c) => c !== code);
        deleted.push(code);
      } else if (action === 'move') {
        code.folderId = folderId ?? null;
      } else if (action === 'tag') {
        for (const name of addTags ?? []) {
          if (!api.tags.some((t) => sameName(t.name, name))) {
            api.tags.push({ id: nextLabelId++, name, colour: 'grey' });
          }
          if (!code.tags.some((n) => sameName(n, name))) code.tags.push(name);
        }
        code.tags.sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
      }
    }
    return answer();
  };

  const respond = (method: string, url: string, body: Record<string, unknown>): Response => {
    const failure = failures.findIndex((f) => f.method === method && f.url === url);
    if (failure >= 0) {
      const [f] = failures.splice(failure, 1);
      return f!.body ? json(f!.status, f!.body) : new Response('', { status: f!.status });
    }
    if (method === 'GET' && url === '/api/user') {
      return session ? json(200, makeUser(session)) : unauthenticated();
    }
    if (method === 'POST' && url === '/api/activate-trial') return activateTrial(body);
    if (!session) return unauthenticated();
    const organised = answerOrganise(method, url, body);
    if (organised) return organised;

    if (options.workspaces && method === 'GET') {
      if (url === '/api/workspaces') return json(200, options.workspaces.list);
      if (/^\/api\/workspaces\/\d+\/members$/.test(url)) {
        return json(200, options.workspaces.members);
      }
    }
    switch (`${method} ${url}`) {
      case 'GET /api/trial-status':
        return json(200, api.trial);
      case 'GET /api/qrcodes':
        return json(200, api.saved);
      case 'GET /api/dynamic-qrcodes':
        return json(
          200,
          api.dynamic.filter((c) => !c.isPaused),
        );
      case 'GET /api/dynamic-qrcodes/paused':
        return json(
          200,
          api.dynamic.filter((c) => c.isPaused),
        );
      case 'POST /api/dynamic-qrcodes':
        return createDynamic(body);
      case 'POST /api/hosted-page-preview':
        // Stands in for the server's page: the content's values, escaped, in a paragraph.
        return json(200, {
          html: `<!doctype html><title>Preview</title><p>${Object.values(
            (body.qrData ?? {}) as Record<string, unknown>,
          )
            .map((v) => String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;'))
            .join(' ')}</p>`,
        });
    }

    if (url === '/api/utm-presets' || url.startsWith('/api/utm-presets/')) {
      return answerUtmPresets(method, url, body);
    }
    const storedOf = (id: number) =>
      (checkedHealth.has(id) ? api.health.get(id) : undefined) ?? api.storedHealth.get(id);
    if (method === 'GET' && url === '/api/destination-health') {
      const codes = api.dynamic.flatMap((c) => {
        const view = storedOf(c.id);
        return view ? [{ codeId: c.id, ...view }] : [];
      });
      return json(200, { codes });
    }
    const healthOf = /^\/api\/dynamic-qrcodes\/(\d+)\/health$/.exec(url);
    if (healthOf) {
      const id = Number(healthOf[1]);
      if (!api.dynamic.some((c) => c.id === id)) return notFound();
      const checked = method === 'POST' ? api.health.get(id) : undefined;
      if (checked) checkedHealth.add(id);
      return json(
        200,
        checked ??
          storedOf(id) ?? {
            status: null,
            httpStatus: null,
            finalUrl: null,
            detail: null,
            checkedAt: null,
            brokenSince: null,
          },
      );
    }
    const linkControls = /^\/api\/dynamic-qrcodes\/(\d+)\/(controls|destination-changes)$/.exec(
      url,
    );
    if (linkControls)
      return answerLinkControls(method, Number(linkControls[1]), linkControls[2]!, body);

    const match = /^\/api\/(qrcodes|dynamic-qrcodes)\/(\d+)(?:\/(pause|resume))?$/.exec(url);
    if (!match) return notFound();
    const [, collection, rawId, verb] = match;
    const code = findCode(collection!, Number(rawId));
    if (!code) return notFound();
    const dynamic = collection === 'dynamic-qrcodes' ? (code as DynamicQrCode) : null;

    if (method === 'PATCH' && !verb) {
      const parsed = renameSchema.safeParse(body);
      if (!parsed.success) return validationError(parsed.error.issues);
      if (parsed.data.name !== '') code.name = parsed.data.name;
      return json(200, code);
    }
    if (
      method === 'PUT' &&
      dynamic &&
      !verb &&
      body &&
      typeof body === 'object' &&
      'qrData' in body
    ) {
      const edit = body as { qrType: string; qrData: Record<string, unknown> };
      dynamic.qrType = edit.qrType;
      dynamic.content = edit.qrData;
      return json(200, dynamic);
    }
    if (method === 'PUT' && dynamic && !verb) {
      const parsed = editDestinationSchema.safeParse(body);
      if (!parsed.success) return validationError(parsed.error.issues);
      dynamic.destination = parsed.data.destination;
      return json(200, dynamic);
    }
    if (method === 'POST' && dynamic && verb) {
      dynamic.isPaused = verb === 'pause';
      dynamic.pausedAt = dynamic.isPaused ? new Date().toISOString() : null;
      return json(200, dynamic);
    }
    if (method === 'DELETE' && !verb) {
      if (dynamic) api.dynamic = api.dynamic.filter((c) => c !== code);
      else api.saved = api.saved.filter((c) => c !== code);
      return new Response(null, { status: 204 });
    }
    return notFound();
  };

  api.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, body, credentials: init?.credentials });
    const held = holds.get(url);
    if (held) await held;
    return respond(method, url, (body ?? {}) as Record<string, unknown>);
  }) as typeof fetch;

  return api;
}
