import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  TAG_COLOURS,
  TAG_NAME_MAX,
  tagNameSchema,
  type TagColour,
} from '../../../../contracts/organise.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../components/ui/toast.js';
import { serverMessage } from '../../../lib/api.js';
import { useDashboardT } from '../layout/dashboard-words.js';
import { invalidateCodeLists } from '../api/code-actions.js';
import {
  createFolder,
  createTag,
  deleteFolder,
  deleteTag,
  renameFolder,
  updateTag,
  useFolders,
  useTags,
} from '../api/organise.js';
import { DialogFrame } from '../dialogs/dialog-frame.js';

const fieldClass =
  'min-h-10 min-w-0 rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

type Pending = { kind: 'folder' | 'tag'; id: number; name: string; count: number };

/** Runs a change; on failure shows the server's message. True when it was made. */
function useChange() {
  const client = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const { t } = useDashboardT();
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setError(null);
      toast({ title: done, variant: 'success' });
      return true;
    } catch (err) {
      setError(serverMessage(err) ?? t('organise.failed'));
      return false;
    } finally {
      void invalidateCodeLists(client);
    }
  };
  return { error, setError, run };
}

/** One name that can be edited in place (Enter or Save). */
function RenameField({
  label,
  name,
  onSave,
}: {
  label: string;
  name: string;
  onSave(name: string): Promise<boolean>;
}) {
  const [value, setValue] = useState(name);
  const { t } = useDashboardT();
  return (
    <form
      className="flex min-w-0 flex-1 gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (value.trim() && value.trim() !== name) void onSave(value.trim());
      }}
    >
      <input
        aria-label={label}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className={`${fieldClass} flex-1`}
      />
      {value.trim() !== name && (
        <Button type="submit" variant="outline">
          {t('form.save')}
        </Button>
      )}
    </form>
  );
}

/**
 * The workspace's folders and tags (issue 40 item 1): create, rename, recolour, delete (after a
 * confirmation saying what happens to the codes: they are kept).
 */
export function OrganiseManager({ open, onClose }: { open: boolean; onClose(): void }) {
  const folders = useFolders().data ?? [];
  const tags = useTags().data ?? [];
  const { error, setError, run } = useChange();
  const [newFolder, setNewFolder] = useState('');
  const [newTag, setNewTag] = useState('');
  const [newColour, setNewColour] = useState<TagColour>('blue');
  const [pending, setPending] = useState<Pending | null>(null);
  const { t } = useDashboardT();
  const codes = (count: number) => t('organise.codeCount', { count });

  async function addFolder(event: FormEvent) {
    event.preventDefault();
    if (await run(() => createFolder(newFolder.trim()), t('organise.folderCreated'))) {
      setNewFolder('');
    }
  }
  async function addTag(event: FormEvent) {
    event.preventDefault();
    const parsed = tagNameSchema.safeParse(newTag);
    if (!parsed.success) {
      setError(t('organise.tagNameInvalid', { max: TAG_NAME_MAX }));
      return;
    }
    if (await run(() => createTag(parsed.data, newColour), t('organise.tagCreated'))) setNewTag('');
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={t('organise.title')}
      description={t('organise.description')}
      wide
    >
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <section aria-labelledby="folders-heading" className="grid gap-2">
        <h3 id="folders-heading" className="font-semibold text-gray-900">
          {t('organise.folders')}
        </h3>
        <ul className="grid gap-2">
          {folders.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-2">
              <RenameField
                key={f.name}
                label={t('organise.folderName', { name: f.name })}
                name={f.name}
                onSave={(name) => run(() => renameFolder(f.id, name), t('organise.folderRenamed'))}
              />
              <span className="text-xs text-gray-600">{codes(f.codeCount)}</span>
              <Button
                variant="outline"
                aria-label={t('organise.deleteFolder', { name: f.name })}
                onClick={() =>
                  setPending({ kind: 'folder', id: f.id, name: f.name, count: f.codeCount })
                }
              >
                {t('card.delete')}
              </Button>
            </li>
          ))}
        </ul>
        <form onSubmit={(e) => void addFolder(e)} className="flex gap-2">
          <input
            aria-label={t('organise.newFolderName')}
            placeholder={t('organise.newFolder')}
            value={newFolder}
            maxLength={60}
            onChange={(e) => setNewFolder(e.target.value)}
            className={`${fieldClass} flex-1`}
          />
          <Button type="submit">{t('organise.addFolder')}</Button>
        </form>
      </section>
      <section aria-labelledby="tags-heading" className="grid gap-2">
        <h3 id="tags-heading" className="font-semibold text-gray-900">
          {t('organise.tags')}
        </h3>
        <ul className="grid gap-2">
          {tags.map((tag) => (
            <li key={tag.id} className="flex flex-wrap items-center gap-2">
              <RenameField
                key={tag.name}
                label={t('organise.tagName', { name: tag.name })}
                name={tag.name}
                onSave={(name) => run(() => updateTag(tag.id, { name }), t('organise.tagRenamed'))}
              />
              <select
                aria-label={t('organise.tagColour', { name: tag.name })}
                value={tag.colour}
                onChange={(e) =>
                  void run(
                    () => updateTag(tag.id, { colour: e.target.value as TagColour }),
                    t('organise.tagRecoloured'),
                  )
                }
                className={fieldClass}
              >
                {TAG_COLOURS.map((c) => (
                  <option key={c} value={c}>
                    {t(`colour.${c}`)}
                  </option>
                ))}
              </select>
              <span className="text-xs text-gray-600">{codes(tag.codeCount)}</span>
              <Button
                variant="outline"
                aria-label={t('organise.deleteTag', { name: tag.name })}
                onClick={() =>
                  setPending({ kind: 'tag', id: tag.id, name: tag.name, count: tag.codeCount })
                }
              >
                {t('card.delete')}
              </Button>
            </li>
          ))}
        </ul>
        <form onSubmit={(e) => void addTag(e)} className="flex flex-wrap gap-2">
          <input
            aria-label={t('organise.newTagName')}
            placeholder={t('organise.newTag')}
            value={newTag}
            maxLength={40}
            onChange={(e) => setNewTag(e.target.value)}
            className={`${fieldClass} flex-1`}
          />
          <select
            aria-label={t('organise.newTagColour')}
            value={newColour}
            onChange={(e) => setNewColour(e.target.value as TagColour)}
            className={fieldClass}
          >
            {TAG_COLOURS.map((c) => (
              <option key={c} value={c}>
                {t(`colour.${c}`)}
              </option>
            ))}
          </select>
          <Button type="submit">{t('organise.addTag')}</Button>
        </form>
      </section>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={
          pending
            ? t(pending.kind === 'folder' ? 'organise.confirmFolder' : 'organise.confirmTag', {
                name: pending.name,
              })
            : ''
        }
        description={
          pending
            ? t(pending.kind === 'folder' ? 'organise.folderKept' : 'organise.tagKept', {
                count: pending.count,
              })
            : ''
        }
        confirmLabel={t('card.delete')}
        destructive
        onConfirm={() => {
          const p = pending;
          setPending(null);
          if (!p) return;
          void run(
            () => (p.kind === 'folder' ? deleteFolder(p.id) : deleteTag(p.id)),
            t(p.kind === 'folder' ? 'organise.folderDeleted' : 'organise.tagDeleted'),
          );
        }}
      />
    </DialogFrame>
  );
}
