import { messages as english } from '../../../../contracts/i18n/catalogues/site-generator-result/en.js';

/**
 * Why the downloads and Save are off after a change (issue 37 item 4): a file is only ever the
 * code on screen, never the one made before the change. The English; the result shows it in the
 * page's language ('outdated.note').
 */
export const OUTDATED_NOTE: string = english['outdated.note'];
