// Every design knob is a request field (issue 23, item 6): errorCorrectionLevel, logoSize,
// margin and size each change the answer; bounds are refused with the contract's messages;
// unknown keys are refused with their names (generate, its PDF variant and saving); the answer
// carries the grade.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESIGN_MESSAGES } from '../../../contracts/design.js';
import { GENERATE_MESSAGES } from '../../../contracts/generator.js';
import { decodeAll } from '../../lib/qr-output/decode.js';
import { useTestApp } from '../../test/app.js';
import { testDatabases } from '../../test/databases.js';
import { multipart, samplePng, signUp } from '../uploads/test-support.js';

/** A 60-character URL, as in the measurements. */
const URL60 = 'https://example.com/menu/summer-2026/table-12?lang=en&ref=qr01';

interface Answer {
  qrCode: string;
  png: string;
  content: string;
  version: number;
  errorCorrectionLevel: string;
  eclLowered: boolean;
  scannable: boolean;
  grade: string;
  gradeReason: string | null;
  logoSizeUsed: number | null;
  warnings: { code: string; severity: string; message: string }[];
}

const pngBytes = (dataUri: string) =>
  Buffer.from(dataUri.slice('data:image/png;base64,'.length), 'base64');
/** Width and height from the PNG's IHDR chunk. */
const pngSize = (dataUri: string) => {
  const bytes = pngBytes(dataUri);
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};
/** The SVG's width in modules (its viewBox, quiet zone included). */
const viewBoxWidth = (svg: string) => Number(/viewBox="0 0 ([\d.]+) /.exec(svg)?.[1]);
/** Symbol modules per side of a version. */
const modules = (version: number) => 17 + 4 * version;

describe.each(testDatabases('engine-independent'))('generator design fields on %s', (kind) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'qrs-design-fields-'));
  const { app } = useTestApp(kind, { dataDir });
  let cookie = '';
  let logoId = '';

  beforeAll(async () => {
    cookie = await signUp(app());
    const body = multipart([
      { name: 'logoFile', value: samplePng(256, '#DC2626'), fileName: 'logo.png' },
    ]);
    const res = await app().inject({
      method: 'POST',
      url: '/api/upload-logo',
      payload: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(res.statusCode, res.body).toBe(201);
    logoId = res.json().id;
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  const post = (url: string, payload: Record<string, unknown>, withCookie = false) =>
    app().inject({ method: 'POST', url, payload, headers: withCookie ? { cookie } : {} });
  const generate = async (fields: Record<string, unknown>, withCookie = false) => {
    const res = await post(
      '/api/generate-qrcode',
      { qrType: 'url', url: URL60, includePng: true, ...fields },
      withCookie,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Answer;
  };

  it('refuses unknown fields with 400 naming each of them, on generate, PDF and save', async () => {
    const body = {
      qrType: 'url',
      url: URL60,
      errorCorectionLevel: 'H',
      foregroundColor: '#112233',
      textContent: 'a field of another type',
    };
    const names = ['errorCorectionLevel', 'foregroundColor', 'textContent'];
    const expected = {
      message: GENERATE_MESSAGES.unknownFields(names),
      code: 'VALIDATION_FAILED',
      fields: Object.fromEntries(names.map((n) => [n, GENERATE_MESSAGES.unknownField])),
    };
    expect(expected.message).toBe(
      'Unknown fields: errorCorectionLevel, foregroundColor, textContent',
    );

    const generated = await post('/api/generate-qrcode', body);
    expect(generated.statusCode).toBe(400);
    expect(generated.json()).toEqual(expected);

    const pdf = await post('/api/generate-qrcode/pdf', { ...body, widthMm: 40 });
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json()).toEqual(expected);

    const saved = await post('/api/qrcodes', { ...body, name: 'Menu', qrMode: 'static' }, true);
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toEqual(expected);

    // One unknown key among otherwise valid fields, alongside a bad known one: both reported.
    const mixed = await post('/api/generate-qrcode', {
      qrType: 'url',
      url: URL60,
      fgColor: 'red',
      marign: 2,
    });
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toEqual({
      message: 'Unknown field: marign',
      code: 'VALIDATION_FAILED',
      fields: { marign: GENERATE_MESSAGES.unknownField, fgColor: DESIGN_MESSAGES.colour },
    });
  });

  it('errorCorrectionLevel: L and H give different versions of the same content', async () => {
    const low = await generate({ errorCorrectionLevel: 'L' });
    const high = await generate({ errorCorrectionLevel: 'H' });
    const byDefault = await generate({});
    expect(low).toMatchObject({ errorCorrectionLevel: 'L', content: URL60, scannable: true });
    expect(high).toMatchObject({ errorCorrectionLevel: 'H', content: URL60, scannable: true });
    expect(byDefault.errorCorrectionLevel).toBe('M');
    expect(low.version).toBeLessThan(high.version);
    expect(low.version).toBeLessThanOrEqual(byDefault.version);
    expect(byDefault.version).toBeLessThan(high.version);
    // The SVG is drawn at that version (default 4-module quiet zone).
    expect(viewBoxWidth(low.qrCode)).toBe(modules(low.version) + 8);
    expect(viewBoxWidth(high.qrCode)).toBe(modules(high.version) + 8);
    for (const answer of [low, high]) {
      const decoded = await decodeAll(pngBytes(answer.png));
      expect(decoded.zxing).toEqual([URL60]);
      expect(decoded.jsqr).toBe(URL60);
    }
  });

  it('errorCorrectionLevel is H with a logo, whatever was asked (M when sending, H when drawing)', async () => {
    const withLogo = await generate({ logoId }, true);
    expect(withLogo.errorCorrectionLevel).toBe('H');
    const asked = await generate({ logoId, errorCorrectionLevel: 'M' }, true);
    expect(asked.errorCorrectionLevel).toBe('H');
    expect(asked.eclLowered).toBe(false);
    expect((await generate({ errorCorrectionLevel: 'Q' })).errorCorrectionLevel).toBe('Q');
  });

  it('margin: the quiet zone in modules changes the image size; under 4 warns', async () => {
    const two = await generate({ margin: 2 });
    const four = await generate({});
    const ten = await generate({ margin: 10 });
    const n = modules(four.version);
    expect(viewBoxWidth(two.qrCode)).toBe(n + 4);
    expect(viewBoxWidth(four.qrCode)).toBe(n + 8);
    expect(viewBoxWidth(ten.qrCode)).toBe(n + 20);
    expect(two.warnings).toContainEqual({
      code: 'small-margin',
      severity: 'warning',
      message: DESIGN_MESSAGES.smallMargin,
    });
    expect(four.warnings.map((w) => w.code)).not.toContain('small-margin');
    expect(ten.warnings.map((w) => w.code)).not.toContain('small-margin');
    // Same PNG width, so the symbol's share of it grows as the margin shrinks; all still read.
    for (const answer of [two, ten]) {
      expect(answer.scannable).toBe(true);
      const decoded = await decodeAll(pngBytes(answer.png));
      expect(decoded.jsqr).toBe(URL60);
    }
  });

  it('size: the PNG is that many pixels wide (default 1024)', async () => {
    const byDefault = await generate({});
    expect(pngSize(byDefault.png)).toEqual({ width: 1024, height: 1024 });
    const small = await generate({ size: 300 });
    expect(pngSize(small.png)).toEqual({ width: 300, height: 300 });
    expect(small.scannable).toBe(true);
    const decoded = await decodeAll(pngBytes(small.png));
    expect(decoded.zxing).toEqual([URL60]);
    // A frame makes the drawing taller than wide: the width is still `size`.
    const framed = await generate({ size: 512, enableFrame: true });
    expect(pngSize(framed.png).width).toBe(512);
    expect(pngSize(framed.png).height).toBeGreaterThan(512);
  });

  it('logoSize: the chosen size is drawn when it fits, and the answer reports it', async () => {
    // Version 7 at H: both sizes fit the ECL's budget and keep the camera pass robust.
    const small = await generate({ logoId, logoSize: 0.12 }, true);
    const large = await generate({ logoId, logoSize: 0.2 }, true);
    expect(small.version).toBe(7);
    expect([small.grade, large.grade]).toEqual(['robust', 'robust']);
    expect(small.logoSizeUsed).toBeCloseTo(0.12, 5);
    expect(large.logoSizeUsed).toBeCloseTo(0.2, 5);
    const logoWidth = (svg: string) => Number(/<image[^>]* width="([\d.]+)"/.exec(svg)?.[1]);
    expect(logoWidth(large.qrCode)).toBeGreaterThan(logoWidth(small.qrCode) * 1.5);
    expect(small.qrCode).not.toBe(large.qrCode);
    // No logo: null whatever was chosen.
    expect((await generate({ logoSize: 0.2 })).logoSizeUsed).toBeNull();
  });

  it('logoSize: more than this small symbol can carry is drawn smaller, without a warning', async () => {
    const answer = await generate({ url: 'https://example.com', logoId, logoSize: 0.3 }, true);
    expect(answer.logoSizeUsed).not.toBeNull();
    expect(answer.logoSizeUsed!).toBeLessThan(0.3);
    expect(answer.logoSizeUsed!).toBeGreaterThan(0);
    expect(answer.warnings.map((w) => w.code)).not.toContain('logo-too-large');
  });

  it('refuses out-of-range values with clear messages', async () => {
    const cases: Array<[Record<string, unknown>, keyof typeof DESIGN_MESSAGES]> = [
      [{ errorCorrectionLevel: 'X' }, 'errorCorrectionLevel'],
      [{ errorCorrectionLevel: 'h' }, 'errorCorrectionLevel'],
      [{ logoSize: 0.05 }, 'logoSize'],
      [{ logoSize: 0.31 }, 'logoSize'],
      [{ logoSize: '0.2' }, 'logoSize'],
      [{ margin: 1 }, 'margin'],
      [{ margin: 2.5 }, 'margin'],
      [{ margin: 17 }, 'margin'],
      [{ size: 127 }, 'size'],
      [{ size: 4097 }, 'size'],
      [{ size: 512.5 }, 'size'],
      [{ size: null }, 'size'],
    ];
    for (const [fields, name] of cases) {
      const res = await post('/api/generate-qrcode', { qrType: 'url', url: URL60, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      const field = Object.keys(fields)[0]!;
      expect(res.json(), JSON.stringify(fields)).toEqual({
        message: DESIGN_MESSAGES[name],
        code: 'VALIDATION_FAILED',
        fields: { [field]: DESIGN_MESSAGES[name] },
      });
    }
    expect(DESIGN_MESSAGES.margin).toBe('Margin must be a whole number of modules from 2 to 16');
    expect(DESIGN_MESSAGES.size).toBe('PNG size must be a whole number of pixels from 128 to 4096');
    // The bounds themselves are accepted.
    for (const fields of [
      { logoSize: 0.1, margin: 2, size: 128 },
      { logoSize: 0.3, margin: 16, size: 2048 },
    ]) {
      const res = await post('/api/generate-qrcode', { qrType: 'url', url: URL60, ...fields });
      expect(res.statusCode, res.body).toBe(200);
    }
  });

  it('carries the grade and its reason with `scannable`', async () => {
    const plain = await generate({});
    expect(plain).toMatchObject({ scannable: true, grade: 'robust', gradeReason: null });

    const faint = await generate({ fgColor: '#F4F4F5' });
    expect(faint.scannable).toBe(false);
    expect(faint.grade).toBe('not scannable');
    expect(faint.gradeReason).toMatch(/more contrast/);

    const inverted = await generate({ fgColor: '#FFFFFF', bgColor: '#1A1A1A' });
    expect(inverted.scannable).toBe(false);
    expect(inverted.grade).toBe('fragile');
    expect(inverted.gradeReason).toMatch(/iPhone and Android camera apps, not on many scanner/);
    // The web shows the same words before the server is asked (the preview's note).
    expect(inverted.gradeReason).toBe(DESIGN_MESSAGES.lightOnDark);
    expect(inverted.warnings.map((w) => w.code)).toContain('light-on-dark');
  });

  it('saves a code with its design fields and refuses bad ones the same way', async () => {
    const ok = await post(
      '/api/qrcodes',
      {
        qrType: 'url',
        url: URL60,
        name: 'Menu',
        qrMode: 'static',
        errorCorrectionLevel: 'Q',
        margin: 6,
        size: 512,
        logoSize: 0.2,
      },
      true,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const list = await app().inject({ method: 'GET', url: '/api/qrcodes', headers: { cookie } });
    const savedCode = list.json().find((c: { id: number }) => c.id === ok.json().id) as {
      design: Record<string, unknown>;
    };
    expect(savedCode.design).toMatchObject({
      errorCorrectionLevel: 'Q',
      margin: 6,
      size: 512,
      logoSize: 0.2,
    });

    const bad = await post(
      '/api/qrcodes',
      { qrType: 'url', url: URL60, name: 'Menu', qrMode: 'static', margin: 0 },
      true,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ margin: DESIGN_MESSAGES.margin });
  });

  it('the PDF honours the margin (a vector drawing: size does not apply)', async () => {
    const pdf = (fields: Record<string, unknown>) =>
      post('/api/generate-qrcode/pdf', {
        qrType: 'url',
        url: URL60,
        widthMm: 40,
        page: 'fit',
        ...fields,
      });
    const narrow = await pdf({ margin: 2 });
    const wide = await pdf({ margin: 12 });
    expect(narrow.statusCode, narrow.body).toBe(200);
    expect(wide.statusCode, wide.body).toBe(200);
    expect(narrow.rawPayload.equals(wide.rawPayload)).toBe(false);
    const bad = await pdf({ margin: 99 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ margin: DESIGN_MESSAGES.margin });
  });
});
