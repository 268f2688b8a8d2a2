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
};
