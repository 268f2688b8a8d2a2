import type { Catalogue } from '../../format.js';
import type { AppPaymentsMessageId } from './en.js';

export const messages: Catalogue<AppPaymentsMessageId> = {
  'action.goBack': 'Zurück',
  'action.returnHome': 'Zur Startseite',
  'payments.off': 'Zahlungen sind auf diesem Server ausgeschaltet (Stripe ist nicht eingerichtet).',

  'connect.title': 'Zahlungen empfangen',
  'connect.description':
    'Zahlungs-QR-Codes nehmen Kartenzahlungen direkt auf Ihrem eigenen Stripe-Konto entgegen.',
  'connect.loadFailed': 'Die Zahlungseinstellungen konnten nicht geladen werden.',
  'connect.account': 'Stripe-Konto',
  'connect.notConnected': 'Nicht verbunden',
  'connect.status.pending': 'Einrichtung nicht abgeschlossen',
  'connect.status.ready': 'Bereit für Zahlungen',
  'connect.status.restricted': 'Eingeschränkt: Stripe benötigt weitere Angaben',
  'connect.fee': 'Plattformgebühr',
  'connect.feeValue': '{percent} jedes Verkaufs',
  'connect.checking': 'Ihr Konto wird bei Stripe geprüft...',
  'connect.opening': 'Stripe wird geöffnet...',
  'connect.continue': 'Einrichtung bei Stripe fortsetzen',
  'connect.connect': 'Stripe verbinden',
  'connect.notStarted': 'Einrichtung bei Stripe nicht gestartet',
  'connect.unreachable': 'Stripe war nicht erreichbar. Bitte versuchen Sie es erneut.',

  'notice.label': 'Zahlungscodes',
  'notice.paymentCodesOff':
    'Zahlungscodes sind nicht verfügbar: Zahlungen sind auf diesem Server ausgeschaltet (Stripe ist nicht eingerichtet).',
  'notice.connectRequired':
    'Verbinden Sie Ihr Stripe-Konto in den Kontoeinstellungen, bevor Sie einen Zahlungscode erstellen, damit Käufer direkt an Sie zahlen.',
  'notice.connect': 'Stripe verbinden',

  'checkout.title': 'Kasse',
  'checkout.loading': 'Kasse wird geladen...',
  'checkout.notFoundTitle': 'Produkt nicht gefunden',
  'checkout.productIdMissing': 'Die Produkt-ID fehlt',
  'checkout.productNotFound': 'Produkt nicht gefunden',
  'checkout.summary': 'Bestellübersicht',
  'checkout.price': 'Preis',
  'checkout.total': 'Gesamt',
  'checkout.details': 'Zahlungsdetails',
  'checkout.setupError': 'Die Zahlung konnte nicht vorbereitet werden',
  'checkout.secure': 'Die Zahlung wird sicher über Stripe abgewickelt.',
  'checkout.emailLabel': 'E-Mail-Adresse für den Zahlungsbeleg',
  'checkout.emailInvalid': 'Geben Sie die E-Mail-Adresse für Ihren Zahlungsbeleg ein',
  'checkout.pay': 'Jetzt bezahlen',
  'checkout.paying': 'Wird verarbeitet...',
  'checkout.receiptSent': 'Ein Zahlungsbeleg ist unterwegs an {email}.',

  'payment.succeeded': 'Zahlung erfolgreich!',
  'payment.failedTitle': 'Zahlung fehlgeschlagen',
  'payment.failedDefault': 'Bei Ihrer Zahlung ist ein Fehler aufgetreten',
  'payment.processingTitle': 'Zahlung wird verarbeitet',
  'payment.processing': 'Ihre Zahlung wird verarbeitet',
  'payment.errorTitle': 'Zahlungsfehler',
  'payment.error': 'Bei der Verarbeitung Ihrer Zahlung ist ein Fehler aufgetreten',

  'success.title': 'Zahlung',
  'success.notFoundTitle': 'Zahlung nicht gefunden',
  'success.notFound':
    'Wir konnten diese Zahlung nicht finden. Falls Ihnen etwas berechnet wurde, finden Sie die Einzelheiten in der E-Mail mit Ihrem Zahlungsbeleg.',
  'success.checkingTitle': 'Ihre Zahlung wird geprüft',
  'success.checking': 'Stripe wird nach dem Status der Zahlung gefragt...',
  'success.paid': '{amount} bezahlt.',
  'success.paidFor': '{product}: {amount} bezahlt.',
  'success.mailed': 'Sie erhalten in Kürze eine Bestätigung per E-Mail.',
  'success.processing':
    'Ihre Zahlung wird verarbeitet. Diese Seite aktualisiert sich, sobald sie abgeschlossen ist.',
  'success.notCompletedTitle': 'Zahlung nicht abgeschlossen',
  'success.notCompleted':
    'Die Zahlung ist nicht durchgegangen, und Ihnen wurde nichts berechnet. Sie können zurückgehen und es erneut versuchen.',
};
