import clsx from 'clsx';
import { useMemo } from 'react';
import type { TextOutliner } from '../../../../qr/render/text-outliner.js';
import type { DashboardCode } from '../api/code-lists.js';
import { codeSvg, logoIdOf, svgDataUri } from './code-svg.js';
import { useStoredLogo } from './stored-logo.js';
import { useDashboardT, type DashboardT } from '../layout/dashboard-words.js';

/** Where codes that encode this site's addresses (payment, pdf, images) point. */
export function publicUrl(): string {
  return window.location.origin;
}

/** A drawing in progress (undefined), failed (null, logged: spec 000 §8) or done (the SVG). */
export type DrawnSvg = string | null | undefined;

/** Draws the code with its stored logo (once the logo has loaded). */
export function useCodeSvg(item: DashboardCode, textOutliner?: TextOutliner | null): DrawnSvg {
  const { logo, ready } = useStoredLogo(logoIdOf(item));
  return useMemo(() => {
    if (!ready || textOutliner === null) return undefined;
    try {
      return codeSvg(item, { publicUrl: publicUrl(), logo, textOutliner });
    } catch (error) {
      console.warn(`Drawing QR code ${item.kind} ${item.code.id} failed`, error);
      return null;
    }
  }, [item, logo, ready, textOutliner]);
}

/** A drawn code as an image, or a same-sized empty placeholder while drawing or after a failure. */
export function SvgImage({
  svg,
  label,
  size,
  className,
}: {
  svg: DrawnSvg;
  label: string;
  /** Width in CSS px (the height follows the code: frames make it taller). */
  size: number;
  className?: string;
}) {
  const { t } = useDashboardT();
  if (typeof svg !== 'string') {
    return (
      <div
        role="img"
        aria-label={t(svg === null ? 'image.failed' : 'image.loading', { label })}
        aria-busy={svg === undefined}
        style={{ width: size, height: size }}
        className={clsx('rounded-md border border-dashed border-gray-300 bg-gray-50', className)}
      />
    );
  }
  return (
    <img src={svgDataUri(svg)} alt={label} width={size} className={clsx('h-auto', className)} />
  );
}

/** "QR code for {name}"; in the screen's language given its translator (useAppT('dashboard')). */
export function codeLabel(item: DashboardCode, t?: DashboardT): string {
  if (!t) return `QR code for ${item.code.name.trim() || 'Untitled'}`;
  return t('image.label', { name: item.code.name.trim() || t('untitled') });
}

/** The code drawn from its stored design (the cards' small preview). */
export function CodeImage({
  item,
  size,
  className,
}: {
  item: DashboardCode;
  size: number;
  className?: string;
}) {
  const svg = useCodeSvg(item);
  const { t } = useDashboardT();
  return <SvgImage svg={svg} label={codeLabel(item, t)} size={size} className={className} />;
}
