// Test-only: /api/designs answered in memory over another fake API (the dashboard's), as the
// server does: bodies checked with the real contract (createDesignKitSchema, parseKitDesign),
// names unique, one default, sorted by name. Every other request goes to the wrapped fake.
import {
  applyDesignKitSchema,
  createDesignKitSchema,
  DESIGN_KIT_MESSAGES,
  parseKitDesign,
  updateDesignKitSchema,
  type DesignKit,
} from '../../../../contracts/designs.js';
import { json, type FakeApi } from '../../../test-utils/fake-api.js';

export interface DesignKitsFake<T extends FakeApi> {
  api: T;
  kits: DesignKit[];
}

export function kit(id: number, name: string, design: Record<string, unknown>, isDefault = false) {
  const parsed = parseKitDesign(design);
  if (!parsed.ok) throw new Error(`bad kit design: ${JSON.stringify(parsed.fields)}`);
  const at = '2026-11-01T10:00:00.000Z';
  return { id, name, design: parsed.design, isDefault, createdAt: at, updatedAt: at };
}

export function withDesignKits<T extends FakeApi>(inner: T, kits: DesignKit[]): DesignKitsFake<T> {
  const state: DesignKitsFake<T> = { api: inner, kits };
  let nextId = 500;
  const invalid = (fields: Record<string, string>, status = 400, code = 'VALIDATION_FAILED') =>
    json(status, { message: Object.values(fields)[0], code, fields });
  const taken = (name: string, id?: number) =>
    state.kits.some((k) => k.name === name && k.id !== id);
  const clearDefault = () => {
    state.kits = state.kits.map((k) => ({ ...k, isDefault: false }));
  };

  const answer = (method: string, path: string, body: unknown): Response => {
    if (method === 'GET' && path === '/api/designs') {
      const data = [...state.kits].sort((a, b) => a.name.localeCompare(b.name));
      return json(200, { data });
    }
    if (method === 'POST' && path === '/api/designs') {
      const parsed = createDesignKitSchema.safeParse(body ?? {});
      if (!parsed.success) {
        return invalid({
          [String(parsed.error.issues[0]?.path[0] ?? '_')]: parsed.error.issues[0]!.message,
        });
      }
      const design = parseKitDesign(parsed.data.design ?? {});
      if (!design.ok) return invalid(design.fields);
      if (taken(parsed.data.name)) {
        return invalid({ name: DESIGN_KIT_MESSAGES.nameTaken }, 409, 'DESIGN_EXISTS');
      }
      if (parsed.data.isDefault) clearDefault();
      const made = {
        ...kit(nextId++, parsed.data.name, design.design),
        isDefault: !!parsed.data.isDefault,
      };
      state.kits.push(made);
      return json(201, made);
    }
    const applyTo = Number(/^\/api\/designs\/(\d+)\/apply$/.exec(path)?.[1]);
    if (method === 'POST' && applyTo) {
      if (!state.kits.some((k) => k.id === applyTo)) {
        return json(404, { message: DESIGN_KIT_MESSAGES.notFound, code: 'NOT_FOUND' });
      }
      const parsed = applyDesignKitSchema.safeParse(body ?? {});
      if (!parsed.success) return invalid({ codes: DESIGN_KIT_MESSAGES.applyCodes });
      const results = parsed.data.codes.map((code) => ({ ...code, ok: true }));
      return json(200, { applied: results.length, failed: 0, results });
    }
    const id = Number(/^\/api\/designs\/(\d+)$/.exec(path)?.[1]);
    const current = state.kits.find((k) => k.id === id);
    if (!current) return json(404, { message: DESIGN_KIT_MESSAGES.notFound, code: 'NOT_FOUND' });
    if (method === 'DELETE') {
      state.kits = state.kits.filter((k) => k.id !== id);
      return new Response(null, { status: 204 });
    }
    if (method === 'PATCH') {
      const parsed = updateDesignKitSchema.safeParse(body ?? {});
      if (!parsed.success) return invalid({ _: parsed.error.issues[0]!.message });
      const { name, isDefault } = parsed.data;
      if (name !== undefined && taken(name, id)) {
        return invalid({ name: DESIGN_KIT_MESSAGES.nameTaken }, 409, 'DESIGN_EXISTS');
      }
      if (isDefault) clearDefault();
      const next = {
        ...state.kits.find((k) => k.id === id)!,
        ...(name !== undefined ? { name } : {}),
        ...(isDefault !== undefined ? { isDefault } : {}),
      };
      state.kits = state.kits.map((k) => (k.id === id ? next : k));
      return json(200, next);
    }
    return json(404, { message: 'Not found', code: 'NOT_FOUND' });
  };

  const innerFetch = inner.fetch;
  inner.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/designs' || url.pathname.startsWith('/api/designs/')) {
      const method = (init?.method ?? 'GET').toUpperCase();
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
      inner.requests.push({ method, url: String(input), body, credentials: init?.credentials });
      return answer(method, url.pathname, body);
    }
    return innerFetch(input, init);
  }) as typeof fetch;
  return state;
}
