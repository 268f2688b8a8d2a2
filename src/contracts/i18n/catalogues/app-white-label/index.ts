import type { Catalogues } from '../../format.js';
import { messages as en, type AppWhiteLabelMessageId } from './en.js';
import { messages as es } from './es.js';
import { messages as de } from './de.js';
import { messages as fr } from './fr.js';
import { messages as pt } from './pt.js';

export const whiteLabelMessages: Catalogues<AppWhiteLabelMessageId> = { en, es, de, fr, pt };
export type { AppWhiteLabelMessageId };
