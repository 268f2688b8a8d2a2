import type { DashboardCode } from '../api/code-lists.js';
import { displayName } from '../cards/display-name.js';
import { CodeAnalyticsSlot } from '../views/analytics-slot.js';
import { DeleteConfirmation, deleteDescription } from './delete-confirmation.js';
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
          description="Download this QR code as a PNG image or as an SVG vector file."
        >
          <PreviewDialogBody item={dialog.item} />
        </DialogFrame>
      );
    case 'delete':
      return (
        <DialogFrame
          open
          onOpenChange={onOpenChange}
          title={`Delete "${name}"?`}
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
          title={dialog.item.code.qrType === 'url' ? 'Edit destination' : 'Edit content'}
          description="Scans of this code show the new content at once. The printed code stays the same."
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
          title={`Folder and tags: ${name}`}
          description="Move the code to a folder and tag it. Its short link and history stay the same."
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
          title={`Analytics: ${name}`}
          description="When, where and on which devices this code was scanned."
        >
          <CodeAnalyticsSlot codeId={dialog.item.code.id} codeName={name} />
        </DialogFrame>
      );
  }
}
