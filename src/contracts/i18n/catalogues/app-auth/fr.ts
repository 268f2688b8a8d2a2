import type { Catalogue } from '../../format.js';
import type { AppAuthMessageId } from './en.js';

export const messages: Catalogue<AppAuthMessageId> = {
  'page.loginTitle': 'Se connecter - {brand}',
  'page.registerTitle': 'Créer un compte - {brand}',
  'page.loginHeading': 'Connectez-vous à votre compte',
  'page.registerHeading': 'Créez un compte gratuit',
  'page.loginIntro': 'Gérez vos QR codes enregistrés et dynamiques.',
  'page.registerIntro':
    'Enregistrez vos codes, modifiez les codes dynamiques après impression et consultez leurs scans.',
  'page.restore': 'Vous avez supprimé votre compte récemment ? <link>Le restaurer</link>',

  'form.email': 'E-mail',
  'form.password': 'Mot de passe',

  'login.resetNeedsEmail':
    'Saisissez votre adresse e-mail ci-dessus, puis choisissez « Mot de passe oublié ».',
  'login.sendingLink': 'Envoi du lien...',
  'login.forgot': 'Mot de passe oublié',
  'login.submitting': 'Connexion...',
  'login.submit': 'Se connecter',
  'login.google': 'Se connecter avec Google',
  'login.newHere': 'Pas encore de compte ? <link>Créer un compte</link>',
  'login.success': 'Connexion réussie',
  'login.welcomeBack': 'Bienvenue à nouveau, {name}',
  'login.failed': 'Échec de la connexion',

  'reset.checkEmail': 'Consultez vos e-mails',
  'reset.notSent': 'Lien non envoyé',
  'reset.tryAgain': 'Veuillez réessayer dans un instant.',

  'register.submitting': 'Création du compte...',
  'register.submit': 'Créer un compte',
  'register.google': 'Créer un compte avec Google',
  'register.haveAccount': 'Vous avez déjà un compte ? <link>Se connecter</link>',
  'register.success': 'Compte créé',
  'register.welcome': 'Bienvenue, {name}',
  'register.failed': 'Échec de la création du compte',

  'company.open': 'Se connecter avec votre entreprise',
  'company.email': 'E-mail professionnel',
  'company.hint': 'Nous vous redirigeons vers la page de connexion de votre entreprise.',
  'company.opening': 'Ouverture de la connexion de votre entreprise…',
  'company.continue': 'Continuer',

  'verify.title': 'Vérifiez votre adresse e-mail',
  'verify.verified': 'Adresse e-mail vérifiée',
  'verify.goToCodes': 'Accéder à vos QR codes',
  'verify.deleted': 'Compte supprimé',
  'verify.login': 'Se connecter',
  'verify.checking': 'Vérification de votre lien...',
  'verify.confirms':
    'Ce lien confirme l’adresse <strong>{address}</strong> du compte créé le {created}.',
  'verify.confirming': 'Confirmation...',
  'verify.confirm': 'Confirmer mon adresse',
  'verify.notSignedIn':
    'Ce navigateur n’est pas connecté à ce compte. Si cette adresse est la vôtre, choisissez le mot de passe du compte pour confirmer : la personne qui a créé le compte est déconnectée partout, le mot de passe qu’elle avait défini cesse de fonctionner, et les clés API et webhooks du compte sont désactivés.',
  'verify.newPassword': 'Nouveau mot de passe',
  'verify.confirmPassword': 'Confirmer le nouveau mot de passe',
  'verify.confirmAndSet': 'Confirmer et définir le mot de passe',
  'verify.declineQuestion': 'Vous n’avez pas créé ce compte ?',
  'verify.notMe': 'Ce n’était pas moi',
  'verify.declineConfirm':
    'Supprimer le compte de {address} ? Tout son contenu est effacé et il ne pourra pas être restauré.',
  'verify.deleting': 'Suppression...',
  'verify.delete': 'Supprimer le compte',
  'verify.cancel': 'Annuler',

  'handOver.label': 'Ce qui a changé',
  'handOver.summary':
    'Le compte a été créé avant que vous ne prouviez que cette adresse est la vôtre ; nous nous sommes donc assurés que personne d’autre que vous n’y a accès : {sessions, plural, one {# appareil déconnecté} other {# appareils déconnectés}}, {apiKeys, plural, one {# clé API révoquée} other {# clés API révoquées}}, {webhooks, plural, one {# webhook supprimé} other {# webhooks supprimés}}, et le mot de passe défini à sa création ne fonctionne plus.',
  'handOver.codes':
    'Il contient {total, plural, one {# QR code dynamique, qui continue de fonctionner. Vérifiez où il envoie les personnes qui le scannent :} other {# QR codes dynamiques, qui continuent de fonctionner. Vérifiez où ils envoient les personnes qui les scannent :}}',
  'handOver.code': '{name} : {destination}',
  'handOver.pausedCode': '{name} : {destination} (en pause)',
  'handOver.more': 'et {count, number} autres dans votre tableau de bord.',

  'setup.documentTitle': 'Configurer l’administrateur - {brand}',
  'setup.title': 'Configurer l’administrateur',
  'setup.login': 'Se connecter',
  'setup.checking': 'Vérification de votre lien...',
  'setup.forAddress':
    'Choisissez le mot de passe de {address}. Ce compte devient administrateur de {brand}, et tous les appareils connectés à ce compte sont déconnectés.',
  'setup.noAdmin':
    'Ce serveur n’a pas encore d’administrateur. Choisissez l’adresse et le mot de passe avec lesquels vous vous connecterez en tant qu’administrateur. Ce lien ne fonctionne qu’une seule fois.',
  'setup.email': 'E-mail',
  'setup.password': 'Mot de passe',
  'setup.confirmPassword': 'Confirmer le mot de passe',
  'setup.failed': 'L’administrateur n’a pas pu être configuré. Veuillez réessayer.',
  'setup.submitting': 'Configuration...',
  'setup.submit': 'Devenir administrateur',
  'setup.done': 'Administrateur configuré',
};
