import type { Catalogue } from '../../format.js';
import type { AppPaymentsMessageId } from './en.js';

// French typography: a no-break space (\u00a0) before ":" and "!", the apostrophe ’.
export const messages: Catalogue<AppPaymentsMessageId> = {
  'action.goBack': 'Retour',
  'action.returnHome': 'Retour à l’accueil',
  'payments.off': 'Les paiements sont désactivés sur ce serveur (Stripe n’est pas configuré).',

  'connect.title': 'Recevoir des paiements',
  'connect.description':
    'Les QR codes de paiement encaissent les paiements par carte sur votre propre compte Stripe.',
  'connect.loadFailed': 'Impossible de charger les paramètres de paiement.',
  'connect.account': 'Compte Stripe',
  'connect.notConnected': 'Non connecté',
  'connect.status.pending': 'Inscription non terminée',
  'connect.status.ready': 'Prêt à recevoir des paiements',
  'connect.status.restricted': 'Restreint\u00a0: Stripe a besoin de plus d’informations',
  'connect.fee': 'Frais de plateforme',
  'connect.feeValue': '{percent} de chaque vente',
  'connect.checking': 'Vérification de votre compte auprès de Stripe...',
  'connect.opening': 'Ouverture de Stripe...',
  'connect.continue': 'Poursuivre l’inscription Stripe',
  'connect.connect': 'Connecter Stripe',
  'connect.notStarted': 'Inscription Stripe non lancée',
  'connect.unreachable': 'Impossible de joindre Stripe. Veuillez réessayer.',

  'notice.label': 'Codes de paiement',
  'notice.paymentCodesOff':
    'Les codes de paiement ne sont pas disponibles\u00a0: les paiements sont désactivés sur ce serveur (Stripe n’est pas configuré).',
  'notice.connectRequired':
    'Connectez votre compte Stripe dans les paramètres du compte avant de créer un code de paiement, afin que les acheteurs vous paient directement.',
  'notice.connect': 'Connecter Stripe',

  'checkout.title': 'Paiement',
  'checkout.loading': 'Chargement du paiement...',
  'checkout.notFoundTitle': 'Produit introuvable',
  'checkout.productIdMissing': 'L’identifiant du produit est manquant',
  'checkout.productNotFound': 'Produit introuvable',
  'checkout.summary': 'Récapitulatif de la commande',
  'checkout.price': 'Prix',
  'checkout.total': 'Total',
  'checkout.details': 'Informations de paiement',
  'checkout.setupError': 'Impossible de préparer le paiement',
  'checkout.secure': 'Le paiement est traité de manière sécurisée par Stripe.',
  'checkout.emailLabel': 'Adresse e-mail pour le reçu',
  'checkout.emailInvalid': 'Saisissez l’adresse e-mail pour votre reçu',
  'checkout.pay': 'Payer maintenant',
  'checkout.paying': 'Traitement en cours...',
  'checkout.receiptSent': 'Un reçu va être envoyé à {email}.',

  'payment.succeeded': 'Paiement réussi\u00a0!',
  'payment.failedTitle': 'Échec du paiement',
  'payment.failedDefault': 'Une erreur est survenue lors de votre paiement',
  'payment.processingTitle': 'Paiement en cours de traitement',
  'payment.processing': 'Votre paiement est en cours de traitement',
  'payment.errorTitle': 'Erreur de paiement',
  'payment.error': 'Une erreur est survenue lors du traitement de votre paiement',

  'success.title': 'Paiement',
  'success.notFoundTitle': 'Paiement introuvable',
  'success.notFound':
    'Nous n’avons pas trouvé ce paiement. Si vous avez été débité, l’e-mail de votre reçu en donne le détail.',
  'success.checkingTitle': 'Vérification de votre paiement',
  'success.checking': 'Nous demandons à Stripe l’état du paiement...',
  'success.paid': 'Paiement de {amount} effectué.',
  'success.paidFor': '{product}\u00a0: paiement de {amount} effectué.',
  'success.mailed': 'Un e-mail de confirmation va vous être envoyé sous peu.',
  'success.processing':
    'Votre paiement est en cours de traitement. Cette page se met à jour dès qu’il est terminé.',
  'success.notCompletedTitle': 'Paiement non abouti',
  'success.notCompleted':
    'Le paiement n’a pas abouti et vous n’avez pas été débité. Vous pouvez revenir en arrière et réessayer.',
};
