import type { Catalogue } from '../../format.js';
import type { SiteDevelopersMessageId } from './en.js';

export const messages: Catalogue<SiteDevelopersMessageId> = {
  'page.title': 'API pour les développeurs',
  'page.description':
    'L’API REST de {brand} : créez une clé, créez des codes un par un ou mille à la fois, changez leur destination, listez vos codes, générez n’importe quel code en SVG, PNG ou PDF, mettez en pause et réactivez les codes dynamiques, recevez les scans par webhook. Des exemples en curl et en JavaScript, et la référence complète.',
  'page.intro':
    'Tout ce que l’application web fait avec vos codes, depuis vos propres systèmes : une API REST sous <code>/api/v1</code> avec des clés personnelles.',
  'reference.title': 'Référence de l’API',
  'reference.loading': 'Chargement de la référence…',
  'reference.failed':
    'La référence n’a pas pu être chargée. Le document lui-même se trouve à l’adresse {link}.',
  'reference.englishOnly':
    'La référence est générée à partir de l’API elle-même : ses opérations et descriptions sont en anglais.',
  'reference.authentication': 'Authentification :',
  'reference.bearer': 'Jeton Bearer ({format})',
  'reference.key': 'clé',
  'reference.other': 'Autres',
  'reference.parameters': 'Paramètres',
  'reference.requestBody': 'Corps de la requête',
  'reference.requestBodyRequired': 'Corps de la requête (obligatoire)',
  'reference.responses': 'Réponses',
};
