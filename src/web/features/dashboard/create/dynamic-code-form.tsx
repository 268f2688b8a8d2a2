import { useId, useMemo, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { editDestinationSchema } from '../../../../contracts/dynamic-codes.js';
import { encodeQr } from '../../../../qr/encode/encode-qr.js';
import {
  CORNER_SHAPES,
  DOT_SHAPES,
  resolveDesign,
  type CornerShape,
  type DotShape,
} from '../../../../qr/render/design.js';
import { renderSvg } from '../../../../qr/render/svg.js';
import { Button } from '../../../components/ui/button.js';
import { TextField } from '../../../components/ui/text-field.js';
import { useCreateDynamicCode } from '../api/create-dynamic.js';
import { ACTIVE_HREF } from '../layout/dashboard-views.js';
import { SvgImage } from '../preview/code-image.js';

const SHAPE_LABELS: Record<string, string> = {
  square: 'Square',
  circle: 'Circle',
  rounded: 'Rounded',
  'classy-rounded': 'Classy rounded',
  'curve-square': 'Rounded square',
};

const fieldClass =
  'w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:text-sm';

interface FormDesign {
  fgColor: string;
  bgColor: string;
  dotShape: DotShape;
  cornerShape: CornerShape;
}

const INITIAL: FormDesign = {
  fgColor: '#000000',
  bgColor: '#FFFFFF',
  dotShape: 'square',
  cornerShape: 'square',
};

/**
 * The printed code encodes PUBLIC_URL/d/{8 characters}; the preview encodes an address of the
 * same length, so it has the same size and density as the code the server will make.
 */
function previewAddress(): string {
  return `${window.location.origin}/d/XXXXXXXX`;
}

function Select<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        className={fieldClass}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {SHAPE_LABELS[option] ?? option}
          </option>
        ))}
      </select>
    </div>
  );
}

function ColourInput({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        {label}
      </label>
      <input
        id={id}
        type="color"
        value={value}
        onChange={(event) => onChange(event.target.value.toUpperCase())}
        className="h-10 w-full cursor-pointer rounded-md border border-gray-300 bg-white p-1"
      />
    </div>
  );
}

/**
 * "Create a dynamic QR code": a name, the destination (http or https, the contract's messages)
 * and a few design choices, with a preview drawn in the browser. Blocked on the client at the
 * plan's limit (the hook's toast); on success the active list opens with the new code first.
 */
export function DynamicCodeForm() {
  const { create, isPending, canCreate } = useCreateDynamicCode();
  const [, navigate] = useLocation();
  const [name, setName] = useState('');
  const [destination, setDestination] = useState('');
  const [design, setDesign] = useState<FormDesign>(INITIAL);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const previewSvg = useMemo(() => {
    try {
      const matrix = encodeQr(previewAddress(), { ecl: 'M', fit: true });
      return renderSvg(matrix, resolveDesign(design), { idPrefix: 'dynamic-preview' });
    } catch (error) {
      console.warn('Drawing the dynamic code preview failed', error);
      return null;
    }
  }, [design]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = editDestinationSchema.safeParse({ destination });
    if (!parsed.success) {
      setErrors({ destination: parsed.error.issues[0]?.message ?? '' });
      return;
    }
    setErrors({});
    const url = parsed.data.destination;
    const result = await create({
      qrType: 'url',
      // The generate body's own content field, and the redirect target: the same address.
      url,
      destination: url,
      name: name.trim(),
      ...design,
    });
    if (result.ok) {
      navigate(ACTIVE_HREF);
    } else {
      setErrors({ destination: result.fields.destination ?? result.fields.url ?? '' });
    }
  }

  const change = (patch: Partial<FormDesign>) => setDesign((current) => ({ ...current, ...patch }));
  return (
    <section
      id="dynamic-form"
      aria-labelledby="dynamic-form-heading"
      className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="dynamic-form-heading" className="text-2xl font-bold text-gray-900">
        Create a dynamic QR code
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        The code points to a short link, so you can change where it goes after printing, pause it,
        and count its scans.
      </p>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="mt-6 grid gap-6 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]"
      >
        <div className="grid content-start gap-4">
          <TextField
            label="Name"
            value={name}
            maxLength={255}
            placeholder="e.g. Spring menu"
            onChange={(event) => setName(event.target.value)}
          />
          <TextField
            label="Destination URL"
            type="url"
            inputMode="url"
            autoComplete="url"
            placeholder="https://example.com/menu"
            value={destination}
            error={errors.destination || undefined}
            onChange={(event) => setDestination(event.target.value)}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <ColourInput
              label="Foreground colour"
              value={design.fgColor}
              onChange={(fgColor) => change({ fgColor })}
            />
            <ColourInput
              label="Background colour"
              value={design.bgColor}
              onChange={(bgColor) => change({ bgColor })}
            />
            <Select
              label="Dot shape"
              value={design.dotShape}
              options={DOT_SHAPES}
              onChange={(dotShape) => change({ dotShape })}
            />
            <Select
              label="Corner shape"
              value={design.cornerShape}
              options={CORNER_SHAPES}
              onChange={(cornerShape) => change({ cornerShape })}
            />
          </div>
          <Button type="submit" disabled={isPending} className="w-full py-3 text-base">
            {isPending ? 'Creating...' : 'Create Dynamic QR Code'}
          </Button>
          {!canCreate && (
            <p className="text-sm text-amber-800">
              You have reached your plan&apos;s limit of dynamic QR codes. Upgrade to create more;
              your existing codes keep working.
            </p>
          )}
        </div>
        <div className="grid content-start justify-items-center gap-2">
          <SvgImage svg={previewSvg} label="Dynamic QR code preview" size={192} />
          <p className="text-center text-xs text-gray-500">
            Preview. The short link is assigned when you create the code.
          </p>
        </div>
      </form>
    </section>
  );
}
