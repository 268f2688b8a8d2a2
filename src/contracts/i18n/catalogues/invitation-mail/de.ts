import type { Catalogue } from '../../format.js';
import type { InvitationMailMessageId } from './en.js';

export const messages: Catalogue<InvitationMailMessageId> = {
  subject: '{from} hat Sie zu {workspace} bei {brand} eingeladen',
  text: [
    '{from} hat Sie ({email}) eingeladen, dem Arbeitsbereich „{workspace}“ bei {brand} mit der Rolle {role, select, admin {Admin} editor {Bearbeiter} viewer {Betrachter} other {{role}}} beizutreten.',
    'Öffnen Sie diesen Link, um die Einladung zu sehen und anzunehmen:',
    '{link}',
    '',
    'Nur ein Konto mit der Adresse {email} kann sie annehmen, sobald diese Adresse bestätigt ist.',
    'Noch kein Konto? Erstellen Sie auf dieser Seite eines mit {email}, bestätigen Sie die Adresse und nehmen Sie dann an.',
    'Dieser Link funktioniert einmal und läuft in {days} Tagen ab.',
    'Wenn Sie diese Einladung nicht erwartet haben, können Sie diese E-Mail ignorieren.',
  ].join('\n'),
  someWorkspace: 'einem Arbeitsbereich',
  someMember: 'Ein Mitglied',
};
