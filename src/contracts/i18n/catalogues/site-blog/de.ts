import type { Catalogue } from '../../format.js';
import type { SiteBlogMessageId } from './en.js';

export const messages: Catalogue<SiteBlogMessageId> = {
  'posts.english': 'Die Artikel selbst sind auf Englisch.',
  'page.title': 'Blog',
  'page.description':
    'Praxisartikel zu QR-Codes (auf Englisch): Druckgrößen, Fehlerkorrektur, statische und dynamische QR-Codes, Scan-Statistiken und Datenschutz, QR-Phishing, Gestaltung, Speisekarten, Veranstaltungen und WLAN.',
  'page.intro': 'Praktische Anleitungen für QR-Codes, die scannen, und für ihren guten Einsatz.',
  search: 'Artikel durchsuchen',
  filter: 'Artikel nach Kategorie filtern',
  'filter.all': 'Alle',
  shown: '{count, plural, one {# Artikel angezeigt} other {# Artikel angezeigt}}',
  'empty.title': 'Keine Artikel gefunden',
  'empty.text': 'Versuchen Sie ein anderes Wort oder eine andere Kategorie.',
  tags: 'Schlagwörter',
  readTime: '{minutes} Min. Lesezeit',
};
