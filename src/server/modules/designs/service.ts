import {
  applyDesignKitSchema,
  createDesignKitSchema,
  DESIGN_KIT_MESSAGES,
  MAX_DESIGN_KITS,
  parseKitDesign,
  updateDesignKitSchema,
  type ApplyDesignKitResult,
  type DesignKit,
  type KitDesign,
} from '../../../contracts/designs.js';
import type { Database } from '../../db/client.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import type { AuditChange } from '../audit/index.js';
import * as repo from './repository.js';

/** Who acts on kits: the workspace (within its client) and the user acting. */
export interface KitOwner {
  userId: number;
  clientId: number;
  workspaceId: number;
}

export interface DesignKitDeps {
  db: Database;
  /** True when `logoId` is a logo upload of the client (the generator's own check). */
  logoExists: (logoId: string, clientId: number) => Promise<boolean>;
  now: () => Date;
  /**
   * Restyles one code of the owner with a design (the codes modules' restyle: drawn and read
   * back first). Throws AppError (404, 409, 422) for a code that is not restyled.
   */
  restyle: (
    owner: KitOwner,
    code: { kind: 'dynamic' | 'saved'; id: number },
    design: KitDesign,
  ) => Promise<void>;
}

function validationError(fields: Record<string, string>, status = 400, code = 'VALIDATION_FAILED') {
  return new AppError(status, code, firstFieldMessage(fields), fields);
}

function zodFields(issues: readonly { path: PropertyKey[]; message: string }[]) {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
  return fields;
}

/** A kit id from a path or a request: a positive 32-bit integer, else null. */
export function parseKitId(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string' || !/^[1-9]\d{0,9}$/.test(text)) return null;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * Brand kits of a workspace (issue 40 item 4): list, create, change (name, design, default),
 * delete, and resolve a kit's design for a code being made. Names are unique per workspace
 * (checked first for a clear message, the unique index decides a race); at most
 * MAX_DESIGN_KITS per workspace. A kit's design is validated with the generator's schema and
 * messages, its logo must be an upload of the client. Nothing here changes a code.
 */
export class DesignKitService {
  constructor(private readonly deps: DesignKitDeps) {}

  list(owner: KitOwner): Promise<DesignKit[]> {
    return repo.listKits(this.deps.db, owner);
  }

  async get(owner: KitOwner, id: number | null): Promise<DesignKit> {
    const kit = id === null ? undefined : await repo.findKit(this.deps.db, owner, id);
    if (!kit) throw notFound(DESIGN_KIT_MESSAGES.notFound);
    return kit;
  }

  async create(owner: KitOwner, body: unknown): Promise<DesignKit> {
    const parsed = createDesignKitSchema.safeParse(body ?? {});
    if (!parsed.success) throw validationError(zodFields(parsed.error.issues));
    const design = await this.validDesign(owner, parsed.data.design ?? {});
    const { db } = this.deps;
    if ((await repo.countKits(db, owner)) >= MAX_DESIGN_KITS) {
      throw validationError({ name: DESIGN_KIT_MESSAGES.limit }, 409, 'DESIGN_LIMIT');
    }
    const kit = await repo.insertKit(db, owner, {
      name: parsed.data.name,
      design,
      isDefault: parsed.data.isDefault ?? false,
    });
    if (!kit) throw validationError({ name: DESIGN_KIT_MESSAGES.nameTaken }, 409, 'DESIGN_EXISTS');
    return kit;
  }

  /**
   * Changes a kit: `name`, `design` (the fields given replace the kit's, the others keep their
   * value; logoId null removes the logo) and/or `isDefault`. Answers the kit before and after.
   */
  async update(
    owner: KitOwner,
    id: number | null,
    body: unknown,
  ): Promise<{ before: DesignKit; after: DesignKit }> {
    const parsed = updateDesignKitSchema.safeParse(body ?? {});
    if (!parsed.success) throw validationError(zodFields(parsed.error.issues));
    const { name, design, isDefault } = parsed.data;
    const before = await this.get(owner, id);
    if (name === undefined && design === undefined && isDefault === undefined) {
      throw validationError({ _: DESIGN_KIT_MESSAGES.nothingToChange });
    }
    const change: { name?: string; design?: KitDesign; isDefault?: boolean } = {};
    if (design !== undefined) {
      if (typeof design !== 'object' || design === null || Array.isArray(design)) {
        throw validationError({ design: DESIGN_KIT_MESSAGES.designObject });
      }
      change.design = await this.validDesign(owner, { ...before.design, ...design });
    }
    if (name !== undefined && name !== before.name) {
      if (await repo.nameTaken(this.deps.db, owner, name, before.id)) {
        throw validationError({ name: DESIGN_KIT_MESSAGES.nameTaken }, 409, 'DESIGN_EXISTS');
      }
      change.name = name;
    }
    if (isDefault !== undefined) change.isDefault = isDefault;
    const after = await repo.updateKit(this.deps.db, owner, before.id, change, this.deps.now());
    if (after === 'name-taken') {
      throw validationError({ name: DESIGN_KIT_MESSAGES.nameTaken }, 409, 'DESIGN_EXISTS');
    }
    if (!after) throw notFound(DESIGN_KIT_MESSAGES.notFound);
    return { before, after };
  }

  /** Deletes a kit (codes made with it keep their design). Answers the deleted kit's name. */
  async remove(owner: KitOwner, id: number | null): Promise<{ id: number; name: string }> {
    const name = id === null ? undefined : await repo.deleteKit(this.deps.db, owner, id);
    if (name === undefined || id === null) throw notFound(DESIGN_KIT_MESSAGES.notFound);
    return { id, name };
  }

  /**
   * The design of kit `designId` (a number or its text) of the owner's workspace, for a code
   * being made: 404 DESIGN_NOT_FOUND, naming `designId`, when the workspace has no such kit.
   */
  async resolve(owner: KitOwner, designId: unknown): Promise<KitDesign> {
    const id = parseKitId(designId);
    const kit = id === null ? undefined : await repo.findKit(this.deps.db, owner, id);
    if (!kit) {
      throw validationError({ designId: DESIGN_KIT_MESSAGES.designId }, 404, 'DESIGN_NOT_FOUND');
    }
    return kit.design;
  }

  /**
   * "Apply to these codes": restyles each chosen code of the workspace with the kit's design,
   * one after another, and answers each code's outcome (a code another workspace owns is not
   * found; one that would not scan keeps its design). The only way a kit changes codes.
   */
  async apply(owner: KitOwner, id: number | null, body: unknown): Promise<ApplyDesignKitResult> {
    const parsed = applyDesignKitSchema.safeParse(body ?? {});
    if (!parsed.success) throw validationError({ codes: DESIGN_KIT_MESSAGES.applyCodes });
    const kit = await this.get(owner, id);
    const results: ApplyDesignKitResult['results'] = [];
    for (const code of parsed.data.codes) {
      try {
        await this.deps.restyle(owner, code, kit.design);
        results.push({ ...code, ok: true });
      } catch (err) {
        if (!(err instanceof AppError) || err.status >= 500) throw err;
        results.push({ ...code, ok: false, message: err.message });
      }
    }
    const applied = results.filter((r) => r.ok).length;
    return { applied, failed: results.length - applied, results };
  }

  private async validDesign(owner: KitOwner, input: unknown): Promise<KitDesign> {
    const parsed = parseKitDesign(input);
    if (!parsed.ok) throw validationError(parsed.fields);
    const { logoId } = parsed.design;
    if (logoId !== undefined && !(await this.deps.logoExists(logoId, owner.clientId))) {
      throw validationError({ 'design.logoId': DESIGN_KIT_MESSAGES.unknownLogo });
    }
    return parsed.design;
  }
}

/** The audit trail entries of a kit's change (issue 39 item 6), in the order they apply. */
export function kitChangeEntries(before: DesignKit, after: DesignKit): AuditChange[] {
  const target = { kind: 'design', id: after.id, label: after.name };
  const entries: AuditChange[] = [];
  if (before.name !== after.name) {
    entries.push({
      action: 'design.rename',
      target,
      before: { name: before.name },
      after: { name: after.name },
    });
  }
  if (!sameDesign(before.design, after.design)) {
    entries.push({ action: 'design.update', target });
  }
  if (before.isDefault !== after.isDefault) {
    entries.push({
      action: 'design.default',
      target,
      before: { isDefault: before.isDefault },
      after: { isDefault: after.isDefault },
    });
  }
  return entries;
}

/** Field by field (a jsonb document comes back with its keys in its own order). */
function sameDesign(a: KitDesign, b: KitDesign): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((k) => left[k] === right[k]);
}
