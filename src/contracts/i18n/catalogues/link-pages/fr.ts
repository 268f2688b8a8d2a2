import type { Catalogue } from '../../format.js';
import type { LinkPageMessageId } from './en.js';

export const messages: Catalogue<LinkPageMessageId> = {
  home: 'Aller sur {brand}',
  'paused.heading': 'Ce QR code est en pause',
  'paused.message':
    'Son propriétaire a mis ce code en pause pour le moment. Veuillez réessayer plus tard.',
  'notFound.heading': 'QR code introuvable',
  'notFound.message': 'Ce lien court n’existe pas ou a été supprimé par son propriétaire.',
  'retired.heading': 'Ce code a été retiré',
  'retired.message':
    'Le compte ou l’espace de travail qui détenait ce QR code a été fermé : le code ne mène donc plus nulle part.',
  'unavailable.heading': 'Ce site n’est pas disponible',
  'unavailable.message': 'Ce site n’est pas disponible pour le moment.',
  'unsafe.heading': 'Ce lien ne peut pas être ouvert',
  'unsafe.message':
    'L’adresse enregistrée pour ce QR code n’est pas une adresse web valide : nous ne l’avons donc pas ouverte. Son propriétaire peut la corriger en modifiant la destination.',
  'notActive.heading': 'Ce code n’est pas encore actif',
  'notActive.message':
    'Son propriétaire a programmé ce QR code pour qu’il démarre plus tard. Veuillez réessayer à ce moment-là.',
  'expired.heading': 'Ce code a expiré',
  'expired.message':
    'Son propriétaire a réglé ce QR code pour qu’il cesse de fonctionner : il ne mène donc plus nulle part.',
  'password.title': 'Mot de passe requis',
  'password.heading': 'Ce QR code est protégé',
  'password.message': 'Saisissez le mot de passe que son propriétaire vous a donné pour continuer.',
  'password.label': 'Mot de passe',
  'password.submit': 'Continuer',
  'password.wrong': 'Ce mot de passe n’est pas le bon. Veuillez réessayer.',
  'password.tooManyTries':
    'Trop de mots de passe erronés. Veuillez patienter quelques minutes, puis réessayer.',
};
