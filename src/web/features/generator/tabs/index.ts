// The generator's design editor, for bulk generation: the design tabs, their field styles, and
// the design state they edit (the generator's own, so a bulk code gets the same design).
export { INITIAL_DESIGN, designRequestFields, type DesignState } from '../design-state.js';
export type { LogoState } from '../logo-file.js';
export { ColorsTab } from './colors-tab.js';
export { FrameTab } from './frame-tab.js';
export { LogoTab } from './logo-tab.js';
export {
  FIELD_CLASSES,
  LABEL_CLASSES,
  TAB_LIST_CLASSES,
  TAB_TRIGGER_CLASSES,
} from './field-styles.js';
export { useApplyKit } from '../apply-kit.js';
