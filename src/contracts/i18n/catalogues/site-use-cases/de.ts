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
  'page.title': 'Anwendungsfälle',
  'page.description':
    'Wie Restaurants, Geschäfte, Makler, Veranstaltungen, Hotels, Schulen, Praxen und andere QR-Codes nutzen: Beispiele, Vorteile und die passenden Code-Typen.',
  'page.intro':
    'Ideen, wie QR-Codes in zwölf Branchen arbeiten können, mit den Code-Typen, die zu jeder passen.',
  'section.industries': 'Nach Branche',
  'card.example': 'Beispiel:',
  'card.benefits': 'Vorteile',
  'card.qrTypes': 'QR-Typen',
  'card.qrTypesOf': 'QR-Typen für {industry}',
  'cta.title': 'Mit einer Vorlage oder von Grund auf beginnen',
  'cta.text': 'Vorlagen öffnen den Generator mit einem bereits ausgefüllten Beispiel.',
  'cta.templates': 'Vorlagen ansehen',
  'restaurants.benefit1':
    'Die Speisekarte aktualisieren, ohne neu zu drucken, wenn ein dynamischer Code auf sie zeigt',
  'restaurants.benefit2': 'Weniger Wege zum Tisch, um das WLAN-Passwort zu buchstabieren',
  'retail.benefit1':
    'Aus einem guten Besuch eine Bewertung machen, solange die Kundschaft noch da ist',
  'retail.benefit2': 'An den Scans sehen, welche Aufsteller wirklich genutzt werden',
  'real-estate.benefit1':
    'Dasselbe gedruckte Schild nach einem Verkauf auf ein neues Angebot zeigen lassen',
  'real-estate.benefit2': 'Interessenten speichern die Daten des Maklers mit einem Tippen',
  'events.benefit1': 'Kalendereinträge mit der richtigen Zeit und dem richtigen Ort, ohne Tippen',
  'events.benefit2': 'Einen Raum oder einen Link am selben Tag ändern, ohne neu zu drucken',
  'hospitality.benefit1':
    'Gäste gehen online und finden sich zurecht, ohne die Rezeption anzurufen',
  'hospitality.benefit2': 'Eine einzige Gästemappe, die für alle Zimmer aktuell bleibt',
  'small-business.benefit1': 'Keine Tippfehler in Telefonnummer oder E-Mail-Adresse',
  'small-business.benefit2':
    'Ein WhatsApp- oder SMS-Code beginnt ein Gespräch mit einer vorbereiteten Nachricht',
  'marketing.benefit1': 'Scans pro Tag, Land und Gerät für jeden Code',
  'marketing.benefit2':
    'Eine beendete Kampagne auf eine neue Seite umleiten statt auf einen toten Link',
  'education.benefit1': 'Lernende öffnen das richtige Dokument, ohne lange Adressen zu tippen',
  'education.benefit2': 'Die Leseliste jedes Semester hinter demselben Code austauschen',
  'healthcare.benefit1': 'Patienten behalten Telefonnummer und Adresse der Praxis',
  'healthcare.benefit2': 'Merkblätter, die sich ohne Neudruck aktualisieren lassen',
  'apps.benefit1': 'Ein Code für iPhone- und Android-Nutzer',
  'apps.benefit2': 'Mit einem dynamischen Code zählen, wie viele Installationen Gedrucktes bringt',
  'nonprofits.benefit1': 'Spender finden die richtige Seite, ohne zu suchen',
  'nonprofits.benefit2': 'Wallet-Adressen exakt übernommen, nie abgetippt',
  'tourism.benefit1': 'Mehr zu lesen, ohne die Wand zu überladen',
  'tourism.benefit2': 'Besucher finden die nächste Station auf dem eigenen Telefon',
  'qrType.url': 'Website',
  'qrType.contact': 'Kontakt',
  'qrType.pdf': 'PDF',
  'qrType.social': 'Soziale Medien',
  'qrType.images': 'Bilder',
  'qrType.ratings': 'Bewertungen',
  'qrType.location': 'Standort',
  'qrType.events': 'Termine',
  'qrType.apps': 'Apps',
  'qrType.sms': 'SMS',
  'qrType.whatsapp': 'WhatsApp',
  'qrType.text': 'Text',
  'qrType.bitcoin': 'Bitcoin',
  'qrType.wifi': 'WLAN',
};
