import type { Catalogue } from '../../format.js';
import type { InvitationMailMessageId } from './en.js';

export const messages: Catalogue<InvitationMailMessageId> = {
  subject: '{from} convidou você para {workspace} no {brand}',
  text: [
    '{from} convidou você ({email}) para participar do espaço de trabalho "{workspace}" no {brand} com a função de {role, select, admin {administrador} editor {editor} viewer {leitor} other {{role}}}.',
    'Abra este link para ver o convite e aceitá-lo:',
    '{link}',
    '',
    'Só uma conta com o endereço {email} pode aceitá-lo, depois que esse endereço for confirmado.',
    'Ainda não tem conta? Crie uma com {email} nessa página, confirme o endereço e depois aceite.',
    'Este link funciona uma única vez e expira em {days} dias.',
    'Se você não esperava este convite, pode ignorar este e-mail.',
  ].join('\n'),
  someWorkspace: 'um espaço de trabalho',
  someMember: 'Um membro',
};
