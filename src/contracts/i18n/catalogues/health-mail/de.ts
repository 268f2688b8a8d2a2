import type { Catalogue } from '../../format.js';
import type { HealthMailMessageId } from './en.js';

export const messages: Catalogue<HealthMailMessageId> = {
  brokenSubject: 'Ihr QR-Code „{label}“ führt zu einer defekten Seite',
  brokenBody:
    'Das Ziel Ihres dynamischen QR-Codes „{label}“ ({shortUrl}) ist seit {since} defekt: {why}.',
  destination: 'Ziel: {destination}',
  fallbackText:
    'Leiten Sie Scannende mit einem Klick zur Ausweich-URL des Codes ({fallback}) um; der Link gilt {days} Tage:',
  switchLink: 'Zur Ausweich-URL umstellen',
  fallbackHtml: '{switch} ({fallback}); der Link gilt {days} Tage.',
  noFallbackText:
    'Dieser Code hat keine Ausweich-URL. Um Scannende woandershin zu leiten, ändern Sie sein Ziel im Dashboard: {dashboard}',
  noFallbackHtml: 'Dieser Code hat keine Ausweich-URL. Um Scannende woandershin zu leiten, {edit}.',
  editLink: 'ändern Sie sein Ziel im Dashboard',
  okSubject: 'Ihr QR-Code „{label}“ funktioniert wieder',
  okBody: 'Das Ziel Ihres dynamischen QR-Codes „{label}“ ({shortUrl}) antwortet wieder.',
  reasonStatus: 'Das Ziel antwortete mit {status}',
  reasonRedirects: 'Mehr als {count} Weiterleitungen',
  reasonTimeout: 'Keine Antwort innerhalb der Frist',
  reasonConnect: 'Keine Verbindung möglich ({code})',
  reasonRefused: 'Abgelehnt: {why}',
  reasonRedirected: 'Leitet weiter zu {host}',
  reasonNone: 'Das Ziel antwortet nicht',
};
