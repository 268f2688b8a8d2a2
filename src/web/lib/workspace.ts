// The workspace this browser tab works in (issue 39 item 4). Kept per tab (sessionStorage, so
// two tabs can work in two workspaces at once) and carried in the URL of workspace pages
// (`?workspace=ID`, so a shared or bookmarked link opens the same workspace). Every request to
// the internal API names it in the X-Workspace-Id header; null means the personal workspace.
import { useSyncExternalStore } from 'react';
import { WORKSPACE_HEADER, WORKSPACE_PARAM } from '../../contracts/workspaces.js';

const STORAGE_KEY = 'qrs.workspace';

const listeners = new Set<() => void>();

function parseId(raw: string | null | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,9}$/.test(raw)) return null;
  return Number(raw);
}

function readStored(): number | null {
  try {
    return parseId(sessionStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

function readUrl(): number | null {
  if (typeof location === 'undefined') return null;
  return parseId(new URLSearchParams(location.search).get(WORKSPACE_PARAM));
}

let current: number | null = typeof window === 'undefined' ? null : (readUrl() ?? readStored());

/** The tab's workspace id, or null for the personal workspace. */
export function currentWorkspaceId(): number | null {
  return current;
}

/** Switches this tab to workspace `id` (null: the personal one). */
export function setCurrentWorkspace(id: number | null): void {
  if (id === current) return;
  current = id;
  try {
    if (id === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, String(id));
  } catch {
    // Storage refused (private mode): the choice lasts until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The tab's workspace id (null: personal), re-rendering when it changes. */
export function useCurrentWorkspaceId(): number | null {
  return useSyncExternalStore(subscribe, currentWorkspaceId, () => null);
}

/** The header naming the tab's workspace, for a request to `url` (none for the public API). */
export function workspaceHeaders(url: string): Record<string, string> {
  if (current === null || !url.startsWith('/api/') || url.startsWith('/api/v1/')) return {};
  return { [WORKSPACE_HEADER]: String(current) };
}

/** `url` naming the tab's workspace in its query (links: downloads open without headers). */
export function withWorkspace(url: string): string {
  if (current === null) return url;
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${WORKSPACE_PARAM}=${current}`;
}
