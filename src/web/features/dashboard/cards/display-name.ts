/**
 * Spec 000 §2: an empty name displays as "Untitled" (`untitled`: the word in the screen's
 * language, useAppT('dashboard') 'untitled').
 */
export function displayName(name: string, untitled = 'Untitled'): string {
  return name.trim() || untitled;
}
