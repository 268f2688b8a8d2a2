import type { Catalogue } from '../../format.js';
import type { BulkMailMessageId } from './en.js';

export const messages: Catalogue<BulkMailMessageId> = {
  'footer.why': 'Sie erhalten diese E-Mail, weil {address} {list} von {brand} erhält.',
  'footer.unsubscribeText': 'Mit einem Klick abbestellen: {link}',
  'footer.unsubscribeLink': 'Abbestellen',
  'list.newsletter': 'den Newsletter Shark Tips',
  'list.scanSummary': 'die wöchentlichen Scan-Zusammenfassungen',
  'list.pauseReminders': 'die Erinnerungen an pausierte Codes',
  'list.announcements': 'die Ankündigungen',
  'list.brokenLinks': 'die Warnungen zu defekten Links',
  'newsletter.testSubject': '[Test] {subject}',
  'newsletter.statsHeading': '{brand} in dieser Woche',
  'newsletter.statsUsers':
    'Nutzer: {total, number, ::group-off} ({fresh, number, ::group-off} neu in dieser Woche)',
  'newsletter.statsCodes':
    'QR-Codes: {total, number, ::group-off} ({fresh, number, ::group-off} neu in dieser Woche)',
  'welcome.subject': 'Willkommen bei {brand}',
  'welcome.greeting': 'Willkommen bei {brand}!',
  'welcome.body':
    'Erstellen Sie QR-Codes, machen Sie sie dynamisch, um ihr Ziel auch nach dem Druck zu ändern, und sehen Sie, wie oft sie gescannt werden.',
  'welcome.codesText': 'Ihre Codes: {link}',
  'welcome.codesLink': 'Ihre Codes öffnen',
  'scans.subject':
    'Scans Ihrer QR-Codes in dieser Woche: {total, plural, one {# Scan} other {# Scans}}',
  'scans.intro': 'Scans Ihrer dynamischen QR-Codes in den letzten 7 Tagen:',
  'scans.count': '{count, plural, one {# Scan} other {# Scans}}',
  'scans.line': '{label} ({link}): {count, plural, one {# Scan} other {# Scans}}',
  'scans.total': 'Gesamt: {total, plural, one {# Scan} other {# Scans}}',
  'scans.detailsText': 'Details: {link}',
  'scans.detailsLink': 'Details ansehen',
  'paused.subject': 'Erinnerung: Einige Ihrer QR-Codes sind pausiert',
  'paused.intro':
    'Diese dynamischen QR-Codes sind pausiert: Wer sie scannt, sieht statt Ihres Inhalts eine Seite „pausiert“.',
  'paused.resumeText': 'Setzen Sie sie in Ihrem Dashboard fort: {link}',
  'paused.resumeLink': 'In Ihrem Dashboard fortsetzen',
};
