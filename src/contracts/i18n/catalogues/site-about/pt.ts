import type { Catalogue } from '../../format.js';
import type { SiteAboutMessageId } from './en.js';

export const messages: Catalogue<SiteAboutMessageId> = {
  'page.title': 'Sobre o {brand}',
  'page.description':
    'O {brand} é um gerador e gerenciador de códigos QR que você pode hospedar no seu próprio servidor: códigos estáticos gratuitos, códigos dinâmicos que você pode editar e estatísticas de leitura que respeitam a privacidade.',
  'page.intro':
    'Um gerador e gerenciador de códigos QR construído em torno de uma promessa: os códigos que ele cria podem ser lidos, e continuam podendo ser lidos.',
  'stats.note':
    'Totais em tempo real do próprio banco de dados deste site, atualizados a cada minuto.',
  'story.title': 'Nossa história',
  'story.problem':
    'Os códigos QR estão por toda parte: em cardápios, cartazes, encomendas e cartões de visita. Criar um é fácil; criar um que ainda possa ser lido depois de ganhar um logotipo no meio, uma cor da marca e uma passagem pela impressora é mais difícil. Além disso, muitos geradores escondem um código gratuito atrás de um cadastro, ou o transformam em um link curto que para de funcionar quando uma assinatura termina.',
  'story.answer':
    'O {brand} foi criado para fazer o contrário. Os códigos estáticos são gratuitos e guardam seu conteúdo diretamente. Cada código é verificado por decodificadores reais antes de você baixá-lo, e o gerador diz em palavras simples o que mudar quando um design é frágil. Quando você precisa mesmo mudar um código depois de impresso, os códigos dinâmicos redirecionam por um link curto que você controla, e as estatísticas deles foram pensadas para contar leituras sem rastrear pessoas.',
  'values.title': 'O que valorizamos',
  'values.scan.title': 'Todo código precisa poder ser lido',
  'values.scan.text':
    'Um código QR que não pode ser lido é pior do que nenhum. Cada código que geramos é lido de volta por três decodificadores e por uma câmera de telefone simulada antes de você baixá-lo.',
  'values.privacy.title': 'Respeito por quem lê os códigos',
  'values.privacy.text':
    'As estatísticas contam as leituras sem armazenar endereços IP, com uma chave de visitante que muda todos os dias, e deixam os robôs fora dos números.',
  'values.free.title': 'Grátis é grátis',
  'values.free.text':
    'Os códigos estáticos não exigem conta, não têm marca d’água e nunca expiram. Os códigos impressos continuam funcionando, aconteça o que acontecer com o seu plano.',
  'values.selfHosted.title': 'No seu próprio servidor',
  'values.selfHosted.text':
    'O {brand} pode ser hospedado por você mesmo: um único servidor Node.js com um banco de dados embutido, ou PostgreSQL para instalações maiores.',
  'offer.title': 'O que oferecemos',
  'offer.generator': 'Um gerador de 16 tipos de código QR, com downloads em PNG, SVG e PDF',
  'offer.design':
    'Cores, degradês, formatos de pontos e cantos, logotipos e molduras com chamada para ação',
  'offer.dynamic':
    'Códigos dinâmicos cujo destino você pode mudar, e que pode pausar e retomar, depois de impressos',
  'offer.analytics':
    'Estatísticas de leitura por dia, país, dispositivo, navegador e sistema operacional, com exportação em CSV e PDF',
  'offer.dashboard': 'Um painel para seus códigos salvos e dinâmicos',
  'offer.trial': 'Um teste grátis de 3 dias da cota maior de códigos dinâmicos',
  'credits.title': 'Créditos',
  'credits.dbip':
    '(CC BY 4.0): os países das leituras são consultados offline no banco de dados de países dele.',
  'credits.inter':
    'Inter (SIL Open Font Licence 1.1): a fonte dos textos das molduras dos códigos QR.',
  'credits.icons': 'Simple Icons (CC0) e Bootstrap Icons (MIT): os logotipos predefinidos.',
  'cta.title': 'Veja com seus próprios olhos',
  'cta.text': 'Crie um código em menos de um minuto, ou leia a lista completa de recursos.',
  'cta.features': 'Ver recursos',
};
