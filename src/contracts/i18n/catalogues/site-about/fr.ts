import type { Catalogue } from '../../format.js';
import type { SiteAboutMessageId } from './en.js';

export const messages: Catalogue<SiteAboutMessageId> = {
  'page.title': 'À propos de {brand}',
  'page.description':
    '{brand} est un générateur et gestionnaire de QR codes que vous pouvez héberger vous-même : codes statiques gratuits, codes dynamiques modifiables et statistiques de scan respectueuses de la vie privée.',
  'page.intro':
    'Un générateur et gestionnaire de QR codes construit autour d’une promesse : les codes qu’il crée se scannent, et continuent de se scanner.',
  'stats.note':
    'Totaux en direct issus de la base de données de ce site, mis à jour chaque minute.',
  'story.title': 'Notre histoire',
  'story.problem':
    'Les QR codes sont partout : sur les menus, les affiches, les colis et les cartes de visite. En créer un est facile ; en créer un qui se scanne encore avec un logo au milieu, une couleur de marque et un passage par l’imprimante l’est moins. Trop de générateurs cachent en plus un code gratuit derrière une inscription, ou le transforment en lien court qui cesse de fonctionner à la fin d’un abonnement.',
  'story.answer':
    '{brand} a été conçu pour faire l’inverse. Les codes statiques sont gratuits et contiennent directement leur contenu. Chaque code est vérifié par de vrais décodeurs avant que vous le téléchargiez, et le générateur vous dit en termes simples ce qu’il faut changer quand un design est fragile. Quand vous devez vraiment modifier un code après l’impression, les codes dynamiques redirigent via un lien court que vous contrôlez, et leurs statistiques sont conçues pour compter les scans sans pister les personnes.',
  'values.title': 'Nos valeurs',
  'values.scan.title': 'Chaque code doit se scanner',
  'values.scan.text':
    'Un QR code qui ne se scanne pas est pire que pas de code du tout. Chaque code que nous générons est relu par trois décodeurs et une caméra de téléphone simulée avant que vous le téléchargiez.',
  'values.privacy.title': 'Respecter les personnes qui scannent',
  'values.privacy.text':
    'Les statistiques comptent les scans sans enregistrer d’adresses IP, avec une clé de visiteur qui change chaque jour, et laissent les robots en dehors des chiffres.',
  'values.free.title': 'Gratuit veut dire gratuit',
  'values.free.text':
    'Les codes statiques ne demandent pas de compte, ne portent pas de filigrane et n’expirent jamais. Les codes imprimés continuent de fonctionner quoi qu’il arrive à votre offre.',
  'values.selfHosted.title': 'À héberger vous-même',
  'values.selfHosted.text':
    '{brand} peut être auto-hébergé : un seul serveur Node.js avec une base de données intégrée, ou PostgreSQL pour les installations plus importantes.',
  'offer.title': 'Ce que nous proposons',
  'offer.generator':
    'Un générateur pour 16 types de QR codes, avec téléchargements PNG, SVG et PDF',
  'offer.design':
    'Couleurs, dégradés, formes des points et des coins, logos et cadres avec appel à l’action',
  'offer.dynamic':
    'Des codes dynamiques dont vous pouvez changer la destination, et que vous pouvez mettre en pause et réactiver, après l’impression',
  'offer.analytics':
    'Des statistiques de scan par jour, pays, appareil, navigateur et système d’exploitation, avec export CSV et PDF',
  'offer.dashboard': 'Un tableau de bord pour vos codes enregistrés et dynamiques',
  'offer.trial': 'Un essai gratuit de 3 jours du quota plus élevé de codes dynamiques',
  'credits.title': 'Crédits',
  'credits.dbip':
    '(CC BY 4.0) : les pays des scans sont recherchés hors ligne dans sa base de données de pays.',
  'credits.inter':
    'Inter (SIL Open Font Licence 1.1) : la police des textes des cadres de QR codes.',
  'credits.icons': 'Simple Icons (CC0) et Bootstrap Icons (MIT) : les logos prédéfinis.',
  'cta.title': 'Voyez par vous-même',
  'cta.text':
    'Créez un code en moins d’une minute, ou lisez la liste complète des fonctionnalités.',
  'cta.features': 'Voir les fonctionnalités',
};
