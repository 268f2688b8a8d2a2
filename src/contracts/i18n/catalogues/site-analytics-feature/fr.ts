import type { Catalogue } from '../../format.js';
import type { SiteAnalyticsFeatureMessageId } from './en.js';

export const messages: Catalogue<SiteAnalyticsFeatureMessageId> = {
  'page.title': 'Statistiques et suivi des QR codes',
  'page.description':
    'Des statistiques de scan pour les QR codes dynamiques : décomptes en temps réel, pays, appareils et navigateurs, visiteurs uniques, export CSV et PDF, sans enregistrer d’adresses IP.',
  'page.intro':
    'Les codes dynamiques comptent chaque scan. Voyez quand, où et sur quels appareils vos codes sont scannés, sans suivre les personnes qui les scannent.',
  'hero.start': 'Commencer le suivi maintenant',
  'hero.features': 'Voir toutes les fonctionnalités',
  'cards.title': 'Ce que vous pouvez voir',
  'card.realtime.title': 'Suivi des scans en temps réel',
  'card.realtime.text':
    'Les scans de vos codes dynamiques apparaissent en quelques secondes, avec un indicateur en direct pendant que vous regardez, et un total cumulé par code.',
  'card.geo.title': 'Données géographiques',
  'card.geo.text':
    'Voyez de quels pays viennent vos scans, déterminés sur notre propre serveur sans enregistrer l’adresse IP de qui que ce soit.',
  'card.devices.title': 'Statistiques par appareil et navigateur',
  'card.devices.text':
    'Répartissez les scans par type d’appareil, système d’exploitation et navigateur pour savoir comment les gens arrivent jusqu’à vous.',
  'card.performance.title': 'Indicateurs de performance',
  'card.performance.text':
    'Scans totaux et uniques dans le temps, pour chaque code et pour l’ensemble de vos codes, sans les robots ni les aperçus de liens dans les chiffres.',
  'card.export.title': 'Export CSV et PDF',
  'card.export.text':
    'Téléchargez les scans d’un code dans un fichier CSV pour votre tableur, ou dans un rapport PDF à partager.',
  'card.dates.title': 'Filtre par période personnalisée',
  'card.dates.text':
    'Consultez les derniers jours ou les dernières semaines, ou choisissez vos propres dates de début et de fin, dans votre propre fuseau horaire.',
  'demo.title': 'Voyez-le en action',
  'demo.text':
    'Voici les graphiques de votre tableau de bord, dessinés ici avec des données d’exemple. Survolez ou touchez un point pour voir ses chiffres ; les lecteurs d’écran reçoivent les mêmes chiffres sous forme de tableau.',
  'plans.title': 'Inclus avec un compte gratuit',
  'plans.text':
    'Un compte gratuit inclut un code dynamique avec statistiques : chaque scan est compté, avec le détail complet (pays, appareil, navigateur) pour les 100 premiers scans de chaque code chaque mois. L’essai gratuit et les abonnements conservent le détail de chaque scan.',
  'plans.start': 'Commencer gratuitement',
};
