import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { ColorPicker } from '../../../components/ui/color-picker/color-picker.js';
import { useT } from '../../../lib/i18n/i18n.js';
import { COLOUR_PRESETS, matchingColourPreset } from '../../../../qr/render/colour-presets.js';
import type { ColourMode, DesignState } from '../design-state.js';
import { AccountBanner } from './account-banner.js';
import { LABEL_CLASSES, TAB_LIST_CLASSES, TAB_TRIGGER_CLASSES } from './field-styles.js';
import { colourPresetTiles, cornerShapeTiles, dotShapeTiles, inLanguage } from './style-tiles.js';
import { TilePicker } from './tile-picker.js';

const COLOUR_MODES: readonly {
  value: ColourMode;
  label: 'colors.mode.single' | 'colors.mode.two';
}[] = [
  { value: 'single', label: 'colors.mode.single' },
  { value: 'two', label: 'colors.mode.two' },
];

/**
 * Colors (spec 000 §2): sub-tabs Shape Style (dot shape tiles, colour presets, single/two
 * colours, foreground, second colour, background) and Edge and Center (finder shapes and colours). A signed-out
 * visitor who asks for a second colour is refused and shown the spec's banner.
 */
export function ColorsTab({
  design,
  onChange,
  signedIn,
}: {
  design: DesignState;
  onChange(patch: Partial<DesignState>): void;
  signedIn: boolean;
}) {
  const { t } = useT('generatorDesign');
  const [refusedSecondColour, setRefusedSecondColour] = useState(false);

  const chooseMode = (mode: ColourMode) => {
    if (mode === 'two' && !signedIn) {
      setRefusedSecondColour(true);
      return;
    }
    onChange({ colourMode: mode });
  };

  return (
    <Tabs.Root defaultValue="shape" className="grid gap-4">
      <Tabs.List aria-label={t('colors.settings')} className={TAB_LIST_CLASSES}>
        <Tabs.Trigger value="shape" className={TAB_TRIGGER_CLASSES}>
          {t('colors.shapeTab')}
        </Tabs.Trigger>
        <Tabs.Trigger value="edge" className={TAB_TRIGGER_CLASSES}>
          {t('colors.edgeTab')}
        </Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content tabIndex={-1} value="shape" className="grid gap-4 focus-visible:outline-none">
        <TilePicker
          label={t('colors.dotShape')}
          value={design.dotShape}
          options={inLanguage(dotShapeTiles(), 'dot', t)}
          onChange={(dotShape) => onChange({ dotShape })}
        />
        <TilePicker
          label={t('colors.presets')}
          value={matchingColourPreset(design.fgColor, design.bgColor)?.id ?? null}
          options={inLanguage(colourPresetTiles(design.dotShape), 'preset', t)}
          tileClassName="size-10"
          onChange={(id) => {
            const preset = COLOUR_PRESETS.find((p) => p.id === id);
            if (preset) onChange({ fgColor: preset.fgColor, bgColor: preset.bgColor });
          }}
        />
        <fieldset className="grid gap-2">
          <legend className={`${LABEL_CLASSES} mb-1.5`}>{t('colors.mode')}</legend>
          <div className="flex flex-wrap gap-4">
            {COLOUR_MODES.map((mode) => (
              <label key={mode.value} className="flex items-center gap-2 text-sm text-gray-800">
                <input
                  type="radio"
                  name="colour-mode"
                  value={mode.value}
                  checked={design.colourMode === mode.value}
                  onChange={() => chooseMode(mode.value)}
                  className="size-4 accent-primary"
                />
                {t(mode.label)}
              </label>
            ))}
          </div>
        </fieldset>
        {refusedSecondColour && !signedIn && <AccountBanner message="colors.banner" />}
        <div className="flex flex-wrap gap-3">
          <ColorPicker
            label={t('colors.foreground')}
            value={design.fgColor}
            onChange={(fgColor) => onChange({ fgColor })}
          />
          {design.colourMode === 'two' && (
            <ColorPicker
              label={t('colors.secondColour')}
              value={design.gradientColor}
              onChange={(gradientColor) => onChange({ gradientColor })}
            />
          )}
          <ColorPicker
            label={t('colors.background')}
            value={design.bgColor}
            onChange={(bgColor) => onChange({ bgColor })}
          />
        </div>
      </Tabs.Content>

      <Tabs.Content tabIndex={-1} value="edge" className="grid gap-4 focus-visible:outline-none">
        <div className="grid gap-4 sm:grid-cols-2">
          <TilePicker
            label={t('colors.cornerShape')}
            value={design.cornerShape}
            options={inLanguage(cornerShapeTiles('outer', design.innerCornerShape), 'corner', t)}
            onChange={(cornerShape) => onChange({ cornerShape })}
          />
          <TilePicker
            label={t('colors.innerCornerShape')}
            value={design.innerCornerShape}
            options={inLanguage(cornerShapeTiles('inner', design.cornerShape), 'corner', t)}
            onChange={(innerCornerShape) => onChange({ innerCornerShape })}
          />
        </div>
        <CornerColour
          label={t('colors.outerCornerColour')}
          value={design.outerCornerColor}
          fallback={design.fgColor}
          onChange={(outerCornerColor) => onChange({ outerCornerColor })}
        />
        <CornerColour
          label={t('colors.innerCornerColour')}
          value={design.innerCornerColor}
          fallback={design.fgColor}
          onChange={(innerCornerColor) => onChange({ innerCornerColor })}
        />
      </Tabs.Content>
    </Tabs.Root>
  );
}

/** A finder colour: unset follows the main colour (spec 000 §3); a button resets it. */
function CornerColour({
  label,
  value,
  fallback,
  onChange,
}: {
  label: string;
  value: string | null;
  fallback: string;
  onChange(next: string | null): void;
}) {
  const { t } = useT('generatorDesign');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ColorPicker label={label} value={value ?? fallback} onChange={onChange} />
      {value === null ? (
        <span className="text-xs text-gray-500">{t('colors.sameAsDots')}</span>
      ) : (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="rounded text-sm text-primary underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          {t('colors.useDotColour')}
        </button>
      )}
    </div>
  );
}
