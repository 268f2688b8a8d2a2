import type { Catalogue } from '../../format.js';
import type { SiteBillingMessageId } from './en.js';

export const messages: Catalogue<SiteBillingMessageId> = {
  'trial.start': 'Começar teste grátis',
  'trial.starting': 'Começando...',

  'card.title': 'Experimente o Premium grátis por {days} dias',
  'card.text':
    'Até {dynamic} códigos QR dinâmicos que você pode editar depois de imprimir, com estatísticas de leitura. Não é preciso cartão de crédito.',
  'card.email': 'Endereço de e-mail',
  'card.sentTo': 'Enviado para',
  'card.for': 'Para',
  'card.otherAddress': 'Usar outro endereço',
  'card.failed': 'Falha na ativação',

  'offer.label': 'Comece seu teste grátis',
  'offer.gives':
    'até {trial, plural, one {# código dinâmico} other {# códigos dinâmicos}} (em vez de {free, number}) e análises detalhadas de cada leitura, sem cartão e sem cobrança quando ele terminar',
  'offer.running': 'Seu teste grátis vai até {date}: {gives}.',
  'offer.ended': 'Seu teste grátis terminou em {date}.',
  'offer.try':
    'Experimente o teste grátis de {days} dias: {gives}. Se começar agora, ele termina em {date}; seus códigos continuam funcionando depois.',
  'offer.failed': 'Não foi possível começar o teste. Tente novamente.',

  'dialog.title': 'Gerenciamento da assinatura',
  'dialog.workspacePlan': 'O plano do espaço de trabalho “{name}” e o que o Premium acrescenta.',
  'dialog.yourPlan': 'Seu plano atual e o que o Premium acrescenta.',
  'dialog.perWorkspace':
    'O Premium é cobrado por espaço de trabalho: uma assinatura cobre todos nesse espaço de trabalho, sem cobrança por membro (por assento). Cada espaço de trabalho tem seu próprio plano.',
  'dialog.loading': 'Carregando...',
  'dialog.currentPlan': 'Plano atual',
  'dialog.pastDue':
    'Seu último pagamento falhou. Atualize seu cartão em "Gerenciar assinatura" para continuar com o Premium.',
  'dialog.priceFailed': 'Não foi possível carregar o preço. Tente novamente mais tarde.',
  'dialog.comparePlans': 'Comparar planos',
  'dialog.close': 'Fechar',
  'dialog.closeLabel': 'Fechar a caixa de diálogo',

  'action.manage': 'Gerenciar assinatura',
  'action.opening': 'Abrindo...',
  'action.upgrade': 'Mudar para o Premium',
  'action.redirecting': 'Redirecionando...',

  'plan.free': 'Gratuito',
  'plan.trial': 'Teste grátis',
  'plan.premium': 'Premium',
  'plan.pastDue': 'Premium (pagamento pendente)',
  'plan.unknown': 'Desconhecido',

  'price.interval':
    '{amount}/{interval, select, day {dia} week {semana} month {mês} year {ano} other {{interval}}}',
  'price.intervalCount':
    '{amount} a cada {count} {interval, select, day {dias} week {semanas} month {meses} year {anos} other {{interval}}}',

  'toast.checkoutFailed': 'Upgrade não iniciado',
  'toast.portalFailed': 'Gerenciamento da assinatura indisponível',
  'toast.unreachable': 'Não foi possível acessar o Stripe. Tente novamente.',
  'owners.only': 'Só um proprietário deste espaço de trabalho pode mudar o plano dele.',
  'owners.ask':
    'Só um proprietário deste espaço de trabalho pode mudar o plano dele: fale com {owners}.',
};
