// Keyboard steps shared by the picker's sliders. An arrow moves by 1 % of the slider's range,
// Shift+arrow by 10 %; Home and End (hue slider) jump to the ends. Keydown only previews;
// the keyup of one of these keys commits, so holding a key commits once.

/** Step in percent of the range along each axis (y grows upwards), or null for other keys. */
export function arrowStep(key: string, shiftKey: boolean): { x: number; y: number } | null {
  const step = shiftKey ? 10 : 1;
  switch (key) {
    case 'ArrowRight':
      return { x: step, y: 0 };
    case 'ArrowLeft':
      return { x: -step, y: 0 };
    case 'ArrowUp':
      return { x: 0, y: step };
    case 'ArrowDown':
      return { x: 0, y: -step };
    default:
      return null;
  }
}

const COMMIT_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown', 'Home', 'End']);

/** True for the keys whose release commits a slider's value. */
export function isCommitKey(key: string): boolean {
  return COMMIT_KEYS.has(key);
}
