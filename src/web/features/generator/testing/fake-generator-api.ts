// An in-test HTTP responder at the fetch boundary that answers the generator's calls as the
// contract says (src/contracts/generator.ts): it validates with the real parseGenerateRequest
// and draws the SVG with the real QR core, so component tests run our real client code.
// Only the PNG is a stand-in (jsdom cannot rasterise): a valid 1x1 PNG.
import { fetchBoundary, json, makeUser, type FakeApi } from '../../../test-utils/fake-api.js';
import {
  parseGenerateRequest,
  takeIncludePng,
  type GenerateResponse,
  type ScanGrade,
} from '../../../../contracts/generator.js';
import { DESIGN_MESSAGES, toQrDesign } from '../../../../contracts/design.js';
import {
  buildPayload,
  checkDesign,
  encodeQr,
  renderSvg,
  type PayloadFieldsByType,
} from '../../../../qr/index.js';
import { setSessionHint } from '../../../test-utils/session-hint.js';

const ONE_PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

export interface GeneratorFakeApi extends FakeApi {
  /** The next POST /api/generate-qrcode answers with this status and body instead. */
  failNextGenerate(status: number, body: unknown): void;
  /**
   * Every later answer carries this grade and `scannable`. Unset: robust, or for a light-on-dark
   * design fragile and not scannable with the light-on-dark reason, as the server grades it.
   */
  setGrade(grade: ScanGrade, reason: string | null, scannable?: boolean): void;
  /** Later answers with a logo draw it at most this wide (as the server's logo sizing may). */
  capLogoSize(ratio: number): void;
}

/** A FormData body as a plain record: strings as they are, files as { name, type, size }. */
export function createGeneratorFakeApi(options: { signedInAs?: string } = {}): GeneratorFakeApi {
  setSessionHint(Boolean(options.signedInAs));
  let nextFailure: { status: number; body: unknown } | null = null;
  let logoCap = 1;
  let verdict: Pick<GenerateResponse, 'grade' | 'gradeReason' | 'scannable'> | null = null;
  let uploads = 0;

  const generate = (body: unknown): Response => {
    if (nextFailure) {
      const failure = nextFailure;
      nextFailure = null;
      return json(failure.status, failure.body);
    }
    const taken = takeIncludePng(body);
    if (!taken.ok) {
      return json(400, {
        message: taken.message,
        code: 'VALIDATION_FAILED',
        fields: { includePng: taken.message },
      });
    }
    const parsed = parseGenerateRequest(taken.request);
    if (!parsed.ok) {
      return json(400, {
        message: parsed.message,
        code: 'VALIDATION_FAILED',
        fields: parsed.fields,
      });
    }
    const { qrType, content, design, logoId } = parsed.value;
    const payload = buildPayload(qrType, content as PayloadFieldsByType[typeof qrType], {
      publicUrl: 'http://localhost:3000',
    });
    const ecl = design.errorCorrectionLevel ?? (logoId ? 'H' : 'M');
    const matrix = encodeQr(payload, { ecl, fit: true });
    const qrDesign = toQrDesign(design);
    const warnings = checkDesign(qrDesign, { version: matrix.version, ecl: matrix.ecl }).map(
      ({ code, severity, message }) => ({
        code,
        severity,
        message: code === 'light-on-dark' ? DESIGN_MESSAGES.lightOnDark : message,
      }),
    );
    const inverted = warnings.some((w) => w.code === 'light-on-dark');
    const answer: GenerateResponse = {
      qrCode: renderSvg(matrix, qrDesign),
      ...(taken.includePng ? { png: ONE_PIXEL_PNG } : {}),
      content: payload,
      version: matrix.version,
      errorCorrectionLevel: matrix.ecl,
      eclLowered: matrix.ecl !== ecl,
      ...(verdict ??
        (inverted
          ? { grade: 'fragile', gradeReason: DESIGN_MESSAGES.lightOnDark, scannable: false }
          : { grade: 'robust', gradeReason: null, scannable: true })),
      logoSizeUsed: logoId ? Math.min(design.logoSize, logoCap) : null,
      warnings,
    };
    return json(200, answer);
  };

  const respond = (method: string, url: URL, body: unknown): Response => {
    switch (`${method} ${url.pathname}`) {
      case 'GET /api/user':
        return options.signedInAs
          ? json(200, makeUser(options.signedInAs))
          : json(401, { message: 'Not signed in', code: 'UNAUTHENTICATED' });
      case 'POST /api/generate-qrcode':
        return generate(body);
      case 'POST /api/generate-qrcode/pdf':
        // A string body: jsdom's Blob is not one the platform's Response can read.
        return new Response('%PDF-1.7 stand-in', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf' },
        });
      case 'POST /api/upload-logo':
        uploads += 1;
        return json(201, { id: `logo-id-${uploads}`, logoUrl: `/logo/logo-id-${uploads}` });
      case 'POST /api/track-generation':
      case 'POST /api/track-download':
        return new Response(null, { status: 204 });
      case 'POST /api/qrcodes':
        return json(201, { id: 1 });
      default:
        return json(404, { message: 'Not found', code: 'NOT_FOUND' });
    }
  };

  const { fetch, requests, hold } = fetchBoundary(respond);
  return {
    fetch,
    requests,
    hold,
    failNextGenerate(status, body) {
      nextFailure = { status, body };
    },
    setGrade(grade, reason, scannable = grade !== 'not scannable') {
      verdict = { grade, gradeReason: reason, scannable };
    },
    capLogoSize(ratio) {
      logoCap = ratio;
    },
  };
}
