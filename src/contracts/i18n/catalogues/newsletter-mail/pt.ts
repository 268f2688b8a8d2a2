import type { Catalogue } from '../../format.js';
import type { NewsletterMailMessageId } from './en.js';

export const messages: Catalogue<NewsletterMailMessageId> = {
  subject: 'Confirme sua inscrição no Shark Tips',
  intro:
    'Alguém (esperamos que você) pediu para receber neste endereço o Shark Tips, a newsletter semanal de {brand} sobre códigos QR e marketing.',
  confirmHere: 'Confirme aqui:',
  confirmLink: 'Confirmar minha inscrição',
  expiry:
    'O link funciona por {days} dias. Se você não pediu isso, ignore este e-mail: você não receberá mais nada.',
};
