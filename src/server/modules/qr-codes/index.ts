// Public face of the qr-codes module for other modules.
export { parseCodeId } from './code-id.js';
export { QrCodeService, toSavedQrCode } from './service.js';
export { qrCodesModule } from './plugin.js';
