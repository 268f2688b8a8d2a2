import type { Catalogue } from '../../format.js';
import type { SiteGeneratorResultMessageId } from './en.js';

export const messages: Catalogue<SiteGeneratorResultMessageId> = {
  'section.loading': 'Der QR-Code-Generator wird geladen...',

  'card.title': 'Erstellen Sie Ihren QR-Code',
  'card.settings': 'QR-Code-Einstellungen',
  'tab.purpose': 'Zweck',
  'tab.colors': 'Farben',
  'tab.logo': 'Logo',
  'tab.frame': 'Rahmen',

  'dynamic.nameLabel': 'Name',
  'dynamic.namePlaceholder': 'Frühlingskarte',
  'dynamic.nameHint': 'So wird der Code unter „Aktive Codes“ aufgeführt.',
  'dynamic.created':
    'Dynamischer Code erstellt: <url>{shortUrl}</url>. Sie finden ihn unter <link>Aktive Codes</link>, um ihn herunterzuladen, zu bearbeiten oder zu pausieren.',

  'generate.button': 'QR-Code erstellen',
  'generate.busy': 'Wird erstellt...',
  'generate.signUp':
    '<link>Registrieren Sie sich</link>, um Ihre Codes zu speichern, Logos hinzuzufügen und Scans zu verfolgen.',

  'failure.fields': 'Einige Felder müssen korrigiert werden: Beachten Sie die Hinweise darunter.',
  'failure.invalidContent':
    'Ein Teil des Inhalts lässt sich nicht in einen QR-Code aufnehmen. Prüfen Sie die Felder und versuchen Sie es erneut.',
  'failure.tooMuchData':
    'Der Inhalt ist zu umfangreich für einen QR-Code. Kürzen Sie ihn und versuchen Sie es erneut.',
  'failure.signInRequired':
    'Zahlungscodes erfordern ein Konto. Melden Sie sich an oder registrieren Sie sich und versuchen Sie es dann erneut.',
  'failure.tooManyRequests':
    'Sie haben in kurzer Zeit viele Codes erstellt. Warten Sie eine Minute und versuchen Sie es erneut.',
  'failure.tooLarge':
    'Der Inhalt ist zu groß zum Senden. Kürzen Sie ihn und versuchen Sie es erneut.',
  'failure.serverError':
    'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.',
  'failure.offline':
    'QR Shark ist nicht erreichbar. Prüfen Sie Ihre Internetverbindung und versuchen Sie es erneut.',
  'failure.other':
    'Die Anfrage wurde abgelehnt. Prüfen Sie den Inhalt und versuchen Sie es erneut.',

  'heading.preview': 'Vorschau',
  'heading.result': 'Ihr QR-Code',

  'note.generated': 'QR-Code erstellt',
  'note.signInToSave': 'Melden Sie sich an, um ihn zu speichern.',
  'note.downloaded': 'QR-Code heruntergeladen',
  'note.downloadFailed': 'Beim Herunterladen Ihres QR-Codes ist ein Problem aufgetreten.',
  'note.saved': 'QR-Code gespeichert',
  'note.saveFailed': 'Beim Speichern Ihres QR-Codes ist ein Problem aufgetreten.',

  'result.summary': 'Version {version}, Fehlerkorrektur {level}.',
  'result.eclLowered': 'Die Fehlerkorrektur wurde auf {level} gesenkt, damit die Daten passen.',
  'result.logoShrunk':
    'Logo mit {used} % der Breite gezeichnet (Sie hatten {chosen} % gewählt), damit sich der Code gut scannen lässt.',
  'result.gradeLabel': 'Scan-Bewertung des erstellten Codes',
  'result.notScannable': 'Dieser Code lässt sich möglicherweise nicht zuverlässig scannen.',
  'result.fragile': 'Anfällig: {reason}',

  'outdated.note':
    'Sie haben den Inhalt oder das Design geändert, seit dieser Code erstellt wurde. Downloads und Speichern sind deaktiviert, bis Sie den aktuellen Code erstellen.',
  'outdated.make': 'Aktuellen Code erstellen',
  'outdated.making': 'Aktueller Code wird erstellt...',

  'grade.robust': 'Robust',
  'grade.fragile': 'Anfällig',
  'grade.notScannable': 'Nicht scanbar',
  'grade.title': 'Scan-Bewertung: {grade}',
  'grade.robustNote': 'Lässt sich mit Handykameras lesen, auch in kleinen Drucken.',
  'grade.swap': 'Farben tauschen',

  'png.size': 'PNG-Größe',
  'png.option': '{width} × {width} px',
  'download.png': 'PNG herunterladen',
  'download.svg': 'SVG herunterladen',
  'download.question':
    'Dieser Code lässt sich möglicherweise nicht scannen. Trotzdem herunterladen?',
  'download.questionFallback': 'Die Scanner konnten dieses Design nicht lesen.',
  'download.cancel': 'Abbrechen',
  'download.anyway': 'Trotzdem herunterladen',

  'pdf.loading': 'PDF-Optionen werden geladen...',
  'pdf.width': 'PDF-Breite (mm)',
  'pdf.page': 'Seite',
  'pdf.pageA4': 'A4',
  'pdf.pageFit': 'An den Code anpassen',
  'pdf.printer': 'Drucker',
  'pdf.dpi': '{dpi} dpi',
  'pdf.minimum': 'Drucken Sie ihn mindestens {minimum} mm breit auf einem Drucker mit {dpi} dpi.',
  'pdf.tooSmall': 'Bei {width} mm sind die Module zu klein für einen scharfen Druck.',
  'pdf.reach':
    'Bei {width} mm lässt er sich aus bis zu {metres, number, ::.0} m Entfernung scannen.',
  'pdf.widthRange': 'Geben Sie eine Breite von {min} bis {max} mm ein.',
  'pdf.download': 'PDF herunterladen',
  'pdf.preparing': 'PDF wird vorbereitet...',

  'save.nameLabel': 'Name des Codes',
  'save.button': 'Speichern',
  'save.busy': 'Wird gespeichert...',

  'premium.title': 'Premium-Funktion',
  'premium.description':
    'Bitte melden Sie sich an oder registrieren Sie sich (kostenlos), um diesen Typ zu verwenden.',
  'premium.cancel': 'Abbrechen',
  'premium.logIn': 'Anmelden',
  'premium.signUp': 'Registrieren',

  'prompt.tracking.title': 'Verfolgen Sie jeden Scan mit einem kostenlosen Konto',
  'prompt.tracking.description':
    'Sehen Sie, wie Ihre QR-Codes ankommen, sobald sie im Umlauf sind.',
  'prompt.tracking.point1': 'Scanzahlen in Echtzeit',
  'prompt.tracking.point2': 'Statistiken zu eindeutigen Besuchern und Interaktionen',
  'prompt.tracking.point3': 'Einblicke in die Leistung',
  'prompt.tracking.point4': 'Dynamische Codes, die Sie nach dem Druck bearbeiten können',
  'prompt.download.title':
    'Ihr QR-Code ist heruntergeladen. Bewahren Sie ihn mit einem kostenlosen Konto sicher auf',
  'prompt.download.description':
    'Speichern Sie Ihre Codes und kehren Sie jederzeit zu ihnen zurück.',
  'prompt.download.point1': 'Unbegrenzt viele statische Codes',
  'prompt.download.point2': '1 dynamischer Code mit Statistiken',
  'prompt.download.point3': '100 Scans pro Monat für dynamische Codes',
  'prompt.download.point4': 'Speicherplatz für bis zu 20 Codes',
  'prompt.later': 'Vielleicht später',
  'prompt.signUp': 'Registrieren',
  'prompt.footnote': 'Für immer kostenlos, keine Kreditkarte nötig, Registrierung in 30 Sekunden',
  'reason.logo': 'Das Logo verdeckt für kleine Drucke zu viel: Verkleinern Sie es.',
  'reason.logo.print':
    'Das Logo verdeckt für kleine Drucke zu viel: Verkleinern Sie es oder drucken Sie ihn mindestens {cm, number} cm breit.',
  'reason.contrast':
    'Die Farben liegen für eine Handykamera bei kleinen Drucken oder wenig Licht zu nah beieinander: Verwenden Sie eine dunklere Vordergrundfarbe.',
  'reason.contrast.print':
    'Die Farben liegen für eine Handykamera bei kleinen Drucken oder wenig Licht zu nah beieinander: Verwenden Sie eine dunklere Vordergrundfarbe oder drucken Sie ihn mindestens {cm, number} cm breit.',
  'reason.gradient':
    'Das hellere Ende des Farbverlaufs ist für Handykameras bei kleinen Drucken schwer lesbar: Verwenden Sie dunklere Verlaufsfarben.',
  'reason.gradient.print':
    'Das hellere Ende des Farbverlaufs ist für Handykameras bei kleinen Drucken schwer lesbar: Verwenden Sie dunklere Verlaufsfarben oder drucken Sie ihn mindestens {cm, number} cm breit.',
  'reason.shapes':
    'Abgerundete Formen verschwimmen in kleinen Drucken: Verwenden Sie eckige Punkte oder Ecken.',
  'reason.shapes.print':
    'Abgerundete Formen verschwimmen in kleinen Drucken: Verwenden Sie eckige Punkte oder Ecken oder drucken Sie ihn mindestens {cm, number} cm breit.',
  'reason.content':
    'Kleine Drucke dieses Codes lassen sich womöglich nicht scannen: Kürzen Sie den Inhalt.',
  'reason.content.print':
    'Kleine Drucke dieses Codes lassen sich womöglich nicht scannen: Kürzen Sie den Inhalt oder drucken Sie ihn mindestens {cm, number} cm breit.',
  'reason.notScannable':
    'Scanner konnten dieses Design nicht zurücklesen ({failed} scheiterten), daher lässt es sich gedruckt womöglich nicht scannen. Versuchen Sie {fixes}.',
  'reason.fix.contrast': 'mehr Kontrast zwischen Vorder- und Hintergrundfarbe',
  'reason.fix.logo': 'ein kleineres Logo oder keines',
  'reason.fix.gradient': 'eine einzige Farbe statt des Verlaufs',
  'reason.fix.dots': 'eckige Punkte',
  'reason.fix.corners': 'eckige Ecken',
};
