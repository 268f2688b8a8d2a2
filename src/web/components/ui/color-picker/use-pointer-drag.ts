// Pointer dragging for the picker's 2-D area and hue slider: one code path for mouse, pen and
// touch (Pointer Events). The pointer is captured on press so the drag keeps tracking outside
// the element; positions are reported as fractions 0-1 of the element's box (x left to right,
// y top to bottom), clamped, so callers never see layout pixels.
import { useRef, type PointerEvent as ReactPointerEvent } from 'react';
import { clamp } from './colour.js';

export interface DragCallbacks {
  /** While pressed: on press and on every move. For live preview only. */
  onDrag(x: number, y: number): void;
  /** On release: the final position. This is where a value is committed. */
  onRelease(x: number, y: number): void;
  /** The browser took the pointer away (pointercancel): abandon the drag. */
  onCancel(): void;
}

function fractions(e: ReactPointerEvent<HTMLElement>): [number, number] {
  const box = e.currentTarget.getBoundingClientRect();
  const x = box.width > 0 ? (e.clientX - box.left) / box.width : 0;
  const y = box.height > 0 ? (e.clientY - box.top) / box.height : 0;
  return [clamp(x, 0, 1), clamp(y, 0, 1)];
}

/** Handlers to spread on the draggable element; give it `touch-action: none`. */
export function usePointerDrag({ onDrag, onRelease, onCancel }: DragCallbacks) {
  // The id of the pointer that is dragging, or null: a second finger is ignored.
  const active = useRef<number | null>(null);

  return {
    onPointerDown(e: ReactPointerEvent<HTMLElement>) {
      if (active.current !== null) return;
      if (e.pointerType === 'mouse' && e.button !== 0) return;
      e.preventDefault(); // no text selection or native drag while dragging
      e.currentTarget.focus(); // so the arrow keys work next
      // Optional call: jsdom and very old browsers lack pointer capture.
      e.currentTarget.setPointerCapture?.(e.pointerId);
      active.current = e.pointerId;
      onDrag(...fractions(e));
    },
    onPointerMove(e: ReactPointerEvent<HTMLElement>) {
      if (active.current !== e.pointerId) return;
      onDrag(...fractions(e));
    },
    onPointerUp(e: ReactPointerEvent<HTMLElement>) {
      if (active.current !== e.pointerId) return;
      active.current = null;
      onRelease(...fractions(e));
    },
    onPointerCancel(e: ReactPointerEvent<HTMLElement>) {
      if (active.current !== e.pointerId) return;
      active.current = null;
      onCancel();
    },
  };
}
