import type { Catalogue } from '../../format.js';
import type { SiteLandingMessageId } from './en.js';

export const messages: Catalogue<SiteLandingMessageId> = {
  'hero.title': 'QR-Codes, die immer scannen',
  'hero.text':
    'Erstellen Sie statische QR-Codes kostenlos, oder registrieren Sie sich, um sie zu speichern und dynamische QR-Codes zu erstellen, die Sie nach dem Druck noch ändern können.',
  'hero.create': 'Ihren QR-Code erstellen',
  'stats.heading': 'Diese Website in Zahlen',
  'stats.codesGenerated': 'hier erstellte QR-Codes',
  'stats.dynamicCodes': 'angelegte dynamische QR-Codes',
  'stats.scansCounted': 'gezählte Scans',
  'stats.unavailable': 'Die Zahlen dieser Website sind gerade nicht verfügbar.',
  'features.title': 'Gebaut, damit Ihre Codes scannen',
  'features.intro':
    'Kostenlose Werkzeuge für den Code selbst und ein Konto für alles, was nach dem Druck passiert.',
  'features.all': 'Alle Funktionen ansehen',
  'useCases.title': 'Wo QR-Codes helfen',
  'useCases.intro': 'Einige Beispiele, wie Unternehmen Codes einsetzen.',
  'useCases.more': 'Weitere Anwendungen',
  'benefits.title': 'Was ein kostenloses Konto bietet',
  'benefits.intro': 'Für immer kostenlos, ohne Kreditkarte.',
  'benefits.static': 'Unbegrenzt viele statische QR-Codes, kostenlos und ohne Wasserzeichen',
  'benefits.dynamic':
    '{count, plural, one {# dynamischer QR-Code, dessen Ziel Sie nach dem Druck ändern können} other {# dynamische QR-Codes, deren Ziel Sie nach dem Druck ändern können}}',
  'benefits.analytics':
    'Scan-Statistiken mit allen Details für {scans} Scans pro Code und Monat (gezählt wird jeder Scan)',
  'benefits.saved': 'Bis zu {saved} gespeicherte Codes in Ihrem Dashboard',
  'benefits.design': 'Logos und zweifarbige Verläufe im Generator',
  'benefits.trial': 'Eine {days}-tägige Testphase mit bis zu {dynamic} dynamischen QR-Codes',
  'stories.title': 'So wird es genutzt',
  'stories.example': 'Beispiel',
  'story.bakery.who': 'Eine Bäckerei',
  'story.bakery.text':
    'Eine Bäckerei druckt einen dynamischen QR-Code auf ihre Papiertüten. Im Sommer führt er zur Eiskarte, im Dezember zum Bestellformular für Stollen: Die Tüten bleiben dieselben.',
  'story.wedding.who': 'Ein Hochzeitspaar',
  'story.wedding.text':
    'Ein Paar druckt einen WLAN-Code und einen Kalendertermin-Code auf die Tischkarten: Die Gäste sind online und speichern den Brunch am nächsten Tag, ohne nachzufragen.',
  'story.tradesperson.who': 'Ein Handwerksbetrieb',
  'story.tradesperson.text':
    'Ein Elektriker bringt einen Visitenkarten-Code an der Tür seines Transporters an. Wer an der Ampel wartet, speichert die Nummer mit einem Scan, statt den Transporter zu fotografieren.',
  'faq.title': 'Häufige Fragen',
  'faq.all': 'Alle Fragen',
  'cta.title': 'Jetzt Ihren QR-Code erstellen',
  'cta.text': 'Kostenlos, ohne Registrierung. Gestalten, auf Lesbarkeit prüfen, herunterladen.',
  'cta.create': 'QR-Code erstellen',
  'cta.design': 'Code gestalten',
};
