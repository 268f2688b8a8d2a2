import type { Catalogue } from '../../format.js';
import type { SiteSubscribeMessageId } from './en.js';

export const messages: Catalogue<SiteSubscribeMessageId> = {
  'page.title': 'Wählen Sie Ihren Tarif',
  'page.description':
    'QR Shark Kostenlos und Premium im Vergleich: was jeder Tarif enthält, die Testphase und der Preis von Premium.',
  'page.intro':
    'Beginnen Sie mit einer kostenlosen Testphase von {days} Tagen: bis zu {dynamic} dynamische Codes, ohne Karte. Ihre Codes funktionieren weiter, egal in welchem Tarif Sie sind.',
  'page.perWorkspace':
    'Premium wird pro Arbeitsbereich berechnet: Ein Abonnement gilt für alle in diesem Arbeitsbereich, ohne Gebühr pro Mitglied (Sitzplatz). Jeder Arbeitsbereich hat seinen eigenen Tarif.',
  'page.trialOnce':
    'Die Testphase gibt es einmal pro Konto, und sie gilt für Ihren persönlichen Arbeitsbereich.',
  'page.lookingAt': 'Sie sehen den Tarif von <strong>{name}</strong>.',
  'page.mySubscription': 'Mein Abonnement',
  'notice.canceled': 'Der Bezahlvorgang wurde abgebrochen. Ihnen wurde nichts berechnet.',
  'plans.loading': 'Tarife werden geladen...',
  'plans.failed':
    'Die Tarife konnten nicht geladen werden. Bitte laden Sie die Seite neu, um es erneut zu versuchen.',
  'plans.paymentsOff':
    'Zahlungen sind auf diesem Server ausgeschaltet (Stripe ist nicht eingerichtet).',
  'plans.priceMissing': 'Der Premium-Tarif ist auf diesem Server nicht erhältlich.',
  'checkout.confirmed':
    '<strong>Willkommen bei Premium!</strong> Stripe hat Ihr Abonnement bestätigt: Alle Limits sind aufgehoben.',
  'checkout.notYet':
    'Stripe hat die Zahlung noch nicht bestätigt. Sie wird noch verarbeitet; diese Seite zeigt Premium, sobald die Bestätigung eintrifft. Laden Sie die Seite in einer Minute neu oder wenden Sie sich an den Support, falls nicht.',
  'checkout.waiting':
    'Wird noch verarbeitet: Wir warten darauf, dass Stripe Ihr Abonnement bestätigt...',
  'pastDue.label': 'Zahlung fällig',
  'pastDue.text':
    'Ihre letzte Premium-Zahlung ist fehlgeschlagen. Aktualisieren Sie Ihre Karte, um Premium zu behalten.',
  'action.opening': 'Wird geöffnet...',
  'action.updateCard': 'Karte aktualisieren',
  'action.register': 'Konto erstellen und upgraden',
  'action.ownersOnly': 'Nur ein Inhaber dieses Arbeitsbereichs kann seinen Tarif ändern.',
  'action.manage': 'Abonnement verwalten',
  'action.redirecting': 'Weiterleitung...',
  'action.upgrade': 'Upgraden',
  'free.title': 'Kostenlos',
  'premium.title': 'Premium',
  'premium.notOnSale': 'Nicht erhältlich',
  'premium.stripeNote':
    'Die Zahlung wird von Stripe abgewickelt. Jederzeit kündbar unter „Abonnement verwalten“.',
  'plan.yours': 'Ihr Tarif: {plan}',
  'plan.free': 'Kostenlos',
  'plan.trial': 'Testphase',
  'plan.premium': 'Premium',
  'plan.pastDue': 'Premium (Zahlung fällig)',
  'price.interval':
    '{amount}/{interval, select, day {Tag} week {Woche} month {Monat} year {Jahr} other {{interval}}}',
  'price.intervalCount':
    '{amount} alle {count} {interval, select, day {Tage} week {Wochen} month {Monate} year {Jahre} other {{interval}}}',
  'features.staticUnlimited': 'Unbegrenzt statische QR-Codes zum Herunterladen',
  'features.dynamicFree':
    '{count, plural, one {# dynamischer QR-Code} other {# dynamische QR-Codes}} (Ziel nach dem Drucken änderbar)',
  'features.savedFree':
    '{count, plural, one {# gespeicherter QR-Code} other {# gespeicherte QR-Codes}}',
  'features.analyticsFree':
    'Detaillierte Scan-Statistiken für {count, plural, one {# Scan} other {# Scans}} pro Code und Monat (jeder Scan wird weiterhin gezählt)',
  'features.dynamicUnlimited': 'Unbegrenzt dynamische QR-Codes',
  'features.savedUnlimited': 'Unbegrenzt gespeicherte QR-Codes',
  'features.analyticsAll': 'Detaillierte Scan-Statistiken für jeden Scan',
};
