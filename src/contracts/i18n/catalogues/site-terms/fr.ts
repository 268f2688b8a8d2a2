import type { Catalogue } from '../../format.js';
import type { SiteTermsMessageId } from './en.js';

export const messages: Catalogue<SiteTermsMessageId> = {
  'page.title': 'Conditions d’utilisation',
  'page.description':
    'Les conditions d’utilisation de {brand} : codes statiques gratuits, comptes, codes dynamiques et leurs limites, usage acceptable et offres payantes.',
  'frame.updated': 'Dernière mise à jour : {date}',
  'frame.translation':
    'Cette page est une traduction de la <link>version originale en anglais</link>.',
  'frame.questions': 'Des questions sur cette page ? <link>Contactez-nous</link>.',
  intro:
    'Ces conditions s’appliquent lorsque vous utilisez {brand} sur ce site. En créant des codes ou un compte, vous les acceptez.',
  'service.title': 'Le service',
  'service.text':
    '{brand} vous permet de créer et de télécharger des QR codes et, avec un compte, de les enregistrer, de créer des codes dynamiques et de consulter les statistiques de scan. Les codes statiques contiennent directement leur contenu et continuent de fonctionner sans ce site. Les codes dynamiques redirigent via un lien court de ce site et ne fonctionnent que tant qu’il est en ligne.',
  'account.title': 'Votre compte',
  'account.email':
    'Indiquez une vraie adresse e-mail à laquelle vous pouvez recevoir des messages, et gardez votre mot de passe pour vous.',
  'account.responsible': 'Vous êtes responsable de ce qui est fait avec votre compte.',
  'account.trial': 'Une personne ne peut bénéficier que d’un seul essai gratuit.',
  'plans.title': 'Offres et limites',
  'plans.text':
    'Les codes statiques sont gratuits et sans limite. L’offre gratuite comprend un code dynamique et jusqu’à 20 codes enregistrés ; l’essai gratuit de 3 jours et les offres payantes en comprennent davantage. Les limites ne concernent que la création de nouveaux codes : les codes dynamiques existants continuent de rediriger lorsqu’un essai gratuit se termine ou qu’une offre change. Les offres payantes, lorsqu’elles sont proposées, sont facturées via Stripe au prix affiché avant le paiement.',
  'use.title': 'Usage acceptable',
  'use.text': 'N’utilisez pas {brand} pour :',
  'use.harm':
    'envoyer des personnes vers du phishing, des logiciels malveillants, des arnaques ou quoi que ce soit d’illégal ;',
  'use.files':
    'importer des fichiers que vous n’avez pas le droit de partager, ou qui contiennent du contenu malveillant ;',
  'use.flood': 'inonder le service de requêtes automatisées ou tenter de contourner ses limites ;',
  'use.impersonate': 'vous faire passer pour quelqu’un d’autre.',
  'use.enforcement':
    'Nous pouvons refuser une destination, mettre en pause ou retirer un code dynamique, ou fermer un compte qui enfreint ces règles.',
  'content.title': 'Votre contenu',
  'content.text':
    'Le contenu de vos codes et les fichiers que vous importez restent les vôtres. Vous nous autorisez à les conserver et à les servir aux personnes qui scannent vos codes, uniquement dans ce but.',
  'warranty.title': 'Aucune garantie',
  'warranty.text':
    'Nous vérifions chaque code généré avec plusieurs décodeurs, mais les imprimantes, les supports et les téléphones varient : testez vos codes imprimés avant un gros tirage. Le service est fourni tel quel, sans aucune garantie de disponibilité, et dans la mesure permise par la loi, nous ne sommes pas responsables des pertes dues à un code qui ne se scanne pas ou à une interruption du service.',
  'changes.title': 'Modifications',
  'changes.text':
    'Nous pouvons mettre à jour ces conditions ; la date en haut de la page indique quand elles ont changé pour la dernière fois. Continuer à utiliser le site après une modification signifie que vous acceptez les nouvelles conditions.',
};
