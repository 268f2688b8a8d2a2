// Public face of the uploads module: its routes and service, the upload guards other
// multipart routes reuse, and the image helpers of the pages that show uploads.
export { UPLOAD_LIMITS } from './routes.js';
export {
  UploadService,
  LOGO_TOO_COMPLEX,
  UPLOAD_DESCRIPTION_MAX,
  UPLOAD_RULES,
} from './service.js';
export {
  registerUploadGuards,
  MAX_UPLOADS_IN_PROGRESS_PER_ADDRESS,
  UPLOAD_BODY_TIMEOUT_MS,
  UPLOAD_GUARD_MESSAGES,
  type UploadGuardOptions,
} from './upload-guards.js';
export { readUploadForm } from './multipart-reader.js';
export { uploadForm } from './upload-form.js';
export {
  deleteImageVariants,
  responsiveImageAttributes,
  type ImageSizes,
} from './image-variants.js';
export { imageSize } from './image-size.js';
export { IMAGE_LIMITS } from './image-header.js';
export { uploadsModule, type UploadsModuleOptions } from './plugin.js';
