import type { Catalogue } from '../../format.js';
import type { AppDesignsMessageId } from './en.js';

export const messages: Catalogue<AppDesignsMessageId> = {
  'kits.title': 'Kits de marque',
  'kits.intro':
    'Designs enregistrés de cet espace de travail : couleurs, formes, logo et cadre. Le kit par défaut remplit chaque nouveau code ; modifier un kit ne modifie jamais les codes déjà créés, sauf si vous le leur appliquez.',
  'kits.create': 'Créer un code pour enregistrer un nouveau kit',
  'kits.loading': 'Chargement des kits de marque…',
  'kits.loadFailed': 'Les kits de marque n’ont pas pu être chargés.',
  'kits.empty':
    'Aucun kit de marque pour l’instant. Dans Créer un QR code, créez le design d’un code et choisissez « Enregistrer comme kit de marque ».',

  'kit.default': 'Par défaut',
  'kit.renameLabel': 'Nouveau nom pour « {name} »',
  'kit.saveName': 'Enregistrer le nom',
  'kit.cancel': 'Annuler',
  'kit.rename': 'Renommer',
  'kit.makeDefault': 'Définir par défaut',
  'kit.removeDefault': 'Ne plus utiliser par défaut',
  'kit.delete': 'Supprimer',
  'kit.confirmTitle': 'Supprimer le kit de marque « {name} » ?',
  'kit.confirmDescription':
    'Les codes déjà créés avec ce kit gardent leur design. Le kit lui-même ne pourra pas être restauré.',
  'kit.confirmLabel': 'Supprimer le kit de marque',
  'kit.what': 'Kit de marque',
  'kit.whatNamed': 'Kit de marque « {name} »',
  'kit.whatDefault': 'Kit de marque par défaut',
  'kit.nowDefault': '« {name} » est désormais le kit par défaut des nouveaux codes',
  'kit.noLongerDefault': '« {name} » n’est plus le kit par défaut',
  'kit.deleted': 'Kit de marque « {name} » supprimé',
  'kit.notDeleted': 'Kit de marque non supprimé',

  'apply.open': 'Appliquer à des codes…',
  'apply.title': 'Appliquer « {name} » à des codes',
  'apply.description':
    'Chaque code choisi est redessiné avec le design de ce kit et d’abord vérifié par les décodeurs ; les exemplaires imprimés gardent l’ancien design. Les codes dynamiques conservent leur lien court. Les codes non choisis gardent leur design.',
  'apply.loading': 'Chargement des codes…',
  'apply.loadFailed': 'Les codes n’ont pas pu être chargés.',
  'apply.none': 'Cet espace de travail n’a pas encore de codes.',
  'apply.legend': 'Codes de cet espace de travail',
  'apply.dynamic': '(dynamique)',
  'apply.saved': '(enregistré)',
  'apply.tooMany': 'Choisissez au plus {max, number} codes à la fois.',
  'apply.cancel': 'Annuler',
  'apply.restyling': 'Application du design…',
  'apply.restyle': 'Redessiner {count, plural, one {# code} other {# codes}}',
  'apply.restyled':
    '{count, plural, one {# code redessiné} other {# codes redessinés}} avec « {name} »',
  'apply.noneRestyled': 'Aucun code n’a été redessiné',
  'apply.failure': '{name} : {reason}',
  'apply.notRestyled': 'non redessiné',
};
