import type { Catalogue } from '../../format.js';
import type { BulkMailMessageId } from './en.js';

// French typography: a no-break space (U+00A0) before ":" and "!", and inside « ».
export const messages: Catalogue<BulkMailMessageId> = {
  'footer.why': 'Vous recevez cet e-mail parce que {address} reçoit {list} de {brand}.',
  'footer.unsubscribeText': 'Se désabonner en un clic : {link}',
  'footer.unsubscribeLink': 'Se désabonner',
  'list.newsletter': 'la lettre d’information Shark Tips',
  'list.scanSummary': 'les récapitulatifs hebdomadaires des scans',
  'list.pauseReminders': 'les rappels de codes en pause',
  'list.announcements': 'les annonces',
  'list.brokenLinks': 'les alertes de liens cassés',
  'newsletter.testSubject': '[Test] {subject}',
  'newsletter.statsHeading': '{brand} cette semaine',
  'newsletter.statsUsers':
    'Utilisateurs : {total, number, ::group-off} ({fresh, number, ::group-off} nouveaux cette semaine)',
  'newsletter.statsCodes':
    'QR codes : {total, number, ::group-off} ({fresh, number, ::group-off} nouveaux cette semaine)',
  'welcome.subject': 'Bienvenue sur {brand}',
  'welcome.greeting': 'Bienvenue sur {brand} !',
  'welcome.body':
    'Créez des QR codes, rendez-les dynamiques pour changer leur destination après impression, et voyez combien de fois ils sont scannés.',
  'welcome.codesText': 'Vos codes : {link}',
  'welcome.codesLink': 'Ouvrir vos codes',
  'scans.subject':
    'Les scans de vos QR codes cette semaine : {total, plural, one {# scan} other {# scans}}',
  'scans.intro': 'Scans de vos QR codes dynamiques au cours des 7 derniers jours :',
  'scans.count': '{count, plural, one {# scan} other {# scans}}',
  'scans.line': '{label} ({link}) : {count, plural, one {# scan} other {# scans}}',
  'scans.total': 'Total : {total, plural, one {# scan} other {# scans}}',
  'scans.detailsText': 'Détails : {link}',
  'scans.detailsLink': 'Voir les détails',
  'paused.subject': 'Rappel : certains de vos QR codes sont en pause',
  'paused.intro':
    'Ces QR codes dynamiques sont en pause : les personnes qui les scannent voient une page « en pause » au lieu de votre contenu.',
  'paused.resumeText': 'Réactivez-les depuis votre tableau de bord : {link}',
  'paused.resumeLink': 'Réactivez-les depuis votre tableau de bord',
};
