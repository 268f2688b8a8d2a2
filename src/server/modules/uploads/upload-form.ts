import { z } from 'zod';
import { QR_CONTENT_LIMITS } from '../../../contracts/qr-content.js';
import type { UploadKind } from '../../db/schema/index.js';
import { UPLOAD_DESCRIPTION_MAX, UPLOAD_RULES } from './service.js';

/**
 * The multipart/form-data form of an upload kind, documented from its rules (the web app's
 * POST /api/upload-{kind} and the public API's POST /api/v1/uploads/{kind}). Documentation
 * only: the routes read the form with readUploadForm and the service checks it, so a route
 * that declares it turns validation off for it.
 */
export function uploadForm(kind: UploadKind) {
  const rules = UPLOAD_RULES[kind];
  const file = z.string().meta({
    contentMediaType: 'application/octet-stream',
    description: `The file: ${rules.types.join(', ')}; at most ${rules.maxBytes / 1024 / 1024} MB.`,
  });
  if (!rules.titleField || !rules.descriptionField) return z.object({ [rules.fileField]: file });
  return z.object({
    [rules.fileField]: file,
    [rules.titleField]: z.string().meta({
      description: `The title shown with the file, at most ${QR_CONTENT_LIMITS.title} characters.`,
    }),
    [rules.descriptionField]: z
      .string()
      .optional()
      .meta({ description: `At most ${UPLOAD_DESCRIPTION_MAX} characters.` }),
  });
}
