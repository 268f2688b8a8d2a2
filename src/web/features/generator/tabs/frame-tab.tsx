import { useId } from 'react';
import { ColorPicker } from '../../../components/ui/color-picker/color-picker.js';
import { FRAME_TEXT_MAX } from '../../../../qr/render/design.js';
import { useT } from '../../../lib/i18n/i18n.js';
import type { DesignState } from '../design-state.js';
import { FIELD_CLASSES, LABEL_CLASSES } from './field-styles.js';
import { frameStyleTiles, inLanguage } from './style-tiles.js';
import { TilePicker } from './tile-picker.js';

/** Frame (spec 000 §2): an enable checkbox; its options show only while it is on. */
export function FrameTab({
  design,
  onChange,
}: {
  design: DesignState;
  onChange(patch: Partial<DesignState>): void;
}) {
  const { t } = useT('generatorDesign');
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
        {t('frame.enable')}
      </label>
      {design.enableFrame && (
        <>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-text`} className={LABEL_CLASSES}>
              {t('frame.text')}
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
              label={t('frame.colour')}
              value={design.frameColor}
              onChange={(frameColor) => onChange({ frameColor })}
            />
            <ColorPicker
              label={t('frame.textColour')}
              value={design.frameTextColor}
              onChange={(frameTextColor) => onChange({ frameTextColor })}
            />
          </div>
          <TilePicker
            label={t('frame.style')}
            value={design.frameStyle}
            options={inLanguage(frameStyleTiles(), 'frame', t)}
            tileClassName="h-16 w-14"
            onChange={(frameStyle) => onChange({ frameStyle })}
          />
        </>
      )}
    </div>
  );
}
