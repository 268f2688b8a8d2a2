import type { Catalogue } from '../../format.js';
import type { SiteLandingMessageId } from './en.js';

export const messages: Catalogue<SiteLandingMessageId> = {
  'hero.title': 'Des codes QR qui se scannent à tous les coups',
  'hero.text':
    'Créez des codes QR statiques gratuitement, ou inscrivez-vous pour les enregistrer et créer des codes QR dynamiques modifiables après impression.',
  'hero.create': 'Créer votre code QR',
  'stats.heading': 'Ce site en chiffres',
  'stats.codesGenerated': 'codes QR générés ici',
  'stats.dynamicCodes': 'codes QR dynamiques créés',
  'stats.scansCounted': 'scans comptés',
  'stats.unavailable': 'Les chiffres de ce site ne sont pas disponibles pour le moment.',
  'features.title': 'Conçu pour que vos codes se scannent',
  'features.intro':
    'Des outils gratuits pour le code lui-même, et un compte pour tout ce qui se passe après l’impression.',
  'features.all': 'Voir toutes les fonctionnalités',
  'useCases.title': 'Là où les codes QR sont utiles',
  'useCases.intro': 'Quelques façons dont les entreprises utilisent les codes.',
  'useCases.more': 'Plus de cas d’usage',
  'benefits.title': 'Ce qu’apporte un compte gratuit',
  'benefits.intro': 'Gratuit pour toujours, sans carte bancaire.',
  'benefits.static': 'Codes QR statiques illimités, gratuits et sans filigrane',
  'benefits.dynamic':
    '{count, plural, one {# code QR dynamique dont vous pouvez changer la destination après impression} other {# codes QR dynamiques dont vous pouvez changer la destination après impression}}',
  'benefits.analytics':
    'Statistiques de scan, avec le détail complet de {scans} scans par code et par mois (chaque scan est compté)',
  'benefits.saved': 'Jusqu’à {saved} codes enregistrés dans votre tableau de bord',
  'benefits.design': 'Logos et dégradés bicolores dans le générateur',
  'benefits.trial': 'Un essai de {days} jours avec jusqu’à {dynamic} codes QR dynamiques',
  'stories.title': 'Comment on s’en sert',
  'stories.example': 'Exemple',
  'story.bakery.who': 'Une boulangerie',
  'story.bakery.text':
    'Une boulangerie imprime un code QR dynamique sur ses sachets en papier. L’été, il mène à la carte des glaces ; en décembre, au bon de commande des bûches : les sachets ne changent jamais.',
  'story.wedding.who': 'Des futurs mariés',
  'story.wedding.text':
    'Un couple place un code Wi-Fi et un code d’événement d’agenda sur les marque-places : les invités se connectent et enregistrent la date du brunch du lendemain sans rien demander.',
  'story.tradesperson.who': 'Un artisan',
  'story.tradesperson.text':
    'Un électricien colle un code de carte de visite sur la portière de sa camionnette. Les passants arrêtés au feu enregistrent son numéro d’un scan au lieu de photographier la camionnette.',
  'faq.title': 'Questions fréquentes',
  'faq.all': 'Toutes les questions',
  'cta.title': 'Créez votre code QR maintenant',
  'cta.text':
    'Gratuit, sans inscription. Personnalisez-le, vérifiez qu’il se scanne, téléchargez-le.',
  'cta.create': 'Créer un code QR',
  'cta.design': 'Personnaliser votre code',
};
