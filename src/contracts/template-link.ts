/**
 * The query parameter naming a template by id ("/?qr=wifi&template=wifi"): the templates page's
 * plain link, for a click before that page has hydrated. The generator loads the templates and
 * finds it (src/web/features/generator/generator-section.tsx).
 */
export const TEMPLATE_QUERY_PARAM = 'template';
