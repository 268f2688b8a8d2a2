import clsx from 'clsx';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { LOGO_SIZE } from '../../../../contracts/design.js';
import { serverMessage } from '../../../lib/api.js';
import { Button } from '../../../components/ui/button.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { LOGO_PRESETS, presetLabel, presetToFile } from '../logo-presets.js';
import {
  checkLogoFile,
  LOGO_MESSAGES,
  LOGO_TYPES,
  prepareLogo,
  type LogoState,
} from '../logo-file.js';
import { AccountBanner } from './account-banner.js';
import { LABEL_CLASSES } from './field-styles.js';

/** The browser's own checks (logo-file.ts), said in the page's language. */
const LOGO_PROBLEM_IDS = {
  [LOGO_MESSAGES.notImage]: 'logo.error.notImage',
  [LOGO_MESSAGES.tooLarge]: 'logo.error.tooLarge',
  [LOGO_MESSAGES.uploadFailed]: 'logo.error.uploadFailed',
} as const;

/**
 * Logo (spec 000 §2): upload an image or choose one of the nine presets; remove it again.
 * Every logo is uploaded (presets too, as files) so generate and save can name it by id.
 * Signed out, the tab shows the spec's banner above blurred, disabled controls.
 */
export function LogoTab({
  logo,
  onChange,
  signedIn,
  logoSize,
  onLogoSizeChange,
}: {
  logo: LogoState | null;
  onChange(next: LogoState | null): void;
  signedIn: boolean;
  /** Chosen logo width, fraction of the code's width (LOGO_SIZE). */
  logoSize: number;
  onLogoSizeChange(next: number): void;
}) {
  const { t } = useT('generatorDesign');
  const inputId = useId();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const disabled = !signedIn || busy;

  /** A check of this tab in the page's language; the server's answer is localised already. */
  const problemText = (text: string) =>
    text in LOGO_PROBLEM_IDS ? t(LOGO_PROBLEM_IDS[text as keyof typeof LOGO_PROBLEM_IDS]) : text;

  async function use(file: File, presetId?: string) {
    const invalid = checkLogoFile(file);
    setProblem(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      onChange(await prepareLogo(file, presetId));
    } catch (error) {
      setProblem(serverMessage(error) ?? LOGO_MESSAGES.uploadFailed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="grid gap-4">
      {!signedIn && <AccountBanner message="logo.banner" />}
      <fieldset
        disabled={disabled}
        aria-busy={busy}
        className={clsx('grid gap-4', !signedIn && 'pointer-events-none blur-[2px] select-none')}
        inert={!signedIn}
      >
        <legend className="sr-only">{t('logo.legend')}</legend>
        <div className="grid gap-1.5">
          <label htmlFor={inputId} className={LABEL_CLASSES}>
            {t('logo.upload')}
          </label>
          <input
            id={inputId}
            type="file"
            accept={LOGO_TYPES.join(',')}
            aria-describedby={`${inputId}-hint`}
            className="text-sm file:mr-3 file:rounded-md file:border-0 file:bg-gray-100 file:px-3 file:py-2 file:text-sm file:font-medium focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void use(file);
            }}
          />
          <p id={`${inputId}-hint`} className="text-xs text-gray-500">
            {t('logo.uploadHint')}
          </p>
        </div>

        <div className="grid gap-2">
          <p className={LABEL_CLASSES} id={`${inputId}-presets`}>
            {t('logo.presets')}
          </p>
          <div
            role="group"
            aria-labelledby={`${inputId}-presets`}
            className="grid grid-cols-5 gap-2 sm:grid-cols-9"
          >
            {LOGO_PRESETS.map((preset) => (
              <button
                key={preset.id}
                type="button"
                aria-label={presetLabel(preset, t)}
                aria-pressed={logo?.presetId === preset.id}
                onClick={() => void use(presetToFile(preset), preset.id)}
                className="rounded-md border border-gray-200 p-1.5 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none aria-pressed:border-primary aria-pressed:ring-1 aria-pressed:ring-primary"
              >
                <img src={preset.dataUri} alt="" className="mx-auto size-8" />
              </button>
            ))}
          </div>
        </div>

        {busy && (
          <p role="status" className="text-sm text-gray-600">
            {t('logo.uploading')}
          </p>
        )}
        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problemText(problem)}
          </p>
        )}
        {logo && (
          <div className="flex items-center gap-3 rounded-md border border-gray-200 p-2">
            <img
              src={logo.dataUri}
              alt={t('logo.selectedAlt')}
              className="size-10 object-contain"
            />
            <span className="flex-1 truncate text-sm text-gray-700">{logo.fileName}</span>
            <Button variant="ghost" onClick={() => onChange(null)}>
              <X className="size-4" aria-hidden="true" />
              {t('logo.remove')}
            </Button>
          </div>
        )}
        {logo && (
          <div className="grid gap-1.5">
            <div className="flex items-baseline justify-between gap-2">
              <label htmlFor={`${inputId}-size`} className={LABEL_CLASSES}>
                {t('logo.size')}
              </label>
              <output htmlFor={`${inputId}-size`} className="text-sm text-gray-700">
                {t('logo.sizeValue', { size: percent(logoSize) })}
              </output>
            </div>
            <input
              id={`${inputId}-size`}
              type="range"
              min={Math.round(LOGO_SIZE.min * 100)}
              max={Math.round(LOGO_SIZE.max * 100)}
              step={1}
              value={Math.round(logoSize * 100)}
              aria-valuetext={t('logo.sizeValue', { size: percent(logoSize) })}
              aria-describedby={`${inputId}-size-hint`}
              onChange={(event) => onLogoSizeChange(Number(event.target.value) / 100)}
              className="w-full accent-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
            />
            <p id={`${inputId}-size-hint`} className="text-xs text-gray-500">
              {t('logo.sizeHint')}
            </p>
          </div>
        )}
      </fieldset>
    </div>
  );
}

/** The fraction as a whole percentage (its sign and spacing are in the message). */
function percent(fraction: number): number {
  return Math.round(fraction * 100);
}
