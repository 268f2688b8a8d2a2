import type { Catalogue } from '../../format.js';
import type { SitePrivacyMessageId } from './en.js';

export const messages: Catalogue<SitePrivacyMessageId> = {
  'page.title': 'Datenschutzerklärung',
  'page.description':
    'Was {brand} über Sie und die Menschen speichert, die Ihre Codes scannen: keine IP-Adressen in den Statistiken, nur ein Sitzungscookie, und wie Sie Ihre Daten löschen lassen.',
  'frame.updated': 'Zuletzt aktualisiert: {date}',
  'frame.translation': 'Diese Seite ist eine Übersetzung des <link>englischen Originals</link>.',
  'frame.questions': 'Fragen zu dieser Seite? <link>Kontaktieren Sie uns</link>.',
  intro:
    '{brand} speichert so wenig über Sie, wie es für seine Arbeit braucht. Diese Seite führt genau auf, was gespeichert wird, warum und wie lange.',
  'anonymous.title': 'Ohne Konto',
  'anonymous.text':
    'Sie können statische QR-Codes erstellen und herunterladen, ohne sich zu registrieren. Wenn Sie das tun, erfassen wir:',
  'anonymous.generated':
    'dass ein Code erzeugt oder heruntergeladen wurde: seinen Typ, seinen Inhalt, seine Farben, das Dateiformat, den User-Agent-Text Ihres Browsers und die Website, über deren Link Sie hierher kamen (nur den Host);',
  'anonymous.browserId':
    'eine zufällige Kennung, die Ihr Browser in seinem lokalen Speicher aufbewahrt, damit die Besuche eines Browsers zusammengefasst werden können. Sie ist kein Cookie und nicht mit Ihrer Identität verknüpft.',
  'anonymous.use':
    'Wir nutzen diese Aufzeichnungen, um zu verstehen, welche Funktionen genutzt werden. Mit ihnen wird keine IP-Adresse gespeichert.',
  'account.title': 'Ihr Konto',
  'account.email':
    'Ihre E-Mail-Adresse (die zugleich Ihr Benutzername ist) und, wenn Sie ihn angeben, Ihren Namen.',
  'account.password':
    'Ihr Passwort, nur als Argon2-Hash gespeichert: Wir können es nicht lesen. Wenn Sie sich mit Google anmelden, speichern wir stattdessen die Kennung Ihres Google-Kontos.',
  'account.codes':
    'Die Codes, die Sie speichern, und Ihre dynamischen Codes: ihren Inhalt, ihr Design, ihr Ziel und jedes Logo, Bild oder PDF, das Sie für sie hochladen.',
  'account.plan':
    'Ihren Tarif: die Daten der Testphase und, wenn Sie ein Abo abschließen, die Referenzen des Zahlungsanbieters.',
  'account.sessions':
    'Ihre Sitzungen, in denen Sie angemeldet sind, mit dem User-Agent-Text des Browsers, damit Sie überall abgemeldet werden können, wenn Sie Ihr Passwort ändern.',
  'cookies.title': 'Cookies',
  'cookies.text':
    'Wir verwenden ein einziges Cookie: das Sitzungscookie, das Sie angemeldet hält. Es wird nur gesetzt, wenn Sie sich anmelden, ist als HttpOnly markiert, damit Skripte der Seite es nicht lesen können, und endet, wenn Sie sich abmelden, oder nach 30 Tagen. Während Sie sich mit Google anmelden, enthält ein kurzlebiges Cookie die Sicherheitswerte der Anmeldung, bis Google Sie zurückschickt. Es gibt keine Werbe-Cookies und keine Tracking-Cookies von Dritten.',
  'scans.title': 'Menschen, die Ihre Codes scannen',
  'scans.text':
    'Statische Codes laufen überhaupt nicht über unseren Server: Wir erfahren nie, wann sie gescannt werden. Wenn jemand einen dynamischen Code scannt, speichern wir:',
  'scans.time': 'den Zeitpunkt und ob die Anfrage nach einem Bot oder einer Link-Vorschau aussah;',
  'scans.device':
    'den Gerätetyp, das Betriebssystem und den Browser, aus dem User-Agent-Text gelesen;',
  'scans.country':
    'das Land, auf unserem eigenen Server in einer Offline-Datenbank nachgeschlagen (die Adresse wird nirgendwohin gesendet);',
  'scans.referrer':
    'den Hostnamen der verweisenden Website, wenn die App der scannenden Person einen mitsendet;',
  'scans.visitorKey':
    'einen Besucherschlüssel: einen Einweg-Code, berechnet aus der Adresse, dem Browser und dem QR-Code mit einem Geheimnis, das sich jeden Tag ändert. Damit können wir eindeutige Besucher innerhalb eines Tages zählen; er lässt sich weder in eine Adresse zurückverwandeln noch über Tage hinweg verknüpfen.',
  'scans.noIp': 'Wir speichern die IP-Adresse keiner Person, die einen Code scannt.',
  'email.title': 'E-Mails und Kontaktnachrichten',
  'email.text':
    'Wir senden E-Mails nur für Ihr Konto (Links zur Bestätigung, zum Passwort und zur Testphase) und um Ihnen zu antworten. Jede Nachricht, die wir senden, wird in unserer Postausgangstabelle aufbewahrt. Nachrichten, die Sie über das Kontaktformular senden (Ihr Name, Ihre E-Mail-Adresse, Betreff und Text), werden gespeichert, damit wir sie beantworten können, und an unsere Support-Adresse weitergeleitet.',
  'payments.title': 'Zahlungen',
  'payments.text':
    'Bezahlte Tarife werden über Stripe abgewickelt. Sie geben Ihre Kartendaten in das eigene Formular von Stripe ein; sie erreichen unseren Server nie. Wir behalten nur die Kunden- und Abo-Kennungen von Stripe. Was Stripe speichert, regelt die eigene Datenschutzerklärung von Stripe.',
  'abuse.title': 'Schutz vor Missbrauch und Serverprotokolle',
  'abuse.text':
    'Um Missbrauch zu bremsen (zum Beispiel wiederholte Anmeldeversuche oder Fluten von Nachrichten), zählen wir Anfragen pro Adresse. Die Zähler enthalten einen mit einem Schlüssel berechneten Einweg-Hash, nicht die Adresse, und verfallen nach Ablauf ihres Zeitfensters. Die Protokolle unseres Servers zeichnen Anfragen einschließlich der IP-Adresse auf, um den Dienst zu betreiben und abzusichern.',
  'retention.title': 'Aufbewahrung und Löschung von Daten',
  'retention.text':
    'Ihre Kontodaten werden aufbewahrt, solange Ihr Konto besteht. Sie können eine Kopie davon herunterladen (Ihr Profil, Ihre Codes, Scan-Daten und hochgeladenen Dateien, als ZIP-Datei) und Ihr Konto löschen. Ein gelöschtes Konto kann 30 Tage lang über die Anmeldeseite wiederhergestellt werden, und seine dynamischen Codes leiten währenddessen weiterhin um. Sie können uns auch über die Kontaktseite darum bitten. Das Löschen eines einzelnen dynamischen Codes beendet seinen Kurzlink und entfernt ihn aus Ihrem Dashboard.',
  'operator.title': 'Wer diese Website betreibt',
  'operator.text':
    '{brand} ist Software, die jeder installieren und betreiben kann. Der Betreiber dieser Website entscheidet, wo ihre Daten gespeichert werden, und ist für sie verantwortlich; über die Kontaktseite erreichen Sie ihn.',
};
