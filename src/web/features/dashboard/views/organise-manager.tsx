import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { TAG_COLOURS, tagNameSchema, type TagColour } from '../../../../contracts/organise.js';
import { Button } from '../../../components/ui/button.js';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.js';
import { toast } from '../../../components/ui/toast.js';
import { serverMessage } from '../../../lib/api.js';
import { countOf } from '../../../../contracts/plural.js';
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
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setError(null);
      toast({ title: done, variant: 'success' });
      return true;
    } catch (err) {
      setError(serverMessage(err) ?? 'That did not work. Please try again.');
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
          Save
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

  async function addFolder(event: FormEvent) {
    event.preventDefault();
    if (await run(() => createFolder(newFolder.trim()), 'Folder created')) setNewFolder('');
  }
  async function addTag(event: FormEvent) {
    event.preventDefault();
    const parsed = tagNameSchema.safeParse(newTag);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (await run(() => createTag(parsed.data, newColour), 'Tag created')) setNewTag('');
  }

  return (
    <DialogFrame
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title="Folders and tags"
      description="A dynamic code is in at most one folder and can have many tags. Deleting a folder or tag never deletes codes."
      wide
    >
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <section aria-labelledby="folders-heading" className="grid gap-2">
        <h3 id="folders-heading" className="font-semibold text-gray-900">
          Folders
        </h3>
        <ul className="grid gap-2">
          {folders.map((f) => (
            <li key={f.id} className="flex flex-wrap items-center gap-2">
              <RenameField
                key={f.name}
                label={`Folder name: ${f.name}`}
                name={f.name}
                onSave={(name) => run(() => renameFolder(f.id, name), 'Folder renamed')}
              />
              <span className="text-xs text-gray-600">{countOf(f.codeCount, 'code')}</span>
              <Button
                variant="outline"
                aria-label={`Delete folder ${f.name}`}
                onClick={() =>
                  setPending({ kind: 'folder', id: f.id, name: f.name, count: f.codeCount })
                }
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
        <form onSubmit={(e) => void addFolder(e)} className="flex gap-2">
          <input
            aria-label="New folder name"
            placeholder="New folder"
            value={newFolder}
            maxLength={60}
            onChange={(e) => setNewFolder(e.target.value)}
            className={`${fieldClass} flex-1`}
          />
          <Button type="submit">Add folder</Button>
        </form>
      </section>
      <section aria-labelledby="tags-heading" className="grid gap-2">
        <h3 id="tags-heading" className="font-semibold text-gray-900">
          Tags
        </h3>
        <ul className="grid gap-2">
          {tags.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center gap-2">
              <RenameField
                key={t.name}
                label={`Tag name: ${t.name}`}
                name={t.name}
                onSave={(name) => run(() => updateTag(t.id, { name }), 'Tag renamed')}
              />
              <select
                aria-label={`Colour of ${t.name}`}
                value={t.colour}
                onChange={(e) =>
                  void run(
                    () => updateTag(t.id, { colour: e.target.value as TagColour }),
                    'Tag recoloured',
                  )
                }
                className={fieldClass}
              >
                {TAG_COLOURS.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
              <span className="text-xs text-gray-600">{countOf(t.codeCount, 'code')}</span>
              <Button
                variant="outline"
                aria-label={`Delete tag ${t.name}`}
                onClick={() =>
                  setPending({ kind: 'tag', id: t.id, name: t.name, count: t.codeCount })
                }
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
        <form onSubmit={(e) => void addTag(e)} className="flex flex-wrap gap-2">
          <input
            aria-label="New tag name"
            placeholder="New tag"
            value={newTag}
            maxLength={40}
            onChange={(e) => setNewTag(e.target.value)}
            className={`${fieldClass} flex-1`}
          />
          <select
            aria-label="New tag colour"
            value={newColour}
            onChange={(e) => setNewColour(e.target.value as TagColour)}
            className={fieldClass}
          >
            {TAG_COLOURS.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          <Button type="submit">Add tag</Button>
        </form>
      </section>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(o) => !o && setPending(null)}
        title={pending ? `Delete ${pending.kind} "${pending.name}"?` : ''}
        description={
          pending
            ? pending.kind === 'folder'
              ? `Its ${countOf(pending.count, 'code')} will be kept, in no folder.`
              : `It will be taken off its ${countOf(pending.count, 'code')}; the codes are kept.`
            : ''
        }
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          const p = pending;
          setPending(null);
          if (!p) return;
          void run(
            () => (p.kind === 'folder' ? deleteFolder(p.id) : deleteTag(p.id)),
            p.kind === 'folder' ? 'Folder deleted' : 'Tag deleted',
          );
        }}
      />
    </DialogFrame>
  );
}
