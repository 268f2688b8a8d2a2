import { readFileSync } from 'node:fs';

/**
 * The running version: package.json's "version", read once (the server runs from the source
 * tree, two folders below package.json). "unknown" when it cannot be read.
 */
function readVersion(): string {
  try {
    const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
    return String((JSON.parse(text) as { version?: unknown }).version ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

export const APP_VERSION = readVersion();
