import type { Catalogue } from '../../format.js';
import type { SiteTermsMessageId } from './en.js';

export const messages: Catalogue<SiteTermsMessageId> = {
  'page.title': 'Termos de serviço',
  'page.description':
    'Os termos de uso do {brand}: códigos estáticos gratuitos, contas, códigos dinâmicos e seus limites, uso aceitável e planos pagos.',
  'frame.updated': 'Última atualização: {date}',
  'frame.translation': 'Esta página é uma tradução do <link>original em inglês</link>.',
  'frame.questions': 'Dúvidas sobre esta página? <link>Fale conosco</link>.',
  intro:
    'Estes termos se aplicam quando você usa o {brand} neste site. Ao criar códigos ou uma conta, você concorda com eles.',
  'service.title': 'O serviço',
  'service.text':
    'O {brand} permite criar e baixar códigos QR e, com uma conta, salvá-los, criar códigos dinâmicos e ver estatísticas de leitura. Os códigos estáticos contêm seu conteúdo diretamente e continuam funcionando sem este site. Os códigos dinâmicos redirecionam por um link curto deste site e só funcionam enquanto ele estiver no ar.',
  'account.title': 'Sua conta',
  'account.email':
    'Informe um endereço de e-mail real em que você possa receber mensagens, e não compartilhe sua senha com ninguém.',
  'account.responsible': 'Você é responsável pelo que for feito com sua conta.',
  'account.trial': 'Cada pessoa pode ter um único teste grátis.',
  'plans.title': 'Planos e limites',
  'plans.text':
    'Os códigos estáticos são gratuitos e sem limite. O plano gratuito inclui um código dinâmico e até 20 códigos salvos; o teste grátis de 3 dias e os planos pagos incluem mais. Os limites afetam apenas a criação de novos códigos: os códigos dinâmicos existentes continuam redirecionando quando um teste grátis termina ou um plano muda. Os planos pagos, quando oferecidos, são cobrados pela Stripe pelo preço mostrado antes de você pagar.',
  'use.title': 'Uso aceitável',
  'use.text': 'Não use o {brand} para:',
  'use.harm': 'levar pessoas a phishing, malware, golpes ou qualquer coisa ilegal;',
  'use.files':
    'enviar arquivos que você não tem o direito de compartilhar, ou que tenham conteúdo malicioso;',
  'use.flood':
    'sobrecarregar o serviço com solicitações automatizadas ou tentar contornar seus limites;',
  'use.impersonate': 'se passar por outra pessoa.',
  'use.enforcement':
    'Podemos recusar um destino, pausar ou remover um código dinâmico, ou encerrar uma conta que descumpra estas regras.',
  'content.title': 'Seu conteúdo',
  'content.text':
    'O conteúdo dos seus códigos e os arquivos que você envia continuam sendo seus. Você nos autoriza a guardá-los e a disponibilizá-los às pessoas que leem seus códigos, somente para essa finalidade.',
  'warranty.title': 'Sem garantia',
  'warranty.text':
    'Verificamos cada código gerado com vários decodificadores, mas impressoras, superfícies e telefones variam: teste seus códigos impressos antes de uma grande tiragem. O serviço é fornecido no estado em que se encontra, sem nenhuma garantia de disponibilidade, e, na medida permitida pela lei, não nos responsabilizamos por perdas causadas por um código que não possa ser lido ou por uma interrupção do serviço.',
  'changes.title': 'Alterações',
  'changes.text':
    'Podemos atualizar estes termos; a data no topo indica quando foram alterados pela última vez. Continuar usando o site depois de uma alteração significa que você aceita os novos termos.',
};
