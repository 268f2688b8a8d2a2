import type { Catalogue } from '../../format.js';
import type { SiteSubscribeMessageId } from './en.js';

export const messages: Catalogue<SiteSubscribeMessageId> = {
  'page.title': 'Escolha seu plano',
  'page.description':
    'QR Shark Gratuito e Premium lado a lado: o que cada plano inclui, o teste grátis e o preço do Premium.',
  'page.intro':
    'Comece com um teste grátis de {days} dias: até {dynamic} códigos dinâmicos, sem cartão. Seus códigos continuam funcionando em qualquer plano.',
  'page.perWorkspace':
    'O Premium é cobrado por espaço de trabalho: uma assinatura cobre todos nesse espaço de trabalho, sem cobrança por membro (por assento). Cada espaço de trabalho tem seu próprio plano.',
  'page.trialOnce': 'O teste grátis é um por conta e vale para o seu espaço de trabalho pessoal.',
  'page.lookingAt': 'Você está vendo o plano de <strong>{name}</strong>.',
  'page.mySubscription': 'Minha assinatura',
  'notice.canceled': 'O pagamento foi cancelado. Nada foi cobrado.',
  'plans.loading': 'Carregando planos...',
  'plans.failed': 'Não foi possível carregar os planos. Recarregue a página para tentar de novo.',
  'plans.paymentsOff':
    'Os pagamentos estão desativados neste servidor (o Stripe não está configurado).',
  'plans.priceMissing': 'O plano Premium não está à venda neste servidor.',
  'checkout.confirmed':
    '<strong>Boas-vindas ao Premium!</strong> O Stripe confirmou sua assinatura: todos os limites foram removidos.',
  'checkout.notYet':
    'O Stripe ainda não confirmou o pagamento. Ele continua em processamento; esta página mostra o Premium assim que a confirmação chegar. Recarregue em um minuto ou, se não chegar, fale com o suporte.',
  'checkout.waiting': 'Ainda em processamento: aguardando o Stripe confirmar sua assinatura...',
  'pastDue.label': 'Pagamento pendente',
  'pastDue.text':
    'Seu último pagamento do Premium falhou. Atualize seu cartão para continuar com o Premium.',
  'action.opening': 'Abrindo...',
  'action.updateCard': 'Atualizar cartão',
  'action.register': 'Crie uma conta para fazer upgrade',
  'action.ownersOnly': 'Só um proprietário deste espaço de trabalho pode mudar o plano dele.',
  'action.manage': 'Gerenciar assinatura',
  'action.redirecting': 'Redirecionando...',
  'action.upgrade': 'Fazer upgrade',
  'free.title': 'Gratuito',
  'premium.title': 'Premium',
  'premium.notOnSale': 'Não está à venda',
  'premium.stripeNote':
    'O pagamento é feito pelo Stripe. Cancele quando quiser em "Gerenciar assinatura".',
  'plan.yours': 'Seu plano: {plan}',
  'plan.free': 'Gratuito',
  'plan.trial': 'Teste grátis',
  'plan.premium': 'Premium',
  'plan.pastDue': 'Premium (pagamento pendente)',
  'price.interval':
    '{amount}/{interval, select, day {dia} week {semana} month {mês} year {ano} other {{interval}}}',
  'price.intervalCount':
    '{amount} a cada {count} {interval, select, day {dias} week {semanas} month {meses} year {anos} other {{interval}}}',
  'features.staticUnlimited': 'Códigos QR estáticos ilimitados para baixar',
  'features.dynamicFree':
    '{count, plural, one {# código QR dinâmico} other {# códigos QR dinâmicos}} (mude o destino depois de imprimir)',
  'features.savedFree': '{count, plural, one {# código QR salvo} other {# códigos QR salvos}}',
  'features.analyticsFree':
    'Estatísticas de leitura detalhadas para {count, plural, one {# leitura} other {# leituras}} por código a cada mês (todas as leituras continuam sendo contadas)',
  'features.dynamicUnlimited': 'Códigos QR dinâmicos ilimitados',
  'features.savedUnlimited': 'Códigos QR salvos ilimitados',
  'features.analyticsAll': 'Estatísticas de leitura detalhadas para todas as leituras',
};
