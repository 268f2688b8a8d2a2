// Saved views of the code list (issue 40 item 2): the plugin.
export { savedViewsModule } from './plugin.js';
