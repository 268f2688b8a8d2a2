import type { Catalogue } from '../../format.js';
import type { SiteChromeMessageId } from './en.js';

export const messages: Catalogue<SiteChromeMessageId> = {
  'site.title': 'Kostenloser QR-Code-Generator',
  'site.description':
    'Erstellen, gestalten und laden Sie QR-Codes kostenlos herunter. Mit einem Konto speichern Sie Ihre Codes und erstellen dynamische QR-Codes, die Sie nach dem Druck noch ändern können.',
  skip: 'Zum Inhalt springen',
  'nav.main': 'Hauptmenü',
  'nav.mobile': 'Mobiles Menü',
  'nav.openMenu': 'Menü öffnen',
  'nav.features': 'Funktionen',
  'nav.useCases': 'Anwendungen',
  'nav.templates': 'Vorlagen',
  'nav.blog': 'Blog',
  'nav.faq': 'FAQ',
  'nav.pricing': 'Preise',
  'nav.login': 'Anmelden',
  'nav.signup': 'Registrieren',
  'footer.nav': 'Fußzeile',
  'footer.about': 'Über uns',
  'footer.contact': 'Kontakt',
  'footer.developers': 'Entwickler',
  'footer.privacy': 'Datenschutz',
  'footer.terms': 'Nutzungsbedingungen',
  'footer.rights': '© {year} {brand}. Alle Rechte vorbehalten.',
  'footer.poweredBy': 'Bereitgestellt von {brand}',
  'newsletter.heading': 'Tipps rund um QR-Codes',
  'newsletter.text':
    'Shark Tips: eine wöchentliche E-Mail zu QR-Codes und Marketing. Per E-Mail bestätigen, mit einem Klick abbestellen.',
  'newsletter.label': 'E-Mail-Adresse',
  'newsletter.placeholder': 'Ihre E-Mail-Adresse',
  'newsletter.subscribe': 'Abonnieren',
  'switcher.current': '{language} (diese Seite)',
  'notFound.eyebrow': 'Fehler 404',
  'notFound.title': 'Seite nicht gefunden',
  'notFound.description': 'Unter dieser Adresse gibt es keine Seite.',
  'notFound.text':
    'Unter dieser Adresse gibt es keine Seite. Vielleicht enthält der Link einen Tippfehler, oder die Seite ist umgezogen.',
  'notFound.home': 'Zur Startseite',
  'notFound.pages': 'Wichtige Seiten',
  'notFound.make': 'QR-Code erstellen',
};
