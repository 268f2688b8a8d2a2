import type { Catalogue } from '../../format.js';
import type { SiteFaqMessageId } from './en.js';

export const messages: Catalogue<SiteFaqMessageId> = {
  'page.title': 'Häufige Fragen',
  'page.description':
    'Antworten zu Druckgrößen von QR-Codes, zur Ruhezone, zu Fehlerkorrekturstufen, zu statischen und dynamischen QR-Codes, Logos, zum Datenschutz bei Scans und zu den Tarifen.',
  'page.intro':
    'Klare Antworten dazu, wie QR-Codes zuverlässig scannen, und dazu, wie diese Website funktioniert.',
  'more.title': 'Noch eine Frage?',
  'more.text': 'Schreiben Sie uns, wir antworten innerhalb von 24 Stunden.',
  'more.contact': 'Support kontaktieren',
  'create.question': 'Wie erstelle ich einen QR-Code?',
  'create.answer.1':
    'Wählen Sie auf der Startseite, was der Code tun soll (eine Website, eine Visitenkarte, WLAN-Zugang, eine E-Mail, ein Ort und mehr), füllen Sie das Formular aus, gestalten Sie ihn unter „Farben“ und „Rahmen“ und klicken Sie dann auf „QR-Code erstellen“. Laden Sie ihn als PNG, SVG oder PDF herunter.',
  'create.answer.2':
    'Statische Codes brauchen kein Konto. Melden Sie sich an, um Codes zu speichern, ein Logo oder eine zweite Farbe hinzuzufügen und dynamische QR-Codes zu erstellen.',
  'static-dynamic.question':
    'Was ist der Unterschied zwischen statischen und dynamischen QR-Codes?',
  'static-dynamic.answer.1':
    'Ein statischer Code enthält seinen Inhalt direkt: Die Webadresse, das WLAN-Passwort oder die Visitenkarte steckt im Muster. Er funktioniert ohne unseren Server und läuft nie ab, lässt sich nach dem Druck aber nicht mehr ändern.',
  'static-dynamic.answer.2':
    'Ein dynamischer QR-Code enthält einen Kurzlink zu dieser Website (/d/ gefolgt von einem kurzen Code). Beim Scannen öffnet sich das Ziel, das Sie gewählt haben; Sie können es jederzeit in Ihrem Dashboard ändern, pausieren und fortsetzen, und jeder Scan wird gezählt. Dynamische QR-Codes brauchen ein Konto und funktionieren nur, solange diese Website online ist.',
  'print-size.question': 'Wie groß sollte ich einen QR-Code drucken?',
  'print-size.answer.1':
    'Drucken Sie ihn mindestens 2 × 2 cm groß, wenn er aus der Nähe gescannt wird, etwa auf einer Visitenkarte oder einem Tischaufsteller.',
  'print-size.answer.2':
    'Für alles, was aus größerer Entfernung gelesen wird, gilt: größer drucken. Eine gängige Faustregel ist eine Breite von etwa einem Zehntel des Scanabstands; ein Plakat, das aus 2 Metern gelesen wird, braucht also einen Code von etwa 20 cm. Codes mit mehr Daten haben mehr und kleinere Quadrate und brauchen mehr Platz. Testen Sie den gedruckten Code vor einer großen Auflage mit einigen Smartphones.',
  'quiet-zone.question': 'Was ist die Ruhezone, und warum ist sie wichtig?',
  'quiet-zone.answer.1':
    'Die Ruhezone ist der leere Rand um den Code. Scanner brauchen auf jeder Seite mindestens 4 Module (die kleinen Quadrate des Musters) einfarbigen Hintergrund, um den Code zu finden.',
  'quiet-zone.answer.2':
    'Unsere Downloads enthalten standardmäßig einen Rand von 4 Modulen. Schneiden Sie ihn nicht ab, und setzen Sie keinen Text, keine Rahmen und keine unruhigen Bilder direkt an den Code.',
  'error-correction.question': 'Was bedeuten die Fehlerkorrekturstufen L, M, Q und H?',
  'error-correction.answer.1':
    'QR-Codes tragen zusätzliche Daten, damit sie auch scannen, wenn ein Teil verschmutzt, beschädigt oder verdeckt ist. Stufe L kann etwa 7 % des Codes wiederherstellen, M etwa 15 %, Q etwa 25 % und H etwa 30 %.',
  'error-correction.answer.2':
    'Höhere Stufen machen das Muster dichter, der Code braucht also mehr Platz. M ist die Voreinstellung und passt für die meisten Zwecke; wählen Sie Q oder H, wenn Sie ein Logo hinzufügen oder der Code im Freien oder auf rauen Oberflächen gedruckt wird.',
  'logo.question': 'Kann ich mein Logo in die Mitte eines QR-Codes setzen?',
  'logo.answer.1':
    'Ja, mit einem kostenlosen Konto: Laden Sie im Reiter „Logo“ ein Bild hoch oder wählen Sie ein vorgefertigtes Symbol. Das Logo verdeckt einen Teil des Musters; halten Sie es daher zwischen 10 % und 30 % der Codebreite und verwenden Sie eine höhere Fehlerkorrekturstufe.',
  'logo.answer.2':
    'Jeder erstellte Code wird auf unserem Server von drei unabhängigen Decodern gelesen, einschließlich eines Durchgangs, der eine Handykamera nachahmt, und als Robust, Anfällig oder Nicht scanbar eingestuft, mit Hinweisen, wenn er nicht robust ist.',
  'formats.question': 'Welches Dateiformat sollte ich herunterladen?',
  'formats.answer.1':
    'SVG ist eine Vektordatei: Sie bleibt in jeder Größe scharf und ist die beste Wahl für den Druck und für Gestaltungsprogramme. PNG ist ein Bild für Webseiten, Dokumente und Präsentationen; wählen Sie eine Größe, die für den Einsatzort reicht. PDF liefert eine druckfertige Seite mit dem Code in der Größe Ihrer Wahl.',
  'after-trial.question':
    'Was passiert mit meinen Codes, wenn meine Testphase endet oder ich herabstufe?',
  'after-trial.answer.1':
    'Sie funktionieren weiter. Statische Codes hängen nie von Ihrem Konto ab. Dynamische QR-Codes leiten weiter und zählen Scans, auch wenn eine Testphase oder ein Abo endet: Die Tariflimits bestimmen nur, wie viele neue Codes Sie erstellen können.',
  'after-trial.answer.2':
    'Im kostenlosen Tarif haben Sie 1 dynamischen QR-Code und speichern bis zu 20 Codes; die 3-tägige Testphase erlaubt bis zu 12 dynamische QR-Codes.',
  'scanner-data.question': 'Was speichern Sie über die Menschen, die meine Codes scannen?',
  'scanner-data.answer.1':
    'Nur das, was die Scan-Statistiken brauchen: den Zeitpunkt des Scans, das Land (auf unserem eigenen Server in einer Offline-Datenbank nachgeschlagen), Gerätetyp, Betriebssystem und Browser sowie die verweisende Website, falls es eine gibt.',
  'scanner-data.answer.2':
    'Wir speichern keine IP-Adressen. Um eindeutige Besucher zu zählen, nutzen wir einen Einweg-Schlüssel, der sich täglich ändert; dieselbe Person lässt sich so nicht von einem Tag zum nächsten verfolgen. Bots und Link-Vorschauen werden erkannt und nicht als Scans gezählt.',
  'bulk.question': 'Kann ich viele QR-Codes auf einmal erstellen?',
  'bulk.answer.1':
    'Ja, mit einem Konto: Öffnen Sie „Bulk Generation“ im Kontomenü, tippen Sie eine Liste ein oder laden Sie eine hoch (eine .csv- oder .txt-Datei), und jede Zeile wird zu einem Code im gewählten Design. Jeder Code wird von denselben drei Decodern geprüft, und Sie laden alle zusammen als ZIP mit SVG-, PNG- und PDF-Dateien samt Verzeichnis oder als Druckbogen herunter.',
  'bulk.answer.2':
    'Ein Durchlauf fasst im kostenlosen Tarif bis zu 100 Zeilen und in der Testphase oder mit Premium bis zu 5.000.',
  'payments.question': 'Wie werden Zahlungen abgewickelt?',
  'payments.answer.1':
    'Bezahlte Tarife wickelt Stripe ab, ein Zahlungsdienstleister. Sie geben Ihre Kartendaten in das Zahlungsformular von Stripe selbst ein: Kartennummern erreichen unseren Server nie, und wir speichern sie nie. Wir speichern nur die Kunden- und Abo-Referenzen von Stripe, die wir brauchen, um Ihren Tarif zu kennen.',
  'payments.answer.2':
    'Bis bezahlte Tarife auf dieser Website starten, bleibt alles, was hier als kostenlos beschrieben ist, kostenlos, und die 3-tägige Testphase ist der Weg, mehr dynamische QR-Codes auszuprobieren.',
  'payments.answer.3':
    'Tarife gehören zu einem Workspace. Premium wird pro Workspace berechnet, nicht pro Person: Ein Abo deckt alle ab, die Sie in diesen Workspace einladen, ohne Kosten pro Mitglied (Platz). Ihr persönlicher Workspace und jeder Team-Workspace werden getrennt hochgestuft, und nur ein Eigentümer eines Workspace kann ihn hochstufen oder sein Abo verwalten. Die 3-tägige Testphase gibt es einmal pro Konto, und sie gilt für Ihren persönlichen Workspace.',
  'cost.question': 'Ist es wirklich kostenlos?',
  'cost.answer.1':
    'Ja. Statische QR-Codes zu erstellen und herunterzuladen ist kostenlos, ohne Konto und ohne Mengenbegrenzung. Ein kostenloses Konto bietet zusätzlich gespeicherte Codes (bis zu 20), einen dynamischen QR-Code mit Scan-Statistiken, Logos und zweifarbige Designs. Mehr dynamische QR-Codes gibt es in der 3-tägigen Testphase und mit einem Abo, sobald bezahlte Tarife starten.',
};
