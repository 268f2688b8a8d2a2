import type { Catalogue } from '../../format.js';
import type { SiteUseCasesMessageId } from './en.js';

export const messages: Catalogue<SiteUseCasesMessageId> = {
  'restaurants.industry': 'Restaurants et cafés',
  'restaurants.example':
    'Un chevalet de table mène à la carte en PDF, et un second code permet aux clients de se connecter au Wi-Fi sans demander le mot de passe.',
  'retail.industry': 'Commerces',
  'retail.example':
    'Un autocollant près de la caisse invite à laisser un avis et affiche l’Instagram de la boutique ; une étiquette de rayon ouvre la fiche produit.',
  'real-estate.industry': 'Immobilier',
  'real-estate.example':
    'Un panneau « À vendre » mène aux photos de l’annonce, à l’adresse sur une carte et à la carte de visite de l’agent.',
  'events.industry': 'Événements et conférences',
  'events.example':
    'Les affiches ajoutent la session à l’agenda des participants, les badges contiennent la carte de visite de l’intervenant et des panneaux partagent le Wi-Fi du lieu.',
  'hospitality.industry': 'Hôtels et locations de vacances',
  'hospitality.example':
    'Une carte dans la chambre connecte les hôtes au Wi-Fi et mène à un livret d’accueil en PDF et à un plan jusqu’à la gare la plus proche.',
  'small-business.industry': 'Indépendants et petites entreprises',
  'small-business.example':
    'Le dos d’une carte de visite porte une vCard : un nouveau contact est enregistré avec nom, téléphone, e-mail et entreprise en un seul scan.',
  'marketing.industry': 'Marketing et campagnes imprimées',
  'marketing.example':
    'Chaque tirage de flyers a son propre code QR dynamique vers la page de la campagne, et les scans montrent quel emplacement a fonctionné.',
  'education.industry': 'Écoles et formation',
  'education.example':
    'Un support de cours mène aux lectures en PDF et à la page d’inscription ; une affiche en salle partage le Wi-Fi invités.',
  'healthcare.industry': 'Cliniques et cabinets',
  'healthcare.example':
    'En salle d’attente, un code donne la carte de visite du cabinet et un autre un PDF avec les consignes pour préparer les rendez-vous.',
  'apps.industry': 'Éditeurs d’applis',
  'apps.example':
    'Emballages et affiches portent un code de téléchargement d’appli qui propose les liens App Store et Google Play.',
  'nonprofits.industry': 'Associations et créateurs',
  'nonprofits.example':
    'La banderole d’un stand mène à la page de dons, et un code Bitcoin contient l’adresse du portefeuille et un montant suggéré.',
  'tourism.industry': 'Musées et tourisme',
  'tourism.example':
    'Les cartels mènent à un texte plus long et à des images ; un panneau à l’entrée indique le point de rendez-vous sur une carte.',
  'page.title': 'Cas d’usage',
  'page.description':
    'Comment restaurants, boutiques, agences immobilières, événements, hôtels, écoles, cabinets médicaux et d’autres utilisent les QR codes : exemples, avantages et types de code à choisir.',
  'page.intro':
    'Des idées pour mettre les QR codes au travail dans douze types d’activité, avec les types de code qui conviennent à chacun.',
  'section.industries': 'Par secteur',
  'card.example': 'Exemple :',
  'card.benefits': 'Avantages',
  'card.qrTypes': 'Types de QR',
  'card.qrTypesOf': 'Types de QR pour {industry}',
  'cta.title': 'Partir d’un modèle ou de zéro',
  'cta.text': 'Les modèles ouvrent le générateur avec un exemple déjà rempli.',
  'cta.templates': 'Voir les modèles',
  'restaurants.benefit1':
    'Mettre à jour le fichier du menu sans réimprimer quand un code dynamique y mène',
  'restaurants.benefit2': 'Moins d’allers-retours pour épeler le mot de passe du Wi-Fi',
  'retail.benefit1': 'Transformer une bonne visite en avis pendant que le client est encore là',
  'retail.benefit2': 'Voir au nombre de scans quels présentoirs servent vraiment',
  'real-estate.benefit1':
    'Faire pointer le même panneau imprimé vers une nouvelle annonce après une vente',
  'real-estate.benefit2': 'Les acheteurs enregistrent les coordonnées de l’agent d’un geste',
  'events.benefit1': 'Des entrées d’agenda avec la bonne heure et le bon lieu, sans rien taper',
  'events.benefit2': 'Changer une salle ou un lien le jour même sans réimprimer',
  'hospitality.benefit1': 'Les clients se connectent et s’orientent sans appeler la réception',
  'hospitality.benefit2': 'Un seul livret d’accueil à tenir à jour pour toutes les chambres',
  'small-business.benefit1':
    'Aucune faute de frappe dans un numéro de téléphone ou une adresse e-mail',
  'small-business.benefit2':
    'Un code WhatsApp ou SMS ouvre une conversation avec un message prérempli',
  'marketing.benefit1': 'Des scans par jour, pays et appareil pour chaque code',
  'marketing.benefit2':
    'Rediriger une campagne terminée vers une nouvelle page plutôt qu’un lien mort',
  'education.benefit1': 'Les élèves ouvrent le bon document sans taper de longues adresses',
  'education.benefit2': 'Remplacer la liste de lectures à chaque trimestre derrière le même code',
  'healthcare.benefit1': 'Les patients gardent le numéro et l’adresse du cabinet',
  'healthcare.benefit2': 'Des fiches d’information qu’on met à jour sans réimprimer',
  'apps.benefit1': 'Un seul code pour les utilisateurs d’iPhone et d’Android',
  'apps.benefit2': 'Compter avec un code dynamique les installations venues de l’imprimé',
  'nonprofits.benefit1': 'Les donateurs arrivent sur la bonne page sans chercher',
  'nonprofits.benefit2': 'Des adresses de portefeuille copiées à l’identique, jamais retapées',
  'tourism.benefit1': 'Plus à lire sans encombrer le mur',
  'tourism.benefit2': 'Les visiteurs trouvent l’étape suivante sur leur propre téléphone',
  'qrType.url': 'Site web',
  'qrType.contact': 'Contact',
  'qrType.pdf': 'PDF',
  'qrType.social': 'Réseaux sociaux',
  'qrType.images': 'Images',
  'qrType.ratings': 'Avis',
  'qrType.location': 'Lieu',
  'qrType.events': 'Événements',
  'qrType.apps': 'Applis',
  'qrType.sms': 'SMS',
  'qrType.whatsapp': 'WhatsApp',
  'qrType.text': 'Texte',
  'qrType.bitcoin': 'Bitcoin',
  'qrType.wifi': 'Wi-Fi',
};
