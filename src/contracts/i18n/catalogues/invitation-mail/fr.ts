import type { Catalogue } from '../../format.js';
import type { InvitationMailMessageId } from './en.js';

export const messages: Catalogue<InvitationMailMessageId> = {
  subject: '{from} vous a invité à rejoindre {workspace} sur {brand}',
  text: [
    '{from} vous a invité ({email}) à rejoindre l’espace de travail « {workspace} » sur {brand} en tant que {role, select, admin {administrateur} editor {éditeur} viewer {lecteur} other {{role}}}.',
    'Ouvrez ce lien pour voir l’invitation et l’accepter :',
    '{link}',
    '',
    'Seul un compte avec l’adresse {email} peut l’accepter, une fois cette adresse confirmée.',
    'Pas encore de compte ? Créez-en un avec {email} depuis cette page, confirmez l’adresse, puis acceptez.',
    'Ce lien ne fonctionne qu’une fois et expire dans {days} jours.',
    'Si vous n’attendiez pas cette invitation, vous pouvez ignorer cet e-mail.',
  ].join('\n'),
  someWorkspace: 'un espace de travail',
  someMember: 'Un membre',
};
