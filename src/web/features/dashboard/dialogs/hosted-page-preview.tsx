import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import type { HostedPagePreview } from '../../../../contracts/dynamic-codes.js';
import type { QrType } from '../../../../contracts/qr-content.js';
import { apiRequest } from '../../../lib/api.js';
import { useAppT } from '../../../lib/i18n/i18n.js';
import { validateContent, type ContentValue } from '../../generator/content-forms/index.js';

/** Waits this long after the last keystroke before asking for a new preview. */
const TYPING_PAUSE_MS = 400;

/** `value`, once it has stopped changing for `ms`. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The live preview of a content code's hosted page (issue 25): what the short link will show
 * once saved, drawn by the server's own renderer (POST /api/hosted-page-preview) from the
 * form as typed, after a pause in typing. Shown in a sandboxed frame: the page comes without
 * its script and none could run, no form submits, no download starts, and nothing is counted
 * as a scan. While the form has a problem, the
 * last good preview stays, with a note.
 */
export function HostedPagePreviewFrame({
  qrType,
  content,
  fgColor,
}: {
  qrType: QrType;
  content: ContentValue;
  fgColor?: string;
}) {
  const headingId = useId();
  const { t } = useAppT('codeDialogs');
  const checked = validateContent(qrType, content);
  const request = useSettled(
    checked.ok ? JSON.stringify({ qrType, qrData: checked.data, fgColor }) : null,
    TYPING_PAUSE_MS,
  );
  const preview = useQuery<HostedPagePreview>({
    queryKey: ['/api/hosted-page-preview', request],
    enabled: request !== null,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    queryFn: async () =>
      (await apiRequest('POST', '/api/hosted-page-preview', JSON.parse(request!))).json(),
  });

  let note: string | null = null;
  if (!checked.ok) note = t('hosted.incomplete');
  else if (preview.isError) note = t('hosted.failed');
  else if (!preview.data) note = t('hosted.loading');
  else if (preview.data.html === null) note = t('hosted.noPage');

  return (
    <section aria-labelledby={headingId} className="grid content-start gap-2">
      <h3 id={headingId} className="text-sm font-medium text-gray-900">
        {t('hosted.heading')}
      </h3>
      <p className="text-sm text-gray-600" role="status">
        {note ?? t('hosted.hint')}
      </p>
      {preview.data?.html && (
        <iframe
          title={t('hosted.frameTitle')}
          // No script may run in it; same-origin only so the page's own images load.
          sandbox="allow-same-origin"
          srcDoc={preview.data.html}
          className="h-[28rem] w-full rounded-md border border-gray-300 bg-white"
        />
      )}
    </section>
  );
}
