import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import clsx from 'clsx';
import {
  galleryImagesOf,
  QR_CONTENT_LIMITS,
  QR_CONTENT_MESSAGES,
} from '../../../../contracts/qr-content.js';
import { serverMessage } from '../../../lib/api.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { localizeMessage } from '../../../lib/i18n/localize-message.js';
import { Button } from '../../../components/ui/button.js';
import { textOf, type ContentValue } from './content-value.js';
import {
  describedBy,
  FieldFrame,
  INPUT_CLASSES,
  inputBorder,
  type FieldIds,
} from './field-frame.js';
import { formText, type FieldSpec } from './field-specs.js';
import {
  titleFromFileName,
  UPLOAD_FAILED,
  UPLOAD_RULES,
  uploadFile,
  uploadProblem,
} from './upload-file.js';

/**
 * One image as the form holds it: the contract's fields plus the file name for display (known
 * for files chosen in this form; a saved code keeps only ids and alt texts, so it is '').
 */
export interface GalleryItem {
  imageId: string;
  alt: string;
  fileName: string;
}

/** What the list calls an image: its file name, else its alt text, else '' (its number alone). */
function nameOf(item: GalleryItem): string {
  return item.fileName || item.alt.trim();
}

/**
 * The gallery of a form value: `images` (new), or the single `imageId` of a code made before
 * galleries (its `imageFileName` kept), so editing an old code starts from its one image.
 */
export function galleryItemsOf(value: ContentValue): GalleryItem[] {
  const names = Array.isArray(value.images) ? (value.images as Record<string, unknown>[]) : [];
  return galleryImagesOf(value).map((image, i) => ({
    imageId: image.imageId,
    alt: image.alt ?? '',
    fileName:
      (typeof names[i]?.fileName === 'string' ? (names[i].fileName as string) : '') ||
      (i === 0 ? textOf(value, 'imageFileName') : ''),
  }));
}

/** `value` with the gallery replaced (and the legacy single-image keys dropped). */
function withItems(value: ContentValue, name: string, items: GalleryItem[]): ContentValue {
  const { imageId: _id, imageFileName: _name, ...rest } = value;
  return { ...rest, [name]: items };
}

interface GalleryFieldProps {
  spec: Extract<FieldSpec, { kind: 'gallery' }>;
  ids: FieldIds;
  value: ContentValue;
  onChange(next: ContentValue): void;
  /** The form's messages: the gallery's own and those of its images ("images.2.alt"). */
  errors: Record<string, string>;
  required: boolean;
  disabled?: boolean;
}

/**
 * The images of an images code (issue 25): add several files at once (each checked and
 * uploaded on choice, as the single upload field does), give each an alt text, put them in
 * order with Move up / Move down buttons (no dragging needed), and remove any. The focus stays
 * on the moved image's button, and a status line says where it went.
 */
export function GalleryField({
  spec,
  ids,
  value,
  onChange,
  errors,
  required,
  disabled,
}: GalleryFieldProps) {
  const { t } = useT('generatorForms');
  const rule = UPLOAD_RULES.image;
  const items = galleryItemsOf(value);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusAfter = useRef<string | null>(null);
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  // After a move or a removal the focus goes to the button named in focusAfter (or the file
  // input), since the element that had it moved or is gone.
  useEffect(() => {
    const target = focusAfter.current;
    if (target === null) return;
    focusAfter.current = null;
    const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-focus="${target}"]`);
    if (button && !button.disabled) button.focus();
    else inputRef.current?.focus();
  });

  const update = (next: GalleryItem[]) => onChange(withItems(value, spec.name, next));

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? []);
    input.value = ''; // choosing the same files again must fire change again
    if (files.length === 0) return;
    const room = spec.max - items.length;
    const refused = files.map((file) => uploadProblem('image', file)).find((p) => p !== null);
    if (refused) {
      setProblem(t(refused));
      return;
    }
    if (files.length > room) {
      setProblem(QR_CONTENT_MESSAGES.imagesTooMany);
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setProblem(null);
    setUploading(true);
    try {
      for (const file of files) {
        const typed = textOf(latest.current.value, 'title').trim();
        const title = typed || titleFromFileName(file.name) || file.name;
        const uploaded = await uploadFile('image', file, { title }, controller.signal);
        const current = latest.current;
        const next = {
          ...withItems(current.value, spec.name, [
            ...galleryItemsOf(current.value),
            { imageId: uploaded.id, alt: '', fileName: uploaded.fileName },
          ]),
          // The first file's name prefills an empty Title, as the single upload does.
          ...(typed === '' ? { title } : {}),
        };
        current.onChange(next);
        // The next file's answer may come before the re-render: it builds on this value.
        latest.current = { ...current, value: next };
      }
      setAnnouncement(t('gallery.added', { count: files.length }));
    } catch (caught) {
      if (controller.signal.aborted) return;
      setProblem(serverMessage(caught) ?? t(UPLOAD_FAILED));
    } finally {
      if (!controller.signal.aborted) setUploading(false);
      if (pending.current === controller) pending.current = null;
    }
  }

  function move(index: number, by: -1 | 1) {
    const item = items[index];
    if (item === undefined) return;
    const next = items.filter((_, i) => i !== index);
    next.splice(index + by, 0, item);
    focusAfter.current = `${by < 0 ? 'up' : 'down'}-${index + by}`;
    setAnnouncement(
      t('gallery.moved', {
        name: shownName(item, index),
        position: index + by + 1,
        total: next.length,
      }),
    );
    update(next);
  }

  function remove(index: number) {
    const item = items[index];
    if (item === undefined) return;
    const next = items.filter((_, i) => i !== index);
    focusAfter.current = next.length === 0 ? 'none' : `remove-${Math.min(index, next.length - 1)}`;
    setAnnouncement(t('gallery.removed', { name: shownName(item, index) }));
    setProblem(null);
    update(next);
  }

  /** What a status line calls an image: its name, else "Image 2". */
  function shownName(item: GalleryItem, index: number): string {
    return nameOf(item) || t('gallery.image', { number: index + 1 });
  }

  /** A button's name: "Move image 2 (terrace.png) up", or "Move image 2 up" without a name. */
  function buttonName(
    item: GalleryItem,
    index: number,
    plain: 'gallery.moveUp' | 'gallery.moveDown' | 'gallery.remove',
  ): string {
    const name = nameOf(item);
    const number = index + 1;
    return name ? t(`${plain}Named`, { number, name }) : t(plain, { number });
  }

  function setAlt(index: number, alt: string) {
    update(items.map((item, i) => (i === index ? { ...item, alt } : item)));
  }

  // The gallery's own message, else the first about one of its images ("Image 2: ...").
  const nested = Object.entries(errors).find(([key]) => key.startsWith(`${spec.name}.`));
  const nestedMessage = nested
    ? t('gallery.imageProblem', {
        number: Number(nested[0].split('.')[1]) + 1,
        message: localizeMessage(nested[1]),
      })
    : undefined;
  const shownError = problem ?? errors[spec.name] ?? nestedMessage;
  const statusId = `${ids.input}-status`;
  const full = items.length >= spec.max;
  const hint = spec.hint && formText(t, spec.hint);

  return (
    <FieldFrame
      ids={ids}
      label={
        items.length === 0
          ? t(spec.label)
          : t('gallery.addMore', { count: items.length, max: spec.max })
      }
      required={required && items.length === 0}
      hint={hint}
      error={shownError}
      wide={spec.wide}
      labelAsText={full}
    >
      {items.length > 0 && (
        <ol ref={listRef} aria-label={t('gallery.list')} className="m-0 grid list-none gap-2 p-0">
          {items.map((item, i) => {
            const altId = `${ids.input}-alt-${i}`;
            const altError = errors[`${spec.name}.${i}.alt`];
            return (
              <li
                key={`${item.imageId}-${i}`}
                data-image-id={item.imageId}
                className="grid gap-2 rounded-md border border-gray-300 bg-gray-50 p-2 sm:grid-cols-[3.5rem_1fr_auto] sm:items-center"
              >
                <img
                  src={`/images/${encodeURIComponent(item.imageId)}/raw`}
                  alt=""
                  loading="lazy"
                  className="h-14 w-14 rounded object-cover"
                />
                <div className="grid min-w-0 gap-1">
                  <span className="truncate text-sm text-gray-900">
                    {i + 1}. {nameOf(item) || t('gallery.uploadedImage')}
                  </span>
                  <label htmlFor={altId} className="text-xs break-words text-gray-700">
                    {t('gallery.altLabel', { number: i + 1 })}
                  </label>
                  <input
                    id={altId}
                    type="text"
                    value={item.alt}
                    maxLength={QR_CONTENT_LIMITS.imageAlt}
                    disabled={disabled}
                    aria-invalid={altError ? true : undefined}
                    onChange={(event) => setAlt(i, event.target.value)}
                    className={clsx(INPUT_CLASSES, inputBorder(altError))}
                  />
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="outline"
                    className="px-2 py-1"
                    data-focus={`up-${i}`}
                    disabled={disabled || i === 0}
                    onClick={() => move(i, -1)}
                    aria-label={buttonName(item, i, 'gallery.moveUp')}
                  >
                    {t('gallery.up')}
                  </Button>
                  <Button
                    variant="outline"
                    className="px-2 py-1"
                    data-focus={`down-${i}`}
                    disabled={disabled || i === items.length - 1}
                    onClick={() => move(i, 1)}
                    aria-label={buttonName(item, i, 'gallery.moveDown')}
                  >
                    {t('gallery.down')}
                  </Button>
                  <Button
                    variant="outline"
                    className="px-2 py-1"
                    data-focus={`remove-${i}`}
                    disabled={disabled}
                    onClick={() => remove(i)}
                    aria-label={buttonName(item, i, 'gallery.remove')}
                  >
                    {t('upload.remove')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {!full && (
        <input
          ref={inputRef}
          id={ids.input}
          name={spec.name}
          type="file"
          multiple
          accept={rule.accept}
          required={required && items.length === 0}
          aria-required={(required && items.length === 0) || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy(ids, hint, shownError, uploading ? statusId : '')}
          disabled={disabled || uploading}
          onChange={(e) => void choose(e)}
          className={clsx(
            INPUT_CLASSES,
            inputBorder(shownError),
            'file:mr-3 file:rounded file:border-0 file:bg-primary file:px-3 file:py-1 file:text-sm file:text-white',
          )}
        />
      )}
      <p id={statusId} role="status" className="text-sm text-gray-600">
        {uploading
          ? t('upload.uploading')
          : full
            ? `${announcement} ${t('gallery.full', { max: spec.max })}`.trim()
            : announcement}
      </p>
    </FieldFrame>
  );
}
