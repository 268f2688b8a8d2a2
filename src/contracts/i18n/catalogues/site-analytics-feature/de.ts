import type { Catalogue } from '../../format.js';
import type { SiteAnalyticsFeatureMessageId } from './en.js';

export const messages: Catalogue<SiteAnalyticsFeatureMessageId> = {
  'page.title': 'QR-Code-Statistiken und Tracking',
  'page.description':
    'Scan-Statistiken für dynamische QR-Codes: Zahlen in Echtzeit, Länder, Geräte und Browser, eindeutige Besucher, Export als CSV und PDF, ohne IP-Adressen zu speichern.',
  'page.intro':
    'Dynamische Codes zählen jeden Scan. Sehen Sie, wann, wo und auf welchen Geräten Ihre Codes gescannt werden, ohne die Menschen zu verfolgen, die sie scannen.',
  'hero.start': 'Jetzt mit dem Tracking starten',
  'hero.features': 'Alle Funktionen ansehen',
  'cards.title': 'Was Sie sehen',
  'card.realtime.title': 'Scan-Tracking in Echtzeit',
  'card.realtime.text':
    'Scans Ihrer dynamischen Codes erscheinen innerhalb von Sekunden, mit einer Live-Anzeige, während Sie zusehen, und einer laufenden Summe pro Code.',
  'card.geo.title': 'Geografische Einblicke',
  'card.geo.text':
    'Sehen Sie, aus welchen Ländern Ihre Scans kommen, ermittelt auf unserem eigenen Server, ohne die IP-Adresse von irgendjemandem zu speichern.',
  'card.devices.title': 'Statistiken zu Geräten und Browsern',
  'card.devices.text':
    'Schlüsseln Sie Scans nach Gerätetyp, Betriebssystem und Browser auf, um zu wissen, wie Menschen Sie erreichen.',
  'card.performance.title': 'Leistungskennzahlen',
  'card.performance.text':
    'Scans insgesamt und eindeutige Scans im Zeitverlauf, für jeden Code und für alle Ihre Codes, ohne Bots und Link-Vorschauen in den Zahlen.',
  'card.export.title': 'Export als CSV und PDF',
  'card.export.text':
    'Laden Sie die Scans eines Codes als CSV-Datei für Ihre Tabellenkalkulation herunter, oder als PDF-Bericht zum Weitergeben.',
  'card.dates.title': 'Filter nach eigenem Zeitraum',
  'card.dates.text':
    'Betrachten Sie die letzten Tage oder Wochen, oder wählen Sie Ihr eigenes Start- und Enddatum, in Ihrer eigenen Zeitzone.',
  'demo.title': 'In Aktion sehen',
  'demo.text':
    'Das sind die Diagramme Ihres Dashboards, hier mit Beispieldaten gezeichnet. Zeigen Sie mit der Maus auf einen Punkt oder tippen Sie darauf, um seine Zahlen zu sehen; Screenreader erhalten dieselben Zahlen als Tabelle.',
  'plans.title': 'In einem kostenlosen Konto enthalten',
  'plans.text':
    'Ein kostenloses Konto enthält einen dynamischen Code mit Statistiken: Jeder Scan wird gezählt, mit allen Details (Land, Gerät, Browser) für die ersten 100 Scans jedes Codes pro Monat. Die Testphase und die Abos behalten die Details jedes Scans.',
  'plans.start': 'Kostenlos starten',
};
