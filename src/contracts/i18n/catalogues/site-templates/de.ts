import type { Catalogue } from '../../format.js';
import type { SiteTemplatesMessageId } from './en.js';

export const messages: Catalogue<SiteTemplatesMessageId> = {
  'page.title': 'QR-Code-Vorlagen',
  'page.description':
    'Fertige QR-Code-Vorlagen für Websites, Visitenkarten, Speisekarten, WLAN, Termine, E-Mail, Social-Media-Profile, Apps und Zahlungen. Öffnen Sie eine im Generator und machen Sie sie zu Ihrer eigenen.',
  'page.intro':
    'Beginnen Sie mit einem fertigen Design mit Beispielinhalt und ersetzen Sie dann im Generator Inhalt und Stil durch Ihre eigenen.',
  'filter.label': 'Vorlagen nach Kategorie filtern',
  'filter.shown':
    '{count, plural, one {# Vorlage wird angezeigt} other {# Vorlagen werden angezeigt}}',
  'category.all': 'Alle Vorlagen',
  'category.business': 'Geschäftlich',
  'category.personal': 'Privat',
  'category.hospitality': 'Gastgewerbe',
  'category.events': 'Termine',
  'card.popular': 'Beliebt',
  'card.previewAlt': 'Beispiel-QR-Code: {title}',
  'card.previewUnavailable': 'Vorschau nicht verfügbar',
  'card.signUp': 'Registrieren Sie sich, um diese Vorlage zu nutzen',
  'card.use': 'Vorlage verwenden',
  'card.useLabel': 'Vorlage verwenden: {title}',
  'type.url': 'Website',
  'type.contact': 'Kontakt',
  'type.payment': 'Zahlung',
  'type.pdf': 'Speisekarte/PDF',
  'type.location': 'Standort',
  'type.wifi': 'WLAN',
  'type.events': 'Termine',
  'type.email': 'E-Mail',
  'type.social': 'Soziale Medien',
  'type.apps': 'Apps',
  'type.bitcoin': 'Bitcoin',
  'more.title': 'Brauchen Sie etwas anderes?',
  'more.text':
    'Der Generator erstellt 16 Arten von QR-Codes mit Ihren eigenen Inhalten und Ihrem eigenen Design.',
  'more.create': 'Eigenen QR-Code erstellen',
  'website.title': 'Website-Link',
  'website.description':
    'Schicken Sie Menschen auf Ihre Startseite, eine Landingpage oder in einen Onlineshop.',
  'business-card.title': 'Visitenkarte',
  'business-card.description':
    'Eine Kontaktkarte mit Name, Firma, Telefon und E-Mail, mit einem Scan gespeichert.',
  'payment.title': 'Zahlungsanforderung',
  'payment.description':
    'Öffnet eine Bezahlseite für ein Produkt oder eine Dienstleistung zu einem festen Preis.',
  'menu.title': 'Speisekarte',
  'menu.description':
    'Verbinden Sie Tischaufsteller mit Ihrer Speisekarte als PDF, das Sie jederzeit ersetzen können.',
  'location.title': 'Standort',
  'location.description':
    'Öffnet eine Adresse in der Karten-App, für Geschäfte, Veranstaltungsorte und Treffpunkte.',
  'wifi.title': 'WLAN-Zugang',
  'wifi.description':
    'Lassen Sie Gäste sich mit Ihrem Netzwerk verbinden, ohne das Passwort einzutippen.',
  'event.title': 'Termineinladung',
  'event.description':
    'Fügen Sie einen Termin mit Datum und Uhrzeit zum Kalender der Person hinzu, die den Code scannt.',
  'contact-phone.title': 'Telefonkontakt',
  'contact-phone.description':
    'Ein einfacher Kontakt mit Name und Telefonnummer, für Flyer und Aushänge.',
  'email.title': 'E-Mail-Nachricht',
  'email.description':
    'Öffnet eine neue E-Mail, in der Adresse, Betreff und Text schon ausgefüllt sind.',
  'social-media.title': 'Social-Media-Profil',
  'social-media.description': 'Gewinnen Sie Follower mit einem Code, der Ihre Profilseite öffnet.',
  'event-calendar.title': 'Kalendereintrag',
  'event-calendar.description':
    'Tragen Sie ein Meeting, einen Kurs oder einen Workshop mit einem Scan in den Kalender ein.',
  'app-download.title': 'App-Download',
  'app-download.description': 'Schicken Sie Menschen direkt zur Store-Seite Ihrer App.',
  'bitcoin-payment.title': 'Bitcoin-Zahlung',
  'bitcoin-payment.description':
    'Teilen Sie eine Wallet-Adresse und einen Betrag, die die Wallet-App exakt übernimmt.',
};
