import type { Catalogue } from '../../format.js';
import type { AppNewsletterMessageId } from './en.js';

// French typography: a no-break space (U+00A0) before ":", "?" and "!", and inside « ».
export const messages: Catalogue<AppNewsletterMessageId> = {
  'page.title': 'Newsletter',
  'page.forbidden':
    '403 : seuls les administrateurs peuvent envoyer des newsletters et des notifications.',
  'error.title': 'Erreur',
  'error.sendFailed': 'La newsletter n’a pas pu être envoyée. Veuillez réessayer.',
  'action.send': 'Envoyer',

  'stats.label': 'Chiffres',
  'stats.loadFailed': 'Les chiffres n’ont pas pu être chargés.',
  'stats.totalUsers': 'Utilisateurs au total',
  'stats.qrCodes': 'QR codes',
  'stats.subscribers': 'Abonnés',
  'stats.newIn7Days': '{count, plural, one {# nouveau} other {# nouveaux}} en 7 jours',
  'stats.waiting': '{count} en attente de confirmation',

  'composer.title': 'Rédiger une newsletter',
  'composer.subject': 'Objet',
  'composer.content': 'Contenu (Markdown)',
  'composer.preview': 'Aperçu',
  'composer.includeStats': 'Inclure les chiffres de la semaine (utilisateurs et QR codes)',
  'composer.sending': 'Envoi...',
  'composer.send': 'Envoyer aux abonnés',
  'composer.sendTest': 'M’envoyer un test',
  'composer.testQueued': 'Test mis en file d’attente',
  'composer.queued': 'Newsletter mise en file d’attente',
  'composer.missingTitle': 'Informations manquantes',
  'composer.missingDescription': 'Veuillez indiquer l’objet et le contenu de la newsletter.',
  'composer.confirmTitle': 'Envoyer cette newsletter ?',
  'composer.confirmDescription':
    'Elle part à chaque abonné confirmé. Chacun la reçoit une fois, avec un lien de désabonnement en un clic.',
  'composer.confirmLabel': 'Envoyer la newsletter',

  'notifications.title': 'Notifications',
  'notifications.welcome': 'Envoyer l’e-mail de bienvenue',
  'notifications.welcomeTitle': 'Envoyer l’e-mail de bienvenue ?',
  'notifications.welcomeDescription':
    'Chaque utilisateur qui n’a jamais reçu l’e-mail de bienvenue le reçoit, une fois.',
  'notifications.scans': 'Envoyer les récapitulatifs des scans',
  'notifications.scansTitle': 'Envoyer les récapitulatifs des scans ?',
  'notifications.scansDescription':
    'Chaque utilisateur ayant des codes dynamiques reçoit les scans des 7 derniers jours de chaque code. Les utilisateurs sans code dynamique, ou qui ont désactivé ces e-mails, sont ignorés.',
  'notifications.paused': 'Envoyer les rappels de codes en pause',
  'notifications.pausedTitle': 'Envoyer les rappels de codes en pause ?',
  'notifications.pausedDescription':
    'Chaque utilisateur ayant des codes dynamiques en pause reçoit un rappel qui les liste.',
  'notifications.result':
    '{message} ({sent} sur {total, plural, one {# utilisateur} other {# utilisateurs}})',

  'history.title': 'Campagnes',
  'history.loadFailed': 'Les campagnes n’ont pas pu être chargées.',
  'history.empty': 'Rien n’a encore été envoyé.',
  'history.sent': 'Envoi',
  'history.kind': 'Type',
  'history.subject': 'Objet',
  'history.queued': 'En file',
  'history.delivered': 'Remis',
  'history.failed': 'Échecs',
  'history.actions': 'Actions',
  'history.kindNewsletter': 'newsletter',
  'history.kindWelcome': 'bienvenue',
  'history.kindScanSummary': 'récapitulatif des scans',
  'history.kindPauseReminder': 'rappel de pause',
  'history.sendAgain': 'Envoyer aux nouveaux abonnés',
  'history.sendAgainLabel': 'Envoyer « {subject} » aux nouveaux abonnés',
  'history.againTitle': 'Renvoyer cette newsletter ?',
  'history.againDescription':
    '« {subject} » part aux abonnés confirmés qui ne l’ont pas encore reçue. Personne ne la reçoit deux fois.',

  'prefs.title': 'Préférences e-mail',
  'prefs.description':
    'E-mails envoyés à {address}. Les e-mails liés au compte et à la sécurité partent toujours.',
  'prefs.what': 'Préférences e-mail',
  'prefs.loadFailed': 'Vos préférences n’ont pas pu être chargées. Veuillez recharger la page.',
  'prefs.newsletter': 'Lettre d’information Shark Tips',
  'prefs.newsletterHint': 'Un e-mail hebdomadaire sur les QR codes et le marketing.',
  'prefs.scanSummary': 'Récapitulatif hebdomadaire des scans',
  'prefs.scanSummaryHint':
    'Chaque semaine, les scans des 7 derniers jours de chacun de vos codes dynamiques.',
  'prefs.pauseReminders': 'Rappels de codes en pause',
  'prefs.pauseRemindersHint':
    'Un rappel qui liste les codes dynamiques que vous avez mis en pause.',
  'prefs.announcements': 'Annonces',
  'prefs.announcementsHint': 'Bienvenue et nouveautés du produit, de la part de l’équipe.',
  'prefs.brokenLinkAlerts': 'Alertes de liens cassés',
  'prefs.brokenLinkAlertsHint':
    'Un e-mail quand la destination d’un code dynamique cesse de fonctionner, et quand elle fonctionne de nouveau.',
  'prefs.pendingMailed': 'En attente : suivez le lien de confirmation que nous vous avons envoyé.',
  'prefs.pendingNoMail':
    'En attente : suivez le lien de confirmation. Ce serveur n’a pas d’envoi d’e-mails configuré. Demandez le lien à son administrateur.',

  'link.checking': 'Vérification de votre lien...',

  'confirm.title': 'Confirmez votre abonnement',
  'confirm.invalid':
    'Ce lien de confirmation n’est pas valide ou a expiré. Veuillez vous réinscrire depuis le pied de page.',
  'confirm.welcomeTitle': 'Bienvenue dans la bande !',
  'confirm.subscribed': 'L’adresse {address} est abonnée.',
  'confirm.welcomeDescription':
    'Vous recevrez chaque semaine les Shark Tips sur les QR codes et les stratégies marketing.',
  'confirm.unsubscribeNote': 'Chaque numéro contient un lien de désabonnement en un clic.',
  'confirm.create': 'Créer un QR code',

  'unsubscribe.title': 'Se désabonner',
  'unsubscribe.invalid': 'Ce lien de désabonnement n’est pas valide.',
  'unsubscribe.receives':
    'L’adresse <b>{address}</b> reçoit {list, select, newsletter {la lettre d’information Shark Tips} scanSummary {les récapitulatifs hebdomadaires des scans} pauseReminders {les rappels de codes en pause} announcements {les annonces} brokenLinks {les alertes de liens cassés} other {{list}}}.',
  'unsubscribe.left':
    'L’adresse <b>{address}</b> est désabonnée {list, select, newsletter {de la lettre d’information Shark Tips} scanSummary {des récapitulatifs hebdomadaires des scans} pauseReminders {des rappels de codes en pause} announcements {des annonces} brokenLinks {des alertes de liens cassés} other {de {list}}}. Vous ne recevrez plus ces e-mails.',
  'unsubscribe.failed': 'Cela n’a pas fonctionné. Veuillez réessayer.',
  'unsubscribe.button': 'Se désabonner',
  'unsubscribe.unsubscribing': 'Désabonnement...',
  'unsubscribe.again': 'Se réabonner',
  'unsubscribe.subscribing': 'Abonnement...',
};
