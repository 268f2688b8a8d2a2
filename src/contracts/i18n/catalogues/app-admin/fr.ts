import type { Catalogue } from '../../format.js';
import type { AppAdminMessageId } from './en.js';

// French typography: a no-break space (U+00A0) before ":" and "?".
export const messages: Catalogue<AppAdminMessageId> = {
  'page.title': 'Administration',
  'page.forbidden': '403 : seuls les administrateurs peuvent ouvrir l’espace d’administration.',
  'page.sections': 'Sections de l’administration',
  'tab.users': 'Utilisateurs',
  'tab.messages': 'Messages',
  'tab.outbox': 'Boîte d’envoi',
  'tab.system': 'Système',
  'tab.audit': 'Journal d’audit',

  'state.loadFailed': 'Le chargement a échoué. Veuillez réessayer.',
  'action.errorTitle': 'Erreur',
  'action.failed': 'Cela n’a pas fonctionné. Veuillez réessayer.',
  never: 'jamais',

  'users.title': 'Utilisateurs',
  'users.search': 'Rechercher par e-mail',
  'users.show': 'Afficher',
  'users.live': 'Utilisateurs actifs',
  'users.deleted': 'Utilisateurs supprimés',
  'users.searchButton': 'Rechercher',
  'users.none': 'Aucun utilisateur ne correspond.',
  'users.found': '{count, plural, one {# trouvé} other {# trouvés}}',
  'users.adminBadge': 'administrateur',
  'users.details':
    'Offre {plan, select, free {gratuite} trial {essai gratuit} premium {Premium} other {{plan}}} · {codes, plural, one {# code} other {# codes}} · créé le {created} · dernière connexion : {lastSignIn}',
  'users.deletedOn': 'supprimé le {when}',
  'users.makeAdmin': 'Nommer administrateur',
  'users.makeAdminTitle': 'Nommer cet utilisateur administrateur ?',
  'users.madeAdmin': 'Désormais administrateur',
  'users.removeAdmin': 'Retirer les droits d’administrateur',
  'users.removeAdminTitle': 'Retirer les droits d’administrateur ?',
  'users.adminRemoved': 'Droits d’administrateur retirés',
  'users.delete': 'Supprimer',
  'users.deleteTitle': 'Supprimer cet utilisateur ?',
  'users.deletedDone': 'Utilisateur supprimé',
  'users.restore': 'Restaurer',
  'users.restoreTitle': 'Restaurer cet utilisateur ?',
  'users.restored': 'Utilisateur restauré',
  'users.confirmRecorded': '{email}. Cette action est consignée dans le journal d’audit.',
  'users.confirmSessionsEnd':
    '{email}. Ses sessions prennent fin immédiatement. Cette action est consignée dans le journal d’audit.',

  'messages.title': 'Messages de contact',
  'messages.show': 'Afficher',
  'messages.unread': 'Non lus',
  'messages.all': 'Tous',
  'messages.none': 'Aucun message ici.',
  'messages.type':
    '{type, select, general {question générale} support {support technique} business {demande commerciale} feedback {avis} other {{type}}}',
  'messages.reply': 'Répondre par e-mail',
  'messages.markRead': 'Marquer comme lu',
  'messages.markUnread': 'Marquer comme non lu',
  'messages.updated': 'Message mis à jour',

  'outbox.title': 'Boîte d’envoi',
  'outbox.status': 'Statut',
  'outbox.statusName':
    '{status, select, all {tous} queued {en file d’attente} sending {en cours d’envoi} sent {envoyé} failed {en échec} other {{status}}}',
  'outbox.none': 'Aucun e-mail ici.',
  'outbox.details':
    'À {to} · {status} · {attempts, plural, one {# tentative} other {# tentatives}} · mis en file le {when}',
  'outbox.sentOn': 'envoyé le {when}',
  'outbox.error': 'Erreur : {error}',
  'outbox.readText': 'Lire le texte',
  'outbox.hideText': 'Masquer le texte',
  'outbox.sendAgain': 'Renvoyer',
  'outbox.queuedAgain': 'Remis en file d’attente',
  'outbox.mailLoadFailed': 'Cet e-mail n’a pas pu être chargé.',

  'system.title': 'Système',
  'system.users': 'Utilisateurs',
  'system.codes': 'QR codes',
  'system.dynamicCodes': 'Codes dynamiques',
  'system.scansToday': 'Scans aujourd’hui',
  'system.databaseSize': 'Taille de la base de données',
  'system.database': '{size} ({kind})',
  'system.kilobytes': '{size} Ko',
  'system.megabytes': '{size} Mo',
  'system.version': 'Version',
  'system.uptime': 'Temps de fonctionnement',
  'system.uptimeDays': '{days} j {hours} h',
  'system.uptimeHours': '{hours} h {minutes} min',
  'system.mail': 'E-mail',
  'system.mailCounts':
    '{queued} en file · {sent, plural, one {# envoyé} other {# envoyés}} · {failed} en échec',
  'system.mailCountsNoSmtp':
    '{queued} en file · {sent, plural, one {# envoyé} other {# envoyés}} · {failed} en échec (pas de SMTP : conservés dans la boîte d’envoi)',

  'audit.title': 'Journal d’audit',
  'audit.none': 'Aucune action d’administration pour l’instant.',
  'audit.by': 'par {email}',
};
