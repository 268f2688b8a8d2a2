import type { Catalogue } from '../../format.js';
import type { SiteFeaturesMessageId } from './en.js';

export const messages: Catalogue<SiteFeaturesMessageId> = {
  'page.title': 'Funktionen',
  'page.description':
    'Alles, was QR Shark kann: 16 QR-Code-Typen, Downloads als PNG, SVG und PDF, eine Scan-Prüfung, Gestaltung, dynamische QR-Codes und Scan-Statistiken ohne IP-Adressen.',
  'page.intro':
    'Was Sie hier heute tun können, vom kostenlosen statischen Code bis zu dynamischen QR-Codes mit Statistiken. Karten mit <b>{account}</b> setzen eine (kostenlose) Registrierung voraus; Karten mit <b>{premium}</b> stehen in der kostenlosen Testphase oder mit einem Premium-Abo vollständig zur Verfügung.',
  'access.account': 'Kostenloses Konto',
  'access.premium': 'Premium oder Testphase',
  'link.analytics': 'Mehr über die Statistiken',
  'cta.title': 'Erstellen Sie Ihren ersten Code',
  'cta.text':
    'Für statische Codes brauchen Sie kein Konto. Vergleichen Sie die Tarife, wenn Sie mehr dynamische QR-Codes brauchen.',
  'cta.plans': 'Tarife ansehen',
  'category.generation.title': 'Erstellen',
  'category.generation.intro':
    'Codes für das, was Menschen wirklich scannen, und die Gewissheit, dass sie vor dem Druck funktionieren.',
  'category.customization.title': 'Gestaltung',
  'category.customization.intro':
    'Ein Code im Stil Ihrer Marke, ohne dass er schwerer lesbar wird.',
  'category.management.title': 'Verwaltung',
  'category.management.intro':
    'Alle Codes an einem Ort, und änderbar, auch wenn sie schon gedruckt sind.',
  'category.security.title': 'Sicherheit und Datenschutz',
  'category.security.intro': 'Schutz für alle, die Ihre Codes scannen, und für Ihr Konto.',
  'feature.types.title': '16 Arten von QR-Codes',
  'feature.types.description':
    'Websites, Visitenkarten (vCard), WLAN-Zugang, E-Mail, SMS, WhatsApp, Orte, Kalendertermine, App-Downloads, Social-Media-Profile, Bewertungsseiten, Bitcoin-Zahlungen, PDFs, Bilder, reiner Text und Produktzahlungen.',
  'feature.downloads.title': 'Downloads als PNG, SVG und PDF',
  'feature.downloads.description':
    'Laden Sie ein PNG mit bis zu 4096 Pixeln Breite herunter, ein Vektor-SVG, das in jeder Größe scharf bleibt, oder ein druckfertiges PDF in der Größe Ihrer Wahl.',
  'feature.scan-check.title': 'Scan-Prüfung vor dem Druck',
  'feature.scan-check.description':
    'Jeder Code wird von drei unabhängigen Decodern und einer simulierten Handykamera gelesen und dann als Robust, Anfällig oder Nicht scanbar eingestuft, mit Hinweisen, was zu ändern ist.',
  'feature.colours.title': 'Farben und Verläufe',
  'feature.colours.description':
    'Wählen Sie Vorder- und Hintergrundfarbe, mit einer Kontrastprüfung, die warnt, wenn eine Kombination nicht scannbar ist. Zweifarbige Verläufe gibt es mit einem kostenlosen Konto.',
  'feature.shapes.title': 'Formen für Punkte und Ecken',
  'feature.shapes.description':
    'Quadratische, runde, abgerundete oder elegant abgerundete Punkte und quadratische, Squircle- oder geschwungen-quadratische Eckmarken, jeweils in eigener Farbe.',
  'feature.logo-frame.title': 'Logos und Rahmen',
  'feature.logo-frame.description':
    'Fügen Sie einen Rahmen mit Handlungsaufforderung wie „SCAN ME“ in drei Stilen hinzu. Mit einem kostenlosen Konto setzen Sie Ihr eigenes Logo oder ein vorgefertigtes Symbol in die Mitte.',
  'feature.saved.title': 'Gespeicherte Codes',
  'feature.saved.description':
    'Bewahren Sie Ihre Codes in Ihrem Konto auf (bis zu 20 im kostenlosen Tarif), benennen Sie sie um und laden Sie sie jederzeit erneut herunter.',
  'feature.dynamic.title': 'Dynamische QR-Codes',
  'feature.dynamic.description':
    'Einmal drucken, das Ziel später ändern. Pausieren und fortsetzen Sie einen Code und exportieren Sie Ihre Codes mit ihren Scan-Zahlen als CSV. Ein kostenloses Konto enthält einen; Testphase und Abos enthalten mehr.',
  'feature.analytics.title': 'Scan-Statistiken',
  'feature.analytics.description':
    'Sehen Sie Scans im Zeitverlauf, eindeutige Besucher, Länder, Geräte, Browser und Betriebssysteme für jeden dynamischen QR-Code und exportieren Sie sie als CSV oder PDF.',
  'feature.safe-links.title': 'Sichere Kurzlinks',
  'feature.safe-links.description':
    'Dynamische QR-Codes leiten nur auf Webadressen weiter, die unsere Prüfungen bestehen, und ein pausierter oder gelöschter Code zeigt eine verständliche Seite statt eines toten Links.',
  'feature.privacy.title': 'Statistiken ohne IP-Adressen',
  'feature.privacy.description':
    'Scans werden gezählt, ohne IP-Adressen zu speichern: Eindeutige Besucher werden über einen Einweg-Schlüssel unterschieden, der sich täglich ändert, und Bots sowie Link-Vorschauen werden nicht mitgezählt.',
  'feature.accounts.title': 'Sorgfältige Kontosicherheit',
  'feature.accounts.description':
    'Passwörter werden mit Argon2 gehasht, Sitzungen liegen in einem sicheren Cookie und enden überall, wenn Sie Ihr Passwort ändern, und wiederholte fehlgeschlagene Anmeldungen werden gebremst. Die Anmeldung mit Google steht zur Verfügung, wenn die Website sie aktiviert.',
};
