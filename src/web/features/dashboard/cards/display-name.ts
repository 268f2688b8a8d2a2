/** Spec 000 §2: an empty name displays as "Untitled". */
export function displayName(name: string): string {
  return name.trim() || 'Untitled';
}
