import { ChartColumn, Copy, Eye, Folder, Pause, Pencil, Play, Tags, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast } from '../../../components/ui/toast.js';
import type { DynamicQrCode } from '../../../../contracts/dynamic-codes.js';
import type { DashboardCode } from '../api/code-lists.js';
import { useDestinationHealth } from '../api/destination-health.js';
import { CodeImage } from '../preview/code-image.js';
import { displayName } from './display-name.js';
import { InlineName } from './inline-name.js';
import { TAG_COLOUR_CLASSES, useFolders, useTags } from '../api/organise.js';
import {
  formatDate,
  servedSummary,
  typeLabel,
  useDashboardT,
  type DashboardT,
} from '../layout/dashboard-words.js';

export { formatDate };

/** A dynamic code's folder and tags as chips (issue 40 item 1); nothing when it has neither. */
export function LabelChips({ code }: { code: DynamicQrCode }) {
  const folders = useFolders().data;
  const tags = useTags().data;
  const folder = folders?.find((f) => f.id === code.folderId);
  const { t } = useDashboardT();
  if (!folder && code.tags.length === 0) return null;
  return (
    <ul aria-label={t('chips.label')} className="flex flex-wrap items-center gap-1.5">
      {folder && (
        <li className="inline-flex items-center gap-1 rounded-md border border-gray-300 px-2 py-0.5 text-xs font-medium text-gray-800">
          <Folder className="h-3 w-3" aria-hidden="true" />
          <span className="sr-only">{t('chips.folder')}</span>
          {folder.name}
        </li>
      )}
      {code.tags.map((name) => {
        const colour = tags?.find((t) => t.name === name)?.colour ?? 'grey';
        return (
          <li
            key={name}
            className={`rounded-full px-2 py-0.5 text-xs font-medium ${TAG_COLOUR_CLASSES[colour]}`}
          >
            <span className="sr-only">{t('chips.tag')}</span>
            {name}
          </li>
        );
      })}
    </ul>
  );
}

export type CardAction =
  'preview' | 'edit' | 'labels' | 'pause' | 'resume' | 'delete' | 'analytics';

const actionClass =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border border-gray-200 bg-white px-2.5 py-1.5 text-sm font-medium text-gray-700 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none';

function ActionButton({
  label,
  name,
  icon,
  onClick,
  danger = false,
}: {
  label: string;
  name: string;
  icon: ReactNode;
  onClick(): void;
  danger?: boolean;
}) {
  const { t } = useDashboardT();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={t('card.action', { action: label, name })}
      className={danger ? `${actionClass} text-red-700 hover:bg-red-50` : actionClass}
    >
      {icon}
      <span aria-hidden="true">{label}</span>
    </button>
  );
}

type Tone = 'blue' | 'gray' | 'amber' | 'green' | 'red';

function Badge({ children, tone, title }: { children: ReactNode; tone: Tone; title?: string }) {
  const tones = {
    blue: 'bg-blue-100 text-blue-800',
    gray: 'bg-gray-100 text-gray-700',
    amber: 'bg-amber-100 text-amber-900',
    green: 'bg-green-100 text-green-800',
    red: 'bg-red-100 text-red-800',
  };
  return (
    <span title={title} className={`rounded-full px-2 py-0.5 text-xs font-medium ${tones[tone]}`}>
      {children}
    </span>
  );
}

/**
 * The destination checker's verdict (issue 20 item 5): "Link OK", "Redirects elsewhere" or
 * "Broken since {date}"; nothing before the first check of the current destination.
 */
export function HealthBadge({ codeId }: { codeId: number }) {
  const health = useDestinationHealth(codeId);
  const { t, locale } = useDashboardT();
  if (!health?.status) return null;
  const why = health.detail ?? undefined;
  if (health.status === 'ok') return <Badge tone="green">{t('health.ok')}</Badge>;
  if (health.status === 'redirected') {
    return (
      <Badge tone="amber" title={why}>
        {t('health.redirected')}
      </Badge>
    );
  }
  return (
    <Badge tone="red" title={why}>
      {t('health.broken', {
        date: formatDate(health.brokenSince ?? health.checkedAt ?? '', locale),
      })}
    </Badge>
  );
}

async function copyLink(t: DashboardT, url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: t('copy.done'), description: url, variant: 'success' });
  } catch (error) {
    console.warn('Copying the link failed', error);
    toast({
      title: t('copy.failed'),
      description: t('copy.failedNote'),
      variant: 'destructive',
    });
  }
}

/**
 * Where a dynamic code sends its scanners: "Goes to {destination}" for a link, or what its
 * hosted page shows ("Contact page: Ada Lovelace"), never the code's own short link.
 */
function Serves({ code }: { code: DynamicQrCode }) {
  const { t } = useDashboardT();
  const served = servedSummary(t, code.qrType, code.content);
  const text = served ?? t('served.goesTo', { destination: code.destination });
  return (
    <p className="truncate text-xs text-gray-600" title={text}>
      {text}
    </p>
  );
}

/**
 * One code of the dashboard (spec 000 §2): a small preview drawn in the browser, the name with
 * inline rename, type and "Dynamic" badges, and for dynamic codes the scan count, short link
 * (with a copy button) and destination. Actions are labelled buttons.
 */
export function CodeCard({
  item,
  onAction,
  onRename,
  readOnly = false,
}: {
  item: DashboardCode;
  onAction(action: CardAction): void;
  onRename(name: string): Promise<unknown>;
  /** A viewer of the workspace: preview, download, analytics; no rename, edit, pause or delete. */
  readOnly?: boolean;
}) {
  const { t, locale } = useDashboardT();
  const name = displayName(item.code.name, t('untitled'));
  const dynamic = item.kind === 'dynamic' ? item.code : null;
  return (
    <article
      aria-label={name}
      data-testid={`code-${item.kind}-${item.code.id}`}
      className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-white p-4 shadow-sm"
    >
      <div className="flex gap-4">
        <button
          type="button"
          onClick={() => onAction('preview')}
          aria-label={t('card.preview', { name })}
          className="shrink-0 rounded-md focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
        >
          <CodeImage item={item} size={88} />
        </button>
        <div className="grid min-w-0 flex-1 content-start gap-1.5">
          {readOnly ? (
            <h3 className="truncate text-base font-semibold text-gray-900">{name}</h3>
          ) : (
            <InlineName name={item.code.name} onRename={onRename} />
          )}
          <div className="flex flex-wrap items-center gap-1.5">
            {dynamic ? (
              <Badge tone="blue">{t('card.dynamic')}</Badge>
            ) : (
              <Badge tone="gray">{typeLabel(t, item.code.qrType)}</Badge>
            )}
            {dynamic?.isPaused && <Badge tone="amber">{t('status.paused')}</Badge>}
            {dynamic && <HealthBadge codeId={dynamic.id} />}
            {dynamic && (
              <span className="text-xs font-medium text-gray-700">
                {t('card.scans', { count: dynamic.scanCount })}
              </span>
            )}
          </div>
          {dynamic && (
            <>
              <div className="flex min-w-0 items-center gap-1">
                <a
                  href={dynamic.shortUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="truncate text-sm text-primary underline-offset-2 hover:underline"
                >
                  {dynamic.shortUrl}
                </a>
                <button
                  type="button"
                  aria-label={t('card.copyLink', { name })}
                  onClick={() => void copyLink(t, dynamic.shortUrl)}
                  className="shrink-0 rounded-md p-1.5 text-gray-600 hover:bg-gray-100 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                >
                  <Copy className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </div>
              <Serves code={dynamic} />
              <LabelChips code={dynamic} />
            </>
          )}
          <p className="text-xs text-gray-500">
            {t('card.created', { date: formatDate(item.code.createdAt, locale) })}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <ActionButton
          label={t('card.download')}
          name={name}
          icon={<Eye className="h-4 w-4" aria-hidden="true" />}
          onClick={() => onAction('preview')}
        />
        {dynamic && !readOnly && (
          <>
            <ActionButton
              label={t('card.edit')}
              name={name}
              icon={<Pencil className="h-4 w-4" aria-hidden="true" />}
              onClick={() => onAction('edit')}
            />
            <ActionButton
              label={t('card.labels')}
              name={name}
              icon={<Tags className="h-4 w-4" aria-hidden="true" />}
              onClick={() => onAction('labels')}
            />
            {dynamic.isPaused ? (
              <ActionButton
                label={t('card.resume')}
                name={name}
                icon={<Play className="h-4 w-4" aria-hidden="true" />}
                onClick={() => onAction('resume')}
              />
            ) : (
              <ActionButton
                label={t('card.pause')}
                name={name}
                icon={<Pause className="h-4 w-4" aria-hidden="true" />}
                onClick={() => onAction('pause')}
              />
            )}
          </>
        )}
        {dynamic && (
          <ActionButton
            label={t('card.analytics')}
            name={name}
            icon={<ChartColumn className="h-4 w-4" aria-hidden="true" />}
            onClick={() => onAction('analytics')}
          />
        )}
        {!readOnly && (
          <ActionButton
            label={t('card.delete')}
            name={name}
            danger
            icon={<Trash2 className="h-4 w-4" aria-hidden="true" />}
            onClick={() => onAction('delete')}
          />
        )}
      </div>
    </article>
  );
}
