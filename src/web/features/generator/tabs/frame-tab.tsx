import { useId } from 'react';
import { ColorPicker } from '../../../components/ui/color-picker/color-picker.js';
import { FRAME_TEXT_MAX } from '../../../../qr/render/design.js';
import type { DesignState } from '../design-state.js';
import { FIELD_CLASSES, LABEL_CLASSES } from './field-styles.js';
import { frameStyleTiles } from './style-tiles.js';
import { TilePicker } from './tile-picker.js';

/** Frame (spec 000 §2): an enable checkbox; its options show only while it is on. */
export function FrameTab({
  design,
  onChange,
}: {
  design: DesignState;
  onChange(patch: Partial<DesignState>): void;
}) {
  const id = useId();
  return (
    <div className="grid gap-4">
      <label className="flex items-center gap-2 text-sm font-medium text-gray-800">
        <input
          type="checkbox"
          checked={design.enableFrame}
          onChange={(event) => onChange({ enableFrame: event.target.checked })}
          className="size-4 accent-primary"
        />
        Enable frame
      </label>
      {design.enableFrame && (
        <>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-text`} className={LABEL_CLASSES}>
              Frame text
            </label>
            <input
              id={`${id}-text`}
              type="text"
              value={design.frameText}
              maxLength={FRAME_TEXT_MAX}
              onChange={(event) => onChange({ frameText: event.target.value })}
              className={FIELD_CLASSES}
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <ColorPicker
              label="Frame colour"
              value={design.frameColor}
              onChange={(frameColor) => onChange({ frameColor })}
            />
            <ColorPicker
              label="Frame text colour"
              value={design.frameTextColor}
              onChange={(frameTextColor) => onChange({ frameTextColor })}
            />
          </div>
          <TilePicker
            label="Frame style"
            value={design.frameStyle}
            options={frameStyleTiles()}
            tileClassName="h-16 w-14"
            onChange={(frameStyle) => onChange({ frameStyle })}
          />
        </>
      )}
    </div>
  );
}
