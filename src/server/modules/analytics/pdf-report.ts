// The analytics PDF: one A4 page (more when tables overflow) with the title, range, totals, a
// bar chart of scans per bucket drawn as vector rectangles, top country / device / browser
// tables, and the top cities (with the city database's attribution, or why there are none). Text uses the standard Helvetica font (WinAnsi), so characters outside it are
// replaced by "?" rather than failing the export.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  ANALYTICS_MESSAGES,
  CITY_ATTRIBUTION,
  cityLabel,
  type Breakdown,
  type CodeAnalytics,
} from '../../../contracts/analytics.js';

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.07, 0.09, 0.15);
const MUTED = rgb(0.42, 0.45, 0.5);
const BAR = rgb(0.15, 0.39, 0.92);
const RULE = rgb(0.85, 0.87, 0.9);
/** Rows per breakdown table. */
const TABLE_ROWS = 8;

/** Characters Helvetica's WinAnsi encoding lacks become "?". */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text].map((ch) => (supported.has(ch.codePointAt(0)!) ? ch : '?')).join('');
}

function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/** Builds the report; the numbers are exactly those of the analytics response given. */
export async function buildAnalyticsPdf(data: CodeAnalytics): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Scan analytics: ${data.code.name || data.code.shortCode}`);
  doc.setProducer('QR Shark');
  doc.setCreationDate(new Date());
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([A4.width, A4.height]);
  let y = A4.height - MARGIN;

  const text = (s: string, x: number, size: number, font = regular, color = INK, at = y) =>
    page.drawText(printable(font, s), { x, y: at, size, font, color });

  text('Scan analytics', MARGIN, 22, bold);
  y -= 26;
  text(data.code.name || data.code.shortCode, MARGIN, 13, regular, MUTED);
  y -= 18;
  const { range } = data;
  text(
    `${range.from} to ${range.to} (${range.timeZone}, per ${range.granularity})`,
    MARGIN,
    10,
    regular,
    MUTED,
  );
  if (data.filters && data.filters.length > 0) {
    y -= 14;
    const only = data.filters
      .map((f) => `${f.dimension} ${f.values.map((v) => v || 'unknown').join(' or ')}`)
      .join('; ');
    text(`Only scans with ${only}`.slice(0, 110), MARGIN, 10, regular, MUTED);
  }
  y -= 34;

  // Totals as three figures side by side.
  const totals: [string, number][] = [
    ['Scans', data.totals.scans],
    ['Unique scanners', data.totals.uniqueScanners],
    ['Filtered bots', data.bots.total],
  ];
  totals.forEach(([label, value], i) => {
    const x = MARGIN + i * 165;
    text(formatCount(value), x, 20, bold);
    text(label, x, 9, regular, MUTED, y - 14);
  });
  y -= 44;

  y = drawBarChart(page, data, MARGIN, y, A4.width - 2 * MARGIN, 180, regular);
  y -= 30;

  const tables: [string, Breakdown][] = [
    ['Top countries', data.breakdowns.country],
    ['Devices', data.breakdowns.deviceType],
    ['Browsers', data.breakdowns.browser],
  ];
  const columnWidth = (A4.width - 2 * MARGIN - 2 * 20) / 3;
  const tableHeight = 24 + TABLE_ROWS * 15;
  if (y - tableHeight < MARGIN) {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  }
  tables.forEach(([title, table], i) => {
    const x = MARGIN + i * (columnWidth + 20);
    text(title, x, 11, bold);
    let rowY = y - 20;
    const shown = table.rows.slice(0, TABLE_ROWS);
    if (shown.length === 0) text('No scans', x, 9, regular, MUTED, rowY);
    for (const row of shown) {
      text(row.key ?? 'Unknown', x, 9, regular, INK, rowY);
      const count = formatCount(row.scans);
      const w = regular.widthOfTextAtSize(count, 9);
      text(count, x + columnWidth - w, 9, regular, INK, rowY);
      rowY -= 15;
    }
  });
  y -= tableHeight + 16;

  // Top cities, full width (a city reads with its region and country).
  const { cities } = data;
  const cityRows = cities.rows.slice(0, TABLE_ROWS);
  if (y - (40 + Math.max(1, cityRows.length) * 15) < MARGIN) {
    page = doc.addPage([A4.width, A4.height]);
    y = A4.height - MARGIN;
  }
  text('Top cities', MARGIN, 11, bold);
  y -= 20;
  if (cityRows.length === 0) {
    const empty =
      cities.source === null ? ANALYTICS_MESSAGES.citiesOff : ANALYTICS_MESSAGES.citiesNone;
    text(empty, MARGIN, 9, regular, MUTED);
    y -= 15;
  }
  const fullWidth = A4.width - 2 * MARGIN;
  for (const row of cityRows) {
    text(cityLabel(row), MARGIN, 9);
    const count = formatCount(row.scans);
    text(count, MARGIN + fullWidth - regular.widthOfTextAtSize(count, 9), 9);
    y -= 15;
  }
  const credit =
    cities.source === 'dbip' || cities.source === 'geolite2'
      ? CITY_ATTRIBUTION[cities.source]
      : null;
  if (credit && (cityRows.length > 0 || cities.otherScans > 0)) {
    text(`${credit.text} (${credit.href}, ${credit.licence})`, MARGIN, 8, regular, MUTED, y - 4);
  }
  return doc.save();
}

/** Vertical bars of scans per bucket with a max label; returns the y below the chart. */
function drawBarChart(
  page: PDFPage,
  data: CodeAnalytics,
  x: number,
  top: number,
  width: number,
  height: number,
  font: PDFFont,
): number {
  const bottom = top - height;
  const series = data.series;
  const max = Math.max(1, ...series.map((b) => b.scans));
  page.drawText(`Scans per ${data.range.granularity} (max ${formatCount(max)})`, {
    x,
    y: top + 4,
    size: 9,
    font,
    color: MUTED,
  });
  page.drawLine({
    start: { x, y: bottom },
    end: { x: x + width, y: bottom },
    thickness: 0.75,
    color: RULE,
  });
  const slot = width / Math.max(1, series.length);
  const barWidth = Math.max(0.5, slot * 0.8);
  series.forEach((bucket, i) => {
    if (bucket.scans === 0) return;
    const h = ((height - 16) * bucket.scans) / max;
    page.drawRectangle({
      x: x + i * slot + (slot - barWidth) / 2,
      y: bottom,
      width: barWidth,
      height: h,
      color: BAR,
    });
  });
  const [firstPoint] = series;
  const lastPoint = series.at(-1);
  if (firstPoint && lastPoint) {
    page.drawText(firstPoint.label, { x, y: bottom - 12, size: 8, font, color: MUTED });
    const last = lastPoint.label;
    page.drawText(last, {
      x: x + width - font.widthOfTextAtSize(last, 8),
      y: bottom - 12,
      size: 8,
      font,
      color: MUTED,
    });
  }
  return bottom - 12;
}
