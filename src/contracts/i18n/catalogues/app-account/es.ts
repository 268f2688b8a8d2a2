import type { Catalogue } from '../../format.js';
import type { AppAccountMessageId } from './en.js';

export const messages: Catalogue<AppAccountMessageId> = {
  'language.title': 'Idioma',
  'language.description':
    'La aplicación y todos los correos que te enviamos están en este idioma: tu cuenta, las invitaciones, tu prueba gratuita, los enlaces rotos, los pagos que recibes, los boletines y los resúmenes de escaneos. Lo que un operador escribe en un boletín se queda tal como lo escribió.',
  'language.label': 'Idioma',
  'language.save': 'Guardar idioma',
  'language.savedNote': 'La aplicación y los correos que te enviamos están ahora en {language}.',
};
