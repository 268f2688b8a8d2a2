import type { Catalogue } from '../../format.js';
import type { SiteDevelopersMessageId } from './en.js';

export const messages: Catalogue<SiteDevelopersMessageId> = {
  'page.title': 'API für Entwickler',
  'page.description':
    'Die REST-API von {brand}: Schlüssel erstellen, Codes einzeln oder tausend auf einmal erstellen, ihr Ziel ändern, Ihre Codes auflisten, jeden Code als SVG, PNG oder PDF ausgeben, dynamische Codes pausieren und fortsetzen, Scans per Webhook empfangen. Beispiele in curl und JavaScript und die vollständige Referenz.',
  'page.intro':
    'Alles, was die Web-App mit Ihren Codes macht, aus Ihren eigenen Systemen: eine REST-API unter <code>/api/v1</code> mit persönlichen Schlüsseln.',
  'reference.title': 'API-Referenz',
  'reference.loading': 'Referenz wird geladen…',
  'reference.failed':
    'Die Referenz konnte nicht geladen werden. Das Dokument selbst finden Sie unter {link}.',
  'reference.englishOnly':
    'Die Referenz wird aus der API selbst erzeugt: Ihre Operationen und Beschreibungen sind auf Englisch.',
  'reference.authentication': 'Authentifizierung:',
  'reference.bearer': 'Bearer-Token ({format})',
  'reference.key': 'Schlüssel',
  'reference.other': 'Sonstige',
  'reference.parameters': 'Parameter',
  'reference.requestBody': 'Anfragekörper',
  'reference.requestBodyRequired': 'Anfragekörper (erforderlich)',
  'reference.responses': 'Antworten',
};
