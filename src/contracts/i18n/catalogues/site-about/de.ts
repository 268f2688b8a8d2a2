import type { Catalogue } from '../../format.js';
import type { SiteAboutMessageId } from './en.js';

export const messages: Catalogue<SiteAboutMessageId> = {
  'page.title': 'Über {brand}',
  'page.description':
    '{brand} ist ein QR-Code-Generator und -Manager, den Sie selbst hosten können: kostenlose statische Codes, dynamische Codes, die Sie bearbeiten können, und Scan-Statistiken, die die Privatsphäre respektieren.',
  'page.intro':
    'Ein QR-Code-Generator und -Manager, der auf einem Versprechen aufbaut: Die Codes, die er erstellt, lassen sich scannen, und das bleibt so.',
  'stats.note':
    'Aktuelle Summen aus der eigenen Datenbank dieser Website, jede Minute aktualisiert.',
  'story.title': 'Unsere Geschichte',
  'story.problem':
    'QR-Codes sind überall: auf Speisekarten, Plakaten, Paketen und Visitenkarten. Einen zu erstellen ist leicht; einen zu erstellen, der sich noch scannen lässt, wenn er ein Logo in der Mitte, eine Markenfarbe und den Weg durch einen Drucker hinter sich hat, ist schwieriger. Zu viele Generatoren verstecken einen kostenlosen Code außerdem hinter einer Registrierung oder machen daraus einen Kurzlink, der nicht mehr funktioniert, wenn ein Abo endet.',
  'story.answer':
    '{brand} wurde gebaut, um das Gegenteil zu tun. Statische Codes sind kostenlos und enthalten ihren Inhalt direkt. Jeder Code wird von echten Decodern geprüft, bevor Sie ihn herunterladen, und der Generator sagt Ihnen in klaren Worten, was Sie ändern sollten, wenn ein Design anfällig ist. Wenn Sie einen Code nach dem Druck doch ändern müssen, leiten dynamische Codes über einen Kurzlink weiter, über den Sie bestimmen, und ihre Statistiken sind darauf ausgelegt, Scans zu zählen, ohne Menschen zu verfolgen.',
  'values.title': 'Was uns wichtig ist',
  'values.scan.title': 'Jeder Code muss scannbar sein',
  'values.scan.text':
    'Ein QR-Code, der sich nicht scannen lässt, ist schlimmer als gar keiner. Jeder Code, den wir erzeugen, wird von drei Decodern und einer simulierten Handykamera zurückgelesen, bevor Sie ihn herunterladen.',
  'values.privacy.title': 'Respekt vor den Scannenden',
  'values.privacy.text':
    'Die Statistiken zählen Scans, ohne IP-Adressen zu speichern, mit einem Besucherschlüssel, der sich jeden Tag ändert, und lassen Bots aus den Zahlen heraus.',
  'values.free.title': 'Kostenlos heißt kostenlos',
  'values.free.text':
    'Statische Codes brauchen kein Konto, tragen kein Wasserzeichen und laufen nie ab. Gedruckte Codes funktionieren weiter, was auch immer mit Ihrem Tarif geschieht.',
  'values.selfHosted.title': 'Auf Ihrem eigenen Server',
  'values.selfHosted.text':
    '{brand} lässt sich selbst hosten: ein Node.js-Server mit eingebetteter Datenbank, oder PostgreSQL für größere Installationen.',
  'offer.title': 'Was wir bieten',
  'offer.generator':
    'Einen Generator für 16 Arten von QR-Codes, mit Downloads als PNG, SVG und PDF',
  'offer.design':
    'Farben, Verläufe, Formen für Punkte und Ecken, Logos und Rahmen mit Handlungsaufforderung',
  'offer.dynamic':
    'Dynamische Codes, deren Ziel Sie nach dem Druck ändern und die Sie pausieren und wieder fortsetzen können',
  'offer.analytics':
    'Scan-Statistiken nach Tag, Land, Gerät, Browser und Betriebssystem, mit Export als CSV und PDF',
  'offer.dashboard': 'Ein Dashboard für Ihre gespeicherten und dynamischen Codes',
  'offer.trial': 'Eine 3-tägige Testphase mit dem größeren Kontingent an dynamischen Codes',
  'credits.title': 'Nachweise',
  'credits.dbip':
    '(CC BY 4.0): Die Länder der Scans werden offline in seiner Länderdatenbank nachgeschlagen.',
  'credits.inter': 'Inter (SIL Open Font Licence 1.1): die Schrift der Texte in QR-Code-Rahmen.',
  'credits.icons': 'Simple Icons (CC0) und Bootstrap Icons (MIT): die Logo-Vorlagen.',
  'cta.title': 'Überzeugen Sie sich selbst',
  'cta.text':
    'Erstellen Sie einen Code in weniger als einer Minute, oder lesen Sie die vollständige Liste der Funktionen.',
  'cta.features': 'Funktionen ansehen',
};
