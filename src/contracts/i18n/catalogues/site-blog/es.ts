import type { Catalogue } from '../../format.js';
import type { SiteBlogMessageId } from './en.js';

export const messages: Catalogue<SiteBlogMessageId> = {
  'posts.english': 'Los artículos están en inglés.',
  'page.title': 'Blog',
  'page.description':
    'Artículos prácticos sobre códigos QR (en inglés): tamaños de impresión, corrección de errores, códigos estáticos y dinámicos, estadísticas y privacidad de los escaneos, phishing con QR, diseño, cartas, eventos y Wi-Fi.',
  'page.intro': 'Guías prácticas para crear códigos QR que se escanean y usarlos bien.',
  search: 'Buscar artículos',
  filter: 'Filtrar artículos por categoría',
  'filter.all': 'Todos',
  shown: '{count, plural, one {# artículo mostrado} other {# artículos mostrados}}',
  'empty.title': 'No se han encontrado artículos',
  'empty.text': 'Prueba con otra palabra o categoría.',
  tags: 'Etiquetas',
  readTime: '{minutes} min de lectura',
};
