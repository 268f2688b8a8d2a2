import type { Catalogue } from '../../format.js';
import type { NewsletterMailMessageId } from './en.js';

// French typography: a no-break space (U+00A0) before ":".
export const messages: Catalogue<NewsletterMailMessageId> = {
  subject: 'Confirmez votre abonnement à Shark Tips',
  intro:
    'Quelqu’un (vous, nous l’espérons) a demandé à recevoir à cette adresse Shark Tips, la lettre d’information hebdomadaire de {brand} sur les QR codes et le marketing.',
  confirmHere: 'Confirmez ici :',
  confirmLink: 'Confirmer mon abonnement',
  expiry:
    'Le lien est valable {days} jours. Si vous n’avez rien demandé, ignorez cet e-mail : vous ne recevrez rien d’autre.',
};
