// The picker's one visible keyboard focus style (Tailwind utilities), shared by its parts.
export const FOCUS_RING =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-600 focus-visible:ring-offset-2';
