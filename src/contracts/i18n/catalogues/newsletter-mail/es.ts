import type { Catalogue } from '../../format.js';
import type { NewsletterMailMessageId } from './en.js';

export const messages: Catalogue<NewsletterMailMessageId> = {
  subject: 'Confirma tu suscripción a Shark Tips',
  intro:
    'Alguien (esperamos que tú) pidió recibir en esta dirección Shark Tips, el boletín semanal de {brand} sobre códigos QR y marketing.',
  confirmHere: 'Confírmalo aquí:',
  confirmLink: 'Confirmar mi suscripción',
  expiry:
    'El enlace funciona durante {days} días. Si no lo pediste, ignora este correo: no recibirás nada más.',
};
