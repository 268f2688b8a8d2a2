import type { Catalogue } from '../../format.js';
import type { HealthMailMessageId } from './en.js';

// French typography: a no-break space (U+00A0) before ":" and ";" and inside « ».
export const messages: Catalogue<HealthMailMessageId> = {
  brokenSubject: 'Votre QR code « {label} » mène à une page cassée',
  brokenBody:
    'La destination de votre QR code dynamique « {label} » ({shortUrl}) est cassée depuis le {since} : {why}.',
  destination: 'Destination : {destination}',
  fallbackText:
    'Envoyez les personnes qui scannent vers l’URL de secours du code ({fallback}) en un clic ; le lien est valable {days} jours :',
  switchLink: 'Passer à l’URL de secours',
  fallbackHtml: '{switch} ({fallback}) ; le lien est valable {days} jours.',
  noFallbackText:
    'Ce code n’a pas d’URL de secours. Pour envoyer les personnes qui scannent ailleurs, modifiez sa destination dans votre tableau de bord : {dashboard}',
  noFallbackHtml:
    'Ce code n’a pas d’URL de secours. Pour envoyer les personnes qui scannent ailleurs, {edit}.',
  editLink: 'modifiez sa destination dans votre tableau de bord',
  okSubject: 'Votre QR code « {label} » fonctionne de nouveau',
  okBody: 'La destination de votre QR code dynamique « {label} » ({shortUrl}) répond de nouveau.',
  reasonStatus: 'La destination a répondu {status}',
  reasonRedirects: 'Plus de {count} redirections',
  reasonTimeout: 'Pas de réponse dans le délai imparti',
  reasonConnect: 'Connexion impossible ({code})',
  reasonRefused: 'Refusé : {why}',
  reasonRedirected: 'Redirige vers {host}',
  reasonNone: 'La destination ne répond pas',
};
