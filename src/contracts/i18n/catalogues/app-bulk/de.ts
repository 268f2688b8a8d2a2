import type { Catalogue } from '../../format.js';
import type { AppBulkMessageId } from './en.js';

export const messages: Catalogue<AppBulkMessageId> = {
  'page.title': 'Massenerstellung von QR-Codes',
  'page.intro':
    'Erstellen Sie viele gestaltete Codes auf einmal aus einer Liste oder einer Tabelle. Jeder Code wird von Scannern zurückgelesen, bevor er Ihnen angeboten wird.',
  'page.planRows': 'Ihr Tarif verarbeitet bis zu {max, number} Zeilen auf einmal.',
  'page.leaveMidRun':
    'Es werden noch QR-Codes erstellt. Möchten Sie diese Seite verlassen und den Durchlauf abbrechen?',

  'input.title': 'Eingabedaten',
  'input.type': 'QR-Code-Typ',
  'type.url': 'Website-URL',
  'type.contact': 'Kontakt',
  'type.social': 'Soziale Medien',
  'type.ratings': 'Bewertungen',
  'type.email': 'E-Mail',
  'type.location': 'Standort',
  'type.events': 'Termine',
  'type.apps': 'Apps',
  'type.sms': 'SMS',
  'type.whatsapp': 'WhatsApp',
  'type.text': 'Text',
  'type.bitcoin': 'Bitcoin',
  'type.wifi': 'WLAN',
  'type.phone': 'Telefon',
  'columns.list': 'Spalten: {columns}.',
  'columns.required': '{column} (Pflicht)',
  'columns.linesHint': 'Ohne Kopfzeile ist jede Zeile (oder die erste Spalte) ein Code.',
  'columns.headerHint':
    'Eine Kopfzeile benennt die Spalten; ohne sie werden sie in dieser Reihenfolge gelesen.',
  'columns.template': 'CSV-Vorlage herunterladen',
  'input.file': 'Datei hochladen (.csv oder .txt)',
  'input.lines': 'Oder geben Sie einen Eintrag pro Zeile ein',
  'input.items': '{count, plural, one {# Eintrag} other {# Einträge}}',
  'input.itemsWithProblems':
    '{count, plural, one {# Eintrag} other {# Einträge}} · {problems, number} mit Problemen',
  'input.asCsv': 'Als CSV lesen (Spalten durch Komma, Semikolon oder Tabulator getrennt)',
  'problems.title': 'Diese Zeilen werden als fehlgeschlagen gemeldet und übersprungen:',
  'problems.row': 'Zeile {row}: {message}',

  'design.tabs': 'Design aller Codes',
  'design.colors': 'Farben',
  'design.logo': 'Logo',
  'design.frame': 'Rahmen',
  'dynamic.label':
    'Dynamische Codes erstellen (bearbeitbare Kurzlinks, in Ihrem Dashboard aufgeführt)',
  'dynamic.urlOnly': 'Dynamische Codes werden aus Zeilen vom Typ Website-URL erstellt.',
  'dynamic.checking': 'Ihr Tarif wird geprüft...',
  'dynamic.unlimited':
    'Ihr Tarif kann so viele dynamische Codes erstellen, wie diese Liste braucht.',
  'dynamic.left':
    'Ihr Tarif kann noch {count, plural, one {# dynamischen Code} other {# dynamische Codes}} erstellen.',
  'output.pngSize': 'PNG-Größe',
  'output.pixels': '{size} px',
  'output.zipLegend': 'Im ZIP zusätzlich zu SVG',

  'cap.rowLimit':
    'Ihr Tarif erstellt bis zu {max, number} Codes pro Durchlauf; diese Liste hat {rows, number}. {premium, select, yes {Teilen Sie sie in kleinere Listen auf.} other {Starten Sie die Testphase oder wechseln Sie zu Premium für bis zu {premiumMax, number} pro Durchlauf.}}',
  'cap.dynamicLimit':
    'Ihr Tarif kann noch {remaining, plural, one {# dynamischen Code} other {# dynamische Codes}} erstellen; dieser Durchlauf würde {codes, number} erstellen. Erstellen Sie statische Codes, entfernen Sie Zeilen oder wechseln Sie zu Premium.',

  'run.generate': 'QR-Codes erstellen',
  'run.generating': 'QR-Codes werden erstellt...',
  'run.cancel': 'Abbrechen',
  'toast.noDataTitle': 'Keine Daten angegeben',
  'toast.noDataText': 'Bitte geben Sie Daten ein oder laden Sie eine Datei hoch.',
  'toast.noValidTitle': 'Keine gültigen Daten',
  'toast.noValidText': 'Bitte geben Sie gültige Daten für die Erstellung der QR-Codes an.',
  'toast.completeTitle': 'Massenerstellung abgeschlossen',
  'toast.completeText':
    '{ok, plural, one {# QR-Code} other {# QR-Codes}} erfolgreich erstellt. {failed, number} fehlgeschlagen.',
  'toast.cancelledTitle': 'Erstellung abgebrochen',
  'toast.cancelledText':
    '{ok, plural, one {# QR-Code wurde} other {# QR-Codes wurden}} vor dem Abbruch erstellt.',
  'toast.runFailedTitle': 'Erstellung fehlgeschlagen',
  'toast.runFailedText': 'Bei der Massenerstellung ist ein Fehler aufgetreten.',
  'toast.nothingTitle': 'Keine QR-Codes zum Herunterladen',
  'toast.nothingText': 'Erstellen Sie zuerst QR-Codes, bevor Sie sie herunterladen.',
  'toast.downloadTitle': 'Download gestartet',
  'toast.downloadText':
    '{count, plural, one {# QR-Code wird} other {# QR-Codes werden}} heruntergeladen.',
  'pack.zip': 'ZIP wird vorbereitet...',
  'pack.zipProgress': 'ZIP wird vorbereitet... {done, number} von {all, number}',
  'pack.sheet': 'Druckbogen wird vorbereitet...',

  'results.title': 'Ergebnisse der Erstellung',
  'results.success': 'Erfolgreich',
  'results.failed': 'Fehlgeschlagen',
  'results.progress': 'Fortschritt der Erstellung',
  'results.processed': '{done, number} von {total, number} verarbeitet',
  'results.downloadAll': 'Alle QR-Codes herunterladen ({count, number})',
  'results.empty': 'Noch keine QR-Codes erstellt.',
  'results.list': 'Erstellte Codes',
  'sheet.paper': 'Papierformat des Druckbogens',
  'sheet.page.a4': 'A4',
  'sheet.page.letter': 'US-Letter',
  'sheet.codeSize': 'Codegröße (mm)',
  'sheet.perPage':
    '{perPage, plural, one {# Code} other {# Codes}} pro Seite ({columns} × {rows}), jeder mit seinem Namen darunter.',
  'sheet.download': 'Druckbogen herunterladen (PDF)',
  'sheet.pdfTitle': 'Druckbogen mit QR-Codes',

  'result.row': 'Zeile {row}',
  'result.success': 'Erfolgreich',
  'result.error': 'Fehler',
  'result.scanCheck': 'Scan-Prüfung: {grade}',
  'grade.robust': 'robust',
  'grade.fragile': 'fragil',
  'grade.notScannable': 'nicht scannbar',
  'grade.asRow': '{grade} (wie Zeile {row})',
  'error.itemFailed': 'QR-Code konnte nicht erstellt werden',
  'error.itemFailedReason': 'QR-Code konnte nicht erstellt werden: {reason}',
  'error.network': 'Netzwerkfehler',
  'error.unreadable': 'Scanner konnten diesen Code nicht zurücklesen.',
  'error.unreadableReason': 'Scanner konnten diesen Code nicht zurücklesen. {reason}',
  'error.unreadableVersion':
    'Scanner konnten dieses Design in Version {version} nicht zurücklesen (geprüft in Zeile {row}).',
  'error.unreadableVersionReason':
    'Scanner konnten dieses Design in Version {version} nicht zurücklesen (geprüft in Zeile {row}). {reason}',
};
