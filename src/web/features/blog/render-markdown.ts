// Shared with newsletters (web preview and mail): see contracts/markdown.ts.
export { renderMarkdown } from '../../../contracts/markdown.js';
