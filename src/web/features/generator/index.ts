// The generator feature's public surface: the generator section and the key that hands a
// template over to it. Narrower surfaces, loaded only by the pages that use them:
// `tabs/index.ts` (the design tabs and design state, for bulk generation) and
// `content-forms/index.ts` (the content forms, for the dashboard's edit dialog).
export { GeneratorSection } from './generator-section.js';
export { SELECTED_TEMPLATE_KEY } from './preselection.js';
