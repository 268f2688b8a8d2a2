import {
  SAVED_VIEW_MESSAGES,
  SAVED_VIEWS_MAX,
  type SavedView,
} from '../../../contracts/saved-views.js';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../organise/index.js';
import * as repo from './repository.js';
import type { ViewOwner } from './repository.js';

export type { ViewOwner } from './repository.js';

const taken = () =>
  new AppError(409, 'NAME_TAKEN', SAVED_VIEW_MESSAGES.taken, { name: SAVED_VIEW_MESSAGES.taken });

/**
 * Saved views of the code list (issue 40 item 2): each user's own, per workspace. Another
 * user's view, or one of another workspace, is "not found" like one that does not exist.
 */
export class SavedViewService {
  constructor(private readonly deps: { db: Database }) {}

  list(owner: ViewOwner): Promise<SavedView[]> {
    return repo.listViews(this.deps.db, owner);
  }

  async create(owner: ViewOwner, name: string, search: string): Promise<SavedView> {
    if ((await repo.countViews(this.deps.db, owner)) >= SAVED_VIEWS_MAX) {
      throw new AppError(409, 'TOO_MANY_VIEWS', SAVED_VIEW_MESSAGES.tooMany);
    }
    const view = await repo.insertView(this.deps.db, owner, name, search);
    if (!view) throw taken();
    return view;
  }

  async rename(owner: ViewOwner, id: number, name: string): Promise<SavedView> {
    let view: SavedView | null;
    try {
      view = await repo.renameView(this.deps.db, owner, id, name);
    } catch (err) {
      if (isUniqueViolation(err, repo.VIEW_NAME_KEY)) throw taken();
      throw err;
    }
    if (!view) throw notFound(SAVED_VIEW_MESSAGES.notFound);
    return view;
  }

  async remove(owner: ViewOwner, id: number): Promise<void> {
    if (!(await repo.deleteView(this.deps.db, owner, id))) {
      throw notFound(SAVED_VIEW_MESSAGES.notFound);
    }
  }
}
