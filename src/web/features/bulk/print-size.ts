/**
 * The printed width of each code of a bulk run: its one-page PDF, and the width and height its
 * SVG file carries (in millimetres, so the SVG opens at the size it prints, not as a thumbnail).
 */
export const BULK_CODE_WIDTH_MM = 60;
