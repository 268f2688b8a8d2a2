import type { Catalogue } from '../../format.js';
import type { SiteFaqMessageId } from './en.js';

export const messages: Catalogue<SiteFaqMessageId> = {
  'page.title': 'Questions fréquentes',
  'page.description':
    'Réponses sur la taille d’impression des codes QR, la zone de silence, les niveaux de correction d’erreur, les codes statiques et dynamiques, les logos, la confidentialité des scans et les offres.',
  'page.intro':
    'Des réponses claires pour créer des codes QR qui se scannent, et sur le fonctionnement de ce site.',
  'more.title': 'Une autre question ?',
  'more.text': 'Écrivez-nous, nous répondons sous 24 heures.',
  'more.contact': 'Contacter le support',
  'create.question': 'Comment créer un code QR ?',
  'create.answer.1':
    'Sur la page d’accueil, choisissez ce que doit faire le code (un site web, une carte de visite, un accès Wi-Fi, un e-mail, un lieu et plus encore), remplissez le formulaire, personnalisez-le dans les onglets « Couleurs » et « Cadre », puis cliquez sur « Générer le QR code ». Téléchargez-le en PNG, SVG ou PDF.',
  'create.answer.2':
    'Les codes statiques ne demandent aucun compte. Connectez-vous pour enregistrer vos codes, ajouter un logo ou une deuxième couleur, et créer des codes QR dynamiques.',
  'static-dynamic.question':
    'Quelle est la différence entre les codes QR statiques et dynamiques ?',
  'static-dynamic.answer.1':
    'Un code statique contient directement son contenu : l’adresse web, le mot de passe Wi-Fi ou la carte de visite sont dans le motif. Il fonctionne sans notre serveur et n’expire jamais, mais il ne peut plus être modifié une fois imprimé.',
  'static-dynamic.answer.2':
    'Un code QR dynamique contient un lien court vers ce site (/d/ suivi d’un code court). Le scanner ouvre la destination que vous avez choisie, que vous pouvez modifier, mettre en pause et réactiver à tout moment depuis votre tableau de bord, et chaque scan est compté. Les codes QR dynamiques demandent un compte et ne fonctionnent que tant que ce site est en ligne.',
  'print-size.question': 'À quelle taille imprimer un code QR ?',
  'print-size.answer.1':
    'Imprimez-le à au moins 2 × 2 cm pour une lecture de près, par exemple sur une carte de visite ou un chevalet de table.',
  'print-size.answer.2':
    'Pour tout ce qui se lit de plus loin, prévoyez plus grand : une règle courante veut une largeur d’environ un dixième de la distance de lecture, donc une affiche lue à 2 mètres demande un code d’environ 20 cm. Les codes qui contiennent plus de données ont des carrés plus nombreux et plus petits, et demandent plus de place. Testez le code imprimé avec quelques téléphones avant un gros tirage.',
  'quiet-zone.question': 'Qu’est-ce que la zone de silence, et pourquoi compte-t-elle ?',
  'quiet-zone.answer.1':
    'La zone de silence est la marge vide autour du code. Les lecteurs ont besoin d’au moins 4 modules (les petits carrés du motif) de fond uni de chaque côté pour trouver le code.',
  'quiet-zone.answer.2':
    'Nos téléchargements incluent par défaut une marge de 4 modules. Ne la rognez pas, et ne placez ni texte, ni bordure, ni image chargée juste contre le code.',
  'error-correction.question': 'Que signifient les niveaux de correction d’erreur L, M, Q et H ?',
  'error-correction.answer.1':
    'Les codes QR contiennent des données en plus pour rester lisibles quand une partie est sale, abîmée ou masquée. Le niveau L peut récupérer environ 7 % du code, M environ 15 %, Q environ 25 % et H environ 30 %.',
  'error-correction.answer.2':
    'Les niveaux plus élevés rendent le motif plus dense, donc le code demande plus de place. M est le niveau par défaut et convient à la plupart des usages ; choisissez Q ou H si vous ajoutez un logo ou si le code sera imprimé en extérieur ou sur une surface rugueuse.',
  'logo.question': 'Puis-je mettre mon logo au centre d’un code QR ?',
  'logo.answer.1':
    'Oui, avec un compte gratuit : importez une image ou choisissez une icône prédéfinie dans l’onglet « Logo ». Le logo masque une partie du motif : gardez-le entre 10 % et 30 % de la largeur du code et utilisez un niveau de correction d’erreur plus élevé.',
  'logo.answer.2':
    'Chaque code généré est relu sur notre serveur par trois décodeurs indépendants, dont un passage qui imite la caméra d’un téléphone, puis noté Robuste, Fragile ou Illisible, avec des conseils quand il n’est pas robuste.',
  'formats.question': 'Quel format de fichier télécharger ?',
  'formats.answer.1':
    'Le SVG est un fichier vectoriel : il reste net à toutes les tailles et convient le mieux à l’impression et aux outils de mise en page. Le PNG est une image pour les pages web, les documents et les présentations ; choisissez une taille suffisante pour l’usage prévu. Le PDF vous donne une page prête à imprimer avec le code à la taille de votre choix.',
  'after-trial.question':
    'Que deviennent mes codes à la fin de l’essai ou si je change pour une offre inférieure ?',
  'after-trial.answer.1':
    'Ils continuent de fonctionner. Les codes statiques ne dépendent jamais de votre compte. Les codes QR dynamiques continuent de rediriger et de compter les scans après la fin d’un essai ou d’un abonnement : les limites de l’offre ne décident que du nombre de nouveaux codes que vous pouvez créer.',
  'after-trial.answer.2':
    'Avec l’offre gratuite, vous avez 1 code QR dynamique et enregistrez jusqu’à 20 codes ; l’essai de 3 jours permet jusqu’à 12 codes QR dynamiques.',
  'scanner-data.question': 'Que conservez-vous sur les personnes qui scannent mes codes ?',
  'scanner-data.answer.1':
    'Uniquement ce dont les statistiques de scan ont besoin : l’heure du scan, le pays (déterminé sur notre propre serveur à partir d’une base de données hors ligne), le type d’appareil, le système d’exploitation et le navigateur, et le site d’origine s’il y en a un.',
  'scanner-data.answer.2':
    'Nous ne conservons aucune adresse IP. Pour compter les visiteurs uniques, nous gardons une clé à sens unique qui change chaque jour : la même personne ne peut pas être suivie d’un jour à l’autre. Les robots et les aperçus de liens sont reconnus et ne comptent pas comme des scans.',
  'bulk.question': 'Puis-je créer beaucoup de codes QR d’un coup ?',
  'bulk.answer.1':
    'Oui, avec un compte : ouvrez « Bulk Generation » dans le menu du compte, saisissez ou importez une liste (un fichier .csv ou .txt), et chaque ligne devient un code avec le design de votre choix. Chaque code est vérifié par les trois mêmes décodeurs, et vous les téléchargez tous dans un ZIP de fichiers SVG, PNG et PDF avec un index, ou sous forme de planche d’impression.',
  'bulk.answer.2':
    'Une série peut contenir jusqu’à 100 lignes avec l’offre gratuite, et jusqu’à 5 000 pendant l’essai ou avec Premium.',
  'payments.question': 'Comment les paiements sont-ils gérés ?',
  'payments.answer.1':
    'Les offres payantes sont traitées par Stripe, un prestataire de paiement. Vous saisissez vos données de carte dans le formulaire de paiement de Stripe lui-même : les numéros de carte n’atteignent jamais notre serveur et nous ne les conservons jamais. Nous ne gardons que les références client et abonnement Stripe nécessaires pour connaître votre offre.',
  'payments.answer.2':
    'Tant que les offres payantes ne sont pas ouvertes sur ce site, tout ce qui est décrit ici comme gratuit reste gratuit, et l’essai de 3 jours permet d’essayer davantage de codes QR dynamiques.',
  'payments.answer.3':
    'Les offres appartiennent à un espace de travail. Premium est facturé par espace de travail, pas par personne : un abonnement couvre toutes les personnes que vous invitez dans cet espace, sans frais par membre (siège). Votre espace personnel et chaque espace d’équipe sont passés en Premium séparément, et seul un propriétaire de l’espace peut le faire ou gérer son abonnement. L’essai de 3 jours est unique par compte et s’applique à votre espace personnel.',
  'cost.question': 'Est-ce vraiment gratuit ?',
  'cost.answer.1':
    'Oui. Créer et télécharger des codes QR statiques est gratuit, sans compte et sans limite de nombre. Un compte gratuit ajoute les codes enregistrés (jusqu’à 20), un code QR dynamique avec statistiques de scan, les logos et les designs bicolores. D’autres codes QR dynamiques viennent avec l’essai de 3 jours, et avec un abonnement quand les offres payantes ouvriront.',
};
