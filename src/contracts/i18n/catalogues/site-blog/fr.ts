import type { Catalogue } from '../../format.js';
import type { SiteBlogMessageId } from './en.js';

export const messages: Catalogue<SiteBlogMessageId> = {
  'posts.english': 'Les articles eux-mêmes sont en anglais.',
  'page.title': 'Blog',
  'page.description':
    'Des articles pratiques sur les codes QR (en anglais) : tailles d’impression, correction d’erreur, codes statiques et dynamiques, statistiques et confidentialité des scans, hameçonnage par QR, design, menus, événements et Wi-Fi.',
  'page.intro':
    'Des guides pratiques pour créer des codes QR qui se scannent, et bien les utiliser.',
  search: 'Rechercher des articles',
  filter: 'Filtrer les articles par catégorie',
  'filter.all': 'Tous',
  shown: '{count, plural, one {# article affiché} other {# articles affichés}}',
  'empty.title': 'Aucun article trouvé',
  'empty.text': 'Essayez un autre mot ou une autre catégorie.',
  tags: 'Mots-clés',
  readTime: '{minutes} min de lecture',
};
