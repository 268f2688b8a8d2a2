/**
 * Why the downloads and Save are off after a change (issue 37 item 4): a file is only ever the
 * code on screen, never the one made before the change.
 */
export const OUTDATED_NOTE =
  'You changed the content or design since this code was made. Downloads and Save are off until you make the current code.';
