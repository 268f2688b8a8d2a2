import type { Catalogue } from '../../format.js';
import type { SiteTermsMessageId } from './en.js';

export const messages: Catalogue<SiteTermsMessageId> = {
  'page.title': 'Nutzungsbedingungen',
  'page.description':
    'Die Bedingungen für die Nutzung von {brand}: kostenlose statische Codes, Konten, dynamische Codes und ihre Limits, zulässige Nutzung und bezahlte Tarife.',
  'frame.updated': 'Zuletzt aktualisiert: {date}',
  'frame.translation': 'Diese Seite ist eine Übersetzung des <link>englischen Originals</link>.',
  'frame.questions': 'Fragen zu dieser Seite? <link>Kontaktieren Sie uns</link>.',
  intro:
    'Diese Bedingungen gelten, wenn Sie {brand} auf dieser Website nutzen. Indem Sie Codes erstellen oder ein Konto anlegen, stimmen Sie ihnen zu.',
  'service.title': 'Der Dienst',
  'service.text':
    'Mit {brand} können Sie QR-Codes erstellen und herunterladen und mit einem Konto speichern, dynamische Codes erstellen und Scan-Statistiken ansehen. Statische Codes enthalten ihren Inhalt direkt und funktionieren auch ohne diese Website weiter. Dynamische Codes leiten über einen Kurzlink auf dieser Website weiter und funktionieren nur, solange sie online ist.',
  'account.title': 'Ihr Konto',
  'account.email':
    'Geben Sie eine echte E-Mail-Adresse an, unter der Sie E-Mails empfangen können, und behalten Sie Ihr Passwort für sich.',
  'account.responsible': 'Sie sind für das verantwortlich, was mit Ihrem Konto getan wird.',
  'account.trial': 'Jeder Person steht nur eine kostenlose Testphase zu.',
  'plans.title': 'Tarife und Limits',
  'plans.text':
    'Statische Codes sind unbegrenzt kostenlos. Der kostenlose Tarif umfasst einen dynamischen Code und bis zu 20 gespeicherte Codes; die 3-tägige Testphase und die bezahlten Tarife umfassen mehr. Die Limits betreffen nur das Erstellen neuer Codes: Bestehende dynamische Codes leiten weiterhin um, wenn eine Testphase endet oder sich ein Tarif ändert. Bezahlte Tarife werden, wenn sie angeboten werden, über Stripe zu dem Preis abgerechnet, der Ihnen vor der Zahlung angezeigt wird.',
  'use.title': 'Zulässige Nutzung',
  'use.text': 'Nutzen Sie {brand} nicht, um:',
  'use.harm': 'Menschen zu Phishing, Malware, Betrug oder irgendetwas Rechtswidrigem zu schicken;',
  'use.files':
    'Dateien hochzuladen, die Sie nicht weitergeben dürfen oder die schädliche Inhalte enthalten;',
  'use.flood':
    'den Dienst mit automatisierten Anfragen zu überfluten oder zu versuchen, seine Limits zu umgehen;',
  'use.impersonate': 'sich als jemand anderes auszugeben.',
  'use.enforcement':
    'Wir können ein Ziel ablehnen, einen dynamischen Code pausieren oder entfernen oder ein Konto schließen, das gegen diese Regeln verstößt.',
  'content.title': 'Ihre Inhalte',
  'content.text':
    'Die Inhalte Ihrer Codes und die Dateien, die Sie hochladen, gehören weiterhin Ihnen. Sie erlauben uns, sie zu speichern und den Menschen bereitzustellen, die Ihre Codes scannen, und zwar nur zu diesem Zweck.',
  'warranty.title': 'Keine Garantie',
  'warranty.text':
    'Wir prüfen jeden erzeugten Code mit mehreren Decodern, aber Drucker, Oberflächen und Smartphones sind verschieden: Testen Sie Ihre gedruckten Codes vor einer großen Druckauflage. Der Dienst wird so bereitgestellt, wie er ist, ohne jede Garantie der Verfügbarkeit, und soweit das Gesetz es zulässt, haften wir nicht für Verluste durch einen Code, der sich nicht scannen lässt, oder durch eine Unterbrechung des Dienstes.',
  'changes.title': 'Änderungen',
  'changes.text':
    'Wir können diese Bedingungen aktualisieren; das Datum oben gibt an, wann sie zuletzt geändert wurden. Wenn Sie die Website nach einer Änderung weiter nutzen, akzeptieren Sie damit die neuen Bedingungen.',
};
