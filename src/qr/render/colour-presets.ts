// Ready-made colour pairs offered beside the style pickers. Each is a dark colour on a light
// background with a contrast ratio of at least 7:1 (WCAG AAA for text, far above what phone
// scanners need), and each passes the server's scan check with every decoder (see
// src/server/modules/generator/colour-presets.test.ts).

export interface ColourPreset {
  /** Stable id, for keys and tests. */
  id: string;
  /** Short caption under the tile. */
  name: string;
  /** The two colours in words, added to the caption for screen readers. */
  description: string;
  fgColor: string;
  bgColor: string;
}

export const COLOUR_PRESETS: readonly ColourPreset[] = Object.freeze([
  {
    id: 'classic',
    name: 'Classic',
    description: 'black on white',
    fgColor: '#000000',
    bgColor: '#FFFFFF',
  },
  {
    id: 'navy',
    name: 'Navy',
    description: 'navy blue on white',
    fgColor: '#1E3A8A',
    bgColor: '#FFFFFF',
  },
  {
    id: 'forest',
    name: 'Forest',
    description: 'forest green on mint',
    fgColor: '#14532D',
    bgColor: '#F0FDF4',
  },
  {
    id: 'plum',
    name: 'Plum',
    description: 'plum on lavender',
    fgColor: '#581C87',
    bgColor: '#FAF5FF',
  },
  {
    id: 'wine',
    name: 'Wine',
    description: 'wine red on blush',
    fgColor: '#7F1D1D',
    bgColor: '#FEF2F2',
  },
  {
    id: 'teal',
    name: 'Teal',
    description: 'deep teal on ice blue',
    fgColor: '#134E4A',
    bgColor: '#F0FDFA',
  },
  {
    id: 'cocoa',
    name: 'Cocoa',
    description: 'cocoa brown on cream',
    fgColor: '#422006',
    bgColor: '#FEFCE8',
  },
  {
    id: 'slate',
    name: 'Slate',
    description: 'slate on light grey',
    fgColor: '#1F2937',
    bgColor: '#F3F4F6',
  },
]);

/** The preset whose two colours equal these (case-insensitive), or null. */
export function matchingColourPreset(fgColor: string, bgColor: string): ColourPreset | null {
  const fg = fgColor.toUpperCase();
  const bg = bgColor.toUpperCase();
  return COLOUR_PRESETS.find((p) => p.fgColor === fg && p.bgColor === bg) ?? null;
}
