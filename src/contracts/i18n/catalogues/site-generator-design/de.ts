import type { Catalogue } from '../../format.js';
import type { SiteGeneratorDesignMessageId } from './en.js';

export const messages: Catalogue<SiteGeneratorDesignMessageId> = {
  'colors.settings': 'Farbeinstellungen',
  'colors.shapeTab': 'Formstil',
  'colors.edgeTab': 'Ecken und Mitte',
  'colors.dotShape': 'Punktform',
  'colors.presets': 'Farbvorlagen',
  'colors.mode': 'Farbmodus',
  'colors.mode.single': 'Eine Farbe',
  'colors.mode.two': 'Zwei Farben',
  'colors.banner':
    'Für eine zweite Farbe brauchen Sie ein Konto! <signup>Registrieren Sie sich</signup>, um erweiterte Farboptionen freizuschalten.',
  'colors.foreground': 'Vordergrund',
  'colors.secondColour': 'Zweite Farbe',
  'colors.background': 'Hintergrund',
  'colors.cornerShape': 'Eckenform',
  'colors.innerCornerShape': 'Form der inneren Ecken',
  'colors.outerCornerColour': 'Farbe der äußeren Ecken',
  'colors.innerCornerColour': 'Farbe der inneren Ecken',
  'colors.sameAsDots': 'Wie die Punkte',
  'colors.useDotColour': 'Punktfarbe verwenden',

  'logo.banner':
    'Für Logos brauchen Sie ein Konto! <signup>Registrieren Sie sich</signup>, um Ihr Logo hinzuzufügen.',
  'logo.legend': 'Logo',
  'logo.upload': 'Logo hochladen',
  'logo.uploadHint':
    'PNG, JPEG, GIF, WebP oder SVG, bis 2 MB. Ein quadratisches Logo sieht am besten aus.',
  'logo.presets': 'Oder wählen Sie eine Vorlage',
  'logo.preset.email': 'E-Mail',
  'logo.uploading': 'Logo wird hochgeladen...',
  'logo.error.notImage': 'Bitte wählen Sie eine Bilddatei (PNG, JPEG, GIF, WebP oder SVG).',
  'logo.error.tooLarge': 'Das Logo darf höchstens 2 MB groß sein.',
  'logo.error.uploadFailed':
    'Das Logo konnte nicht hochgeladen werden. Bitte versuchen Sie es noch einmal.',
  'logo.selectedAlt': 'Ausgewähltes Logo',
  'logo.remove': 'Logo entfernen',
  'logo.size': 'Logogröße',
  'logo.sizeValue': '{size} % der Codebreite',
  'logo.sizeHint':
    'Verwendet wird die größte Größe bis zu diesem Wert, die noch gut scannt; das Ergebnis nennt sie.',

  'frame.enable': 'Rahmen aktivieren',
  'frame.text': 'Rahmentext',
  'frame.colour': 'Rahmenfarbe',
  'frame.textColour': 'Rahmentextfarbe',
  'frame.style': 'Rahmenstil',

  'advanced.title': 'Erweitert',
  'advanced.ecl': 'Fehlerkorrektur',
  'advanced.ecl.L': 'L: stellt 7 % wieder her (kleinster Code)',
  'advanced.ecl.M': 'M: stellt 15 % wieder her (Standard)',
  'advanced.ecl.Q': 'Q: stellt 25 % wieder her',
  'advanced.ecl.H': 'H: stellt 30 % wieder her (am robustesten)',
  'advanced.eclLogoHint': 'Mit Logo gilt immer H: Die höchste Stufe schafft Platz dafür.',
  'advanced.eclHint':
    'Höhere Stufen überstehen mehr Schäden und Schmutz, machen den Code aber dichter.',
  'advanced.margin': 'Rand (Module)',
  'advanced.marginHint':
    'Der leere Rand um den Code, in Modulen (den Quadraten des Codes). Mit 4 oder mehr scannt er überall.',

  'preview.alt.live': 'QR-Code-Vorschau',
  'preview.alt.sample': 'Beispiel-QR-Code in Ihrem Design',
  'preview.alt.result': 'Erstellter QR-Code',
  'preview.sampleBadge': 'Beispiel',
  'preview.sampleHint':
    'Ein Beispiel in Ihrem Design. Geben Sie Ihren Inhalt ein, damit der Code Ihrer wird.',
  'preview.incomplete': 'Füllen Sie die Pflichtfelder aus, um Ihren QR-Code zu sehen.',
  'preview.renderFailed': 'Dieses Design lässt sich nicht zeichnen. Prüfen Sie die Farben.',
  'preview.details': 'Version {version} · Fehlerkorrektur {ecl}',
  'preview.detailsLowered':
    'Version {version} · Fehlerkorrektur {ecl} (gesenkt, damit die Daten passen)',
  'preview.scanCheck': 'Scanprüfung',
  'preview.swapColours': 'Farben tauschen',

  'warning.label.background': 'Hintergrundfarbe',
  'warning.label.foreground': 'Vordergrundfarbe',
  'warning.label.gradient': 'Zweite Farbe (Verlauf)',
  'warning.label.outerCorner': 'Farbe der äußeren Ecken',
  'warning.label.innerCorner': 'Farbe der inneren Ecken',
  'warning.label.frame': 'Rahmenfarbe',
  'warning.label.frameText': 'Rahmentextfarbe',
  'warning.invalidColour':
    '{label} „{value}“ ist keine Farbe. Verwenden Sie eine Hex-Farbe wie #1A2B3C.',
  'warning.lowContrast':
    '{label} {value} hat zu wenig Kontrast zum Hintergrund {background} ({ratio}:1; Scanner brauchen mindestens {minimum}:1). Verwenden Sie einen dunkleren Vordergrund oder einen helleren Hintergrund.',
  'warning.logoNoRoom':
    'Dieser Code hat keinen Platz für ein Logo: Fehlerkorrektur {ecl} ({share} %) kann keine verdeckten Module wiederherstellen, daher wird er ohne das Logo gezeichnet. Kürzen Sie den Inhalt.',
  'warning.logoNoRoomOrH':
    'Dieser Code hat keinen Platz für ein Logo: Fehlerkorrektur {ecl} ({share} %) kann keine verdeckten Module wiederherstellen, daher wird er ohne das Logo gezeichnet. Kürzen Sie den Inhalt oder verwenden Sie Fehlerkorrektur H.',
  'warning.logoTooLarge':
    'Das Logo ist zu groß: Bei {requested} % der Codebreite verdeckt es mehr, als Fehlerkorrektur {ecl} ({share} %) sicher wiederherstellen kann. Es wird mit {max} % der Breite gezeichnet; verwenden Sie ein kleineres Logo.',
  'warning.logoTooLargeOrH':
    'Das Logo ist zu groß: Bei {requested} % der Codebreite verdeckt es mehr, als Fehlerkorrektur {ecl} ({share} %) sicher wiederherstellen kann. Es wird mit {max} % der Breite gezeichnet; verwenden Sie ein kleineres Logo oder Fehlerkorrektur H.',
  'warning.logoNeedsH':
    'Ein Logo verdeckt einen Teil des Codes; bei Fehlerkorrektur {ecl} passt nur ein kleines Logo. Verwenden Sie für Codes mit Logo Fehlerkorrektur H (30 %).',
  'warning.frameTextContrast':
    'Der Rahmentext ist auf der Rahmenfarbe schwer lesbar. Wählen Sie eine Textfarbe, die sich stärker vom Rahmen abhebt.',

  'mode.label': 'QR-Code-Modus',
  'mode.static': 'Statisch',
  'mode.dynamic': 'Dynamisch',
  'mode.dynamicHint':
    'Beim Erstellen entsteht ein Kurzlink zu Ihrem Inhalt: Nach dem Drucken können Sie den Inhalt (oder seinen Typ) ändern, den Code pausieren und seine Scans zählen.',

  'scanTracking.on': 'Scan-Tracking: AN',
  'scanTracking.off': 'Scan-Tracking: AUS',

  'picker.dialog': 'Farbauswahl: {label}',
  'picker.red': 'Rot',
  'picker.green': 'Grün',
  'picker.blue': 'Blau',
  'picker.redShort': 'R',
  'picker.greenShort': 'G',
  'picker.blueShort': 'B',
  'picker.hue': 'Farbton',
  'picker.range': '{label} ({min}-{max})',
  'picker.hueValue': '{degrees} Grad',
  'picker.area': 'Sättigung und Helligkeit',
  'picker.areaValue': 'Sättigung {saturation} %, Helligkeit {brightness} %',
  'picker.hex': 'Hex',
  'picker.hexError': 'Geben Sie eine Farbe als #RRGGBB ein',

  'kit.heading': 'Markenkit',
  'kit.selectLabel': 'Gespeicherte Designs dieses Arbeitsbereichs',
  'kit.loading': 'Markenkits werden geladen…',
  'kit.none': 'Noch keine Markenkits',
  'kit.choose': 'Markenkit wählen',
  'kit.defaultOption': '{name} (Standard)',
  'kit.apply': 'Markenkit anwenden',
  'kit.applied':
    'Design des Markenkits „{name}“ angewendet. Was Sie hier ändern, bleibt in diesem Code.',
  'kit.newName': 'Name des neuen Markenkits',
  'kit.save': 'Als Markenkit speichern',
  'kit.saved': 'Markenkit „{name}“: gespeichert',
  'kit.notSaved': 'Markenkit: nicht gespeichert',
  'kit.tryAgain': 'Bitte versuchen Sie es noch einmal.',
  'tile.dot.square': 'Quadrat',
  'tile.dot.circle': 'Kreis',
  'tile.dot.rounded': 'Abgerundet',
  'tile.dot.classy-rounded': 'Elegant abgerundet',
  'tile.corner.square': 'Quadrat',
  'tile.corner.circle': 'Weiches Quadrat',
  'tile.corner.curve-square': 'Gebogenes Quadrat',
  'tile.frame.rounded': 'Abgerundet',
  'tile.frame.square': 'Eckig',
  'tile.frame.speech-bubble': 'Sprechblase',
  'preset.classic.name': 'Klassisch',
  'preset.classic.description': 'Schwarz auf Weiß',
  'preset.navy.name': 'Marine',
  'preset.navy.description': 'Marineblau auf Weiß',
  'preset.forest.name': 'Wald',
  'preset.forest.description': 'Waldgrün auf Mint',
  'preset.plum.name': 'Pflaume',
  'preset.plum.description': 'Pflaume auf Lavendel',
  'preset.wine.name': 'Wein',
  'preset.wine.description': 'Weinrot auf Zartrosa',
  'preset.teal.name': 'Petrol',
  'preset.teal.description': 'tiefes Petrol auf Eisblau',
  'preset.cocoa.name': 'Kakao',
  'preset.cocoa.description': 'Kakaobraun auf Creme',
  'preset.slate.name': 'Schiefer',
  'preset.slate.description': 'Schiefer auf Hellgrau',
};
