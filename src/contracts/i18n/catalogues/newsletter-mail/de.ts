import type { Catalogue } from '../../format.js';
import type { NewsletterMailMessageId } from './en.js';

export const messages: Catalogue<NewsletterMailMessageId> = {
  subject: 'Bestätigen Sie Ihr Abonnement von Shark Tips',
  intro:
    'Jemand (hoffentlich Sie) möchte Shark Tips, den wöchentlichen Newsletter von {brand} über QR-Codes und Marketing, an diese Adresse erhalten.',
  confirmHere: 'Hier bestätigen:',
  confirmLink: 'Mein Abonnement bestätigen',
  expiry:
    'Der Link gilt {days} Tage. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Sie erhalten nichts weiter.',
};
