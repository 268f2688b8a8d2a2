import type { Catalogue } from '../../format.js';
import type { SiteContactMessageId } from './en.js';

export const messages: Catalogue<SiteContactMessageId> = {
  'page.title': 'Nous contacter',
  'page.description':
    'Posez une question, signalez un problème ou donnez votre avis sur QR Shark. Nous répondons sous 24 heures les jours ouvrés.',
  'page.intro':
    'Une question sur un code, un problème avec votre compte ou une idée pour le produit : écrivez-nous, une personne vous lira. Nous répondons sous {responseTime}.',
  'info.label': 'Comment nous joindre',
  'info.email': 'E-mail',
  'info.emailLoading': 'Chargement...',
  'info.emailUnavailable': 'Utilisez le formulaire de cette page.',
  'info.hours': 'Horaires du support',
  'info.defaultHours': 'Du lundi au vendredi, de 9 h à 18 h (EST)',
  'info.responseTime': 'Délai de réponse',
  'info.replyWithin': 'Nous répondons sous {responseTime}.',
  'info.defaultResponseTime': '24 heures',
  'form.title': 'Envoyez-nous un message',
  'form.required': 'Tous les champs sont obligatoires.',
  'form.label': 'Formulaire de contact',
  'form.name': 'Nom',
  'form.email': 'E-mail',
  'form.inquiryType': 'Type de demande',
  'form.subject': 'Objet',
  'form.message': 'Message',
  'form.honeypot': 'Laissez ce champ vide',
  'form.send': 'Envoyer le message',
  'form.sending': 'Envoi...',
  'form.addressAbove': 'l’adresse indiquée plus haut',
  'inquiry.general': 'Question générale',
  'inquiry.support': 'Support technique',
  'inquiry.business': 'Demande commerciale',
  'inquiry.feedback': 'Avis',
  'error.nameTooShort': 'Le nom doit comporter au moins 2 caractères',
  'error.nameTooLong': 'Le nom doit comporter au plus 100 caractères',
  'error.invalidEmail': 'Veuillez saisir une adresse e-mail valide',
  'error.subjectTooShort': 'L’objet doit comporter au moins 5 caractères',
  'error.subjectTooLong': 'L’objet doit comporter au plus 200 caractères',
  'error.messageTooShort': 'Le message doit comporter au moins 10 caractères',
  'error.messageTooLong': 'Le message doit comporter au plus 5000 caractères',
  'error.invalidInquiryType':
    'Choisissez Question générale, Support technique, Demande commerciale ou Avis',
  'sent.title': 'Message envoyé !',
  'sent.description': 'Nous vous répondrons sous 24 heures',
  'received.title': 'Message reçu',
  'received.description':
    'Ce serveur n’a pas d’envoi d’e-mails configuré, aucun e-mail n’est donc parti : votre message attend sur le serveur que son administrateur le lise.',
  'failed.title': 'Erreur',
  'failed.description':
    'Un problème est survenu lors de l’envoi de votre message. Veuillez réessayer ou nous écrire directement à {email}',
  'failed.tooMany':
    'Vous avez envoyé plusieurs messages depuis cette adresse au cours de la dernière heure. Veuillez réessayer dans {wait}, ou écrivez-nous directement.',
  'topics.title': 'Sujets d’aide',
  'topics.text': 'Choisissez-en un pour définir le type de demande du formulaire.',
  'topics.support.title': 'Support technique',
  'topics.support.text':
    'Un code qui ne se scanne pas, un téléchargement qui échoue, un souci de connexion ou avec un code dynamique.',
  'topics.business.title': 'Demandes commerciales',
  'topics.business.text':
    'Beaucoup de codes pour une équipe ou un tirage, l’auto-hébergement, ou les offres et les paiements.',
  'topics.feedback.title': 'Avis',
  'topics.feedback.text':
    'Quelque chose que vous aimeriez que le générateur ou le tableau de bord fasse, ou quelque chose qui vous a semblé confus.',
  'topics.general.title': 'Questions générales',
  'topics.general.text': 'Tout le reste sur les QR codes ou sur ce site.',
  'links.title': 'Liens rapides',
  'links.faq': 'Questions fréquentes',
  'links.features': 'Fonctionnalités',
  'links.useCases': 'Cas d’usage',
  'questions.title': 'Questions courantes',
  'questions.account.q': 'Ai-je besoin d’un compte pour créer un QR code ?',
  'questions.account.a':
    'Non. Les codes statiques se créent et se téléchargent sur la page d’accueil sans vous connecter. Un compte vous permet d’enregistrer des codes et d’en créer des dynamiques.',
  'questions.printed.q': 'Mes codes imprimés vont-ils cesser de fonctionner ?',
  'questions.printed.a':
    'Les codes statiques contiennent directement leur contenu et n’expirent jamais. Les codes dynamiques continuent de rediriger après la fin d’un essai gratuit ou un changement d’offre ; les limites de l’offre ne concernent que la création de nouveaux codes.',
  'questions.destination.q': 'Puis-je changer la destination d’un code imprimé ?',
  'questions.destination.a':
    'Oui, s’il s’agit d’un code dynamique : modifiez sa destination dans le tableau de bord et le scan suivant mènera à la nouvelle adresse.',
};
