import type { Catalogue } from '../../format.js';
import type { InvitationMailMessageId } from './en.js';

export const messages: Catalogue<InvitationMailMessageId> = {
  subject: '{from} te invitó a {workspace} en {brand}',
  text: [
    '{from} te invitó ({email}) a unirte al espacio de trabajo «{workspace}» en {brand} con el rol {role, select, admin {de administrador} editor {de editor} viewer {de lector} other {{role}}}.',
    'Abre este enlace para ver la invitación y aceptarla:',
    '{link}',
    '',
    'Solo una cuenta con la dirección {email} puede aceptarla, una vez confirmada esa dirección.',
    '¿Aún no tienes cuenta? Crea una con {email} desde esa página, confirma la dirección y luego acepta.',
    'Este enlace funciona una sola vez y caduca en {days} días.',
    'Si no esperabas esta invitación, puedes ignorar este correo.',
  ].join('\n'),
  someWorkspace: 'un espacio de trabajo',
  someMember: 'Un miembro',
};
