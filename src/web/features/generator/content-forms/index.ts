// The per-type content forms of the generator's Purpose tab (issue 4 items 1-2).
export type { ContentFormProps, ContentValue } from './content-value.js';
export { ContentForm } from './content-form.js';
export { emptyContent } from './empty-content.js';
export { validateContent, type ContentValidation } from './validate-content.js';
export { templateToContent } from './template-to-content.js';
export {
  checkUploadFile,
  uploadFile,
  UPLOAD_RULES,
  type UploadedFile,
  type UploadKind,
} from './upload-file.js';
export { isoToLocalInput, localInputToIso, timeZoneLabel } from './local-date-time.js';
