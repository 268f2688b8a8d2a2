import type { Catalogue } from '../../format.js';
import type { AppPaymentsMessageId } from './en.js';

export const messages: Catalogue<AppPaymentsMessageId> = {
  'action.goBack': 'Voltar',
  'action.returnHome': 'Voltar ao início',
  'payments.off': 'Os pagamentos estão desativados neste servidor (o Stripe não está configurado).',

  'connect.title': 'Receber pagamentos',
  'connect.description':
    'Os códigos QR de pagamento recebem pagamentos com cartão na sua própria conta Stripe.',
  'connect.loadFailed': 'Não foi possível carregar as configurações de pagamento.',
  'connect.account': 'Conta Stripe',
  'connect.notConnected': 'Não conectada',
  'connect.status.pending': 'Cadastro não concluído',
  'connect.status.ready': 'Pronta para receber pagamentos',
  'connect.status.restricted': 'Restrita: o Stripe precisa de mais informações',
  'connect.fee': 'Taxa da plataforma',
  'connect.feeValue': '{percent} de cada venda',
  'connect.checking': 'Verificando sua conta com o Stripe...',
  'connect.opening': 'Abrindo o Stripe...',
  'connect.continue': 'Continuar o cadastro no Stripe',
  'connect.connect': 'Conectar Stripe',
  'connect.notStarted': 'Cadastro no Stripe não iniciado',
  'connect.unreachable': 'Não foi possível acessar o Stripe. Tente novamente.',

  'notice.label': 'Códigos de pagamento',
  'notice.paymentCodesOff':
    'Os códigos de pagamento não estão disponíveis: os pagamentos estão desativados neste servidor (o Stripe não está configurado).',
  'notice.connectRequired':
    'Conecte sua conta Stripe em Configurações da conta antes de criar um código de pagamento, para que os compradores paguem diretamente a você.',
  'notice.connect': 'Conectar Stripe',

  'checkout.title': 'Finalizar compra',
  'checkout.loading': 'Carregando o pagamento...',
  'checkout.notFoundTitle': 'Produto não encontrado',
  'checkout.productIdMissing': 'Falta o ID do produto',
  'checkout.productNotFound': 'Produto não encontrado',
  'checkout.summary': 'Resumo do pedido',
  'checkout.price': 'Preço',
  'checkout.total': 'Total',
  'checkout.details': 'Dados de pagamento',
  'checkout.setupError': 'Não foi possível preparar o pagamento',
  'checkout.secure': 'O pagamento é processado com segurança pelo Stripe.',
  'checkout.emailLabel': 'E-mail para o recibo',
  'checkout.emailInvalid': 'Digite o endereço de e-mail para o seu recibo',
  'checkout.pay': 'Pagar agora',
  'checkout.paying': 'Processando...',
  'checkout.receiptSent': 'Um recibo está a caminho de {email}.',

  'payment.succeeded': 'Pagamento realizado!',
  'payment.failedTitle': 'Falha no pagamento',
  'payment.failedDefault': 'Ocorreu um erro com o seu pagamento',
  'payment.processingTitle': 'Pagamento em processamento',
  'payment.processing': 'Seu pagamento está sendo processado',
  'payment.errorTitle': 'Erro no pagamento',
  'payment.error': 'Ocorreu um erro ao processar o seu pagamento',

  'success.title': 'Pagamento',
  'success.notFoundTitle': 'Pagamento não encontrado',
  'success.notFound':
    'Não encontramos este pagamento. Se você foi cobrado, o e-mail do seu recibo tem os detalhes.',
  'success.checkingTitle': 'Verificando seu pagamento',
  'success.checking': 'Consultando o Stripe sobre o status do pagamento...',
  'success.paid': 'Você pagou {amount}.',
  'success.paidFor': '{product}: você pagou {amount}.',
  'success.mailed': 'Você receberá em breve um e-mail de confirmação.',
  'success.processing':
    'Seu pagamento está sendo processado. Esta página será atualizada quando ele for concluído.',
  'success.notCompletedTitle': 'Pagamento não concluído',
  'success.notCompleted':
    'O pagamento não foi aprovado e você não foi cobrado. Você pode voltar e tentar novamente.',
};
