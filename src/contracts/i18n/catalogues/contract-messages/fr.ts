import type { Catalogue } from '../../format.js';
import type { ContractMessageId } from './en.js';

export const messages: Catalogue<ContractMessageId> = {
  'account.nameUpdated': 'Nom mis à jour',
  'account.nameFailed': 'Le nom n’a pas pu être mis à jour. Veuillez réessayer.',
  'account.nameTooLong': 'Utilisez 100 caractères au maximum.',
  'account.deleted': 'Compte supprimé',
  'account.deletedDescription': 'Vous allez maintenant être déconnecté.',
  'account.deleteFailed': 'Le compte n’a pas pu être supprimé. Veuillez réessayer.',
  'account.deletePasswordRequired': 'Saisissez votre mot de passe pour confirmer.',
  'account.deletePasswordWrong': 'Votre mot de passe est incorrect.',
  'account.deleteEmailMismatch':
    'Saisissez l’adresse e-mail de ce compte exactement comme elle est affichée.',
  'account.deleteSubscribed':
    '{names} a un abonnement Premium que vous êtes la seule personne à pouvoir résilier. Résiliez-le d’abord (Offre → Gérer l’abonnement) ; une fois qu’il a pris fin, vous pourrez supprimer votre compte.',
  'account.deleteSoleOwner':
    'Vous êtes l’unique propriétaire de {names}, que d’autres personnes utilisent. Nommez l’une d’elles propriétaire, ou supprimez l’espace de travail, avant de supprimer votre compte.',
  'account.sessionNotFound': 'Cette session est déjà terminée.',
  'account.tooManyExports':
    'Vous avez téléchargé vos données plusieurs fois récemment. Veuillez réessayer dans {wait}.',
  'account.verificationSent':
    'Nous avons envoyé un nouveau lien de vérification. Il fonctionne une seule fois, pendant 24 heures.',
  'account.alreadyVerified': 'Votre adresse e-mail est déjà vérifiée.',
  'account.verificationTooSoon':
    'Un nouveau lien vient d’être créé : utilisez-le, ou redemandez-en un dans {wait}.',
  'account.restoreFailed':
    'Nous n’avons trouvé pour cette adresse et ce mot de passe aucun compte supprimé qui puisse encore être restauré.',
  'account.restoreAddressTaken':
    'Un nouveau compte utilise déjà cette adresse : le compte supprimé ne peut donc pas être restauré.',
  'account.restored': 'Votre compte est restauré. Bon retour parmi nous.',
  'account.googleAccountDeleted':
    'Le compte associé à ce compte Google a été supprimé il y a moins de 30 jours. Pour le récupérer, choisissez « Restaurer avec Google » sur la page de restauration.',
  'account.nothingToRestore':
    'Nous n’avons trouvé aucun compte supprimé associé à ce compte Google qui puisse encore être restauré.',
  'account.emailChangeSame': 'C’est déjà votre adresse e-mail.',
  'account.emailChangeTaken': 'Un autre compte utilise déjà cette adresse.',
  'account.emailChangePasswordRequired': 'Saisissez votre mot de passe actuel pour confirmer.',
  'account.emailChangeSent':
    'Nous avons envoyé un lien à {address}. Votre adresse change lorsque vous l’ouvrez (dans les 24 heures) ; d’ici là, rien ne change.',
  'account.emailChanged':
    'Votre adresse e-mail est désormais {address}. Tous vos autres appareils ont été déconnectés.',
  'account.emailChangedSignIn':
    'Votre adresse e-mail est désormais {address}. Tous les appareils ont été déconnectés : connectez-vous avec la nouvelle adresse.',
  'account.invalidEmailChangeLink':
    'Ce lien ne fonctionne pas : il a déjà été utilisé, un lien plus récent a été envoyé, ou il a expiré. Redemandez le changement depuis les paramètres du compte.',
  'account.addressHeldForRestore':
    'Un compte avec cette adresse a été supprimé il y a moins de 30 jours. Restaurez-le depuis la page de connexion, ou créez un compte une fois qu’il aura été définitivement effacé.',
  'admin.lastAdmin':
    'C’est le dernier administrateur : nommez d’abord quelqu’un d’autre administrateur.',
  'admin.notYourself':
    'Vous ne pouvez pas faire cela à votre propre compte ici ; passez par les paramètres du compte.',
  'admin.userNotFound': 'Utilisateur introuvable.',
  'admin.restoreAddressTaken':
    'Un autre compte actif utilise désormais cette adresse : celui-ci ne peut donc pas être rétabli.',
  'admin.restorePurged':
    'Les données de ce compte ont déjà été effacées (30 jours après la suppression).',
  'admin.messageNotFound': 'Message introuvable.',
  'admin.mailNotFound': 'E-mail introuvable.',
  'admin.retryOnlyFailed': 'Seuls les e-mails en échec peuvent être renvoyés.',
  'analytics.loadFailed': 'Impossible de charger les statistiques',
  'analytics.tryAgain': 'Réessayer',
  'analytics.invalidTimeZone': 'Fuseau horaire inconnu ; utilisez un nom IANA comme Europe/Berlin',
  'analytics.invalidDate':
    'Utilisez une date (AAAA-MM-JJ) ou un instant ISO 8601 (2025-03-30T12:00:00Z)',
  'analytics.rangeOrder': 'Le début de la période doit précéder sa fin',
  'analytics.rangeTooLong': 'La période peut couvrir 400 jours au maximum',
  'analytics.codeNotFound': 'QR code introuvable',
  'analytics.citiesOff':
    'Les statistiques par ville sont désactivées sur ce serveur. Un administrateur les active avec npm run city-database (ou CITY_DATABASE pour un fichier MaxMind) puis un redémarrage.',
  'analytics.citiesNone': 'Aucun scan de cette période n’a pu être rattaché à une ville.',
  'apiKey.name': 'Donnez un nom à la clé (80 caractères au maximum)',
  'apiKey.scope': 'Choisissez lecture seule ou lecture et écriture',
  'apiKey.expiry': 'Choisissez une date d’expiration future, ou aucune',
  'apiKey.limit':
    'Vous pouvez avoir au plus 25 clés d’API actives. Révoquez-en une pour en créer une autre.',
  'apiKey.notFound': 'Clé d’API introuvable',
  'apiKey.missing': 'Envoyez une clé d’API sous la forme « Authorization: Bearer qrs_... ».',
  'apiKey.invalid': 'Cette clé d’API n’est pas valide : elle est inconnue, révoquée ou expirée.',
  'apiKey.readOnly':
    'Cette clé d’API ne permet que la lecture. Créez une clé de lecture et écriture pour apporter des modifications.',
  'apiKey.viewerMaker':
    'Cette clé d’API ne permet que la lecture : le membre qui l’a créée est désormais lecteur dans son espace de travail. Demandez le rôle d’éditeur à un administrateur de l’espace de travail, ou utilisez une clé créée par un éditeur.',
  'audit.badFilter':
    'Filtrez par action, par adresse et par dates au format AAAA-MM-JJ ou date-heure ISO.',
  'auth.usernameRequired': 'L’e-mail est obligatoire',
  'auth.passwordRequired': 'Le mot de passe est obligatoire',
  'auth.invalidEmail': 'Adresse e-mail non valide',
  'auth.passwordTooShort': 'Le mot de passe doit comporter au moins 8 caractères',
  'auth.passwordTooCommon':
    'Ce mot de passe figure sur une liste de mots de passe courants ou divulgués : il est donc facile à deviner. Veuillez en choisir un autre.',
  'auth.passwordTooLong': 'Le mot de passe doit comporter au plus 256 caractères',
  'auth.confirmRequired': 'Veuillez confirmer votre mot de passe',
  'auth.passwordsDontMatch': 'Les mots de passe ne correspondent pas',
  'auth.invalidCredentials': 'E-mail ou mot de passe incorrect',
  'auth.registrationFailed': 'Impossible de créer le compte',
  'auth.usernameTaken': 'Un compte existe déjà avec cet e-mail',
  'auth.tooManyAttempts':
    'Trop de tentatives de connexion échouées. Veuillez patienter, puis réessayer.',
  'auth.emailMustMatchUsername':
    'Votre e-mail est votre identifiant : saisissez la même adresse dans les deux champs.',
  'auth.tooManyRegistrations':
    'Trop de comptes ont été créés depuis votre réseau. Veuillez réessayer dans {wait}.',
  'auth.tooManyMails':
    'Plusieurs liens ont été créés récemment pour cette adresse : le plus récent fonctionne. Veuillez l’utiliser, ou réessayez dans {wait}.',
  'auth.emailVerified': 'Votre adresse e-mail est vérifiée.',
  'auth.invalidVerificationLink':
    'Ce lien de vérification n’est pas valide, a déjà été utilisé ou a expiré. Connectez-vous et demandez-en un nouveau.',
  'auth.verificationPasswordRequired':
    'Choisissez un mot de passe pour ce compte : celui défini à sa création cesse de fonctionner.',
  'auth.verificationDeclined':
    'Le compte de {address} a été supprimé. Rien d’autre n’a été modifié ; vous pouvez ignorer tout autre e-mail à ce sujet.',
  'auth.passwordResetSent':
    'Si un compte existe pour cette adresse, nous avons envoyé un lien pour définir un nouveau mot de passe. Il fonctionne une seule fois, pendant 1 heure.',
  'changePassword.currentRequired': 'Le mot de passe actuel est obligatoire',
  'changePassword.currentWrong': 'Le mot de passe actuel est incorrect',
  'changePassword.newTooShort': 'Le mot de passe doit comporter au moins 8 caractères',
  'changePassword.confirmRequired': 'Veuillez confirmer votre nouveau mot de passe',
  'changePassword.mismatch': 'Les mots de passe ne correspondent pas',
  'changePassword.changed':
    'Votre mot de passe est modifié. Vos autres appareils ont été déconnectés.',
  'changePassword.noPasswordYet':
    'Ce compte n’a pas encore de mot de passe. Utilisez plutôt « Définir un mot de passe ».',
  'changePassword.signInAgain':
    'Pour votre sécurité, définir un mot de passe exige une connexion récente. Reconnectez-vous avec Google, puis définissez-le dans les 10 minutes.',
  'changePassword.alreadyHasPassword':
    'Ce compte a déjà un mot de passe. Utilisez plutôt « Changer le mot de passe ».',
  'changePassword.passwordAdded':
    'Votre mot de passe est défini. Vous pouvez désormais aussi vous connecter avec votre e-mail et votre mot de passe.',
  'bulk.noDataTitle': 'Aucune donnée fournie',
  'bulk.noDataText': 'Saisissez des données ou importez un fichier.',
  'bulk.noValidTitle': 'Aucune donnée valide',
  'bulk.noValidText': 'Fournissez des données valides pour générer les QR codes.',
  'bulk.nothingToDownloadTitle': 'Aucun QR code à télécharger',
  'bulk.nothingToDownloadText': 'Générez d’abord des QR codes avant de les télécharger.',
  'bulk.itemFailed': 'Impossible de générer le QR code',
  'bulk.networkError': 'Erreur réseau',
  'bulk.runFailedTitle': 'Échec de la génération',
  'bulk.runFailedText': 'Une erreur s’est produite pendant la génération en masse.',
  'bulk.completeTitle': 'Génération en masse terminée',
  'bulk.completeText':
    '{ok, plural, one {# QR code généré} other {# QR codes générés}} avec succès. {failed, plural, one {# échec} other {# échecs}}.',
  'bulk.downloadTitle': 'Téléchargement lancé',
  'bulk.downloadText': 'Téléchargement de {n, plural, one {# QR code} other {# QR codes}}.',
  'bulk.dynamicNeedsUrl':
    'Les codes dynamiques sont créés à partir de lignes de type URL de site web. Choisissez URL de site web ou créez des codes statiques.',
  'bulk.runNotFound': 'Ce lot est introuvable.',
  'bulk.rowOutOfRange': 'Cette ligne ne fait pas partie du lot.',
  'bulk.dynamicRowsByServer':
    'Les lignes d’un lot dynamique sont enregistrées au fur et à mesure de la création de leurs codes.',
  'bulk.unsupportedType':
    'Ce type nécessite un fichier importé pour chaque code et ne peut pas être créé en masse.',
  'bulk.rowsInvalid': 'Le nombre de lignes doit être un nombre entier à partir de 1',
  'codeBulk.action': 'Choisissez une action : pause, resume, delete, restore, move, tag.',
  'codeBulk.target':
    'Désignez les codes soit par leur identifiant (ids), soit par un filtre (filter).',
  'codeBulk.ids': 'Désignez de 1 à 10 000 codes par leur identifiant.',
  'codeBulk.tooMany': 'Plus de 10 000 codes correspondent : affinez le filtre.',
  'codeBulk.notFound':
    'Certains de ces codes n’existent pas dans cet espace de travail ; rien n’a été modifié.',
  'codeBulk.restoreById':
    'Pour une restauration, désignez les codes supprimés par leur identifiant.',
  'codeBulk.notRestorable':
    'Certains de ces codes ne peuvent plus être restaurés ; rien n’a été modifié.',
  'codeBulk.folderRequired':
    'Choisissez le dossier vers lequel déplacer les codes (null : hors de tout dossier).',
  'codeBulk.tagsRequired': 'Indiquez au moins une étiquette à ajouter.',
  'codeBulk.restoreLimit':
    'Restaurer ces codes dépasserait votre limite de {limit, plural, one {# QR code dynamique} other {# QR codes dynamiques}}. Veuillez passer à Premium ou supprimer d’abord d’autres codes.',
  'companySignIn.issuer':
    'Saisissez l’URL de l’émetteur fournie par votre fournisseur d’identité (https://…).',
  'companySignIn.clientId': 'Saisissez l’ID client (1 à 255 caractères).',
  'companySignIn.clientSecret': 'Saisissez le secret client (1 à 1 000 caractères).',
  'companySignIn.secretNeeded': 'Saisissez le secret client : aucun n’est encore enregistré.',
  'companySignIn.domain': 'Saisissez un domaine e-mail comme example.com (sans @, sans espaces).',
  'companySignIn.publicDomain':
    '{domain} est une messagerie publique : n’importe qui peut y avoir une adresse, ce domaine ne peut donc pas servir à la connexion d’une entreprise.',
  'companySignIn.notYourDomain':
    'Votre propre adresse confirmée doit appartenir au domaine {domain} pour le revendiquer. Changez d’adresse ou choisissez votre propre domaine.',
  'companySignIn.domainTaken':
    '{domain} a déjà une connexion d’entreprise dans un autre espace de travail.',
  'companySignIn.discoveryFailed':
    'Nous n’avons pas pu lire la configuration OpenID Connect de l’émetteur ({why}). Vérifiez l’URL de l’émetteur.',
  'companySignIn.signInFirst':
    'Connectez-vous une première fois par cette connexion d’entreprise (déconnectez-vous, puis « Se connecter avec votre entreprise ») avant de l’exiger, afin qu’un mauvais réglage ne puisse pas bloquer l’accès de tout le monde.',
  'companySignIn.notConfigured': 'Cet espace de travail n’a pas de connexion d’entreprise.',
  'companySignIn.verifyFirst':
    'Vérifiez {domain} (son enregistrement DNS TXT) avant d’exiger la connexion d’entreprise.',
  'companySignIn.notActive':
    'La connexion d’entreprise pour {domain} n’est pas encore active : son propriétaire n’a pas vérifié le domaine. Connectez-vous plutôt avec votre mot de passe ou avec Google.',
  'companySignIn.notMember':
    'Un compte existe déjà pour {email} et n’est pas membre de l’espace de travail qui a configuré cette connexion d’entreprise. Connectez-vous comme d’habitude et demandez une invitation à l’administrateur de l’espace de travail.',
  'companySignIn.noCompany':
    '{domain} n’a pas de connexion d’entreprise ici. Connectez-vous plutôt avec votre mot de passe ou avec Google.',
  'companySignIn.email': 'Saisissez votre adresse e-mail professionnelle.',
  'companySignIn.required':
    'Votre entreprise exige que vous vous connectiez par sa propre page de connexion. Utilisez « Se connecter avec votre entreprise » avec votre adresse professionnelle.',
  'companySignIn.unavailable':
    'Nous n’avons pas pu joindre la connexion de votre entreprise pour le moment. Veuillez réessayer dans un instant.',
  'companySignIn.gone':
    'Cette connexion d’entreprise a été supprimée ou modifiée entre-temps. Veuillez réessayer.',
  'companySignIn.failed': 'La connexion d’entreprise n’a pas pu aboutir. Veuillez réessayer.',
  'companySignIn.emailMissing':
    'La connexion de votre entreprise n’a pas communiqué d’adresse e-mail : nous ne pouvons donc pas vous connecter.',
  'companySignIn.outsideDomain':
    'Cette connexion d’entreprise est réservée aux adresses du domaine {domain} ; elle s’est pourtant portée garante de {email}.',
  'companySignIn.emailUnverified':
    'La connexion de votre entreprise n’a pas vérifié cette adresse e-mail : nous ne pouvons donc pas vous connecter.',
  'companySignIn.accountChanged':
    'Ce compte a été modifié pendant votre connexion. Veuillez réessayer.',
  'contact.nameTooShort': 'Le nom doit comporter au moins 2 caractères',
  'contact.nameTooLong': 'Le nom doit comporter au plus 100 caractères',
  'contact.invalidEmail': 'Veuillez saisir une adresse e-mail valide',
  'contact.subjectTooShort': 'L’objet doit comporter au moins 5 caractères',
  'contact.subjectTooLong': 'L’objet doit comporter au plus 200 caractères',
  'contact.messageTooShort': 'Le message doit comporter au moins 10 caractères',
  'contact.messageTooLong': 'Le message doit comporter au plus 5000 caractères',
  'contact.invalidInquiryType':
    'Choisissez Question générale, Support technique, Demande commerciale ou Avis',
  'contact.sentTitle': 'Message envoyé !',
  'contact.sentDescription': 'Nous vous répondrons sous 24 heures',
  'contact.failedTitle': 'Erreur',
  'contact.failedDescription':
    'Un problème est survenu lors de l’envoi de votre message. Veuillez réessayer ou nous écrire directement à {email}',
  'contact.tooMany':
    'Vous avez envoyé plusieurs messages depuis cette adresse au cours de la dernière heure. Veuillez réessayer dans {wait}, ou écrivez-nous directement.',
  'design.colour': 'Saisissez une couleur au format #RRGGBB',
  'design.frameTextTooLong': 'Le texte du cadre doit comporter au plus 100 caractères',
  'design.invalidChoice': 'Choisissez l’une des options proposées',
  'design.errorCorrectionLevel': 'La correction d’erreurs doit être L, M, Q ou H',
  'design.logoSize':
    'La taille du logo doit être une fraction de la largeur du code comprise entre 0,1 et 0,3',
  'design.margin': 'La marge doit être un nombre entier de modules compris entre 2 et 16',
  'design.size': 'La taille du PNG doit être un nombre entier de pixels compris entre 128 et 4096',
  'design.lightOnDark':
    'Clair sur foncé : lisible par les applis Appareil photo récentes d’iPhone et d’Android, mais pas par de nombreuses applis de scan. Inversez les couleurs (foncé sur clair) pour un code que toutes les applis savent lire.',
  'design.smallMargin':
    'Une marge de moins de 4 modules risque de ne pas être lue par tous les téléphones : gardez au moins 4 modules de fond autour du code.',
  'designKit.nameRequired': 'Saisissez un nom pour le kit de marque',
  'designKit.nameTooLong': 'Le nom d’un kit de marque doit comporter au plus 80 caractères',
  'designKit.nameTaken':
    'Cet espace de travail a déjà un kit de marque portant ce nom : choisissez-en un autre.',
  'designKit.limit':
    'Un espace de travail conserve au plus 100 kits de marque : supprimez d’abord un kit que vous n’utilisez plus.',
  'designKit.notFound': 'Kit de marque introuvable dans cet espace de travail',
  'designKit.designObject': 'design doit être un objet JSON contenant des champs de design',
  'designKit.isDefault': 'isDefault doit valoir true ou false',
  'designKit.nothingToChange': 'Envoyez un nouveau nom, des champs de design ou isDefault',
  'designKit.unknownLogo': 'Ce logo n’est plus disponible. Veuillez le téléverser à nouveau.',
  'designKit.unknownField': 'Champ inconnu',
  'designKit.designId':
    'designId doit être l’identifiant d’un kit de marque de cet espace de travail',
  'designKit.applyCodes': 'Choisissez de 1 à 100 codes de cet espace de travail à redessiner',
  'designKit.notScannable':
    'Avec le design de ce kit de marque, le code ne serait pas lisible : il garde son design. Ajustez le kit (contraste, taille du logo) et réessayez.',
  'designKit.paymentCode':
    'Les codes de paiement gardent leur design : créez-en un nouveau avec le design du kit de marque.',
  'dynamic.limitReachedTitle': 'Limite de QR codes dynamiques atteinte',
  'dynamic.limitReached':
    'Vous avez atteint votre limite de {limit, plural, one {# QR code dynamique} other {# QR codes dynamiques}}. Veuillez passer à Premium pour en créer d’autres.',
  'dynamic.savedLimitReached':
    'Vous avez atteint votre limite de {limit, plural, one {# QR code enregistré} other {# QR codes enregistrés}}. Veuillez passer à Premium ou supprimer un code pour en enregistrer d’autres.',
  'dynamic.trialEmailRequired':
    'Veuillez saisir votre adresse e-mail pour activer votre essai gratuit.',
  'dynamic.trialEmailRequiredTitle': 'E-mail obligatoire',
  'dynamic.trialActivationFailed': 'Impossible d’activer l’essai gratuit. Veuillez réessayer.',
  'dynamic.trialAlreadyUsed': 'Vous avez déjà utilisé votre essai gratuit.',
  'dynamic.trialCheckEmailTitle': 'Consultez vos e-mails',
  'dynamic.trialCheckEmail':
    'Nous avons envoyé un lien à cette adresse. Ouvrez-le dans les 24 heures pour définir votre mot de passe et commencer votre essai gratuit.',
  'dynamic.trialActivatedTitle': 'Essai gratuit activé !',
  'dynamic.trialActivated': '3 jours de fonctionnalités Premium débloqués',
  'dynamic.notFound': 'QR code introuvable',
  'dynamic.invalidPasswordLink': 'Ce lien n’est pas valide ou a expiré.',
  'dynamic.passwordSet': 'Votre mot de passe est défini et vous êtes connecté.',
  'dynamic.trialTooMany':
    'Trop de demandes d’essai pour le moment : le lien le plus récent fonctionne. Veuillez l’utiliser, ou réessayez dans {wait}.',
  'dynamicEdit.confirmTypeChange':
    'Changer le type remplace le contenu de ce code. Confirmez le changement pour continuer.',
  'dynamicEdit.destinationNotLink':
    'Ce code affiche un contenu, pas un lien : modifiez plutôt son contenu.',
  'dynamicEdit.contentEdited': 'QR code dynamique enregistré',
  'firstAdmin.invalidLink':
    'Ce lien de configuration ne fonctionne pas : il a déjà été utilisé, a expiré (24 heures) ou n’a jamais été émis. Redémarrez le serveur pour en obtenir un nouveau, ou exécutez `npm run admin -- you@example.com` sur le serveur.',
  'firstAdmin.adminExists':
    'Ce serveur a déjà un administrateur : ce lien de configuration ne fonctionne donc plus. Connectez-vous, ou exécutez `npm run admin -- you@example.com` sur le serveur.',
  'firstAdmin.done': 'Vous êtes désormais l’administrateur de ce serveur, et vous êtes connecté.',
  'generate.tooMuchData': 'La quantité de données est trop importante pour tenir dans un QR code',
  'generate.generateFailed': 'Un problème est survenu lors de la génération de votre QR code.',
  'generate.unknownLogo': 'Ce logo n’est plus disponible. Veuillez le téléverser à nouveau.',
  'generate.unknownField': 'Champ inconnu',
  'generate.includePng': 'includePng doit valoir true ou false',
  'invitation.email': 'Saisissez l’adresse e-mail à inviter',
  'invitation.role': 'Choisissez administrateur, éditeur ou lecteur',
  'invitation.alreadyMember': '{email} est déjà membre de cet espace de travail.',
  'invitation.notFound': 'Invitation introuvable',
  'invitation.personal':
    'Votre espace de travail personnel n’appartient qu’à vous. Créez un espace de travail d’équipe pour inviter des personnes, puis invitez-les là.',
  'invitation.unknownLink':
    'Ce lien d’invitation n’est pas valide. Demandez une nouvelle invitation.',
  'invitation.expired':
    'Cette invitation a expiré. Demandez à un administrateur de l’espace de travail d’en envoyer une nouvelle.',
  'invitation.revoked':
    'Cette invitation a été retirée. Demandez-en une nouvelle à un administrateur de l’espace de travail.',
  'invitation.used':
    'Cette invitation a déjà été utilisée. Chaque lien d’invitation ne fonctionne qu’une fois.',
  'invitation.workspaceGone': 'L’espace de travail de cette invitation n’existe plus.',
  'invitation.otherAddress':
    'Cette invitation est destinée à {invited}, mais vous êtes connecté en tant que {signedInAs}. Connectez-vous en tant que {invited} (ou créez un compte avec cette adresse) pour l’accepter.',
  'invitation.unproven':
    'Confirmez d’abord votre adresse e-mail {invited} (ouvrez le lien que nous vous avons envoyé par e-mail), puis acceptez l’invitation.',
  'invitation.sent': 'Invitation envoyée à {email}.',
  'invitation.notSent':
    'Ce serveur n’a pas d’envoi d’e-mails configuré : aucun e-mail n’a donc été envoyé à {email}. Transmettez-lui ce lien vous-même ; il fonctionne une seule fois, uniquement pour {email}, pendant {days, plural, one {# jour} other {# jours}}.',
  'invitation.tooMany':
    'Cet espace de travail a envoyé de nombreuses invitations en peu de temps. Veuillez patienter {wait}, puis réessayer.',
  'linkControl.dateTime': 'Veuillez saisir une date et une heure valides',
  'linkControl.expiryBeforeStart': 'L’expiration doit être postérieure au début',
  'linkControl.fallbackIsOwnLink':
    'L’URL de secours ne peut pas être le propre lien court de ce code : les personnes qui scannent tourneraient en boucle. Saisissez une autre adresse.',
  'linkControl.maxScans': 'Saisissez un nombre entier de scans compris entre 1 et 10 000 000',
  'linkControl.timeOfDay': 'Utilisez une heure au format 24 h, comme 09:30',
  'linkControl.timeZone': 'Choisissez un fuseau horaire dans la liste',
  'linkControl.timeNeedsZone':
    'Choisissez le fuseau horaire dans lequel sont exprimés les heures et les jours',
  'linkControl.country': 'Utilisez des codes pays à deux lettres, comme DE',
  'linkControl.language': 'Utilisez des codes de langue comme en ou pt-BR',
  'linkControl.emptyRule':
    'Une règle doit comporter au moins une condition (appareil, pays, heure, jour ou langue)',
  'linkControl.tooManyRules': 'Un code peut avoir au plus 20 règles',
  'linkControl.passwordLength': 'Le mot de passe doit comporter de 4 à 128 caractères',
  'linkControl.passwordPremium':
    'La protection par mot de passe est une fonctionnalité Premium. Passez à Premium pour protéger ce code.',
  'linkControl.utmValue': 'Les valeurs UTM comportent au plus 200 caractères',
  'linkControl.presetName': 'Donnez un nom au modèle (80 caractères au maximum)',
  'linkControl.presetNameTaken': 'Vous avez déjà un modèle portant ce nom',
  'linkControl.presetEmpty': 'Renseignez au moins une valeur UTM pour enregistrer un modèle',
  'linkControl.presetLimit':
    'Vous pouvez conserver au plus 50 modèles UTM. Supprimez-en un pour en enregistrer un autre.',
  'linkControl.presetNotFound': 'Modèle UTM introuvable',
  'linkControl.splitSize': 'Une répartition nécessite de 2 à 5 destinations',
  'linkControl.splitWeight': 'Chaque poids doit être un nombre entier compris entre 1 et 99',
  'linkControl.splitTotal': 'La somme des poids doit être exactement égale à 100',
  'linkControl.splitDuplicate': 'Chaque destination de la répartition doit être différente',
  'linkControl.splitIsOwnLink':
    'Une destination de la répartition ne peut pas être le propre lien court de ce code : les personnes qui scannent tourneraient en boucle. Saisissez une autre adresse.',
  'linkControl.ruleTarget':
    'Une règle envoie les personnes qui scannent vers une destination ou vers la répartition : choisissez l’une des deux',
  'linkControl.ruleSplitMissing':
    'Cette règle envoie les personnes qui scannent vers la répartition, mais le code n’a pas encore de répartition',
  'noMail.link':
    'Ce serveur n’a pas d’envoi d’e-mails configuré. Demandez le lien à son administrateur.',
  'noMail.title': 'Aucun e-mail n’a été envoyé',
  'noMail.contactTitle': 'Message reçu',
  'noMail.contact':
    'Ce serveur n’a pas d’envoi d’e-mails configuré, aucun e-mail n’est donc parti : votre message attend sur le serveur que son administrateur le lise.',
  'noMail.verify':
    'Votre adresse e-mail {address} n’est pas encore vérifiée. Ce serveur n’a pas d’envoi d’e-mails configuré. Demandez le lien à son administrateur.',
  'noMail.adminBanner':
    'Ce serveur n’a pas d’envoi d’e-mails configuré (SMTP_URL n’est pas défini) : rien n’est envoyé par e-mail. Chaque e-mail attend dans la boîte d’envoi.',
  'noMail.adminBannerLink': 'Ouvrir la boîte d’envoi',
  'newsletter.heading': 'Restez informé grâce à nos conseils sur les QR codes',
  'newsletter.subscribing': 'Abonnement...',
  'newsletter.subscribed': 'Abonnement réussi !',
  'newsletter.invalidTitle': 'Adresse e-mail non valide',
  'newsletter.invalidDescription': 'Veuillez saisir une adresse e-mail valide.',
  'newsletter.failedTitle': 'Échec de l’abonnement',
  'newsletter.failedDescription': 'Veuillez réessayer plus tard ou contacter l’assistance.',
  'newsletter.welcomeTitle': 'Bienvenue dans la bande !',
  'newsletter.welcomeDescription':
    'Vous recevrez chaque semaine les Shark Tips sur les QR codes et les stratégies marketing.',
  'newsletter.checkInbox':
    'Consultez votre boîte de réception : suivez le lien que nous vous avons envoyé pour confirmer votre abonnement.',
  'newsletter.tooMany': 'Trop de tentatives d’inscription. Veuillez réessayer dans {wait}.',
  'newsletter.confirmInvalid':
    'Ce lien de confirmation n’est pas valide ou a expiré. Veuillez vous réinscrire depuis le pied de page.',
  'newsletter.unsubscribeInvalid': 'Ce lien de désabonnement n’est pas valide.',
  'newsletter.missingTitle': 'Informations manquantes',
  'newsletter.missingDescription': 'Veuillez indiquer l’objet et le contenu de la newsletter.',
  'newsletter.sendFailed': 'Impossible d’envoyer la newsletter. Veuillez réessayer.',
  'organise.folderName': 'Donnez au dossier un nom de 1 à 60 caractères.',
  'organise.folderTaken': 'Cet espace de travail a déjà un dossier portant ce nom.',
  'organise.folderNotFound': 'Ce dossier n’existe pas dans cet espace de travail.',
  'organise.tagName': 'Donnez à l’étiquette un nom de 1 à 40 caractères.',
  'organise.tagTaken': 'Cet espace de travail a déjà une étiquette portant ce nom.',
  'organise.tagNotFound': 'Cette étiquette n’existe pas dans cet espace de travail.',
  'organise.tagColour':
    'Choisissez une couleur : gris, rouge, orange, jaune, vert, bleu canard, bleu, violet, rose.',
  'organise.tooManyTags': 'Un code peut avoir au plus 20 étiquettes.',
  'organise.dynamicOnly': 'Seuls les codes dynamiques ont des dossiers et des étiquettes.',
  'organise.codeIds': 'Désignez de 1 à 500 codes par leur identifiant.',
  'organise.codesNotFound':
    'Certains de ces codes n’existent pas dans cet espace de travail ; rien n’a été modifié.',
  'organise.badFilter': 'Ce filtre n’est pas valide.',
  'organise.dateFilter': 'Indiquez les dates au format AAAA-MM-JJ ou date-heure ISO.',
  'organise.scansFilter': 'Les nombres de scans sont des nombres entiers supérieurs ou égaux à 0.',
  'organise.searchLength': 'La recherche doit comporter de 1 à 100 caractères.',
  'payment.productIdMissing': 'L’identifiant du produit est manquant',
  'payment.productNotFound': 'Produit introuvable',
  'payment.amountMismatch': 'Le montant ne correspond pas au prix de ce produit',
  'payment.paymentsOff':
    'Les paiements sont désactivés sur ce serveur (Stripe n’est pas configuré).',
  'payment.sellerNotReady':
    'Ce vendeur ne peut pas accepter de paiements pour le moment. Veuillez réessayer plus tard.',
  'payment.paymentFailedTitle': 'Échec du paiement',
  'payment.paymentFailedDefault': 'Une erreur est survenue lors de votre paiement',
  'payment.paymentProcessingTitle': 'Paiement en cours de traitement',
  'payment.paymentProcessing': 'Votre paiement est en cours de traitement',
  'payment.paymentErrorTitle': 'Erreur de paiement',
  'payment.paymentError': 'Une erreur est survenue lors du traitement de votre paiement',
  'payment.setupErrorDefault': 'Impossible de préparer le paiement',
  'payment.succeeded': 'Paiement réussi !',
  'payment.paymentCodesOff':
    'Les codes de paiement ne sont pas disponibles : les paiements sont désactivés sur ce serveur (Stripe n’est pas configuré).',
  'payment.connectRequired':
    'Connectez votre compte Stripe dans les paramètres du compte avant de créer un code de paiement, afin que les acheteurs vous paient directement.',
  'payment.alreadySubscribed':
    'Vous avez déjà Premium. Utilisez « Gérer l’abonnement » pour le modifier.',
  'payment.noCustomer': 'Il n’y a pas encore d’abonnement à gérer.',
  'payment.priceMissing': 'L’offre Premium n’est pas en vente sur ce serveur.',
  'publicApi.kindRequired': 'kind doit valoir dynamic ou saved',
  'publicApi.contentObject': 'content doit être un objet JSON contenant les champs du type',
  'publicApi.designObject': 'design doit être un objet JSON contenant des champs de design',
  'publicApi.designFixed':
    'Le design d’un code est fixé à sa création : créez un nouveau code pour un nouveau design (son lien court peut pointer n’importe où).',
  'publicApi.savedContentFixed':
    'Le contenu d’un code enregistré (statique) est inscrit dans son motif imprimé et ne peut pas changer : créez un nouveau code, ou utilisez un code dynamique.',
  'publicApi.destinationNotDynamic':
    'Seuls les codes dynamiques ont une destination modifiable : un code enregistré (statique) encode directement son contenu.',
  'publicApi.bulkEmpty': 'items doit contenir au moins un code',
  'publicApi.bulkItemObject':
    'Chaque élément doit être un objet JSON : un code tel que POST /api/v1/codes l’accepte.',
  'publicApi.bulkTooMany':
    'Une requête groupée crée au plus {max, number} codes ; celle-ci en contient {count, number}. Envoyez-les en plusieurs requêtes.',
  'publicApi.idempotencyKey':
    'Idempotency-Key doit comporter de 1 à 255 caractères ASCII imprimables (un UUID est un bon choix).',
  'publicApi.idempotencyReused':
    'Cette Idempotency-Key a été utilisée avec une autre requête. Utilisez une nouvelle clé pour une nouvelle requête.',
  'publicApi.idempotencyInProgress':
    'Une requête avec cette Idempotency-Key est encore en cours de traitement. Réessayez une fois qu’elle sera terminée.',
  'qrContent.urlRequired': 'L’URL est obligatoire',
  'qrContent.urlInvalid': 'Veuillez saisir une URL valide',
  'qrContent.urlProtocol': 'L’URL doit utiliser le protocole http ou https',
  'qrContent.firstNameRequired': 'Le prénom est obligatoire',
  'qrContent.phoneRequired': 'Le numéro de téléphone est obligatoire',
  'qrContent.phoneInvalid': 'Veuillez saisir un numéro de téléphone valide',
  'qrContent.phoneCharacters':
    'Utilisez uniquement des chiffres, avec un + facultatif et l’indicatif du pays (par ex. +1 555 010 0100)',
  'qrContent.phoneLength': 'Un numéro de téléphone comporte de 3 à 15 chiffres',
  'qrContent.emailRequired': 'L’adresse e-mail est obligatoire',
  'qrContent.emailInvalid': 'Veuillez saisir une adresse e-mail valide',
  'qrContent.imageUrlInvalid': 'Veuillez saisir une URL d’image valide',
  'qrContent.productNameRequired': 'Le nom du produit est obligatoire',
  'qrContent.priceInvalid': 'Le prix doit être supérieur à 0',
  'qrContent.priceDecimals': 'Le prix peut comporter au plus 2 décimales',
  'qrContent.priceTooHigh': 'Le prix ne peut pas dépasser 999 999,99',
  'qrContent.productDescriptionRequired': 'La description du produit est obligatoire',
  'qrContent.titleRequired': 'Le titre est obligatoire',
  'qrContent.pdfFileRequired': 'Veuillez sélectionner un fichier PDF',
  'qrContent.imageFileRequired': 'Veuillez sélectionner un fichier image',
  'qrContent.imagesTooMany':
    'Une galerie contient au plus 20 images. Retirez-en quelques-unes pour continuer.',
  'qrContent.staticImagesOne':
    'Un code statique affiche une seule image. Gardez-en une, ou activez le suivi des scans (dynamique) pour une galerie.',
  'qrContent.platformRequired': 'La plateforme est obligatoire',
  'qrContent.platformInvalid': 'Veuillez choisir une plateforme dans la liste',
  'qrContent.businessNameRequired': 'Le nom de l’entreprise est obligatoire',
  'qrContent.addressRequired': 'L’adresse est obligatoire',
  'qrContent.latitudeInvalid': 'La latitude doit être comprise entre -90 et 90',
  'qrContent.longitudeInvalid': 'La longitude doit être comprise entre -180 et 180',
  'qrContent.coordinatesIncomplete':
    'Saisissez à la fois la latitude et la longitude, ou aucune des deux',
  'qrContent.eventTitleRequired': 'Le titre de l’événement est obligatoire',
  'qrContent.startDateRequired': 'La date de début est obligatoire',
  'qrContent.dateInvalid': 'Veuillez saisir une date et une heure valides',
  'qrContent.endBeforeStart': 'La date de fin doit être postérieure à la date de début',
  'qrContent.locationRequired': 'Le lieu est obligatoire',
  'qrContent.timeZoneInvalid': 'Veuillez choisir un fuseau horaire dans la liste',
  'qrContent.appNameRequired': 'Le nom de l’application est obligatoire',
  'qrContent.appCategoryInvalid': 'Veuillez choisir une catégorie dans la liste',
  'qrContent.textRequired': 'Le texte est obligatoire',
  'qrContent.textTooLong': 'Le texte ne peut pas dépasser 2953 caractères',
  'qrContent.bitcoinAddressRequired': 'L’adresse Bitcoin est obligatoire',
  'qrContent.bitcoinAddressInvalid': 'Veuillez saisir une adresse Bitcoin valide',
  'qrContent.amountInvalid': 'Veuillez saisir un montant valide',
  'qrContent.amountPositive': 'Le montant doit être supérieur à 0',
  'qrContent.amountTooHigh': 'Le montant ne peut pas dépasser 21 000 000 BTC',
  'qrContent.amountDecimals': 'Le montant peut comporter au plus 8 décimales',
  'qrContent.ssidRequired': 'Le nom du réseau est obligatoire',
  'qrContent.ssidTooLong': 'Le nom du réseau ne peut pas dépasser 32 octets',
  'qrContent.wifiPasswordRequired': 'Le mot de passe est obligatoire pour un réseau sécurisé',
  'qrContent.wpaPasswordLength':
    'Le mot de passe WPA doit comporter de 8 à 63 caractères ou 64 chiffres hexadécimaux',
  'qrContent.encryptionInvalid': 'Veuillez choisir un type de sécurité',
  'qrContent.uploadIdInvalid': 'Identifiant de téléversement non valide',
  'qrContent.unknownType': 'Type de QR code inconnu',
  'qrContent.tooLong': 'Doit comporter au plus {max} caractères',
  'savedView.name': 'Donnez à la vue un nom de 1 à 60 caractères.',
  'savedView.taken': 'Vous avez déjà une vue portant ce nom.',
  'savedView.notFound': 'Cette vue enregistrée n’existe pas.',
  'savedView.search': 'La recherche et les filtres de cette vue ne sont pas valides.',
  'savedView.empty':
    'Recherchez ou filtrez d’abord la liste : une vue conserve sa recherche, ses filtres et son tri.',
  'savedView.tooMany':
    'Vous pouvez conserver au plus 50 vues enregistrées par espace de travail. Supprimez-en une d’abord.',
  'webhook.url': 'Saisissez une URL https:// (2 048 caractères au maximum)',
  'webhook.https': 'Les URL de webhook doivent commencer par https://',
  'webhook.refused': 'Cette adresse ne peut pas recevoir de webhooks',
  'webhook.limit':
    'Vous pouvez avoir au plus 5 points de terminaison de webhook. Supprimez-en un pour en ajouter un autre.',
  'webhook.notFound': 'Point de terminaison de webhook introuvable',
  'webhook.busy':
    'Un envoi vers ce point de terminaison est en cours. Réessayez dans quelques secondes.',
  'whiteLabel.fetchFailed': 'Impossible de récupérer les clients',
  'whiteLabel.createFailed': 'Impossible de créer le client',
  'whiteLabel.updateFailed': 'Impossible de mettre à jour le client',
  'whiteLabel.deleteFailed': 'Impossible de supprimer le client',
  'whiteLabel.created': 'Client créé avec succès',
  'whiteLabel.updated': 'Client mis à jour avec succès',
  'whiteLabel.deleted': 'Client supprimé avec succès',
  'whiteLabel.copiedTitle': 'Copié !',
  'whiteLabel.copiedDescription': 'Clé d’API copiée dans le presse-papiers',
  'whiteLabel.configFailed': 'Impossible de récupérer la configuration de marque blanche',
  'whiteLabel.nameRequired': 'Le nom est obligatoire',
  'whiteLabel.nameTooLong': 'Le nom doit comporter au plus 255 caractères',
  'whiteLabel.domainInvalid':
    'Saisissez un nom d’hôte comme qr.example.com (sans schéma, chemin ni adresse IP)',
  'whiteLabel.domainOwnHost':
    'Il s’agit de notre propre nom d’hôte ; saisissez le domaine de votre client',
  'whiteLabel.domainTaken': 'Ce domaine est déjà utilisé par un autre client',
  'whiteLabel.subdomainInvalid':
    'Utilisez uniquement des lettres minuscules, des chiffres et des traits d’union (100 au maximum)',
  'whiteLabel.subdomainReserved': 'Ce sous-domaine est réservé',
  'whiteLabel.subdomainTaken': 'Ce sous-domaine est déjà utilisé par un autre client',
  'whiteLabel.colorInvalid': 'Utilisez une couleur comme #3B82F6',
  'whiteLabel.imageInvalid':
    'Téléversez une image ; les liens vers d’autres sites ne sont pas acceptés',
  'whiteLabel.cssTooLarge': 'Le CSS personnalisé doit faire au plus 20 Ko',
  'whiteLabel.defaultClientProtected': 'Le client par défaut ne peut pas être supprimé',
  'whiteLabel.clientInUse':
    'Ce client a encore des utilisateurs ou des codes : il ne peut donc pas être supprimé ; désactivez-le plutôt',
  'whiteLabel.subdomainNeedsBaseDomain':
    'Les sous-domaines nécessitent BASE_DOMAIN, qui n’est pas défini sur ce serveur. Définissez BASE_DOMAIN sur l’hôte sous lequel se placent les sous-domaines des clients (par exemple BASE_DOMAIN=qr.example.com, avec un enregistrement DNS générique *.qr.example.com qui pointe vers ce serveur) et redémarrez le serveur ; d’ici là, laissez Sous-domaine vide.',
  'whiteLabel.localPublicUrl':
    'PUBLIC_URL vaut {publicUrl}, une adresse que seule cette machine peut joindre : des enregistrements DNS qui pointent vers elle ne peuvent fonctionner pour personne d’autre. Définissez PUBLIC_URL sur l’adresse à laquelle on joint ce serveur (par exemple https://qr.example.com) et redémarrez le serveur.',
  'workspace.name': 'Donnez un nom à l’espace de travail (1 à 100 caractères)',
  'workspace.notFound':
    'Espace de travail introuvable. Il a peut-être été supprimé, ou vous n’en êtes pas membre.',
  'workspace.badHeader':
    'X-Workspace-Id doit être un identifiant d’espace de travail (un nombre entier positif).',
  'workspace.needsRole':
    'Cette action est réservée au rôle {role, select, owner {propriétaire} admin {administrateur} editor {éditeur} viewer {lecteur} other {{role}}} de l’espace de travail ou à un rôle supérieur.',
  'workspace.limit': 'Vous pouvez créer au plus 50 espaces de travail.',
  'workspace.personal':
    'Votre espace de travail personnel ne peut pas être supprimé ; supprimez plutôt votre compte.',
  'workspace.subscribed':
    'Cet espace de travail a un abonnement Premium. Résiliez-le d’abord (Offre → Gérer l’abonnement) ; une fois qu’il a pris fin, vous pourrez supprimer l’espace de travail.',
  'workspace.confirmName': 'Saisissez le nom exact de l’espace de travail pour le supprimer.',
  'workspace.lastOwner':
    'Un espace de travail doit avoir au moins un propriétaire. Nommez d’abord un autre membre propriétaire.',
  'workspace.memberNotFound': 'Membre introuvable',
  'workspace.ownersOnly': 'Seul un propriétaire peut modifier ou retirer un propriétaire.',
};
