import type { Catalogue } from '../../format.js';
import type { AppWorkspacesMessageId } from './en.js';

export const messages: Catalogue<AppWorkspacesMessageId> = {
  'page.title': 'Espace de travail',
  'page.signedOut': 'Veuillez vous connecter pour gérer vos espaces de travail.',
  'page.loadFailed':
    'Vos espaces de travail n’ont pas pu être chargés. Veuillez recharger la page.',
  'page.personalRole': 'Votre espace de travail personnel · votre rôle : <b>{role}</b>',
  'page.teamRole': 'Espace de travail · votre rôle : <b>{role}</b>',

  'role.owner': 'propriétaire',
  'role.admin': 'administrateur',
  'role.editor': 'éditeur',
  'role.viewer': 'lecteur',
  'roleDescription.owner':
    'Tout, y compris la facturation, la suppression de l’espace de travail et la gestion des autres propriétaires.',
  'roleDescription.admin':
    'Tout sauf la facturation et la suppression de l’espace de travail ; gère les membres, mais pas les propriétaires.',
  'roleDescription.editor':
    'Crée, modifie, met en pause et supprime des codes ; voit les statistiques.',
  'roleDescription.viewer':
    'Voit les codes et les statistiques et télécharge des codes ; ne modifie rien.',

  'rename.title': 'Nom',
  'rename.label': 'Nom de l’espace de travail',
  'rename.save': 'Enregistrer le nom',
  'rename.saving': 'Enregistrement…',
  'rename.done': 'Espace de travail renommé',
  'rename.failed': 'Impossible de renommer l’espace de travail',
  'check.name': 'Donnez un nom à l’espace de travail (1 à 100 caractères)',
  'check.confirmName': 'Saisissez le nom exact de l’espace de travail pour le supprimer.',

  'members.title': 'Membres',
  'members.roles':
    'Propriétaire : {owner} Administrateur : {admin} Éditeur : {editor} Lecteur : {viewer}',
  'members.loading': 'Chargement des membres…',
  'members.loadFailed': 'Les membres n’ont pas pu être chargés.',
  'members.you': '(vous)',
  'members.joined': '{email} · membre depuis le {date}',
  'members.roleOf': 'Rôle de {email}',
  'members.roleChanged': 'Rôle modifié',
  'members.roleChangedNote': 'Il s’applique dès sa prochaine action.',
  'members.roleFailed': 'Impossible de modifier le rôle',
  'members.left': 'Vous avez quitté {workspace}',
  'members.removed': 'Membre retiré',
  'members.removedNote': 'Son accès a été coupé immédiatement.',
  'members.removeFailed': 'Impossible de retirer le membre',
  'members.leave': 'Quitter',
  'members.leaveLabel': 'Quitter {workspace}',
  'members.remove': 'Retirer',
  'members.removeLabel': 'Retirer {email}',

  'create.title': 'Nouvel espace de travail',
  'create.description':
    'Un espace de travail pour une équipe, un client ou un projet : ses codes, clés et chiffres sont partagés avec les membres que vous invitez.',
  'create.label': 'Nom du nouvel espace de travail',
  'create.submit': 'Créer l’espace de travail',
  'create.pending': 'Création…',
  'create.done': 'Espace de travail « {name} » créé',
  'create.doneNote': 'Vous en êtes le propriétaire.',
  'create.failed': 'Impossible de créer l’espace de travail',

  'delete.title': 'Supprimer cet espace de travail',
  'delete.description':
    'Ses codes cessent aussitôt de fonctionner : chaque lien court affiche alors une page indiquant que le code a été retiré. Les membres perdent l’accès. Cette action est irréversible.',
  'delete.confirmLabel': 'Saisissez « {name} » pour confirmer',
  'delete.submit': 'Supprimer l’espace de travail',
  'delete.pending': 'Suppression…',
  'delete.done': 'Espace de travail « {name} » supprimé',
  'delete.failed': 'Impossible de supprimer l’espace de travail',

  'invite.title': 'Inviter des personnes',
  'invite.personal':
    'Votre espace de travail personnel n’appartient qu’à vous. Créez un espace de travail d’équipe pour inviter des personnes, puis invitez-les là.',
  'invite.description':
    'La personne invitée reçoit un lien par e-mail. Il fonctionne une seule fois, pendant 7 jours, et uniquement pour un compte dont l’adresse e-mail est celle invitée et confirmée ; une personne sans compte s’inscrit par ce lien.',
  'invite.email': 'Adresse e-mail à inviter',
  'invite.role': 'Rôle',
  'invite.submit': 'Inviter',
  'invite.pending': 'Invitation…',
  'invite.failed': 'Impossible d’envoyer l’invitation',
  'invite.resendFailed': 'Impossible de renvoyer l’invitation',
  'invite.withdrawn': 'Invitation retirée',
  'invite.withdrawnNote': 'Son lien ne fonctionne plus.',
  'invite.withdrawFailed': 'Impossible de retirer l’invitation',
  'invite.done': 'Terminé',
  'invite.pendingTitle': 'Invitations en attente',
  'invite.loading': 'Chargement des invitations…',
  'invite.loadFailed': 'Les invitations n’ont pas pu être chargées.',
  'invite.none': 'Aucune invitation n’attend de réponse.',
  'invite.expired': 'Expirée le {date}',
  'invite.sent': 'Envoyée le {sent}, valable jusqu’au {until}',
  'invite.by': ' · par {name}',
  'invite.resend': 'Renvoyer',
  'invite.resendLabel': 'Renvoyer l’invitation à {email}',
  'invite.withdraw': 'Retirer',
  'invite.withdrawLabel': 'Retirer l’invitation à {email}',
  'check.email': 'Saisissez l’adresse e-mail à inviter',
  'check.role': 'Choisissez administrateur, éditeur ou lecteur',

  'audit.title': 'Journal d’audit',
  'audit.description':
    'Qui a modifié quoi dans cet espace de travail, quand et d’où (le réseau, jamais l’adresse IP complète). Les entrées sont conservées un an.',
  'audit.action': 'Action',
  'audit.allActions': 'Toutes les actions',
  'audit.by': 'Par (adresse)',
  'audit.from': 'Du',
  'audit.to': 'Au',
  'audit.export': 'Exporter en CSV',
  'audit.loading': 'Chargement du journal d’audit…',
  'audit.loadFailed': 'Le journal d’audit n’a pas pu être chargé.',
  'audit.none': 'Aucune modification ne correspond à ces filtres.',
  'audit.region': 'Entrées du journal (défilement horizontal sur les petits écrans)',
  'audit.caption': 'Modifications dans {workspace}, les plus récentes d’abord',
  'audit.when': 'Quand',
  'audit.who': 'Qui',
  'audit.what': 'Quoi',
  'audit.change': 'Modification',
  'audit.via': 'Origine',
  'audit.deletedAccount': 'un compte supprimé',
  'audit.newer': 'Plus récentes',
  'audit.older': 'Plus anciennes',

  'sso.title': 'Connexion d’entreprise',
  'sso.description':
    'Les membres ayant une adresse du domaine de votre entreprise se connectent via votre fournisseur d’identité (Okta, Microsoft Entra, Google Workspace ou tout émetteur OpenID Connect).',
  'sso.loading': 'Chargement de la connexion d’entreprise…',
  'sso.loadFailed': 'La connexion d’entreprise n’a pas pu être chargée.',
  'sso.notSetUp': 'Non configurée. Seul un propriétaire peut la configurer.',
  'sso.domain': 'Domaine',
  'sso.domainVerified': 'Domaine vérifié',
  'sso.issuer': 'Émetteur',
  'sso.required': 'Obligatoire',
  'sso.yes': 'Oui',
  'sso.no': 'Non',
  'sso.notYet': 'Pas encore',
  'sso.saved': 'Connexion d’entreprise enregistrée',
  'sso.notSaved': 'La connexion d’entreprise n’a pas été enregistrée',
  'sso.verified': 'Domaine vérifié',
  'sso.notVerified': 'Domaine non vérifié',
  'sso.removed': 'Connexion d’entreprise supprimée',
  'sso.notRemoved': 'La connexion d’entreprise n’a pas été supprimée',
  'sso.redirectUri':
    'Enregistrez cette URI de redirection auprès de votre fournisseur d’identité : <code>{uri}</code>',
  'sso.domainLabel': 'Domaine e-mail',
  'sso.domainHint':
    'Votre propre adresse doit appartenir à ce domaine. Les messageries publiques ne sont pas acceptées.',
  'sso.issuerLabel': 'URL de l’émetteur',
  'sso.clientId': 'ID client',
  'sso.clientSecret': 'Secret client',
  'sso.secretStored': 'Un secret est enregistré. Laissez vide pour le conserver.',
  'sso.require':
    'Exiger la connexion d’entreprise pour les membres de ce domaine (leur mot de passe et la connexion Google cessent de fonctionner et leurs autres sessions sont fermées). Connectez-vous d’abord vous-même par ce biais.',
  'sso.requireWhy': 'Disponible une fois le domaine vérifié.',
  'sso.save': 'Enregistrer la connexion d’entreprise',
  'sso.checkingIssuer': 'Vérification de l’émetteur…',
  'sso.remove': 'Supprimer la connexion d’entreprise',
  'sso.removing': 'Suppression…',
  'sso.confirmTitle': 'Supprimer la connexion d’entreprise ?',
  'sso.confirmDescription':
    'Les membres de ce domaine se connecteront de nouveau avec leur mot de passe ou avec Google.',
  'sso.confirmRemove': 'Supprimer',
  'sso.verifiedSince':
    '{domain} est vérifié (depuis le {date}). Ses membres peuvent se connecter via votre fournisseur d’identité.',
  'sso.prove':
    'Pas encore actif : prouvez que vous contrôlez {domain} en ajoutant cet enregistrement DNS TXT, puis lancez la vérification. Personne ne peut se connecter par ce biais d’ici là.',
  'sso.recordName': 'Nom',
  'sso.recordValue': 'Valeur',
  'sso.copyName': 'Copier le nom',
  'sso.copyValue': 'Copier la valeur',
  'sso.nameCopied': 'Nom copié',
  'sso.valueCopied': 'Valeur copiée',
  'sso.copy': 'Copier',
  'sso.copyFailed': 'Copie impossible',
  'sso.copyByHand': 'Sélectionnez le texte et copiez-le à la main.',
  'sso.verify': 'Vérifier le domaine',
  'sso.checkingDns': 'Vérification du DNS…',
  'check.issuer':
    'Saisissez l’URL de l’émetteur fournie par votre fournisseur d’identité (https://…).',
  'check.clientId': 'Saisissez l’ID client (1 à 255 caractères).',
  'check.clientSecret': 'Saisissez le secret client (1 à 1 000 caractères).',
  'check.secretNeeded': 'Saisissez le secret client : aucun n’est encore enregistré.',
  'check.domain': 'Saisissez un domaine e-mail comme example.com (sans @, sans espaces).',

  'accept.title': 'Invitation',
  'accept.titleTo': 'Invitation à {workspace}',
  'accept.unknownLink': 'Ce lien d’invitation n’est pas valide. Demandez une nouvelle invitation.',
  'accept.expired':
    'Cette invitation a expiré. Demandez à un administrateur de l’espace de travail d’en envoyer une nouvelle.',
  'accept.revoked':
    'Cette invitation a été retirée. Demandez-en une nouvelle à un administrateur de l’espace de travail.',
  'accept.used':
    'Cette invitation a déjà été utilisée. Chaque lien d’invitation ne fonctionne qu’une fois.',
  'accept.workspaceGone': 'L’espace de travail de cette invitation n’existe plus.',
  'accept.join': 'Rejoindre {workspace}',
  'accept.invited':
    'Vous êtes invité à l’espace de travail « {workspace} » sur {brand} en tant que <b>{role}</b> : {rights}',
  'accept.rights.owner':
    'tout, y compris la facturation, la suppression de l’espace de travail et la gestion des autres propriétaires.',
  'accept.rights.admin':
    'tout sauf la facturation et la suppression de l’espace de travail ; gère les membres, mais pas les propriétaires.',
  'accept.rights.editor':
    'crée, modifie, met en pause et supprime des codes ; voit les statistiques.',
  'accept.rights.viewer':
    'voit les codes et les statistiques et télécharge des codes ; ne modifie rien.',
  'accept.forAddress':
    'Cette invitation est destinée à <b>{email}</b>. Seul un compte avec cette adresse e-mail confirmée peut l’accepter.',
  'accept.signedInAs': 'Connecté en tant que <addr>{name}</addr>.',
  'accept.joining': 'Connexion à l’espace…',
  'accept.failed': 'L’invitation n’a pas pu être acceptée. Veuillez réessayer.',
  'accept.logIn': 'Se connecter en tant que {email}',
  'accept.register': 'Créer un compte',

  'switcher.you': '{name} (vous)',
  'switcher.settingsOf': 'Paramètres et membres de {workspace}',
  'switcher.settings': 'Paramètres et membres de l’espace de travail',
};
