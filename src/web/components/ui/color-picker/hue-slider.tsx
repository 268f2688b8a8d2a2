// The hue slider, 0-360 degrees left to right (spec 000 §9). Dragging and key presses only
// preview; release (pointerup or keyup) commits.
import type { KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n.js';
import { clamp, type Hsv } from './colour.js';
import { FOCUS_RING } from './focus-ring.js';
import { arrowStep, isCommitKey } from './slider-keys.js';
import { usePointerDrag } from './use-pointer-drag.js';

const HUE_MAX = 360;

// The six hue sectors of the HSV model, red to red.
const HUE_GRADIENT =
  'linear-gradient(to right, #F00 0%, #FF0 16.667%, #0F0 33.333%, #0FF 50%, #00F 66.667%, #F0F 83.333%, #F00 100%)';

interface HueSliderProps {
  hsv: Hsv;
  onPreview(next: Hsv): void;
  onCommit(next: Hsv): void;
  onCancel(): void;
}

export function HueSlider({ hsv, onPreview, onCommit, onCancel }: HueSliderProps) {
  const { t } = useT('generatorDesign');
  const at = (x: number): Hsv => ({ ...hsv, h: x * HUE_MAX });
  const drag = usePointerDrag({
    onDrag: (x) => onPreview(at(x)),
    onRelease: (x) => onCommit(at(x)),
    onCancel,
  });

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    let h: number;
    if (e.key === 'Home') h = 0;
    else if (e.key === 'End') h = HUE_MAX;
    else {
      const step = arrowStep(e.key, e.shiftKey);
      if (!step) return;
      // Right and Up raise the hue; a step is a percentage of the 0-360 range.
      h = clamp(hsv.h + ((step.x + step.y) * HUE_MAX) / 100, 0, HUE_MAX);
    }
    e.preventDefault();
    onPreview({ ...hsv, h });
  }

  function onKeyUp(e: KeyboardEvent<HTMLDivElement>) {
    if (isCommitKey(e.key)) onCommit(hsv);
  }

  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={t('picker.hue')}
      aria-orientation="horizontal"
      aria-valuemin={0}
      aria-valuemax={HUE_MAX}
      aria-valuenow={Math.round(hsv.h)}
      aria-valuetext={t('picker.hueValue', { degrees: Math.round(hsv.h) })}
      className={`relative h-4 w-full cursor-pointer touch-none rounded-full ${FOCUS_RING}`}
      style={{ backgroundImage: HUE_GRADIENT }}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      {...drag}
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.5)]"
        style={{ left: `${(hsv.h / HUE_MAX) * 100}%`, backgroundColor: `hsl(${hsv.h} 100% 50%)` }}
      />
    </div>
  );
}
