import { useEffect, useId } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { Settings2 } from 'lucide-react';
import { WORKSPACE_PARAM } from '../../../contracts/workspaces.js';
import { useCurrentWorkspaceId } from '../../lib/workspace.js';
import { useActiveWorkspace, useSwitchWorkspace } from './workspace-api.js';
import { useWorkspaceWords } from './workspace-words.js';

/** Pages whose content is the workspace's: their URL names it (`?workspace=ID`). */
const WORKSPACE_PAGES = ['/', '/workspace', '/bulk-generation', '/account-settings', '/analytics'];

/** A workspace page: one of WORKSPACE_PAGES, or a code's analytics page (/analytics/codes/ID). */
function isWorkspacePage(path: string): boolean {
  return WORKSPACE_PAGES.includes(path) || path.startsWith('/analytics/');
}

/**
 * Keeps the URL of a workspace page naming the tab's workspace (a link copied from it opens the
 * same workspace), and adopts the workspace a pasted link names.
 */
function useWorkspaceInUrl(switchTo: ReturnType<typeof useSwitchWorkspace>) {
  const [path] = useLocation();
  const search = useSearch();
  const current = useCurrentWorkspaceId();
  useEffect(() => {
    const params = new URLSearchParams(search);
    const named = params.get(WORKSPACE_PARAM);
    if (named !== null && named !== String(current)) {
      // A pasted link: work in the workspace it names (the server answers 404 to a stranger).
      if (/^[1-9]\d{0,9}$/.test(named)) switchTo({ id: Number(named), personal: false });
      return;
    }
    if (current === null || named !== null || !isWorkspacePage(path)) return;
    params.set(WORKSPACE_PARAM, String(current));
    window.history.replaceState(window.history.state, '', `${path}?${params.toString()}`);
  }, [path, search, current, switchTo]);
}

/**
 * The header's workspace switcher (issue 39 item 4): a labelled list of the user's workspaces
 * and a link to the current one's settings. The choice is this tab's; the page reloads its data
 * in the chosen workspace.
 */
export function WorkspaceSwitcher() {
  const id = useId();
  const [, navigate] = useLocation();
  const { workspace, workspaces } = useActiveWorkspace();
  const switchTo = useSwitchWorkspace();
  const t = useWorkspaceWords();
  useWorkspaceInUrl(switchTo);
  if (!workspaces || !workspace) return null;
  return (
    <div className="flex min-w-0 items-center gap-1">
      <label htmlFor={id} className="sr-only">
        {t('page.title')}
      </label>
      <select
        id={id}
        value={workspace.id}
        onChange={(event) => {
          const next = workspaces.find((w) => w.id === Number(event.target.value));
          if (!next) return;
          switchTo(next);
          navigate(next.personal ? '/' : `/?workspace=${next.id}`);
        }}
        className="max-w-[9rem] min-w-0 truncate rounded-md border border-gray-300 bg-white py-1.5 pr-7 pl-2 text-sm text-gray-900 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none sm:max-w-[14rem]"
      >
        {workspaces.map((w) => (
          <option key={w.id} value={w.id}>
            {w.personal ? t('switcher.you', { name: w.name }) : w.name}
          </option>
        ))}
      </select>
      <Link
        href={workspace.personal ? '/workspace' : `/workspace?workspace=${workspace.id}`}
        className="rounded-md p-2 text-gray-600 hover:text-primary focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        aria-label={t('switcher.settingsOf', { workspace: workspace.name })}
        title={t('switcher.settings')}
      >
        <Settings2 className="h-5 w-5" aria-hidden="true" />
      </Link>
    </div>
  );
}
