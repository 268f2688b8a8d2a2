import type { Catalogue } from '../../format.js';
import type { LinkPageMessageId } from './en.js';

export const messages: Catalogue<LinkPageMessageId> = {
  home: 'Ir para {brand}',
  'paused.heading': 'Este código QR está em pausa',
  'paused.message':
    'O proprietário colocou este código em pausa por enquanto. Tente novamente mais tarde.',
  'notFound.heading': 'Código QR não encontrado',
  'notFound.message': 'Este link curto não existe ou foi excluído pelo proprietário.',
  'retired.heading': 'Este código foi removido',
  'retired.message':
    'A conta ou o espaço de trabalho a que este código QR pertencia foi encerrado, por isso o código já não leva a lugar nenhum.',
  'unavailable.heading': 'Este site não está disponível',
  'unavailable.message': 'Este site não está disponível no momento.',
  'unsafe.heading': 'Não é possível abrir este link',
  'unsafe.message':
    'O endereço guardado para este código QR não é um endereço web válido, por isso não o abrimos. O proprietário pode corrigi-lo editando o destino.',
  'notActive.heading': 'Este código ainda não está ativo',
  'notActive.message':
    'O proprietário programou este código QR para começar a funcionar mais tarde. Tente novamente nesse momento.',
  'expired.heading': 'Este código expirou',
  'expired.message':
    'O proprietário definiu que este código QR deixasse de funcionar, por isso ele já não leva a lugar nenhum.',
  'password.title': 'Senha necessária',
  'password.heading': 'Este código QR está protegido',
  'password.message': 'Digite a senha que o proprietário lhe deu para continuar.',
  'password.label': 'Senha',
  'password.submit': 'Continuar',
  'password.wrong': 'Essa senha não está correta. Tente novamente.',
  'password.tooManyTries': 'Muitas senhas erradas. Aguarde alguns minutos e tente novamente.',
};
