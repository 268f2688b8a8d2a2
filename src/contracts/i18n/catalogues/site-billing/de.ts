import type { Catalogue } from '../../format.js';
import type { SiteBillingMessageId } from './en.js';

export const messages: Catalogue<SiteBillingMessageId> = {
  'trial.start': 'Kostenlose Testphase starten',
  'trial.starting': 'Wird gestartet...',

  'card.title': 'Premium {days} Tage kostenlos testen',
  'card.text':
    'Bis zu {dynamic} dynamische QR-Codes, die Sie nach dem Drucken bearbeiten können, mit Scan-Statistiken. Keine Kreditkarte erforderlich.',
  'card.email': 'E-Mail-Adresse',
  'card.sentTo': 'Gesendet an',
  'card.for': 'Für',
  'card.otherAddress': 'Andere Adresse verwenden',
  'card.failed': 'Aktivierung fehlgeschlagen',

  'offer.label': 'Ihre kostenlose Testphase starten',
  'offer.gives':
    'bis zu {trial, plural, one {# dynamischer Code} other {# dynamische Codes}} (statt {free, number}) und detaillierte Analysen für jeden Scan, ohne Karte und ohne Kosten, wenn sie endet',
  'offer.running': 'Ihre kostenlose Testphase läuft bis {date}: {gives}.',
  'offer.ended': 'Ihre kostenlose Testphase endete am {date}.',
  'offer.try':
    'Testen Sie {days} Tage kostenlos: {gives}. Jetzt gestartet, endet sie am {date}; Ihre Codes funktionieren danach weiter.',
  'offer.failed': 'Die Testphase konnte nicht gestartet werden. Bitte versuchen Sie es erneut.',

  'dialog.title': 'Abonnementverwaltung',
  'dialog.workspacePlan': 'Der Tarif des Arbeitsbereichs „{name}“ und was Premium hinzufügt.',
  'dialog.yourPlan': 'Ihr aktueller Tarif und was Premium hinzufügt.',
  'dialog.perWorkspace':
    'Premium wird pro Arbeitsbereich berechnet: Ein Abonnement gilt für alle in diesem Arbeitsbereich, ohne Gebühr pro Mitglied (Sitzplatz). Jeder Arbeitsbereich hat seinen eigenen Tarif.',
  'dialog.loading': 'Wird geladen...',
  'dialog.currentPlan': 'Aktueller Tarif',
  'dialog.pastDue':
    'Ihre letzte Zahlung ist fehlgeschlagen. Aktualisieren Sie Ihre Karte unter „Abonnement verwalten“, um Premium zu behalten.',
  'dialog.priceFailed':
    'Der Preis konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
  'dialog.comparePlans': 'Tarife vergleichen',
  'dialog.close': 'Schließen',
  'dialog.closeLabel': 'Dialog schließen',

  'action.manage': 'Abonnement verwalten',
  'action.opening': 'Wird geöffnet...',
  'action.upgrade': 'Auf Premium upgraden',
  'action.redirecting': 'Weiterleitung...',

  'plan.free': 'Kostenlos',
  'plan.trial': 'Testphase',
  'plan.premium': 'Premium',
  'plan.pastDue': 'Premium (Zahlung fällig)',
  'plan.unknown': 'Unbekannt',

  'price.interval':
    '{amount}/{interval, select, day {Tag} week {Woche} month {Monat} year {Jahr} other {{interval}}}',
  'price.intervalCount':
    '{amount} alle {count} {interval, select, day {Tage} week {Wochen} month {Monate} year {Jahre} other {{interval}}}',

  'toast.checkoutFailed': 'Upgrade nicht gestartet',
  'toast.portalFailed': 'Abonnementverwaltung nicht verfügbar',
  'toast.unreachable': 'Stripe war nicht erreichbar. Bitte versuchen Sie es erneut.',
  'owners.only': 'Nur ein Inhaber dieses Arbeitsbereichs kann seinen Tarif ändern.',
  'owners.ask':
    'Nur ein Inhaber dieses Arbeitsbereichs kann seinen Tarif ändern: Fragen Sie {owners}.',
};
