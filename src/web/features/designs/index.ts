// The brand kits feature's public surface (issue 40 item 4): the page and the generator's picker.
export { BrandKitsPage } from './brand-kits-page.js';
export { BrandKitPicker, type BrandKitPickerProps } from './brand-kit-picker.js';
