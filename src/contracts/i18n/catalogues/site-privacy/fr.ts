import type { Catalogue } from '../../format.js';
import type { SitePrivacyMessageId } from './en.js';

export const messages: Catalogue<SitePrivacyMessageId> = {
  'page.title': 'Politique de confidentialité',
  'page.description':
    'Ce que {brand} conserve sur vous et sur les personnes qui scannent vos codes : aucune adresse IP dans les statistiques, un seul cookie de session, et comment faire supprimer vos données.',
  'frame.updated': 'Dernière mise à jour : {date}',
  'frame.translation':
    'Cette page est une traduction de la <link>version originale en anglais</link>.',
  'frame.questions': 'Des questions sur cette page ? <link>Contactez-nous</link>.',
  intro:
    '{brand} conserve sur vous aussi peu de données que possible pour faire son travail. Cette page indique exactement ce qui est conservé, pourquoi et pendant combien de temps.',
  'anonymous.title': 'Sans compte',
  'anonymous.text':
    'Vous pouvez créer et télécharger des QR codes statiques sans vous inscrire. Dans ce cas, nous enregistrons :',
  'anonymous.generated':
    'qu’un code a été généré ou téléchargé : son type, son contenu, ses couleurs, le format du fichier, le texte user-agent de votre navigateur et le site dont le lien vous a amené ici (l’hôte seulement) ;',
  'anonymous.browserId':
    'un identifiant aléatoire que votre navigateur garde dans son stockage local, afin de regrouper les visites d’un même navigateur. Ce n’est pas un cookie et il n’est pas lié à votre identité.',
  'anonymous.use':
    'Nous utilisons ces enregistrements pour comprendre quelles fonctionnalités sont utilisées. Aucune adresse IP n’est conservée avec eux.',
  'account.title': 'Votre compte',
  'account.email':
    'Votre adresse e-mail (qui est aussi votre nom d’utilisateur) et, si vous le donnez, votre nom.',
  'account.password':
    'Votre mot de passe, conservé uniquement sous forme de hachage Argon2 : nous ne pouvons pas le lire. Si vous vous connectez avec Google, nous conservons à la place l’identifiant de votre compte Google.',
  'account.codes':
    'Les codes que vous enregistrez et vos codes dynamiques : leur contenu, leur design, leur destination et tout logo, image ou PDF que vous importez pour eux.',
  'account.plan':
    'Votre offre : les dates de l’essai gratuit et, si vous vous abonnez, les références du prestataire de paiement.',
  'account.sessions':
    'Vos sessions connectées, avec le texte user-agent du navigateur, afin que vous puissiez être déconnecté partout lorsque vous changez de mot de passe.',
  'cookies.title': 'Cookies',
  'cookies.text':
    'Nous utilisons un seul cookie : le cookie de session qui vous garde connecté. Il n’est déposé que lorsque vous vous connectez, il est marqué HttpOnly pour que les scripts de la page ne puissent pas le lire, et il prend fin lorsque vous vous déconnectez ou au bout de 30 jours. Pendant que vous vous connectez avec Google, un cookie de courte durée conserve les valeurs de sécurité de la connexion jusqu’à ce que Google vous renvoie ici. Il n’y a aucun cookie publicitaire ni aucun cookie de suivi tiers.',
  'scans.title': 'Les personnes qui scannent vos codes',
  'scans.text':
    'Les codes statiques ne passent pas du tout par notre serveur : nous ne savons jamais quand ils sont scannés. Quand quelqu’un scanne un code dynamique, nous conservons :',
  'scans.time': 'l’heure, et si la requête ressemblait à celle d’un robot ou d’un aperçu de lien ;',
  'scans.device':
    'le type d’appareil, le système d’exploitation et le navigateur, lus dans le texte user-agent ;',
  'scans.country':
    'le pays, déterminé sur notre propre serveur dans une base de données hors ligne (l’adresse n’est envoyée nulle part) ;',
  'scans.referrer':
    'le nom d’hôte du site d’origine, lorsque l’application de la personne qui scanne en envoie un ;',
  'scans.visitorKey':
    'une clé de visiteur : un code à sens unique calculé à partir de l’adresse, du navigateur et du QR code avec un secret qui change chaque jour. Elle nous permet de compter les visiteurs uniques sur une journée et ne peut être ni reconvertie en adresse ni reliée d’un jour à l’autre.',
  'scans.noIp': 'Nous ne conservons l’adresse IP d’aucune personne qui scanne un code.',
  'email.title': 'E-mails et messages de contact',
  'email.text':
    'Nous envoyons des e-mails uniquement pour votre compte (liens de vérification, de mot de passe et d’essai gratuit) et pour vous répondre. Chaque message que nous envoyons est conservé dans notre table des messages sortants. Les messages que vous envoyez via le formulaire de contact (votre nom, votre adresse e-mail, l’objet et le texte) sont conservés pour que nous puissions y répondre, et transférés à notre adresse d’assistance.',
  'payments.title': 'Paiements',
  'payments.text':
    'Les offres payantes sont traitées par Stripe. Vous saisissez les données de votre carte dans le formulaire de Stripe lui-même ; elles n’atteignent jamais notre serveur. Nous ne gardons que les identifiants de client et d’abonnement de Stripe. Ce que Stripe conserve relève de sa propre politique de confidentialité.',
  'abuse.title': 'Protection contre les abus et journaux du serveur',
  'abuse.text':
    'Pour freiner les abus (par exemple des tentatives de connexion répétées ou des avalanches de messages), nous comptons les requêtes par adresse. Les compteurs contiennent un hachage à sens unique avec clé, et non l’adresse, et expirent au terme de leur fenêtre de temps. Les journaux de notre serveur enregistrent les requêtes, adresse IP comprise, pour exploiter et sécuriser le service.',
  'retention.title': 'Conservation et suppression des données',
  'retention.text':
    'Les données de votre compte sont conservées tant que votre compte existe. Vous pouvez en télécharger une copie (votre profil, vos codes, les données de scan et les fichiers importés, dans un fichier ZIP) et supprimer votre compte. Un compte supprimé peut être restauré depuis la page de connexion pendant 30 jours, et ses codes dynamiques continuent de rediriger entre-temps. Vous pouvez aussi nous le demander via la page de contact. Supprimer un seul code dynamique arrête son lien court et le retire de votre tableau de bord.',
  'operator.title': 'Qui exploite ce site',
  'operator.text':
    '{brand} est un logiciel que chacun peut installer et faire fonctionner. L’exploitant de ce site décide où ses données sont conservées et en est responsable ; la page de contact permet de le joindre.',
};
