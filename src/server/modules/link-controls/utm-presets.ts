import { ownerOf, requireMember } from '../../lib/guards.js';
import { z } from 'zod';
import {
  LINK_CONTROL_MESSAGES,
  MAX_UTM_PRESETS,
  utmPresetInputSchema,
  type UtmPreset,
} from '../../../contracts/link-controls.js';
import { utmPresetSchema } from '../../../contracts/utm-presets.js';
import type { Database } from '../../db/client.js';
import type { App } from '../../lib/app-types.js';
import { AppError, firstFieldMessage, notFound } from '../../lib/errors.js';
import { emptyAnswer, errorAnswers } from '../../lib/route-schemas.js';
import type { Owner } from './service.js';
import * as repo from './utm-presets-repository.js';

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
    return repo.listPresets(this.db, owner);
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
    if ((await repo.countPresets(this.db, owner)) >= MAX_UTM_PRESETS) {
      throw validationError({ name: LINK_CONTROL_MESSAGES.presetLimit }, 409, 'PRESET_LIMIT');
    }
    const row = await repo.insertPreset(this.db, owner, parsed.data);
    if (!row) {
      throw validationError({ name: LINK_CONTROL_MESSAGES.presetNameTaken }, 409, 'PRESET_EXISTS');
    }
    return row;
  }

  async delete(owner: Owner, id: number): Promise<void> {
    if (!(await repo.deletePreset(this.db, owner, id)))
      throw notFound(LINK_CONTROL_MESSAGES.presetNotFound);
  }
}

/** GET and POST /api/utm-presets, DELETE /api/utm-presets/{id} (signed in; own presets only). */
export function registerUtmPresetRoutes(app: App, service: UtmPresetService): void {
  const read = requireMember('utm-preset', 'viewer');
  const write = requireMember('utm-preset', 'editor');
  app.get(
    '/api/utm-presets',
    {
      onRequest: read,
      schema: { response: { 200: z.array(utmPresetSchema), ...errorAnswers(401) } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.list(ownerOf(request));
    },
  );
  app.post(
    '/api/utm-presets',
    {
      onRequest: write,
      schema: {
        body: utmPresetInputSchema,
        response: { 201: utmPresetSchema, ...errorAnswers(400, 401, 409) },
      },
      // The service validates it with this same schema and names each wrong field (a missing
      // body is read as {}); the route's schema documents it only.
      validatorCompiler: () => (value) => ({ value }),
    },
    async (request, reply) => {
      const preset = await service.create(ownerOf(request), request.body);
      return reply.status(201).send(preset);
    },
  );
  app.delete(
    '/api/utm-presets/:id',
    {
      onRequest: write,
      schema: { params: idParams, response: { 204: emptyAnswer, ...errorAnswers(401, 404) } },
    },
    async (request, reply) => {
      const owner = ownerOf(request);
      const id = /^[1-9]\d{0,9}$/.test(request.params.id) ? Number(request.params.id) : NaN;
      if (!Number.isSafeInteger(id) || id > 2_147_483_647) {
        throw notFound(LINK_CONTROL_MESSAGES.presetNotFound);
      }
      await service.delete(owner, id);
      return reply.status(204).send(undefined);
    },
  );
}
