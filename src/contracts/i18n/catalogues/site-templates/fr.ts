import type { Catalogue } from '../../format.js';
import type { SiteTemplatesMessageId } from './en.js';

export const messages: Catalogue<SiteTemplatesMessageId> = {
  'page.title': 'Modèles de QR codes',
  'page.description':
    'Des modèles de QR codes prêts à l’emploi pour les sites web, cartes de visite, menus, Wi-Fi, événements, e-mails, profils sociaux, applis et paiements. Ouvrez-en un dans le générateur et faites-en le vôtre.',
  'page.intro':
    'Partez d’un design prêt à l’emploi avec un contenu d’exemple, puis remplacez le contenu et le style par les vôtres dans le générateur.',
  'filter.label': 'Filtrer les modèles par catégorie',
  'filter.shown': '{count, plural, one {# modèle affiché} other {# modèles affichés}}',
  'category.all': 'Tous les modèles',
  'category.business': 'Professionnel',
  'category.personal': 'Personnel',
  'category.hospitality': 'Hôtellerie-restauration',
  'category.events': 'Événements',
  'card.popular': 'Populaire',
  'card.previewAlt': 'QR code d’exemple : {title}',
  'card.previewUnavailable': 'Aperçu indisponible',
  'card.signUp': 'Créez un compte pour utiliser ce modèle',
  'card.use': 'Utiliser le modèle',
  'card.useLabel': 'Utiliser le modèle : {title}',
  'type.url': 'Site web',
  'type.contact': 'Contact',
  'type.payment': 'Paiement',
  'type.pdf': 'Menu/PDF',
  'type.location': 'Lieu',
  'type.wifi': 'Wi-Fi',
  'type.events': 'Événements',
  'type.email': 'E-mail',
  'type.social': 'Réseaux sociaux',
  'type.apps': 'Applis',
  'type.bitcoin': 'Bitcoin',
  'more.title': 'Besoin d’autre chose ?',
  'more.text':
    'Le générateur crée 16 types de QR codes avec votre propre contenu et votre propre design.',
  'more.create': 'Créer un QR code personnalisé',
  'website.title': 'Lien vers un site web',
  'website.description':
    'Envoyez les gens vers votre page d’accueil, une page de destination ou une boutique en ligne.',
  'business-card.title': 'Carte de visite',
  'business-card.description':
    'Une fiche contact avec nom, entreprise, téléphone et e-mail, enregistrée en un seul scan.',
  'payment.title': 'Demande de paiement',
  'payment.description': 'Ouvre une page de paiement pour un produit ou un service à prix fixe.',
  'menu.title': 'Menu de restaurant',
  'menu.description':
    'Reliez les chevalets de table à votre menu en PDF, que vous pouvez remplacer à tout moment.',
  'location.title': 'Lieu',
  'location.description':
    'Ouvre une adresse dans l’application de cartes, pour les boutiques, les salles et les points de rendez-vous.',
  'wifi.title': 'Accès Wi-Fi',
  'wifi.description':
    'Permettez à vos invités de rejoindre votre réseau sans saisir le mot de passe.',
  'event.title': 'Invitation à un événement',
  'event.description':
    'Ajoutez un événement avec sa date et son heure à l’agenda de la personne qui scanne.',
  'contact-phone.title': 'Contact téléphonique',
  'contact-phone.description':
    'Un contact simple avec un nom et un numéro de téléphone, pour les prospectus et les affiches.',
  'email.title': 'Message e-mail',
  'email.description': 'Ouvre un nouvel e-mail avec l’adresse, l’objet et le texte déjà remplis.',
  'social-media.title': 'Profil social',
  'social-media.description': 'Gagnez des abonnés avec un code qui ouvre votre page de profil.',
  'event-calendar.title': 'Entrée d’agenda',
  'event-calendar.description':
    'Ajoutez une réunion, un cours ou un atelier à l’agenda en un seul scan.',
  'app-download.title': 'Téléchargement d’appli',
  'app-download.description':
    'Envoyez les gens directement sur la fiche de votre appli dans la boutique d’applications.',
  'bitcoin-payment.title': 'Paiement Bitcoin',
  'bitcoin-payment.description':
    'Partagez une adresse de portefeuille et un montant, recopiés à l’identique par l’appli du portefeuille.',
};
