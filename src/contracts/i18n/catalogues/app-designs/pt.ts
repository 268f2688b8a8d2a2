import type { Catalogue } from '../../format.js';
import type { AppDesignsMessageId } from './en.js';

export const messages: Catalogue<AppDesignsMessageId> = {
  'kits.title': 'Kits de marca',
  'kits.intro':
    'Designs salvos deste espaço de trabalho: cores, formas, logotipo e moldura. O kit padrão preenche cada código novo; alterar um kit nunca altera os códigos já criados, a menos que você o aplique a eles.',
  'kits.create': 'Crie um código para salvar um kit novo',
  'kits.loading': 'Carregando kits de marca…',
  'kits.loadFailed': 'Não foi possível carregar os kits de marca.',
  'kits.empty':
    'Ainda não há kits de marca. Em Criar código QR, crie o design de um código e escolha “Salvar como kit de marca”.',

  'kit.default': 'Padrão',
  'kit.renameLabel': 'Novo nome para “{name}”',
  'kit.saveName': 'Salvar nome',
  'kit.cancel': 'Cancelar',
  'kit.rename': 'Renomear',
  'kit.makeDefault': 'Tornar padrão',
  'kit.removeDefault': 'Deixar de ser padrão',
  'kit.delete': 'Excluir',
  'kit.confirmTitle': 'Excluir o kit de marca “{name}”?',
  'kit.confirmDescription':
    'Os códigos já criados com ele mantêm o design. O kit em si não poderá ser restaurado.',
  'kit.confirmLabel': 'Excluir kit de marca',
  'kit.what': 'Kit de marca',
  'kit.whatNamed': 'Kit de marca “{name}”',
  'kit.whatDefault': 'Kit de marca padrão',
  'kit.nowDefault': '“{name}” agora é o padrão para códigos novos',
  'kit.noLongerDefault': '“{name}” não é mais o padrão',
  'kit.deleted': 'Kit de marca “{name}” excluído',
  'kit.notDeleted': 'Kit de marca não excluído',

  'apply.open': 'Aplicar a códigos…',
  'apply.title': 'Aplicar “{name}” a códigos',
  'apply.description':
    'Cada código escolhido é redesenhado com o design deste kit e antes verificado pelos decodificadores; as cópias impressas mostram o design antigo. Os códigos dinâmicos mantêm o link curto. Os códigos não escolhidos mantêm o design.',
  'apply.loading': 'Carregando códigos…',
  'apply.loadFailed': 'Não foi possível carregar os códigos.',
  'apply.none': 'Este espaço de trabalho ainda não tem códigos.',
  'apply.legend': 'Códigos deste espaço de trabalho',
  'apply.dynamic': '(dinâmico)',
  'apply.saved': '(salvo)',
  'apply.tooMany': 'Escolha no máximo {max, number} códigos por vez.',
  'apply.cancel': 'Cancelar',
  'apply.restyling': 'Aplicando o design…',
  'apply.restyle': 'Redesenhar {count, plural, one {# código} other {# códigos}}',
  'apply.restyled':
    '{count, plural, one {# código redesenhado} other {# códigos redesenhados}} com “{name}”',
  'apply.noneRestyled': 'Nenhum código foi redesenhado',
  'apply.failure': '{name}: {reason}',
  'apply.notRestyled': 'não redesenhado',
};
