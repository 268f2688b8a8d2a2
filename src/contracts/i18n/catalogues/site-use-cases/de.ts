import type { Catalogue } from '../../format.js';
import type { SiteUseCasesMessageId } from './en.js';

export const messages: Catalogue<SiteUseCasesMessageId> = {
  'restaurants.industry': 'Restaurants und Cafés',
  'restaurants.example':
    'Ein Tischaufsteller führt zur Speisekarte als PDF, und ein zweiter Code bringt Gäste ins WLAN, ohne nach dem Passwort zu fragen.',
  'retail.industry': 'Einzelhandel',
  'retail.example':
    'Ein Aufkleber an der Kasse bittet um eine Bewertung und zeigt das Instagram-Profil des Ladens; ein Regaletikett öffnet die Produktseite.',
  'real-estate.industry': 'Immobilien',
  'real-estate.example':
    'Ein „Zu verkaufen“-Schild führt zu den Fotos des Angebots, zur Adresse auf der Karte und zur Visitenkarte des Maklers.',
  'events.industry': 'Veranstaltungen und Konferenzen',
  'events.example':
    'Plakate tragen die Session in den Kalender der Teilnehmenden ein, Namensschilder enthalten die Visitenkarte der Vortragenden, und Schilder teilen das WLAN des Veranstaltungsorts.',
  'hospitality.industry': 'Hotels und Ferienwohnungen',
  'hospitality.example':
    'Eine Karte im Zimmer verbindet Gäste mit dem WLAN und führt zu einer Hausinfo als PDF und zu einer Karte mit dem Weg zum nächsten Bahnhof.',
  'small-business.industry': 'Selbstständige und kleine Unternehmen',
  'small-business.example':
    'Auf der Rückseite der Visitenkarte steht eine vCard: Ein neuer Kontakt ist mit Name, Telefon, E-Mail und Firma in einem Scan gespeichert.',
  'marketing.industry': 'Marketing und Printkampagnen',
  'marketing.example':
    'Jede Flyer-Auflage bekommt ihren eigenen dynamischen QR-Code zur Kampagnenseite, und die Scans zeigen, welcher Platz funktioniert hat.',
  'education.industry': 'Schulen und Weiterbildung',
  'education.example':
    'Ein Handout führt zum Kursmaterial als PDF und zur Anmeldeseite; ein Plakat im Kursraum teilt das Gäste-WLAN.',
  'healthcare.industry': 'Kliniken und Praxen',
  'healthcare.example':
    'Im Wartezimmer hängt ein Code mit der Visitenkarte der Praxis und einer mit einem PDF, das erklärt, wie man sich auf Termine vorbereitet.',
  'apps.industry': 'App-Entwickler',
  'apps.example':
    'Verpackungen und Plakate tragen einen App-Download-Code, der die Links zum App Store und zu Google Play auflistet.',
  'nonprofits.industry': 'Vereine und Kreative',
  'nonprofits.example':
    'Ein Banner am Stand führt zur Spendenseite, und ein Bitcoin-Code enthält die Wallet-Adresse und einen vorgeschlagenen Betrag.',
  'tourism.industry': 'Museen und Tourismus',
  'tourism.example':
    'Exponat-Schilder führen zu einem längeren Text mit Bildern; ein Schild am Eingang zeigt den Treffpunkt auf einer Karte.',
};
