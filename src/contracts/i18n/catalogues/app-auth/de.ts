import type { Catalogue } from '../../format.js';
import type { AppAuthMessageId } from './en.js';

export const messages: Catalogue<AppAuthMessageId> = {
  'page.loginTitle': 'Anmelden - {brand}',
  'page.registerTitle': 'Registrieren - {brand}',
  'page.loginHeading': 'Bei Ihrem Konto anmelden',
  'page.registerHeading': 'Für ein kostenloses Konto registrieren',
  'page.loginIntro': 'Verwalten Sie Ihre gespeicherten und dynamischen QR-Codes.',
  'page.registerIntro':
    'Speichern Sie Ihre Codes, bearbeiten Sie dynamische Codes nach dem Druck und sehen Sie ihre Scans.',
  'page.restore': 'Sie haben Ihr Konto vor Kurzem gelöscht? <link>Wiederherstellen</link>',

  'form.email': 'E-Mail',
  'form.password': 'Passwort',

  'login.resetNeedsEmail':
    'Geben Sie oben Ihre E-Mail-Adresse ein und wählen Sie dann „Passwort vergessen“.',
  'login.sendingLink': 'Link wird gesendet...',
  'login.forgot': 'Passwort vergessen',
  'login.submitting': 'Anmeldung läuft...',
  'login.submit': 'Anmelden',
  'login.google': 'Mit Google anmelden',
  'login.newHere': 'Neu hier? <link>Registrieren</link>',
  'login.success': 'Anmeldung erfolgreich',
  'login.welcomeBack': 'Willkommen zurück, {name}',
  'login.failed': 'Anmeldung fehlgeschlagen',

  'reset.checkEmail': 'Sehen Sie in Ihren E-Mails nach',
  'reset.notSent': 'Link nicht gesendet',
  'reset.tryAgain': 'Bitte versuchen Sie es gleich noch einmal.',

  'register.submitting': 'Registrierung läuft...',
  'register.submit': 'Registrieren',
  'register.google': 'Mit Google registrieren',
  'register.haveAccount': 'Sie haben schon ein Konto? <link>Anmelden</link>',
  'register.success': 'Registrierung erfolgreich',
  'register.welcome': 'Willkommen, {name}',
  'register.failed': 'Registrierung fehlgeschlagen',

  'company.open': 'Mit Ihrem Unternehmen anmelden',
  'company.email': 'Geschäftliche E-Mail-Adresse',
  'company.hint': 'Wir leiten Sie zur Anmeldeseite Ihres Unternehmens weiter.',
  'company.opening': 'Anmeldung Ihres Unternehmens wird geöffnet…',
  'company.continue': 'Weiter',

  'verify.title': 'Bestätigen Sie Ihre E-Mail-Adresse',
  'verify.verified': 'E-Mail-Adresse bestätigt',
  'verify.goToCodes': 'Zu Ihren QR-Codes',
  'verify.deleted': 'Konto gelöscht',
  'verify.login': 'Anmelden',
  'verify.checking': 'Ihr Link wird geprüft...',
  'verify.confirms':
    'Dieser Link bestätigt die Adresse <strong>{address}</strong> des am {created} erstellten Kontos.',
  'verify.confirming': 'Wird bestätigt...',
  'verify.confirm': 'Meine Adresse bestätigen',
  'verify.notSignedIn':
    'Dieser Browser ist nicht bei diesem Konto angemeldet. Wenn dies Ihre Adresse ist, legen Sie zur Bestätigung das Passwort des Kontos fest: Wer das Konto erstellt hat, wird überall abgemeldet, das dabei festgelegte Passwort funktioniert nicht mehr, und die API-Schlüssel und Webhooks des Kontos werden deaktiviert.',
  'verify.newPassword': 'Neues Passwort',
  'verify.confirmPassword': 'Neues Passwort bestätigen',
  'verify.confirmAndSet': 'Bestätigen und Passwort festlegen',
  'verify.declineQuestion': 'Sie haben dieses Konto nicht erstellt?',
  'verify.notMe': 'Das war ich nicht',
  'verify.declineConfirm':
    'Das Konto für {address} löschen? Alle Inhalte werden entfernt und können nicht wiederhergestellt werden.',
  'verify.deleting': 'Wird gelöscht...',
  'verify.delete': 'Konto löschen',
  'verify.cancel': 'Abbrechen',

  'handOver.label': 'Was sich geändert hat',
  'handOver.summary':
    'Das Konto wurde erstellt, bevor Sie diese Adresse nachgewiesen haben. Deshalb haben wir dafür gesorgt, dass nur Sie Zugriff darauf haben: {sessions, plural, one {# angemeldetes Gerät} other {# angemeldete Geräte}} abgemeldet, {apiKeys, plural, one {# API-Schlüssel} other {# API-Schlüssel}} widerrufen, {webhooks, plural, one {# Webhook} other {# Webhooks}} entfernt, und das bei der Erstellung festgelegte Passwort funktioniert nicht mehr.',
  'handOver.codes':
    'Das Konto hat {total, plural, one {# dynamischen QR-Code, der weiterhin funktioniert. Prüfen Sie, wohin er Scannende führt:} other {# dynamische QR-Codes, die weiterhin funktionieren. Prüfen Sie, wohin sie Scannende führen:}}',
  'handOver.code': '{name}: {destination}',
  'handOver.pausedCode': '{name}: {destination} (pausiert)',
  'handOver.more': 'und {count, number} weitere in Ihrem Dashboard.',

  'setup.documentTitle': 'Administrator einrichten - {brand}',
  'setup.title': 'Administrator einrichten',
  'setup.login': 'Anmelden',
  'setup.checking': 'Ihr Link wird geprüft...',
  'setup.forAddress':
    'Legen Sie das Passwort für {address} fest. Dieses Konto wird Administrator von {brand}, und alle damit angemeldeten Geräte werden abgemeldet.',
  'setup.noAdmin':
    'Dieser Server hat noch keinen Administrator. Wählen Sie die Adresse und das Passwort, mit denen Sie sich als sein Administrator anmelden. Dieser Link funktioniert nur einmal.',
  'setup.email': 'E-Mail',
  'setup.password': 'Passwort',
  'setup.confirmPassword': 'Passwort bestätigen',
  'setup.failed':
    'Der Administrator konnte nicht eingerichtet werden. Bitte versuchen Sie es noch einmal.',
  'setup.submitting': 'Wird eingerichtet...',
  'setup.submit': 'Administrator werden',
  'setup.done': 'Administrator eingerichtet',
};
