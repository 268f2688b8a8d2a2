import { useState } from 'react';
import { toast } from '../../../components/ui/toast.js';
import { codeKey, type DashboardCode } from '../api/code-lists.js';
import { renameCode, setPaused, useCodeMutation } from '../api/code-actions.js';
import { CodeDialogs, type CodeDialog } from '../dialogs/code-dialogs.js';
import { useCanEdit } from '../../workspaces/index.js';
import { CodeCard, type CardAction } from './code-card.js';
import { Pager } from '../views/pager.js';
import { useDashboardT, type DashboardT } from '../layout/dashboard-words.js';

/** Cards per page: a workspace of thousands of codes is never drawn at once (issue 40 item 9). */
export const GRID_PAGE_SIZE = 24;

/** Failures the spec only logs (000 §8) are also shown, briefly: the user must not guess. */
function reportFailure(
  t: DashboardT,
  what: 'pauseFailed' | 'resumeFailed' | 'renameFailed',
  error: unknown,
) {
  console.warn(`${what.replace('Failed', '')} failed`, error);
  toast({
    title: t(`grid.${what}`),
    description: t('tryLater'),
    variant: 'destructive',
  });
}

/**
 * A grid of code cards with their actions and dialogs: one page of a list (GRID_PAGE_SIZE cards,
 * loaded by the view), with the pager to the others.
 */
export function CodeGrid({
  cards,
  page,
  pages,
  onPage,
}: {
  cards: DashboardCode[];
  /** The page shown, from 0, of `pages`. */
  page: number;
  pages: number;
  onPage(page: number): void;
}) {
  const [dialog, setDialog] = useState<CodeDialog | null>(null);
  const rows = cards;
  const canEdit = useCanEdit();
  const { t } = useDashboardT();
  const pause = useCodeMutation(({ id, paused }: { id: number; paused: boolean }) =>
    setPaused(id, paused),
  );
  const rename = useCodeMutation(({ item, name }: { item: DashboardCode; name: string }) =>
    renameCode(item, name),
  );

  function act(item: DashboardCode, action: CardAction) {
    switch (action) {
      case 'pause':
      case 'resume': {
        const paused = action === 'pause';
        pause.mutateAsync({ id: item.code.id, paused }).then(
          () =>
            toast({
              title: t(paused ? 'grid.paused' : 'grid.resumed'),
              description: t(paused ? 'grid.pausedNote' : 'grid.resumedNote'),
              variant: 'success',
            }),
          (error: unknown) => reportFailure(t, paused ? 'pauseFailed' : 'resumeFailed', error),
        );
        return;
      }
      case 'edit':
      case 'labels':
        if (item.kind === 'dynamic') setDialog({ type: action, item });
        return;
      default:
        setDialog({ type: action, item });
    }
  }

  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-2 2xl:grid-cols-3">
        {rows.map((item) => (
          <li key={codeKey(item)}>
            <CodeCard
              item={item}
              readOnly={!canEdit}
              onAction={(action) => act(item, action)}
              onRename={(name) =>
                rename
                  .mutateAsync({ item, name })
                  .catch((error: unknown) => reportFailure(t, 'renameFailed', error))
              }
            />
          </li>
        ))}
      </ul>
      <Pager current={page} pages={pages} onPage={onPage} />
      <CodeDialogs dialog={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
