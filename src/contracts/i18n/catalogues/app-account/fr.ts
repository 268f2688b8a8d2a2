import type { Catalogue } from '../../format.js';
import type { AppAccountMessageId } from './en.js';

export const messages: Catalogue<AppAccountMessageId> = {
  'language.title': 'Langue',
  'language.description':
    'L’application et chaque e-mail que nous vous envoyons sont dans cette langue : votre compte, les invitations, votre essai gratuit, les liens cassés, les paiements que vous recevez, les newsletters et les récapitulatifs de scans. Ce qu’un opérateur écrit dans une newsletter reste tel qu’il l’a écrit.',
  'language.label': 'Langue',
  'language.save': 'Enregistrer la langue',
  'language.savedNote':
    'L’application et les e-mails qui vous sont adressés sont désormais en {language}.',
};
