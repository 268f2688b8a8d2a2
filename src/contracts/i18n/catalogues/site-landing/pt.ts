import type { Catalogue } from '../../format.js';
import type { SiteLandingMessageId } from './en.js';

export const messages: Catalogue<SiteLandingMessageId> = {
  'hero.title': 'Crie códigos QR que sempre funcionam na leitura',
  'hero.text':
    'Crie códigos QR estáticos de graça, ou cadastre-se para salvá-los e criar códigos QR dinâmicos que você pode editar depois de imprimir.',
  'hero.create': 'Crie seu código QR',
  'stats.heading': 'Este site em números',
  'stats.codesGenerated': 'códigos QR gerados aqui',
  'stats.dynamicCodes': 'códigos QR dinâmicos criados',
  'stats.scansCounted': 'leituras contadas',
  'stats.unavailable': 'Os números deste site não estão disponíveis no momento.',
  'features.title': 'Feito para seus códigos funcionarem na leitura',
  'features.intro':
    'Ferramentas gratuitas para o código em si, e uma conta para tudo o que acontece depois da impressão.',
  'features.all': 'Ver todos os recursos',
  'useCases.title': 'Onde os códigos QR ajudam',
  'useCases.intro': 'Algumas formas de as empresas colocarem os códigos para trabalhar.',
  'useCases.more': 'Mais casos de uso',
  'benefits.title': 'O que uma conta gratuita oferece',
  'benefits.intro': 'Grátis para sempre, sem cartão de crédito.',
  'benefits.static': 'Códigos QR estáticos ilimitados, grátis e sem marca d’água',
  'benefits.dynamic':
    '{count, plural, one {# código QR dinâmico com destino que você pode mudar depois de imprimir} other {# códigos QR dinâmicos com destino que você pode mudar depois de imprimir}}',
  'benefits.analytics':
    'Estatísticas de leitura, com todos os detalhes de {scans} leituras por código a cada mês (toda leitura é contada)',
  'benefits.saved': 'Até {saved} códigos salvos no seu painel',
  'benefits.design': 'Logotipos e degradês de duas cores no gerador',
  'benefits.trial': 'Um teste de {days} dias com até {dynamic} códigos QR dinâmicos',
  'stories.title': 'Como as pessoas usam',
  'stories.example': 'Exemplo',
  'story.bakery.who': 'Uma padaria',
  'story.bakery.text':
    'Uma padaria imprime um código QR dinâmico nos sacos de papel. No verão ele leva ao cardápio de sorvetes, em dezembro ao formulário de encomenda de panetones: os sacos nunca mudam.',
  'story.wedding.who': 'Um casal de noivos',
  'story.wedding.text':
    'Um casal coloca um código de Wi-Fi e um código de evento de agenda nos cartões das mesas: os convidados se conectam e salvam a data do brunch do dia seguinte sem precisar perguntar.',
  'story.tradesperson.who': 'Um prestador de serviços',
  'story.tradesperson.text':
    'Um eletricista cola um código com seu cartão de contato na porta da van. Quem espera no semáforo salva o número com uma leitura, em vez de fotografar a van.',
  'faq.title': 'Perguntas frequentes',
  'faq.all': 'Todas as perguntas',
  'cta.title': 'Crie seu código QR agora',
  'cta.text': 'Grátis, sem cadastro. Personalize, confira se a leitura funciona e baixe.',
  'cta.create': 'Criar um código QR',
  'cta.design': 'Personalizar seu código',
};
