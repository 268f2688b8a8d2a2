import type { Catalogue } from '../../format.js';
import type { AppWhiteLabelMessageId } from './en.js';

export const messages: Catalogue<AppWhiteLabelMessageId> = {
  'page.title': 'Gestion des clients en marque blanche',
  'page.forbidden':
    '403 : seuls les administrateurs de l’opérateur peuvent gérer les clients en marque blanche.',
  'page.create': 'Créer un client',
  'page.loading': 'Chargement des clients...',
  'page.loadFailed': 'Impossible de récupérer les clients',

  'setup.subdomainsOffTitle': 'Les sous-domaines des clients sont désactivés',
  'setup.subdomainsOff':
    'Les sous-domaines nécessitent BASE_DOMAIN, qui n’est pas défini sur ce serveur. Définissez BASE_DOMAIN sur l’hôte sous lequel se placent les sous-domaines des clients (par exemple BASE_DOMAIN=qr.example.com, avec un enregistrement DNS générique *.qr.example.com qui pointe vers ce serveur) et redémarrez le serveur ; d’ici là, laissez Sous-domaine vide.',
  'setup.localTitle': 'Les domaines personnalisés ne peuvent pas encore fonctionner',
  'setup.local':
    'PUBLIC_URL vaut {publicUrl}, une adresse que seule cette machine peut joindre : des enregistrements DNS qui pointent vers elle ne peuvent fonctionner pour personne d’autre. Définissez PUBLIC_URL sur l’adresse à laquelle on joint ce serveur (par exemple https://qr.example.com) et redémarrez le serveur.',

  'toast.created': 'Client créé avec succès',
  'toast.createdCssDropped': 'Client créé avec succès. Retiré du CSS personnalisé : {items}.',
  'toast.updated': 'Client mis à jour avec succès',
  'toast.updatedCssDropped': 'Client mis à jour avec succès. Retiré du CSS personnalisé : {items}.',
  'toast.deleted': 'Client supprimé avec succès',
  'toast.createFailed': 'Impossible de créer le client',
  'toast.updateFailed': 'Impossible de mettre à jour le client',
  'toast.deleteFailed': 'Impossible de supprimer le client',
  'toast.keyMade': 'Nouvelle clé d’API créée',
  'toast.keyMadeDescription': 'L’ancienne clé ne fonctionne plus.',
  'toast.domainVerified': 'Domaine vérifié',
  'toast.notVerifiedYet': 'Pas encore vérifié',
  'toast.verifyFailed': 'Échec de la vérification',
  'toast.copied': 'Copié !',
  'toast.copiedDescription': 'Clé d’API copiée dans le presse-papiers',
  'confirm.delete': 'Supprimer {name} ? Cette action est irréversible.',

  'card.active': 'Actif',
  'card.inactive': 'Inactif',
  'card.domain': 'Domaine : {domain}',
  'card.subdomain': 'Sous-domaine : {subdomain}',
  'card.statusPending': 'DNS pas encore vérifié',
  'card.statusVerified': 'Vérifié',
  'card.statusFailed': 'Échec de la vérification',
  'card.colours': 'Couleurs de la marque',
  'card.apiKey': 'Clé d’API',
  'card.showKey': 'Afficher la clé d’API',
  'card.hideKey': 'Masquer la clé d’API',
  'card.copyKey': 'Copier la clé d’API',
  'card.shownOnce':
    'Affichée uniquement maintenant : nous n’en gardons qu’une empreinte. Copiez-la en lieu sûr.',
  'card.noKey': 'Aucune clé.',
  'card.lastUsed':
    'Dernière utilisation : {when}. La clé complète n’a été affichée qu’une fois ; régénérez-la pour en obtenir une nouvelle.',
  'card.neverUsed':
    'Jamais utilisée. La clé complète n’a été affichée qu’une fois ; régénérez-la pour en obtenir une nouvelle.',
  'card.regenerate': 'Régénérer la clé',
  'card.dnsRecords': 'Enregistrements DNS à créer',
  'card.verify': 'Vérifier',
  'card.edit': 'Modifier',
  'card.delete': 'Supprimer {name}',

  'form.createTitle': 'Créer un nouveau client',
  'form.editTitle': 'Modifier le client',
  'form.description':
    'Le nom, les domaines et la marque du client. Le logo et le favicon sont téléversés ici ; les liens vers d’autres sites ne sont pas acceptés.',
  'form.name': 'Nom',
  'form.customDomain': 'Domaine personnalisé',
  'form.customDomainPlaceholder': 'qr.client.com',
  'form.customDomainHint':
    'Ses enregistrements DNS (qui pointent vers {target}) figurent sur la carte du client une fois celui-ci enregistré.',
  'form.subdomain': 'Sous-domaine',
  'form.subdomainPlaceholder': 'client',
  'form.subdomainHint': 'Le client s’ouvre à l’adresse {sample}.{baseDomain}.',
  'form.subdomainSample': 'sous-domaine',
  'form.subdomainOff':
    'Non disponible : BASE_DOMAIN n’est pas défini sur ce serveur (voir la note sur la page).',
  'form.logo': 'Logo',
  'form.primaryColor': 'Couleur principale',
  'form.primaryColorPicker': 'Sélecteur de la couleur principale',
  'form.secondaryColor': 'Couleur secondaire',
  'form.secondaryColorPicker': 'Sélecteur de la couleur secondaire',
  'form.favicon': 'Favicon',
  'form.removeBranding': 'Retirer la marque QR Shark',
  'form.customCss': 'CSS personnalisé',
  'form.customCssHint':
    'Au maximum 20 Ko. Les imports, polices et images d’autres sites sont retirés à l’enregistrement.',
  'form.uploadFailed': 'Échec du téléversement',
  'form.removeImage': 'Retirer',
  'form.cancel': 'Annuler',
  'form.create': 'Créer le client',
  'form.creating': 'Création...',
  'form.update': 'Mettre à jour le client',
  'form.updating': 'Mise à jour...',
};
