import type { Catalogue } from '../../format.js';
import type { SiteContactMessageId } from './en.js';

export const messages: Catalogue<SiteContactMessageId> = {
  'page.title': 'Kontakt',
  'page.description':
    'Stellen Sie eine Frage, melden Sie ein Problem oder geben Sie Feedback zu QR Shark. Wir antworten an Werktagen innerhalb von 24 Stunden.',
  'page.intro':
    'Fragen zu einem Code, ein Problem mit Ihrem Konto oder eine Idee für das Produkt: Schreiben Sie uns, und ein Mensch liest es. Wir antworten innerhalb von {responseTime}.',
  'info.label': 'So erreichen Sie uns',
  'info.email': 'E-Mail',
  'info.emailLoading': 'Wird geladen...',
  'info.emailUnavailable': 'Nutzen Sie das Formular auf dieser Seite.',
  'info.hours': 'Supportzeiten',
  'info.defaultHours': 'Mo.–Fr. 9–18 Uhr (EST)',
  'info.responseTime': 'Antwortzeit',
  'info.replyWithin': 'Wir antworten innerhalb von {responseTime}.',
  'info.defaultResponseTime': '24 Stunden',
  'form.title': 'Schreiben Sie uns',
  'form.required': 'Alle Felder sind Pflichtfelder.',
  'form.label': 'Kontaktformular',
  'form.name': 'Name',
  'form.email': 'E-Mail',
  'form.inquiryType': 'Art der Anfrage',
  'form.subject': 'Betreff',
  'form.message': 'Nachricht',
  'form.honeypot': 'Dieses Feld leer lassen',
  'form.send': 'Nachricht senden',
  'form.sending': 'Wird gesendet...',
  'form.addressAbove': 'die oben genannte Adresse',
  'inquiry.general': 'Allgemeine Frage',
  'inquiry.support': 'Technischer Support',
  'inquiry.business': 'Geschäftliche Anfrage',
  'inquiry.feedback': 'Feedback',
  'error.nameTooShort': 'Der Name muss mindestens 2 Zeichen lang sein',
  'error.nameTooLong': 'Der Name darf höchstens 100 Zeichen lang sein',
  'error.invalidEmail': 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  'error.subjectTooShort': 'Der Betreff muss mindestens 5 Zeichen lang sein',
  'error.subjectTooLong': 'Der Betreff darf höchstens 200 Zeichen lang sein',
  'error.messageTooShort': 'Die Nachricht muss mindestens 10 Zeichen lang sein',
  'error.messageTooLong': 'Die Nachricht darf höchstens 5000 Zeichen lang sein',
  'error.invalidInquiryType':
    'Wählen Sie Allgemeine Frage, Technischer Support, Geschäftliche Anfrage oder Feedback',
  'sent.title': 'Nachricht gesendet!',
  'sent.description': 'Wir melden uns innerhalb von 24 Stunden bei Ihnen',
  'received.title': 'Nachricht erhalten',
  'received.description':
    'Auf diesem Server ist kein E-Mail-Versand eingerichtet, daher wurde keine E-Mail verschickt: Ihre Nachricht wartet auf dem Server, bis der Administrator sie liest.',
  'failed.title': 'Fehler',
  'failed.description':
    'Beim Senden Ihrer Nachricht ist ein Problem aufgetreten. Bitte versuchen Sie es erneut oder schreiben Sie uns direkt an {email}',
  'failed.tooMany':
    'Sie haben in der letzten Stunde mehrere Nachrichten von dieser Adresse gesendet. Bitte versuchen Sie es in {wait} erneut, oder schreiben Sie uns direkt.',
  'topics.title': 'Hilfethemen',
  'topics.text': 'Wählen Sie eines, um die Art der Anfrage im Formular festzulegen.',
  'topics.support.title': 'Technischer Support',
  'topics.support.text':
    'Ein Code, der sich nicht scannen lässt, ein Download, der fehlschlägt, Probleme bei der Anmeldung oder mit einem dynamischen Code.',
  'topics.business.title': 'Geschäftliche Anfragen',
  'topics.business.text':
    'Viele Codes für ein Team oder eine Druckauflage, Selbst-Hosting oder Tarife und Zahlungen.',
  'topics.feedback.title': 'Feedback',
  'topics.feedback.text':
    'Etwas, das der Generator oder das Dashboard können sollte, oder etwas, das Sie verwirrt hat.',
  'topics.general.title': 'Allgemeine Fragen',
  'topics.general.text': 'Alles andere zu QR-Codes oder zu dieser Website.',
  'links.title': 'Schnellzugriff',
  'links.faq': 'Häufige Fragen',
  'links.features': 'Funktionen',
  'links.useCases': 'Anwendungsfälle',
  'questions.title': 'Typische Fragen',
  'questions.account.q': 'Brauche ich ein Konto, um einen QR-Code zu erstellen?',
  'questions.account.a':
    'Nein. Statische Codes werden auf der Startseite ohne Anmeldung erstellt und heruntergeladen. Mit einem Konto können Sie Codes speichern und dynamische Codes erstellen.',
  'questions.printed.q': 'Hören meine gedruckten Codes auf zu funktionieren?',
  'questions.printed.a':
    'Statische Codes enthalten ihren Inhalt direkt und laufen nie ab. Dynamische Codes leiten auch nach dem Ende einer Testphase oder einem Tarifwechsel weiter; Tariflimits betreffen nur das Erstellen neuer Codes.',
  'questions.destination.q': 'Kann ich ändern, wohin ein gedruckter Code führt?',
  'questions.destination.a':
    'Ja, wenn es ein dynamischer Code ist: Ändern Sie sein Ziel im Dashboard, und der nächste Scan führt zur neuen Adresse.',
};
