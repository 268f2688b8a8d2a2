import {
  ORGANISE_MESSAGES,
  TAGS_PER_CODE_MAX,
  type BulkLabels,
  type CodeLabels,
  type FolderWithCount,
  type TagColour,
  type TagWithCount,
} from '../../../contracts/organise.js';
import type { Database, DbExecutor } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import * as repo from './repository.js';
import type { OrganiseOwner } from './repository.js';

export type { OrganiseOwner } from './repository.js';

const conflict = (message: string) => new AppError(409, 'NAME_TAKEN', message, { name: message });

/**
 * Folders and tags of a workspace's dynamic codes (issue 40 item 1): managed by id, set on codes
 * by folder id and tag names. A folder or tag of another workspace is "not found" like one
 * that does not exist. Moving or tagging a code changes nothing else of it (short link,
 * content, history, updatedAt).
 */
export class OrganiseService {
  constructor(private readonly deps: { db: Database }) {}

  async folders(owner: OrganiseOwner): Promise<FolderWithCount[]> {
    return repo.listFolders(this.deps.db, owner);
  }

  async createFolder(owner: OrganiseOwner, name: string) {
    const row = await repo.insertFolder(this.deps.db, owner, name);
    if (!row) throw conflict(ORGANISE_MESSAGES.folderTaken);
    return { id: row.id, name: row.name };
  }

  async renameFolder(owner: OrganiseOwner, id: number, name: string) {
    const before = await repo.findFolder(this.deps.db, owner, id);
    if (!before) throw notFound(ORGANISE_MESSAGES.folderNotFound);
    const row = await this.named(() => repo.renameFolder(this.deps.db, owner, id, name), 'folder');
    if (!row) throw notFound(ORGANISE_MESSAGES.folderNotFound);
    return { before: before.name, folder: { id: row.id, name: row.name } };
  }

  async deleteFolder(owner: OrganiseOwner, id: number) {
    const row = await repo.deleteFolder(this.deps.db, owner, id);
    if (!row) throw notFound(ORGANISE_MESSAGES.folderNotFound);
    return { id: row.id, name: row.name };
  }

  async tags(owner: OrganiseOwner): Promise<TagWithCount[]> {
    const rows = await repo.listTags(this.deps.db, owner);
    return rows.map((r) => ({ ...r, colour: r.colour as TagColour }));
  }

  async createTag(owner: OrganiseOwner, name: string, colour: TagColour = 'grey') {
    const row = await repo.insertTag(this.deps.db, owner, name, colour);
    if (!row) throw conflict(ORGANISE_MESSAGES.tagTaken);
    return { id: row.id, name: row.name, colour: row.colour as TagColour };
  }

  async updateTag(owner: OrganiseOwner, id: number, values: { name?: string; colour?: TagColour }) {
    const before = await repo.findTag(this.deps.db, owner, id);
    if (!before) throw notFound(ORGANISE_MESSAGES.tagNotFound);
    const row = await this.named(() => repo.updateTag(this.deps.db, owner, id, values), 'tag');
    if (!row) throw notFound(ORGANISE_MESSAGES.tagNotFound);
    return {
      before: { name: before.name, colour: before.colour },
      tag: { id: row.id, name: row.name, colour: row.colour as TagColour },
    };
  }

  async deleteTag(owner: OrganiseOwner, id: number) {
    const row = await repo.deleteTag(this.deps.db, owner, id);
    if (!row) throw notFound(ORGANISE_MESSAGES.tagNotFound);
    return { id: row.id, name: row.name };
  }

  /** 404 (field folderId) unless `folderId` is the workspace's folder. */
  async assertFolder(owner: OrganiseOwner, folderId: number): Promise<void> {
    await this.applyFolder(this.deps.db, owner, [], folderId);
  }

  /**
   * Sets one code's folder (`folderId`, null: none) and/or tags (names; missing ones are made,
   * grey), in one transaction. 404 when the code or the folder is not the workspace's.
   * `notFoundMessage`: the code's "not found" text (the caller's module owns it).
   */
  async setLabels(
    owner: OrganiseOwner,
    codeId: number,
    labels: CodeLabels,
    notFoundMessage: string,
  ): Promise<void> {
    await this.deps.db.transaction(async (tx) => {
      const [live] = await repo.liveCodeIds(tx, owner, [codeId]);
      if (live === undefined) throw notFound(notFoundMessage);
      await this.applyFolder(tx, owner, [codeId], labels.folderId);
      if (labels.tags !== undefined) {
        const tags = await repo.ensureTags(tx, owner, labels.tags);
        await repo.replaceCodeTags(
          tx,
          codeId,
          tags.map((t) => t.id),
        );
      }
    });
  }

  /**
   * Moves and/or tags many codes at once, all or nothing: every id must be the workspace's
   * live code (else 404, nothing changed). Tags added are made where missing; a code ends with
   * at most TAGS_PER_CODE_MAX tags (else 400, nothing changed).
   */
  async bulk(owner: OrganiseOwner, change: BulkLabels): Promise<number> {
    const ids = [...new Set(change.codeIds)];
    await this.deps.db.transaction(async (tx) => {
      const live = await repo.liveCodeIds(tx, owner, ids);
      if (live.length !== ids.length) throw notFound(ORGANISE_MESSAGES.codesNotFound);
      await this.applyFolder(tx, owner, ids, change.folderId);
      if (change.removeTags?.length) {
        const gone = await repo.tagsNamed(tx, owner, change.removeTags);
        await repo.removeCodeTags(
          tx,
          ids,
          gone.map((t) => t.id),
        );
      }
      if (change.addTags?.length) {
        const tags = await repo.ensureTags(tx, owner, change.addTags);
        await repo.addCodeTags(
          tx,
          ids,
          tags.map((t) => t.id),
        );
        const most = await repo.mostTagsOf(tx, ids);
        if (most > TAGS_PER_CODE_MAX) {
          throw new AppError(400, 'VALIDATION_FAILED', ORGANISE_MESSAGES.tooManyTags, {
            addTags: ORGANISE_MESSAGES.tooManyTags,
          });
        }
      }
    });
    return ids.length;
  }

  private async applyFolder(
    tx: DbExecutor,
    owner: OrganiseOwner,
    ids: number[],
    folderId: number | null | undefined,
  ) {
    if (folderId === undefined) return;
    if (folderId !== null && !(await repo.findFolder(tx, owner, folderId))) {
      throw new AppError(404, 'NOT_FOUND', ORGANISE_MESSAGES.folderNotFound, {
        folderId: ORGANISE_MESSAGES.folderNotFound,
      });
    }
    if (ids.length > 0) await repo.moveCodes(tx, owner, ids, folderId);
  }

  /** Runs a rename, answering a taken name as 409. */
  private async named<T>(write: () => Promise<T>, what: 'folder' | 'tag'): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (what === 'folder' && repo.isUniqueViolation(err, repo.FOLDER_NAME_KEY)) {
        throw conflict(ORGANISE_MESSAGES.folderTaken);
      }
      if (what === 'tag' && repo.isUniqueViolation(err, repo.TAG_NAME_KEY)) {
        throw conflict(ORGANISE_MESSAGES.tagTaken);
      }
      throw err;
    }
  }
}
