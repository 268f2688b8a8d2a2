// The 2-D saturation (x, left to right) / value (y, bottom to top) area of the picker.
// Dragging and key presses only preview; release (pointerup or keyup) commits.
import type { KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n.js';
import { clamp, hsvToHex, type Hsv } from './colour.js';
import { FOCUS_RING } from './focus-ring.js';
import { arrowStep, isCommitKey } from './slider-keys.js';
import { usePointerDrag } from './use-pointer-drag.js';

interface SaturationValueAreaProps {
  hsv: Hsv;
  onPreview(next: Hsv): void;
  onCommit(next: Hsv): void;
  onCancel(): void;
}

export function SaturationValueArea({
  hsv,
  onPreview,
  onCommit,
  onCancel,
}: SaturationValueAreaProps) {
  const { t } = useT('generatorDesign');
  const at = (x: number, y: number): Hsv => ({ h: hsv.h, s: x * 100, v: (1 - y) * 100 });
  const drag = usePointerDrag({
    onDrag: (x, y) => onPreview(at(x, y)),
    onRelease: (x, y) => onCommit(at(x, y)),
    onCancel,
  });

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const step = arrowStep(e.key, e.shiftKey);
    if (!step) return;
    e.preventDefault(); // the arrows must not scroll the page
    onPreview({ h: hsv.h, s: clamp(hsv.s + step.x, 0, 100), v: clamp(hsv.v + step.y, 0, 100) });
  }

  function onKeyUp(e: KeyboardEvent<HTMLDivElement>) {
    if (isCommitKey(e.key)) onCommit(hsv);
  }

  const s = Math.round(hsv.s);
  const v = Math.round(hsv.v);
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-label={t('picker.area')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={s}
      aria-valuetext={t('picker.areaValue', { saturation: s, brightness: v })}
      className={`relative h-40 w-full cursor-crosshair touch-none rounded-md ${FOCUS_RING}`}
      style={{
        backgroundColor: `hsl(${hsv.h} 100% 50%)`,
        backgroundImage:
          'linear-gradient(to top, #000, transparent), linear-gradient(to right, #fff, transparent)',
      }}
      onKeyDown={onKeyDown}
      onKeyUp={onKeyUp}
      {...drag}
    >
      <span
        aria-hidden="true"
        className="pointer-events-none absolute size-4 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white shadow-[0_0_0_1px_rgb(0_0_0/0.5)]"
        style={{ left: `${hsv.s}%`, top: `${100 - hsv.v}%`, backgroundColor: hsvToHex(hsv) }}
      />
    </div>
  );
}
