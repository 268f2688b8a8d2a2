import { useAppT } from '../../../lib/i18n/i18n.js';
import type { DashboardCode } from '../api/code-lists.js';
import { displayName } from '../cards/display-name.js';
import { CodeAnalyticsSlot } from '../views/analytics-slot.js';
import { DeleteConfirmation, useDeleteDescription } from './delete-confirmation.js';
import { DialogFrame } from './dialog-frame.js';
import { EditContentForm } from './edit-content-form.js';
import { LabelsForm } from './labels-dialog.js';
import { LinkControlsPanel } from '../link-controls/link-controls-panel.js';
import { PreviewDialogBody } from './preview-dialog.js';

export type CodeDialog =
  | { type: 'preview'; item: DashboardCode }
  | { type: 'delete'; item: DashboardCode }
  | { type: 'analytics'; item: DashboardCode }
  | { type: 'edit'; item: Extract<DashboardCode, { kind: 'dynamic' }> }
  | { type: 'labels'; item: Extract<DashboardCode, { kind: 'dynamic' }> };

/** The one dialog a list may have open: preview, delete, edit destination or analytics. */
export function CodeDialogs({ dialog, onClose }: { dialog: CodeDialog | null; onClose(): void }) {
  if (!dialog) return null;
  return <OpenDialog dialog={dialog} onClose={onClose} />;
}

function OpenDialog({ dialog, onClose }: { dialog: CodeDialog; onClose(): void }) {
  const { t } = useAppT('codeDialogs');
  const deleteDescription = useDeleteDescription();
  const name = displayName(dialog.item.code.name);
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  switch (dialog.type) {
    case 'preview':
      return (
        <DialogFrame
          open
          onOpenChange={onOpenChange}
          title={name}
          description={t('preview.description')}
        >
          <PreviewDialogBody item={dialog.item} />
        </DialogFrame>
      );
    case 'delete':
      return (
        <DialogFrame
          open
          onOpenChange={onOpenChange}
          title={t('delete.title', { name })}
          description={deleteDescription(dialog.item)}
          actions={<DeleteConfirmation item={dialog.item} onDone={onClose} />}
        />
      );
    case 'edit':
      return (
        <DialogFrame
          open
          wide
          onOpenChange={onOpenChange}
          title={
            dialog.item.code.qrType === 'url' ? t('edit.titleDestination') : t('edit.titleContent')
          }
          description={t('edit.description')}
        >
          <EditContentForm code={dialog.item.code} onDone={onClose} />
          <LinkControlsPanel code={dialog.item.code} />
        </DialogFrame>
      );
    case 'labels':
      return (
        <DialogFrame
          open
          onOpenChange={onOpenChange}
          title={t('labels.title', { name })}
          description={t('labels.description')}
        >
          <LabelsForm code={dialog.item.code} onDone={onClose} />
        </DialogFrame>
      );
    case 'analytics':
      return (
        <DialogFrame
          open
          wide
          onOpenChange={onOpenChange}
          title={t('analytics.title', { name })}
          description={t('analytics.description')}
        >
          <CodeAnalyticsSlot codeId={dialog.item.code.id} codeName={name} />
        </DialogFrame>
      );
  }
}
