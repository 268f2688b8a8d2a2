import type { Catalogue } from '../../format.js';
import type { SiteBillingMessageId } from './en.js';

// French typography: a no-break space (\u00a0) before ":" and ";" and inside « », the apostrophe ’.
export const messages: Catalogue<SiteBillingMessageId> = {
  'trial.start': 'Commencer l’essai gratuit',
  'trial.starting': 'Démarrage...',

  'card.title': 'Essayez Premium gratuitement pendant {days}\u00a0jours',
  'card.text':
    'Jusqu’à {dynamic} QR codes dynamiques modifiables après impression, avec des statistiques de scans. Aucune carte bancaire requise.',
  'card.email': 'Adresse e-mail',
  'card.sentTo': 'Envoyé à',
  'card.for': 'Pour',
  'card.otherAddress': 'Utiliser une autre adresse',
  'card.failed': 'Échec de l’activation',

  'offer.label': 'Commencer votre essai gratuit',
  'offer.gives':
    'jusqu’à {trial, plural, one {# code dynamique} other {# codes dynamiques}} (au lieu de {free, number}) et des statistiques détaillées pour chaque scan, sans carte et sans frais à la fin',
  'offer.running': 'Votre essai gratuit dure jusqu’au {date}\u00a0: {gives}.',
  'offer.ended': 'Votre essai gratuit s’est terminé le {date}.',
  'offer.try':
    'Essayez gratuitement pendant {days}\u00a0jours\u00a0: {gives}. Commencé maintenant, il se termine le {date}\u00a0; vos codes continuent de fonctionner ensuite.',
  'offer.failed': 'L’essai n’a pas pu commencer. Veuillez réessayer.',

  'dialog.title': 'Gestion de l’abonnement',
  'dialog.workspacePlan':
    'L’offre de l’espace de travail «\u00a0{name}\u00a0» et ce qu’apporte Premium.',
  'dialog.yourPlan': 'Votre offre actuelle et ce qu’apporte Premium.',
  'dialog.perWorkspace':
    'Premium est facturé par espace de travail\u00a0: un abonnement couvre tout le monde dans cet espace de travail, sans frais par membre (par siège). Chaque espace de travail a sa propre offre.',
  'dialog.loading': 'Chargement...',
  'dialog.currentPlan': 'Offre actuelle',
  'dialog.pastDue':
    'Votre dernier paiement a échoué. Mettez à jour votre carte dans «\u00a0Gérer l’abonnement\u00a0» pour conserver Premium.',
  'dialog.priceFailed': 'Le prix n’a pas pu être chargé. Réessayez plus tard.',
  'dialog.comparePlans': 'Comparer les offres',
  'dialog.close': 'Fermer',
  'dialog.closeLabel': 'Fermer la boîte de dialogue',

  'action.manage': 'Gérer l’abonnement',
  'action.opening': 'Ouverture...',
  'action.upgrade': 'Passer à Premium',
  'action.redirecting': 'Redirection...',

  'plan.free': 'Gratuit',
  'plan.trial': 'Essai gratuit',
  'plan.premium': 'Premium',
  'plan.pastDue': 'Premium (paiement en attente)',
  'plan.unknown': 'Inconnue',

  'price.interval':
    '{amount}/{interval, select, day {jour} week {semaine} month {mois} year {an} other {{interval}}}',
  'price.intervalCount':
    '{amount} tous les {count} {interval, select, day {jours} week {semaines} month {mois} year {ans} other {{interval}}}',

  'toast.checkoutFailed': 'Passage à Premium non lancé',
  'toast.portalFailed': 'Gestion de l’abonnement indisponible',
  'toast.unreachable': 'Impossible de joindre Stripe. Veuillez réessayer.',
  'owners.only': 'Seul un propriétaire de cet espace de travail peut changer son offre.',
  'owners.ask':
    'Seul un propriétaire de cet espace de travail peut changer son offre : adressez-vous à {owners}.',
};
