import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { DESIGN_KIT_NAME_MAX, type DesignKit } from '../../../contracts/designs.js';
import { Button } from '../../components/ui/button.js';
import { buttonClasses } from '../../components/ui/button-styles.js';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.js';
import { toast } from '../../components/ui/toast.js';
import { useSaveToasts } from '../../components/ui/save-toast.js';
import { TextField } from '../../components/ui/text-field.js';
import { serverFieldErrors, serverMessage } from '../../lib/api.js';
import { useAppT } from '../../lib/i18n/i18n.js';
import { deleteKit, updateKit, useDesignKits } from './api.js';
import { ApplyToCodes } from './apply-to-codes.js';

/** A kit's main colours as small swatches (decorative: the name says which kit it is). */
function Swatches({ kit }: { kit: DesignKit }) {
  const colours = [kit.design.fgColor, kit.design.gradientColor, kit.design.bgColor].filter(
    (c): c is string => typeof c === 'string',
  );
  return (
    <span className="flex gap-1" aria-hidden="true">
      {colours.map((colour, i) => (
        <span
          key={`${colour}-${i}`}
          className="h-5 w-5 rounded border border-gray-300"
          style={{ backgroundColor: colour }}
        />
      ))}
    </span>
  );
}

function KitRow({ kit, canEdit }: { kit: DesignKit; canEdit: boolean }) {
  const client = useQueryClient();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(kit.name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { t } = useAppT('designs');
  const common = useAppT('common');
  const toasts = useSaveToasts();

  async function rename() {
    setBusy(true);
    try {
      const saved = await updateKit(client, kit.id, { name });
      setRenaming(false);
      setNameError(undefined);
      toasts.saved(t('kit.whatNamed', { name: saved.name }));
    } catch (failure) {
      const fields = serverFieldErrors(failure);
      setNameError(fields.name ?? Object.values(fields)[0]);
      toasts.notSaved(t('kit.what'), failure);
    } finally {
      setBusy(false);
    }
  }

  async function setDefault(isDefault: boolean) {
    setBusy(true);
    try {
      await updateKit(client, kit.id, { isDefault });
      toast({
        title: isDefault
          ? t('kit.nowDefault', { name: kit.name })
          : t('kit.noLongerDefault', { name: kit.name }),
        variant: 'success',
      });
    } catch (failure) {
      toasts.notSaved(t('kit.whatDefault'), failure);
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await deleteKit(client, kit.id);
      toast({ title: t('kit.deleted', { name: kit.name }), variant: 'success' });
    } catch (failure) {
      toast({
        title: t('kit.notDeleted'),
        description: serverMessage(failure) ?? common.t('toast.tryAgain'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  }

  return (
    <li className="grid gap-3 rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Swatches kit={kit} />
        <span className="min-w-0 font-medium break-words text-gray-900">{kit.name}</span>
        {kit.isDefault && (
          <span className="rounded-full bg-primary/10 px-2 py-0.5 text-xs font-medium text-primary">
            {t('kit.default')}
          </span>
        )}
      </div>
      {renaming && (
        <div className="grid gap-2 sm:grid-cols-[1fr_auto_auto] sm:items-start">
          <TextField
            label={t('kit.renameLabel', { name: kit.name })}
            value={name}
            maxLength={DESIGN_KIT_NAME_MAX}
            error={nameError}
            onChange={(event) => setName(event.target.value)}
            disabled={busy}
            autoFocus
          />
          <Button className="sm:mt-7" disabled={busy} onClick={() => void rename()}>
            {t('kit.saveName')}
          </Button>
          <Button
            variant="outline"
            className="sm:mt-7"
            disabled={busy}
            onClick={() => {
              setRenaming(false);
              setName(kit.name);
              setNameError(undefined);
            }}
          >
            {t('kit.cancel')}
          </Button>
        </div>
      )}
      {canEdit && !renaming && (
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" disabled={busy} onClick={() => setRenaming(true)}>
            {t('kit.rename')}
          </Button>
          <Button variant="outline" disabled={busy} onClick={() => void setDefault(!kit.isDefault)}>
            {kit.isDefault ? t('kit.removeDefault') : t('kit.makeDefault')}
          </Button>
          <ApplyToCodes kit={kit} />
          <Button variant="outline" disabled={busy} onClick={() => setConfirming(true)}>
            {t('kit.delete')}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('kit.confirmTitle', { name: kit.name })}
        description={t('kit.confirmDescription')}
        confirmLabel={t('kit.confirmLabel')}
        destructive
        onConfirm={() => void remove()}
      />
    </li>
  );
}

/**
 * Brand kits (issue 40 item 4): the workspace's saved designs, its default for new codes,
 * rename, make default, apply to chosen codes and delete (editors; viewers read). Kits are saved from the generator
 * ("Save as brand kit"), where they also fill a code's design.
 */
export function BrandKitsPage({ canEdit, createHref }: { canEdit: boolean; createHref: string }) {
  const kits = useDesignKits();
  const { t } = useAppT('designs');
  const common = useAppT('common');
  return (
    <section aria-labelledby="brand-kits-heading" className="grid gap-4">
      <div className="grid gap-2">
        <h2 id="brand-kits-heading" className="text-2xl font-bold text-gray-900">
          {t('kits.title')}
        </h2>
        <p className="text-sm text-gray-700">{t('kits.intro')}</p>
        {canEdit && (
          <p>
            <Link href={createHref} className={buttonClasses('outline')}>
              {t('kits.create')}
            </Link>
          </p>
        )}
      </div>
      {kits.isPending && <p role="status">{t('kits.loading')}</p>}
      {kits.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t('kits.loadFailed')} {serverMessage(kits.error) ?? common.t('toast.tryAgain')}
        </p>
      )}
      {kits.data && kits.data.length === 0 && (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-sm text-gray-700">
          {t('kits.empty')}
        </p>
      )}
      {kits.data && kits.data.length > 0 && (
        <ul className="grid gap-3" aria-label={t('kits.title')}>
          {kits.data.map((kit) => (
            <KitRow key={kit.id} kit={kit} canEdit={canEdit} />
          ))}
        </ul>
      )}
    </section>
  );
}
