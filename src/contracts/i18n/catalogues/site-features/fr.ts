import type { Catalogue } from '../../format.js';
import type { SiteFeaturesMessageId } from './en.js';

export const messages: Catalogue<SiteFeaturesMessageId> = {
  'page.title': 'Fonctionnalités',
  'page.description':
    'Tout ce que fait QR Shark : 16 types de codes QR, téléchargements PNG, SVG et PDF, vérification de lecture, personnalisation, codes QR dynamiques et statistiques de scan sans adresses IP.',
  'page.intro':
    'Ce que vous pouvez faire ici dès aujourd’hui, du code statique gratuit aux codes QR dynamiques avec statistiques. Les cartes marquées <b>{account}</b> demandent une inscription (gratuite) ; celles marquées <b>{premium}</b> sont entièrement disponibles pendant l’essai gratuit ou avec un abonnement Premium.',
  'access.account': 'Compte gratuit',
  'access.premium': 'Premium ou essai',
  'link.analytics': 'En savoir plus sur les statistiques',
  'cta.title': 'Créez votre premier code',
  'cta.text':
    'Aucun compte n’est nécessaire pour les codes statiques. Comparez les offres quand il vous faut plus de codes QR dynamiques.',
  'cta.plans': 'Voir les offres',
  'category.generation.title': 'Création',
  'category.generation.intro':
    'Des codes pour ce que les gens scannent vraiment, et la certitude qu’ils fonctionnent avant l’impression.',
  'category.customization.title': 'Personnalisation',
  'category.customization.intro':
    'Un code aux couleurs de votre marque, sans le rendre difficile à lire.',
  'category.management.title': 'Gestion',
  'category.management.intro':
    'Tous vos codes au même endroit, modifiables même une fois imprimés.',
  'category.security.title': 'Sécurité et confidentialité',
  'category.security.intro': 'Protégez les personnes qui scannent vos codes, et votre compte.',
  'feature.types.title': '16 types de codes QR',
  'feature.types.description':
    'Sites web, cartes de visite (vCard), accès Wi-Fi, e-mail, SMS, WhatsApp, lieux, événements d’agenda, téléchargements d’applis, profils sociaux, pages d’avis, paiements Bitcoin, PDF, images, texte brut et paiements de produits.',
  'feature.downloads.title': 'Téléchargements PNG, SVG et PDF',
  'feature.downloads.description':
    'Téléchargez un PNG jusqu’à 4096 pixels de large, un SVG vectoriel net à toutes les tailles, ou un PDF prêt à imprimer au format de votre choix.',
  'feature.scan-check.title': 'Vérification avant impression',
  'feature.scan-check.description':
    'Chaque code est relu par trois décodeurs indépendants et une caméra de téléphone simulée, puis noté Robuste, Fragile ou Illisible, avec des conseils sur ce qu’il faut changer.',
  'feature.colours.title': 'Couleurs et dégradés',
  'feature.colours.description':
    'Choisissez les couleurs du code et du fond, avec un contrôle du contraste qui vous prévient quand une combinaison ne se scannera pas. Les dégradés bicolores viennent avec un compte gratuit.',
  'feature.shapes.title': 'Formes des points et des coins',
  'feature.shapes.description':
    'Points carrés, ronds, arrondis ou arrondis élégants, et repères d’angle carrés, squircle ou carrés incurvés, chacun dans sa propre couleur.',
  'feature.logo-frame.title': 'Logos et cadres',
  'feature.logo-frame.description':
    'Ajoutez un cadre d’appel à l’action comme « SCAN ME » dans trois styles. Avec un compte gratuit, placez votre logo ou une icône prédéfinie au centre.',
  'feature.saved.title': 'Codes enregistrés',
  'feature.saved.description':
    'Conservez vos codes dans votre compte (jusqu’à 20 avec l’offre gratuite), renommez-les et téléchargez-les de nouveau à tout moment.',
  'feature.dynamic.title': 'Codes QR dynamiques',
  'feature.dynamic.description':
    'Imprimez une fois, changez la destination plus tard. Mettez un code en pause puis réactivez-le, et exportez vos codes avec leur nombre de scans en CSV. Un compte gratuit en inclut un ; l’essai et les abonnements en incluent davantage.',
  'feature.analytics.title': 'Statistiques de scan',
  'feature.analytics.description':
    'Suivez les scans dans le temps, les visiteurs uniques, les pays, appareils, navigateurs et systèmes d’exploitation de chaque code QR dynamique, et exportez-les en CSV ou en PDF.',
  'feature.safe-links.title': 'Liens courts sûrs',
  'feature.safe-links.description':
    'Les codes QR dynamiques ne redirigent que vers des adresses web qui passent nos contrôles, et un code en pause ou supprimé affiche une page claire plutôt qu’un lien cassé.',
  'feature.privacy.title': 'Statistiques sans adresses IP',
  'feature.privacy.description':
    'Les scans sont comptés sans enregistrer d’adresse IP : les visiteurs uniques sont distingués par une clé à sens unique qui change chaque jour, et les robots et aperçus de liens ne sont pas comptés.',
  'feature.accounts.title': 'Un compte bien protégé',
  'feature.accounts.description':
    'Les mots de passe sont hachés avec Argon2, les sessions tiennent dans un cookie sécurisé et prennent fin partout quand vous changez de mot de passe, et les échecs de connexion répétés sont ralentis. La connexion avec Google est proposée quand le site l’active.',
};
