import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { ColorPicker } from '../../../components/ui/color-picker/color-picker.js';
import { COLOUR_PRESETS, matchingColourPreset } from '../../../../qr/render/colour-presets.js';
import type { ColourMode, DesignState } from '../design-state.js';
import { AccountBanner } from './account-banner.js';
import { LABEL_CLASSES, TAB_LIST_CLASSES, TAB_TRIGGER_CLASSES } from './field-styles.js';
import { colourPresetTiles, cornerShapeTiles, dotShapeTiles } from './style-tiles.js';
import { TilePicker } from './tile-picker.js';

const COLOUR_MODES: readonly { value: ColourMode; label: string }[] = [
  { value: 'single', label: 'Single colour' },
  { value: 'two', label: 'Two colours' },
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
      <Tabs.List aria-label="Colour settings" className={TAB_LIST_CLASSES}>
        <Tabs.Trigger value="shape" className={TAB_TRIGGER_CLASSES}>
          Shape Style
        </Tabs.Trigger>
        <Tabs.Trigger value="edge" className={TAB_TRIGGER_CLASSES}>
          Edge and Center
        </Tabs.Trigger>
      </Tabs.List>

      <Tabs.Content tabIndex={-1} value="shape" className="grid gap-4 focus-visible:outline-none">
        <TilePicker
          label="Dot shape"
          value={design.dotShape}
          options={dotShapeTiles()}
          onChange={(dotShape) => onChange({ dotShape })}
        />
        <TilePicker
          label="Colour presets"
          value={matchingColourPreset(design.fgColor, design.bgColor)?.id ?? null}
          options={colourPresetTiles(design.dotShape)}
          tileClassName="size-10"
          onChange={(id) => {
            const preset = COLOUR_PRESETS.find((p) => p.id === id);
            if (preset) onChange({ fgColor: preset.fgColor, bgColor: preset.bgColor });
          }}
        />
        <fieldset className="grid gap-2">
          <legend className={`${LABEL_CLASSES} mb-1.5`}>Colour mode</legend>
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
                {mode.label}
              </label>
            ))}
          </div>
        </fieldset>
        {refusedSecondColour && !signedIn && (
          <AccountBanner
            lead="Second color requires an account!"
            rest="to unlock advanced color options."
          />
        )}
        <div className="flex flex-wrap gap-3">
          <ColorPicker
            label="Foreground"
            value={design.fgColor}
            onChange={(fgColor) => onChange({ fgColor })}
          />
          {design.colourMode === 'two' && (
            <ColorPicker
              label="Second colour"
              value={design.gradientColor}
              onChange={(gradientColor) => onChange({ gradientColor })}
            />
          )}
          <ColorPicker
            label="Background"
            value={design.bgColor}
            onChange={(bgColor) => onChange({ bgColor })}
          />
        </div>
      </Tabs.Content>

      <Tabs.Content tabIndex={-1} value="edge" className="grid gap-4 focus-visible:outline-none">
        <div className="grid gap-4 sm:grid-cols-2">
          <TilePicker
            label="Corner shape"
            value={design.cornerShape}
            options={cornerShapeTiles('outer', design.innerCornerShape)}
            onChange={(cornerShape) => onChange({ cornerShape })}
          />
          <TilePicker
            label="Inner corner shape"
            value={design.innerCornerShape}
            options={cornerShapeTiles('inner', design.cornerShape)}
            onChange={(innerCornerShape) => onChange({ innerCornerShape })}
          />
        </div>
        <CornerColour
          label="Outer corner colour"
          value={design.outerCornerColor}
          fallback={design.fgColor}
          onChange={(outerCornerColor) => onChange({ outerCornerColor })}
        />
        <CornerColour
          label="Inner corner colour"
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
  return (
    <div className="flex flex-wrap items-center gap-3">
      <ColorPicker label={label} value={value ?? fallback} onChange={onChange} />
      {value === null ? (
        <span className="text-xs text-gray-500">Same as the dots</span>
      ) : (
        <button
          type="button"
          onClick={() => onChange(null)}
          className="rounded text-sm text-primary underline underline-offset-2 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          Use the dot colour
        </button>
      )}
    </div>
  );
}
