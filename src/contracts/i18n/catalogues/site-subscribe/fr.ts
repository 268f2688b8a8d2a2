import type { Catalogue } from '../../format.js';
import type { SiteSubscribeMessageId } from './en.js';

export const messages: Catalogue<SiteSubscribeMessageId> = {
  'page.title': 'Choisissez votre offre',
  'page.description':
    'QR Shark Gratuit et Premium côte à côte : ce que comprend chaque offre, l’essai gratuit et le prix de Premium.',
  'page.intro':
    'Commencez par un essai gratuit de {days} jours : jusqu’à {dynamic} codes dynamiques, sans carte bancaire. Vos codes continuent de fonctionner quelle que soit votre offre.',
  'page.perWorkspace':
    'Premium est facturé par espace de travail : un abonnement couvre tout le monde dans cet espace de travail, sans frais par membre (par siège). Chaque espace de travail a sa propre offre.',
  'page.trialOnce':
    'L’essai gratuit est unique par compte et s’applique à votre espace de travail personnel.',
  'page.lookingAt': 'Vous consultez l’offre de <strong>{name}</strong>.',
  'page.mySubscription': 'Mon abonnement',
  'notice.canceled': 'Le paiement a été annulé. Vous n’avez pas été débité.',
  'plans.loading': 'Chargement des offres...',
  'plans.failed':
    'Les offres n’ont pas pu être chargées. Veuillez recharger la page pour réessayer.',
  'plans.paymentsOff': 'Les paiements sont désactivés sur ce serveur (Stripe n’est pas configuré).',
  'plans.priceMissing': 'L’offre Premium n’est pas en vente sur ce serveur.',
  'checkout.confirmed':
    '<strong>Bienvenue dans Premium !</strong> Stripe a confirmé votre abonnement : toutes les limites sont levées.',
  'checkout.notYet':
    'Stripe n’a pas encore confirmé le paiement. Il est toujours en cours de traitement ; cette page affichera Premium dès son arrivée. Rechargez-la dans une minute, ou contactez le support si ce n’est pas le cas.',
  'checkout.waiting':
    'Traitement en cours : en attente de la confirmation de votre abonnement par Stripe...',
  'pastDue.label': 'Paiement en attente',
  'pastDue.text':
    'Votre dernier paiement Premium a échoué. Mettez à jour votre carte pour conserver Premium.',
  'action.opening': 'Ouverture...',
  'action.updateCard': 'Mettre à jour la carte',
  'action.register': 'Créer un compte pour passer à Premium',
  'action.ownersOnly': 'Seul un propriétaire de cet espace de travail peut changer son offre.',
  'action.manage': 'Gérer l’abonnement',
  'action.redirecting': 'Redirection...',
  'action.upgrade': 'Passer à Premium',
  'free.title': 'Gratuit',
  'premium.title': 'Premium',
  'premium.notOnSale': 'Pas en vente',
  'premium.stripeNote':
    'Le paiement est géré par Stripe. Résiliez à tout moment depuis « Gérer l’abonnement ».',
  'plan.yours': 'Votre offre : {plan}',
  'plan.free': 'Gratuit',
  'plan.trial': 'Essai gratuit',
  'plan.premium': 'Premium',
  'plan.pastDue': 'Premium (paiement en attente)',
  'price.interval':
    '{amount}/{interval, select, day {jour} week {semaine} month {mois} year {an} other {{interval}}}',
  'price.intervalCount':
    '{amount} tous les {count} {interval, select, day {jours} week {semaines} month {mois} year {ans} other {{interval}}}',
  'features.staticUnlimited': 'QR codes statiques illimités à télécharger',
  'features.dynamicFree':
    '{count, plural, one {# QR code dynamique} other {# QR codes dynamiques}} (destination modifiable après impression)',
  'features.savedFree':
    '{count, plural, one {# QR code enregistré} other {# QR codes enregistrés}}',
  'features.analyticsFree':
    'Statistiques de scans détaillées pour {count, plural, one {# scan} other {# scans}} par code et par mois (chaque scan reste compté)',
  'features.dynamicUnlimited': 'QR codes dynamiques illimités',
  'features.savedUnlimited': 'QR codes enregistrés illimités',
  'features.analyticsAll': 'Statistiques de scans détaillées pour chaque scan',
};
