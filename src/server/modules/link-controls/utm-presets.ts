import { and, asc, count, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  LINK_CONTROL_MESSAGES,
  MAX_UTM_PRESETS,
  utmPresetInputSchema,
  type UtmPreset,
} from '../../../contracts/link-controls.js';
import type { Database } from '../../db/client.js';
import { utmPresets } from '../../db/schema/index.js';
import type { App } from '../../lib/app-types.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import type { Owner } from './service.js';
import { onlyRow } from '../../db/raw-rows.js';

const idParams = z.object({ id: z.string() });

function validationError(fields: Record<string, string>, status = 400, code = 'VALIDATION_FAILED') {
  return new AppError(status, code, firstFieldMessage(fields), fields);
}

/**
 * Saved UTM parameter sets of one user (issue 20, item 4): list, save under a new name, delete.
 * Every query is scoped to the signed-in user and client, so another user's preset is "not
 * found" whether or not it exists. Names are unique per user (the unique index decides, so two
 * saves racing on one name give one preset and one 409). The limit of MAX_UTM_PRESETS is checked
 * before the insert; two saves racing at the limit may both pass, which only wastes a row.
 */
export class UtmPresetService {
  constructor(private readonly db: Database) {}

  async list(owner: Owner): Promise<UtmPreset[]> {
    return this.db
      .select({ id: utmPresets.id, name: utmPresets.name, params: utmPresets.params })
      .from(utmPresets)
      .where(and(eq(utmPresets.userId, owner.userId), eq(utmPresets.clientId, owner.clientId)))
      .orderBy(asc(utmPresets.name), asc(utmPresets.id));
  }

  async create(owner: Owner, body: unknown): Promise<UtmPreset> {
    const parsed = utmPresetInputSchema.safeParse(body ?? {});
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        fields[issue.path.map(String).join('.') || '_'] ??= issue.message;
      }
      throw validationError(fields);
    }
    const { n } = onlyRow(
      await this.db
        .select({ n: count() })
        .from(utmPresets)
        .where(and(eq(utmPresets.userId, owner.userId), eq(utmPresets.clientId, owner.clientId))),
      'create',
    );
    if (n >= MAX_UTM_PRESETS) {
      throw validationError({ name: LINK_CONTROL_MESSAGES.presetLimit }, 409, 'PRESET_LIMIT');
    }
    const [row] = await this.db
      .insert(utmPresets)
      .values({
        clientId: owner.clientId,
        userId: owner.userId,
        name: parsed.data.name,
        params: parsed.data.params,
      })
      .onConflictDoNothing()
      .returning({ id: utmPresets.id, name: utmPresets.name, params: utmPresets.params });
    if (!row) {
      throw validationError({ name: LINK_CONTROL_MESSAGES.presetNameTaken }, 409, 'PRESET_EXISTS');
    }
    return row;
  }

  async delete(owner: Owner, id: number): Promise<void> {
    const removed = await this.db
      .delete(utmPresets)
      .where(
        and(
          eq(utmPresets.id, id),
          eq(utmPresets.userId, owner.userId),
          eq(utmPresets.clientId, owner.clientId),
        ),
      )
      .returning({ id: utmPresets.id });
    if (removed.length === 0) throw notFound(LINK_CONTROL_MESSAGES.presetNotFound);
  }
}

/** GET and POST /api/utm-presets, DELETE /api/utm-presets/{id} (signed in; own presets only). */
export function registerUtmPresetRoutes(app: App, service: UtmPresetService): void {
  const ownerOf = async (request: Parameters<App['sessions']['requireUser']>[0]) => {
    const user = await app.sessions.requireUser(request);
    return { userId: user.id, clientId: user.clientId };
  };
  app.get('/api/utm-presets', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return service.list(await ownerOf(request));
  });
  app.post('/api/utm-presets', async (request, reply) => {
    const preset = await service.create(await ownerOf(request), request.body);
    return reply.status(201).send(preset);
  });
  app.delete('/api/utm-presets/:id', { schema: { params: idParams } }, async (request, reply) => {
    const owner = await ownerOf(request);
    const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
    if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
      throw notFound(LINK_CONTROL_MESSAGES.presetNotFound);
    }
    await service.delete(owner, id);
    return reply.status(204).send();
  });
}
