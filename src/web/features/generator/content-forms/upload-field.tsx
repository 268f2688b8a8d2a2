import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import clsx from 'clsx';
import { serverMessage } from '../../../lib/api.js';
import { useT } from '../../../lib/i18n/i18n.js';
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

interface UploadFieldProps {
  spec: Extract<FieldSpec, { kind: 'upload' }>;
  ids: FieldIds;
  value: ContentValue;
  onChange(next: ContentValue): void;
  error?: string;
  required: boolean;
  disabled?: boolean;
}

/**
 * The file of the pdf and images types. Choosing a file checks it (type, size), uploads it at
 * once with the title and description typed so far, and stores the returned id in the
 * field (pdfId / imageId) and the file name beside it. A problem with the file or the upload
 * is shown in place of the form's own message for the field.
 */
export function UploadField({
  spec,
  ids,
  value,
  onChange,
  error,
  required,
  disabled,
}: UploadFieldProps) {
  const { t } = useT('generatorForms');
  const rule = UPLOAD_RULES[spec.upload];
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const focusInput = useRef(false);
  // The value when the upload finishes may differ from the one it started with (the user
  // kept typing): the answer is merged into the latest.
  const latest = useRef({ value, onChange });
  useEffect(() => {
    latest.current = { value, onChange };
  });
  const pending = useRef<AbortController | null>(null);
  useEffect(() => () => pending.current?.abort(), []);

  const uploadedId = textOf(value, spec.name);
  const fileName = textOf(value, spec.fileNameKey) || t('upload.uploadedFile');
  const label = t(spec.label);
  const hint = spec.hint && formText(t, spec.hint);

  useEffect(() => {
    if (uploadedId === '' && focusInput.current) {
      focusInput.current = false;
      inputRef.current?.focus();
    }
  }, [uploadedId]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const refused = uploadProblem(spec.upload, file);
    if (refused !== null) {
      setProblem(t(refused));
      input.value = ''; // choosing the same file again must fire change again
      return;
    }
    pending.current?.abort();
    const controller = new AbortController();
    pending.current = controller;
    setProblem(null);
    setUploading(true);
    // The server keeps a title with the file: one typed so far, else one from the file name
    // (the file field comes first, so it is often chosen before the title is typed).
    const title = textOf(value, 'title').trim() || titleFromFileName(file.name) || file.name;
    try {
      const uploaded = await uploadFile(
        spec.upload,
        file,
        { title, description: textOf(value, 'description') },
        controller.signal,
      );
      const current = latest.current;
      current.onChange({
        ...current.value,
        [spec.name]: uploaded.id,
        [spec.fileNameKey]: uploaded.fileName,
        // Shown in the Title field for the user to change when they had not typed one.
        ...(spec.fillsTitle !== false && textOf(current.value, 'title').trim() === ''
          ? { title }
          : {}),
      });
    } catch (caught) {
      if (controller.signal.aborted) return;
      setProblem(serverMessage(caught) ?? t(UPLOAD_FAILED));
      input.value = '';
    } finally {
      if (!controller.signal.aborted) setUploading(false);
      if (pending.current === controller) pending.current = null;
    }
  }

  function remove() {
    focusInput.current = true;
    setProblem(null);
    onChange({ ...value, [spec.name]: '', [spec.fileNameKey]: '' });
  }

  const shownError = problem ?? error;
  const statusId = `${ids.input}-status`;

  if (uploadedId !== '') {
    return (
      <FieldFrame
        ids={ids}
        label={label}
        required={required}
        error={shownError}
        wide={spec.wide}
        labelAsText
      >
        <div
          role="group"
          aria-labelledby={`${ids.input}-label`}
          aria-describedby={describedBy(ids, false, shownError)}
          className="flex min-w-0 items-center justify-between gap-3 rounded-md border border-gray-300 bg-gray-50 px-3 py-2"
        >
          <span className="min-w-0 truncate text-sm text-gray-900" title={fileName}>
            {fileName}
          </span>
          <Button
            variant="outline"
            className="shrink-0 px-3 py-1"
            onClick={remove}
            disabled={disabled}
            aria-label={t('upload.removeFile', { fileName })}
          >
            {t('upload.remove')}
          </Button>
        </div>
      </FieldFrame>
    );
  }

  return (
    <FieldFrame
      ids={ids}
      label={label}
      required={required}
      hint={hint}
      error={shownError}
      wide={spec.wide}
    >
      <input
        ref={inputRef}
        id={ids.input}
        name={spec.name}
        type="file"
        accept={rule.accept}
        required={required}
        aria-required={required || undefined}
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
      {uploading && (
        <p id={statusId} role="status" className="text-sm text-gray-600">
          {t('upload.uploading')}
        </p>
      )}
    </FieldFrame>
  );
}
