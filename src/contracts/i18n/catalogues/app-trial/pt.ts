import type { Catalogue } from '../../format.js';
import type { AppTrialMessageId } from './en.js';

export const messages: Catalogue<AppTrialMessageId> = {
  'pastDue.label': 'Pagamento pendente',
  'pastDue.text':
    'Seu último pagamento do Premium falhou. Atualize seu cartão para continuar com o Premium.',
  'pastDue.action': 'Atualizar cartão',

  'running.label': 'Teste grátis',
  'running.daysLeft':
    '{days, plural, one {Falta # dia no seu teste grátis} other {Faltam # dias no seu teste grátis}}',
  'running.endsOn': 'Ele termina em {date}.',
  'running.action': 'Fazer upgrade agora',

  'limit.title': 'Limite de códigos QR dinâmicos atingido',
  'limit.reached':
    'Você atingiu seu limite de {limit, plural, one {# código QR dinâmico} other {# códigos QR dinâmicos}}. Faça upgrade para criar mais.',
  'limit.keepWorkingEditable':
    'Seus códigos atuais continuam funcionando, e você ainda pode editá-los, colocá-los em pausa e exportá-los.',
  'limit.keepWorking': 'Seus códigos atuais continuam funcionando.',
  'limit.action': 'Fazer upgrade',
};
