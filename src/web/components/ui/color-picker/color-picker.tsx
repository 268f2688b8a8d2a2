// ColorPicker: a swatch button that opens a popover with a saturation/value area, a hue
// slider and R, G, B, hue and hex inputs (spec 000 §2 "Colors", §9 ranges).
//
// Contract: `value` is the committed colour (#RRGGBB). Dragging and key presses change only the
// picker's local preview; onChange is called on release (pointerup, keyup) and when an input
// commits (blur or Enter), and only when the colour differs from `value`. onChange receives
// #RRGGBB in upper case. The popover closes on an outside click and on Escape; closing it
// drops any preview the parent did not take up.
import * as Popover from '@radix-ui/react-popover';
import { useState } from 'react';
import { useT } from '../../../lib/i18n/i18n.js';
import {
  hexToHsv,
  hexToHsvKeepingHue,
  hsvToRgb,
  parseHex,
  rgbToHex,
  type Hsv,
  type Rgb,
} from './colour.js';
import { FOCUS_RING } from './focus-ring.js';
import { HexField } from './hex-field.js';
import { HueSlider } from './hue-slider.js';
import { NumberField } from './number-field.js';
import { SaturationValueArea } from './saturation-value-area.js';

export interface ColorPickerProps {
  /**
   * What the colour is for, e.g. "Foreground", in the page's language. Names the button and
   * the popover.
   */
  label: string;
  /** The committed colour, #RRGGBB. */
  value: string;
  /** Called with #RRGGBB (upper case) when the user commits a different colour. */
  onChange(hex: string): void;
  disabled?: boolean;
  /** Id of the swatch button, for an outside <label htmlFor>. */
  id?: string;
}

// The picker's words are the generator's (generatorDesign messages): the generator and the
// white-label form are its users.
const CHANNELS = [
  { key: 'r', shortLabel: 'picker.redShort', label: 'picker.red' },
  { key: 'g', shortLabel: 'picker.greenShort', label: 'picker.green' },
  { key: 'b', shortLabel: 'picker.blueShort', label: 'picker.blue' },
] as const;

export function ColorPicker({ label, value, onChange, disabled, id }: ColorPickerProps) {
  const { t } = useT('generatorDesign');
  // A malformed value from the parent is shown as black rather than crashing the form.
  const committed = parseHex(value) ?? '#000000';
  const [open, setOpen] = useState(false);
  // The preview. HSV is kept unrounded and carries the hue through greys and black.
  const [hsv, setHsv] = useState<Hsv>(() => hexToHsv(committed));
  const [seen, setSeen] = useState(committed);

  // The parent changed the colour (or took up a commit): follow it unless the preview
  // already shows that colour, so a hue the user picked is not rounded away.
  if (committed !== seen) {
    setSeen(committed);
    if (rgbToHex(hsvToRgb(hsv)) !== committed) setHsv(hexToHsvKeepingHue(committed, hsv));
  }

  const rgb = hsvToRgb(hsv);
  const hex = rgbToHex(rgb);

  function commit(next: Hsv) {
    setHsv(next);
    const nextHex = rgbToHex(hsvToRgb(next));
    if (nextHex !== committed) onChange(nextHex);
  }

  function commitHex(nextHex: string) {
    commit(hexToHsvKeepingHue(nextHex, hsv));
  }

  function commitChannel(channel: keyof Rgb, n: number) {
    commitHex(rgbToHex({ ...rgb, [channel]: n }));
  }

  /** Drops an uncommitted preview: the picker shows `value` again. */
  function revert() {
    if (hex !== committed) setHsv(hexToHsvKeepingHue(committed, hsv));
  }

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) revert();
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger asChild>
        <button
          type="button"
          id={id}
          aria-label={`${label} ${committed}`}
          disabled={disabled}
          className={`inline-flex max-w-full items-center gap-2 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm text-gray-900 hover:bg-gray-50 disabled:cursor-not-allowed disabled:opacity-50 ${FOCUS_RING}`}
        >
          <span
            aria-hidden="true"
            className="size-6 shrink-0 rounded border border-gray-400"
            style={{ backgroundColor: committed }}
          />
          <span className="truncate">{label}</span>
          <span className="font-mono text-gray-600">{committed}</span>
        </button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          aria-label={t('picker.dialog', { label })}
          align="start"
          sideOffset={6}
          collisionPadding={8}
          // A typed value must not be lost when the user clicks away: blur commits it.
          onPointerDownOutside={() => {
            const focused = document.activeElement;
            if (focused instanceof HTMLInputElement) focused.blur();
          }}
          className="z-50 flex w-64 max-w-[calc(100vw-16px)] flex-col gap-3 rounded-lg border border-gray-200 bg-white p-3 shadow-lg"
        >
          <SaturationValueArea hsv={hsv} onPreview={setHsv} onCommit={commit} onCancel={revert} />
          <HueSlider hsv={hsv} onPreview={setHsv} onCommit={commit} onCancel={revert} />
          <div className="grid grid-cols-4 gap-2">
            {CHANNELS.map((c) => (
              <NumberField
                key={c.key}
                shortLabel={t(c.shortLabel)}
                label={t(c.label)}
                value={rgb[c.key]}
                min={0}
                max={255}
                onCommit={(n) => commitChannel(c.key, n)}
              />
            ))}
            <NumberField
              shortLabel={t('picker.hue')}
              label={t('picker.hue')}
              value={hsv.h}
              min={0}
              max={360}
              onCommit={(h) => commit({ ...hsv, h })}
            />
          </div>
          <div className="flex items-end gap-2">
            <div className="flex-1">
              <HexField value={hex} onCommit={commitHex} />
            </div>
            <span
              aria-hidden="true"
              className="mb-0.5 size-7 shrink-0 rounded border border-gray-400"
              style={{ backgroundColor: hex }}
            />
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
