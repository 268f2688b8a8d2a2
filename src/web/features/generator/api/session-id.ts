// The anonymous session id sent with track-generation and track-download (spec 000 §7: "an
// anonymous id kept locally"). A random UUID, not derived from anything about the visitor.

export const SESSION_ID_KEY = 'qrshark.sessionId';

let memoryFallback: string | null = null;

/** The id stored in localStorage, created on first use; kept in memory when storage is blocked. */
export function getSessionId(): string {
  try {
    const stored = localStorage.getItem(SESSION_ID_KEY);
    if (stored) return stored;
    const created = crypto.randomUUID();
    localStorage.setItem(SESSION_ID_KEY, created);
    return created;
  } catch {
    memoryFallback ??= crypto.randomUUID();
    return memoryFallback;
  }
}
