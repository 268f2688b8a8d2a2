import type { Catalogue } from '../../format.js';
import type { SiteDevelopersMessageId } from './en.js';

export const messages: Catalogue<SiteDevelopersMessageId> = {
  'page.title': 'API para desarrolladores',
  'page.description':
    'La API REST de {brand}: crea una clave, crea códigos de uno en uno o mil a la vez, cambia adónde llevan, lista tus códigos, genera cualquier código en SVG, PNG o PDF, pausa y reanuda códigos dinámicos y recibe los escaneos por webhook. Ejemplos en curl y JavaScript, y la referencia completa.',
  'page.intro':
    'Todo lo que la aplicación web hace con tus códigos, desde tus propios sistemas: una API REST bajo <code>/api/v1</code> con claves personales.',
  'reference.title': 'Referencia de la API',
  'reference.loading': 'Cargando la referencia…',
  'reference.failed': 'No se pudo cargar la referencia. El documento en sí está en {link}.',
  'reference.englishOnly':
    'La referencia se genera a partir de la propia API: sus operaciones y descripciones están en inglés.',
  'reference.authentication': 'Autenticación:',
  'reference.bearer': 'Token Bearer ({format})',
  'reference.key': 'clave',
  'reference.other': 'Otras',
  'reference.parameters': 'Parámetros',
  'reference.requestBody': 'Cuerpo de la solicitud',
  'reference.requestBodyRequired': 'Cuerpo de la solicitud (obligatorio)',
  'reference.responses': 'Respuestas',
};
