import { Eye, EyeOff, Trash2 } from 'lucide-react';
import { useState } from 'react';
import type { AppWhiteLabelMessageId } from '../../../contracts/i18n/catalogues/app-white-label/en.js';
import {
  WHITE_LABEL_DEFAULTS,
  type DomainStatus,
  type WhiteLabelClient,
} from '../../../contracts/white-label.js';
import { Button } from '../../components/ui/button.js';
import { toast } from '../../components/ui/toast.js';
import { useAppT } from '../../lib/i18n/i18n.js';

/** The custom domain's DNS check, as the card says it (nothing before the first check). */
const DOMAIN_STATUS_TEXT: Record<DomainStatus, AppWhiteLabelMessageId | null> = {
  none: null,
  pending: 'card.statusPending',
  verified: 'card.statusVerified',
  failed: 'card.statusFailed',
};

/**
 * One client of the management grid (spec 001 §2): name, Active/Inactive, domains, swatches,
 * the API key (readable only right after it was made), Edit, delete (never for client 1), the
 * active toggle and the custom domain's DNS records with "Verify".
 */
export function ClientCard({
  client,
  shownKey,
  busy,
  localTarget,
  onEdit,
  onDelete,
  onToggleActive,
  onRegenerate,
  onVerify,
}: {
  client: WhiteLabelClient;
  /** The key, only in the session that created or regenerated it. */
  shownKey: string | undefined;
  busy: boolean;
  /** PUBLIC_URL when it names this machine only: the DNS records cannot work for others. */
  localTarget: string | null;
  onEdit(): void;
  onDelete(): void;
  onToggleActive(): void;
  onRegenerate(): void;
  onVerify(): void;
}) {
  const { t, locale } = useAppT('whiteLabel');
  const [revealed, setRevealed] = useState(false);
  const copy = async () => {
    if (!shownKey) return;
    await navigator.clipboard.writeText(shownKey);
    toast({ title: t('toast.copied'), description: t('toast.copiedDescription') });
  };
  const status = DOMAIN_STATUS_TEXT[client.domainStatus];
  const headingId = `client-${client.id}-name`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start justify-between gap-2">
        <h2
          id={headingId}
          translate="no"
          className="min-w-0 text-lg font-semibold break-words text-gray-900"
        >
          {client.name}
        </h2>
        <span
          className={
            client.isActive
              ? 'shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800'
              : 'shrink-0 rounded-full bg-gray-200 px-2 py-0.5 text-xs font-medium text-gray-800'
          }
        >
          {client.isActive ? t('card.active') : t('card.inactive')}
        </span>
      </div>
      {client.customDomain ? (
        <p className="text-sm break-words text-gray-700">
          {t('card.domain', { domain: client.customDomain })}{' '}
          <span className="text-gray-600">({status ? t(status) : ''})</span>
        </p>
      ) : null}
      {client.subdomain ? (
        <p className="text-sm break-words text-gray-700">
          {t('card.subdomain', { subdomain: client.subdomain })}
        </p>
      ) : null}
      <div className="flex items-center gap-2" aria-label={t('card.colours')}>
        {[client.primaryColor, client.secondaryColor].map((c, i) => (
          <span
            key={i}
            title={c}
            className="h-6 w-6 rounded-full border border-gray-300"
            style={{ backgroundColor: c }}
          />
        ))}
        <span className="text-xs text-gray-600">
          {client.primaryColor} / {client.secondaryColor}
        </span>
      </div>

      <div className="grid gap-1 text-sm">
        <span className="font-medium text-gray-800">{t('card.apiKey')}</span>
        {shownKey ? (
          <>
            <div className="flex items-center gap-2">
              <code
                className="break-all rounded bg-gray-100 px-2 py-1 text-xs"
                data-testid="api-key"
              >
                {revealed ? shownKey : '•'.repeat(WHITE_LABEL_DEFAULTS.keyMaskDots)}
              </code>
              <Button
                variant="ghost"
                aria-label={revealed ? t('card.hideKey') : t('card.showKey')}
                onClick={() => setRevealed((r) => !r)}
              >
                {revealed ? <EyeOff size={16} /> : <Eye size={16} />}
              </Button>
            </div>
            {revealed ? (
              <Button variant="outline" onClick={copy}>
                {t('card.copyKey')}
              </Button>
            ) : null}
            <p className="text-xs text-amber-800">{t('card.shownOnce')}</p>
          </>
        ) : (
          <p className="text-xs text-gray-700">
            {client.apiKeyPrefix ? (
              <span translate="no">{`${client.apiKeyPrefix}… `}</span>
            ) : (
              `${t('card.noKey')} `
            )}
            {client.apiKeyLastUsedAt
              ? t('card.lastUsed', {
                  when: new Date(client.apiKeyLastUsedAt).toLocaleString(locale),
                })
              : t('card.neverUsed')}
          </p>
        )}
        <Button variant="outline" disabled={busy} onClick={onRegenerate}>
          {t('card.regenerate')}
        </Button>
      </div>

      {client.dnsRecords && client.domainStatus !== 'verified' ? (
        <div className="grid gap-1 text-xs text-gray-700">
          <span className="text-sm font-medium text-gray-800">{t('card.dnsRecords')}</span>
          <table className="w-full table-fixed">
            <tbody>
              {client.dnsRecords.map((r) => (
                <tr key={r.type}>
                  <td className="w-14 font-medium">{r.type}</td>
                  <td className="break-all">{r.name}</td>
                  <td className="break-all font-mono">{r.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {localTarget ? (
            <p className="break-words text-amber-800">
              {t('setup.local', { publicUrl: localTarget })}
            </p>
          ) : null}
          {client.domainCheckMessage ? (
            <p role="status" className="text-red-700">
              {client.domainCheckMessage}
            </p>
          ) : null}
          <Button variant="outline" disabled={busy} onClick={onVerify}>
            {t('card.verify')}
          </Button>
        </div>
      ) : null}

      <div className="flex flex-wrap items-center gap-2">
        <Button variant="outline" onClick={onEdit}>
          {t('card.edit')}
        </Button>
        <label className="flex items-center gap-2 text-sm text-gray-800">
          <input
            type="checkbox"
            role="switch"
            checked={client.isActive}
            disabled={busy || client.id === WHITE_LABEL_DEFAULTS.defaultClientId}
            onChange={onToggleActive}
          />
          {t('card.active')}
        </label>
        {client.id !== WHITE_LABEL_DEFAULTS.defaultClientId ? (
          <Button
            variant="ghost"
            aria-label={t('card.delete', { name: client.name })}
            onClick={onDelete}
          >
            <Trash2 size={16} />
          </Button>
        ) : null}
      </div>
    </article>
  );
}
