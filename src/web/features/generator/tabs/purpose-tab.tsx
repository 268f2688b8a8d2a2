import { lazy, Suspense, useId } from 'react';
import { QR_TYPE_OPTIONS } from '../../../../contracts/qr-content.js';
import type { QrType } from '../../../../qr/payload/qr-types.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { ContentForm, type ContentValue } from '../content-forms/index.js';
import { FIELD_CLASSES, LABEL_CLASSES } from './field-styles.js';

// Only payment codes need it: loaded when that type is chosen.
const PaymentCodeNotice = lazy(() =>
  import('../../payments/payment-code-notice.js').then((m) => ({ default: m.PaymentCodeNotice })),
);

/** Purpose: the destination dropdown (spec 000 §2 order) and the chosen type's form. */
export function PurposeTab({
  qrType,
  onTypeChange,
  content,
  onContentChange,
  errors,
  onFieldBlur,
  disabled,
  signedIn,
}: {
  /** Signed in: a payment code's seller state is shown (signed out, payment is not offered). */
  signedIn: boolean;
  qrType: QrType;
  /** Asked to change the type; the card decides (a restricted type opens a dialog instead). */
  onTypeChange(next: QrType): void;
  content: ContentValue;
  onContentChange(next: ContentValue): void;
  errors: Record<string, string>;
  onFieldBlur(name: string): void;
  disabled?: boolean;
}) {
  const { t } = useT('generatorForms');
  const id = useId();
  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5">
        <label htmlFor={id} className={LABEL_CLASSES}>
          {t('destination.label')}
        </label>
        <select
          id={id}
          className={FIELD_CLASSES}
          value={qrType}
          disabled={disabled}
          onChange={(event) => onTypeChange(event.target.value as QrType)}
        >
          {QR_TYPE_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`destination.${option.value}`)}
            </option>
          ))}
        </select>
      </div>
      {signedIn && qrType === 'payment' && (
        <Suspense fallback={null}>
          <PaymentCodeNotice />
        </Suspense>
      )}
      <ContentForm
        qrType={qrType}
        value={content}
        onChange={onContentChange}
        errors={errors}
        onFieldBlur={onFieldBlur}
        disabled={disabled}
      />
    </div>
  );
}
