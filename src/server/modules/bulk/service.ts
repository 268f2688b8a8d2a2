import { randomBytes } from 'node:crypto';
import {
  BULK_MESSAGES,
  BULK_ROW_LIMITS,
  isBulkType,
  runCapProblem,
  saveItemsSchema,
  startRunSchema,
  type BulkItemResponse,
  type BulkLimits,
  type BulkRunDetail,
  type BulkRunResponse,
} from '../../../contracts/bulk.js';
import { DESIGN_FIELD_NAMES } from '../../../contracts/design.js';
import { GENERATE_MESSAGES, unknownFieldNames } from '../../../contracts/generator.js';
import type { QrType } from '../../../qr/index.js';
import type { Database } from '../../db/client.js';
import { AppError, firstIssueMessage, notFound, unauthorized } from '../../lib/errors.js';
import type { DynamicCodeService } from '../dynamic-codes/index.js';
import type { GenerateResult, GeneratorService } from '../generator/index.js';
import { countLiveDynamicCodes, planFor, workspacePlanFields } from '../plans/index.js';
import * as repo from './repository.js';

export interface Owner {
  userId: number;
  clientId: number;
  workspaceId: number;
  /**
   * Origin of the owner's short links: the white-label host the request came in on
   * (lib/tenant.ts); absent: PUBLIC_URL.
   */
  origin?: string;
}

/** Every key POST /api/bulk-generate-qrcode reads: the spec's five, ours, and the design. */
export const ITEM_FIELD_NAMES = [
  'qrType',
  'qrData',
  'data',
  'runId',
  'row',
  'name',
  'png',
  'logoId',
  ...DESIGN_FIELD_NAMES,
] as const;

function validationError(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_FAILED', message, { [field]: message });
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * Bulk generation. A run is announced first (POST /api/bulk-runs) so the plan's caps stop an
 * oversized list before any code is made; its rows then come one request each
 * (POST /api/bulk-generate-qrcode, spec 001 §7), rendered and read back by the generator in the
 * worker pool exactly as a single code is. Dynamic runs create codes through the dynamic-code
 * service (its plan limit and atomic gate). Runs and their outcomes are readable by their owner
 * only.
 */
export class BulkService {
  private readonly now: () => Date;

  constructor(
    private readonly deps: {
      db: Database;
      generator: GeneratorService;
      dynamicCodes: DynamicCodeService;
      now?: () => Date;
    },
  ) {
    this.now = deps.now ?? (() => new Date());
  }

  /** What the workspace's plan allows a run: rows, and dynamic codes still to create. */
  async limits(owner: Owner): Promise<BulkLimits> {
    const fields = await workspacePlanFields(this.deps.db, owner.workspaceId);
    if (!fields) throw unauthorized();
    const plan = planFor(fields, this.now());
    const maxRows = plan.name === 'free' ? BULK_ROW_LIMITS.free : BULK_ROW_LIMITS.premium;
    const dynamicRemaining =
      plan.dynamicLimit === null
        ? null
        : Math.max(
            0,
            plan.dynamicLimit - (await countLiveDynamicCodes(this.deps.db, owner.workspaceId)),
          );
    return { plan: plan.name, maxRows, dynamicRemaining };
  }

  /** Checks the caps and records the run. 400 (fields), 403 BULK_ROW_LIMIT / DYNAMIC_LIMIT_REACHED. */
  async startRun(owner: Owner, body: unknown): Promise<BulkRunResponse> {
    const parsed = startRunSchema.safeParse(asRecord(body));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw validationError(
        String(issue?.path[0] ?? 'rows'),
        firstIssueMessage(parsed.error.issues),
      );
    }
    const { rows, dynamic } = parsed.data;
    const qrType = parsed.data.qrType as QrType;
    if (dynamic && qrType !== 'url') {
      throw validationError('dynamic', BULK_MESSAGES.dynamicNeedsUrl);
    }
    const codes = Math.min(parsed.data.codes ?? rows, rows);
    const problem = runCapProblem(await this.limits(owner), rows, dynamic, codes);
    if (problem) throw new AppError(403, problem.code, problem.message);
    const row = await repo.insertRun(this.deps.db, {
      id: randomBytes(16).toString('base64url'),
      clientId: owner.clientId,
      userId: owner.userId,
      workspaceId: owner.workspaceId,
      qrType,
      dynamic,
      rowCount: rows,
    });
    return toRunResponse(row);
  }

  /** The run and every row's outcome; 404 for anyone but its owner. */
  async getRun(owner: Owner, id: string): Promise<BulkRunDetail> {
    const run = await repo.findRun(this.deps.db, owner, id);
    if (!run) throw notFound(BULK_MESSAGES.runNotFound);
    const items = await repo.listItems(this.deps.db, run.id);
    return {
      ...toRunResponse(run),
      items: items.map((i) => ({
        row: i.row,
        status: i.status,
        name: i.name,
        content: i.content,
        shortUrl: i.shortUrl,
        scannable: i.scannable,
        grade: i.grade,
        error: i.error,
      })),
    };
  }

  /**
   * Saves the outcomes of a static run's rows rendered in the browser (rows the server recorded
   * keep the server's outcome). 404 for anyone but the owner; 400 for a dynamic run (its rows
   * are recorded by the server as it creates them) or a row outside the run.
   */
  async saveItems(owner: Owner, id: string, body: unknown): Promise<{ saved: number }> {
    const run = await repo.findRun(this.deps.db, owner, id);
    if (!run) throw notFound(BULK_MESSAGES.runNotFound);
    const parsed = saveItemsSchema.safeParse(asRecord(body));
    if (!parsed.success) {
      const [issue] = parsed.error.issues;
      throw validationError(
        issue?.path.map(String).join('.') || 'items',
        firstIssueMessage(parsed.error.issues),
      );
    }
    if (run.dynamic) throw validationError('items', BULK_MESSAGES.dynamicRowsByServer);
    const items = parsed.data.items;
    if (items.some((i) => i.row > run.rowCount)) {
      throw validationError('row', BULK_MESSAGES.rowOutOfRange);
    }
    await repo.insertItemsIfAbsent(
      this.deps.db,
      items.map((i) => ({
        runId: run.id,
        row: i.row,
        status: i.status,
        name: i.name || null,
        content: i.content ?? null,
        shortUrl: null,
        // Not the server's three-decoder verdict: the browser's read-back (docs/bulk.md).
        scannable: null,
        grade: i.grade ?? null,
        error: i.error ?? null,
      })),
    );
    return { saved: items.length };
  }

  /**
   * One row: the spec's body (qrType, qrData, fgColor, bgColor, data) plus any design field,
   * logoId, name, png (true: also answer the PNG), and runId with row (1-based) for a run.
   * Throws AppError 400/422 for bad input (the row's outcome is recorded first when in a run).
   */
  async generateItem(owner: Owner, body: unknown): Promise<BulkItemResponse> {
    const input = asRecord(body);
    const unknown = unknownFieldNames(input, ITEM_FIELD_NAMES);
    if (unknown.length > 0) {
      const fields = Object.fromEntries(unknown.map((k) => [k, GENERATE_MESSAGES.unknownField]));
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        GENERATE_MESSAGES.unknownFields(unknown),
        fields,
      );
    }
    const qrType = typeof input.qrType === 'string' ? input.qrType : '';
    if (!isBulkType(qrType)) throw validationError('qrType', BULK_MESSAGES.unsupportedType);
    const name = typeof input.name === 'string' ? input.name.trim().slice(0, 255) : '';

    let run: repo.BulkRunRow | null = null;
    let row = 0;
    if (input.runId !== undefined && input.runId !== null) {
      run =
        typeof input.runId === 'string'
          ? await repo.findRun(this.deps.db, owner, input.runId)
          : null;
      if (!run) throw notFound(BULK_MESSAGES.runNotFound);
      row = typeof input.row === 'number' ? input.row : NaN;
      if (!Number.isInteger(row) || row < 1 || row > run.rowCount) {
        throw validationError('row', BULK_MESSAGES.rowOutOfRange);
      }
      if (run.qrType !== qrType) throw validationError('qrType', BULK_MESSAGES.unsupportedType);
    }

    const content = contentOf(qrType, input);
    const design = Object.fromEntries(
      DESIGN_FIELD_NAMES.filter((k) => input[k] !== undefined).map((k) => [k, input[k]]),
    );
    const logo = input.logoId ? { logoId: input.logoId } : {};
    const caller = {
      userId: owner.userId,
      clientId: owner.clientId,
      workspaceId: owner.workspaceId,
    };

    try {
      let rendered: GenerateResult;
      let shortUrl: string | undefined;
      let codeId: number | undefined;
      if (run?.dynamic) {
        const created = await this.deps.dynamicCodes.createRendered(
          { destination: content.url ?? '', name, qrType: 'url', ...design, ...logo },
          owner,
          { png: input.png === true },
        );
        rendered = created.rendered;
        shortUrl = created.response.shortUrl;
        codeId = created.response.id;
      } else {
        rendered = await this.deps.generator.generate(
          { qrType, ...content, ...design, ...logo },
          caller,
          { png: input.png === true },
        );
      }
      if (run) {
        await repo.upsertItem(this.deps.db, {
          runId: run.id,
          row,
          status: rendered.scannable ? 'success' : 'error',
          name: name || null,
          content: rendered.content,
          shortUrl: shortUrl ?? null,
          scannable: rendered.scannable,
          grade: rendered.grade,
          error: rendered.scannable ? null : rendered.gradeReason,
        });
      }
      return {
        qrCode: rendered.qrCode,
        content: rendered.content,
        scannable: rendered.scannable,
        grade: rendered.grade,
        gradeReason: rendered.gradeReason,
        ...(input.png === true ? { png: rendered.png } : {}),
        ...(shortUrl ? { shortUrl, codeId } : {}),
      };
    } catch (err) {
      if (run && err instanceof AppError && err.status < 500) {
        await repo.upsertItem(this.deps.db, {
          runId: run.id,
          row,
          status: 'error',
          name: name || null,
          content: null,
          shortUrl: null,
          scannable: null,
          grade: null,
          error: err.message,
        });
      }
      throw err;
    }
  }
}

/**
 * The type's content fields from the spec's body: `qrData` (an object: `url` for url, `data`
 * or `textContent` for text, the type's field names otherwise); without qrData, `data` is the
 * url or text (the trimmed line).
 */
function contentOf(qrType: QrType, input: Record<string, unknown>): Record<string, unknown> {
  const qrData = asRecord(input.qrData);
  const given = Object.keys(qrData).length > 0;
  if (qrType === 'text') {
    const text = given ? (qrData.textContent ?? qrData.data) : input.data;
    return { textContent: text };
  }
  if (qrType === 'url' && !given) return { url: input.data };
  const { data: _data, ...fields } = qrData;
  return fields;
}

function toRunResponse(row: repo.BulkRunRow): BulkRunResponse {
  return {
    id: row.id,
    rows: row.rowCount,
    qrType: row.qrType as QrType,
    dynamic: row.dynamic,
    createdAt: row.createdAt.toISOString(),
  };
}
