import type { Catalogue } from '../../format.js';
import type { AppNewsletterMessageId } from './en.js';

export const messages: Catalogue<AppNewsletterMessageId> = {
  'page.title': 'Newsletter',
  'page.forbidden': '403: Nur Administratoren können Newsletter und Benachrichtigungen versenden.',
  'error.title': 'Fehler',
  'error.sendFailed':
    'Der Newsletter konnte nicht gesendet werden. Bitte versuchen Sie es noch einmal.',
  'action.send': 'Senden',

  'stats.label': 'Kennzahlen',
  'stats.loadFailed': 'Die Kennzahlen konnten nicht geladen werden.',
  'stats.totalUsers': 'Nutzer insgesamt',
  'stats.qrCodes': 'QR-Codes',
  'stats.subscribers': 'Abonnenten',
  'stats.newIn7Days': '{count} neu in 7 Tagen',
  'stats.waiting': '{count, plural, one {# wartet} other {# warten}} auf Bestätigung',

  'composer.title': 'Newsletter verfassen',
  'composer.subject': 'Betreff',
  'composer.content': 'Inhalt (Markdown)',
  'composer.preview': 'Vorschau',
  'composer.includeStats': 'Kennzahlen dieser Woche einfügen (Nutzer und QR-Codes)',
  'composer.sending': 'Wird gesendet...',
  'composer.send': 'An Abonnenten senden',
  'composer.sendTest': 'Test an mich senden',
  'composer.testQueued': 'Test eingereiht',
  'composer.queued': 'Newsletter eingereiht',
  'composer.missingTitle': 'Angaben fehlen',
  'composer.missingDescription': 'Bitte geben Sie Betreff und Inhalt des Newsletters an.',
  'composer.confirmTitle': 'Diesen Newsletter senden?',
  'composer.confirmDescription':
    'Er geht an alle bestätigten Abonnenten. Jeder erhält ihn einmal, mit einem Link zum Abbestellen mit einem Klick.',
  'composer.confirmLabel': 'Newsletter senden',

  'notifications.title': 'Benachrichtigungen',
  'notifications.welcome': 'Willkommens-E-Mail senden',
  'notifications.welcomeTitle': 'Die Willkommens-E-Mail senden?',
  'notifications.welcomeDescription':
    'Jeder Nutzer, der die Willkommens-E-Mail noch nie erhalten hat, bekommt sie einmal.',
  'notifications.scans': 'Scan-Zusammenfassungen senden',
  'notifications.scansTitle': 'Scan-Zusammenfassungen senden?',
  'notifications.scansDescription':
    'Jeder Nutzer mit dynamischen Codes erhält die Scans der letzten 7 Tage für jeden Code. Nutzer ohne dynamische Codes oder mit abgeschalteten E-Mails dieser Art werden übersprungen.',
  'notifications.paused': 'Erinnerungen an pausierte Codes senden',
  'notifications.pausedTitle': 'Erinnerungen an pausierte Codes senden?',
  'notifications.pausedDescription':
    'Jeder Nutzer mit pausierten dynamischen Codes erhält eine Erinnerung, die sie auflistet.',
  'notifications.result':
    '{message} ({sent} von {total, plural, one {# Nutzer} other {# Nutzern}})',

  'history.title': 'Kampagnen',
  'history.loadFailed': 'Die Kampagnen konnten nicht geladen werden.',
  'history.empty': 'Noch nichts gesendet.',
  'history.sent': 'Gesendet',
  'history.kind': 'Art',
  'history.subject': 'Betreff',
  'history.queued': 'Eingereiht',
  'history.delivered': 'Zugestellt',
  'history.failed': 'Fehlgeschlagen',
  'history.actions': 'Aktionen',
  'history.kindNewsletter': 'Newsletter',
  'history.kindWelcome': 'Willkommen',
  'history.kindScanSummary': 'Scan-Zusammenfassung',
  'history.kindPauseReminder': 'Pausen-Erinnerung',
  'history.sendAgain': 'An neue Abonnenten senden',
  'history.sendAgainLabel': '„{subject}“ an neue Abonnenten senden',
  'history.againTitle': 'Diesen Newsletter erneut senden?',
  'history.againDescription':
    '„{subject}“ geht an bestätigte Abonnenten, die ihn noch nicht erhalten haben. Niemand erhält ihn zweimal.',

  'prefs.title': 'E-Mail-Einstellungen',
  'prefs.description':
    'E-Mails an {address}. Konto- und Sicherheits-E-Mails werden immer gesendet.',
  'prefs.what': 'E-Mail-Einstellungen',
  'prefs.loadFailed':
    'Ihre Einstellungen konnten nicht geladen werden. Bitte laden Sie die Seite neu.',
  'prefs.newsletter': 'Newsletter Shark Tips',
  'prefs.newsletterHint': 'Eine wöchentliche E-Mail über QR-Codes und Marketing.',
  'prefs.scanSummary': 'Wöchentliche Scan-Zusammenfassung',
  'prefs.scanSummaryHint':
    'Jede Woche die Scans der letzten 7 Tage für jeden Ihrer dynamischen Codes.',
  'prefs.pauseReminders': 'Erinnerungen an pausierte Codes',
  'prefs.pauseRemindersHint':
    'Eine Erinnerung mit der Liste der dynamischen Codes, die Sie pausiert haben.',
  'prefs.announcements': 'Ankündigungen',
  'prefs.announcementsHint': 'Willkommensgrüße und Produktneuigkeiten vom Team.',
  'prefs.brokenLinkAlerts': 'Warnungen zu defekten Links',
  'prefs.brokenLinkAlertsHint':
    'Eine E-Mail, wenn das Ziel eines dynamischen Codes nicht mehr funktioniert, und wenn es wieder funktioniert.',
  'prefs.pendingMailed': 'Wartet darauf, dass Sie dem zugesandten Bestätigungslink folgen.',
  'prefs.pendingNoMail':
    'Wartet darauf, dass Sie dem Bestätigungslink folgen. Auf diesem Server ist kein E-Mail-Versand eingerichtet. Bitten Sie seinen Administrator um den Link.',

  'link.checking': 'Ihr Link wird geprüft...',

  'confirm.title': 'Abonnement bestätigen',
  'confirm.invalid':
    'Dieser Bestätigungslink ist ungültig oder abgelaufen. Bitte melden Sie sich über die Fußzeile erneut an.',
  'confirm.welcomeTitle': 'Willkommen im Rudel!',
  'confirm.subscribed': '{address} ist angemeldet.',
  'confirm.welcomeDescription':
    'Sie erhalten jede Woche Shark Tips über QR-Codes und Marketingstrategien.',
  'confirm.unsubscribeNote': 'Jede Ausgabe enthält einen Link zum Abbestellen mit einem Klick.',
  'confirm.create': 'QR-Code erstellen',

  'unsubscribe.title': 'Abbestellen',
  'unsubscribe.invalid': 'Dieser Abbestell-Link ist ungültig.',
  'unsubscribe.receives':
    '<b>{address}</b> erhält {list, select, newsletter {den Newsletter Shark Tips} scanSummary {die wöchentlichen Scan-Zusammenfassungen} pauseReminders {die Erinnerungen an pausierte Codes} announcements {die Ankündigungen} brokenLinks {die Warnungen zu defekten Links} other {{list}}}.',
  'unsubscribe.left':
    '<b>{address}</b> hat {list, select, newsletter {den Newsletter Shark Tips} scanSummary {die wöchentlichen Scan-Zusammenfassungen} pauseReminders {die Erinnerungen an pausierte Codes} announcements {die Ankündigungen} brokenLinks {die Warnungen zu defekten Links} other {{list}}} abbestellt. Sie erhalten diese E-Mails nicht mehr.',
  'unsubscribe.failed': 'Das hat nicht funktioniert. Bitte versuchen Sie es noch einmal.',
  'unsubscribe.button': 'Abbestellen',
  'unsubscribe.unsubscribing': 'Wird abbestellt...',
  'unsubscribe.again': 'Wieder abonnieren',
  'unsubscribe.subscribing': 'Wird abonniert...',
};
