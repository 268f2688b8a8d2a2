import type { Catalogue } from '../../format.js';
import type { SiteAnalyticsFeatureMessageId } from './en.js';

export const messages: Catalogue<SiteAnalyticsFeatureMessageId> = {
  'page.title': 'Estatísticas e acompanhamento de códigos QR',
  'page.description':
    'Estatísticas de leitura para códigos QR dinâmicos: contagens em tempo real, países, dispositivos e navegadores, visitantes únicos, exportação em CSV e PDF, sem guardar endereços IP.',
  'page.intro':
    'Códigos dinâmicos contam cada leitura. Veja quando, onde e em quais dispositivos seus códigos são lidos, sem rastrear as pessoas que os leem.',
  'hero.start': 'Começar a acompanhar agora',
  'hero.features': 'Ver todos os recursos',
  'cards.title': 'O que você pode ver',
  'card.realtime.title': 'Acompanhamento de leituras em tempo real',
  'card.realtime.text':
    'As leituras dos seus códigos dinâmicos aparecem em segundos, com um indicador ao vivo enquanto você acompanha, e um total acumulado por código.',
  'card.geo.title': 'Dados geográficos',
  'card.geo.text':
    'Veja de quais países vêm suas leituras, identificados no nosso próprio servidor sem guardar o endereço IP de ninguém.',
  'card.devices.title': 'Estatísticas de dispositivos e navegadores',
  'card.devices.text':
    'Divida as leituras por tipo de dispositivo, sistema operacional e navegador para saber como as pessoas chegam até você.',
  'card.performance.title': 'Métricas de desempenho',
  'card.performance.text':
    'Leituras totais e únicas ao longo do tempo, para cada código e para todos os seus códigos, com robôs e prévias de links fora das contagens.',
  'card.export.title': 'Exportação em CSV e PDF',
  'card.export.text':
    'Baixe as leituras de um código como arquivo CSV para sua planilha, ou como relatório em PDF para compartilhar.',
  'card.dates.title': 'Filtro por período personalizado',
  'card.dates.text':
    'Veja os últimos dias ou semanas, ou escolha suas próprias datas de início e fim, no seu próprio fuso horário.',
  'demo.title': 'Veja como funciona',
  'demo.text':
    'Estes são os gráficos do seu painel, desenhados aqui com dados de exemplo. Passe o cursor sobre um ponto ou toque nele para ver seus números; leitores de tela recebem os mesmos números em forma de tabela.',
  'plans.title': 'Incluído com uma conta gratuita',
  'plans.text':
    'Uma conta gratuita inclui um código dinâmico com estatísticas: cada leitura é contada, com todos os detalhes (país, dispositivo, navegador) nas primeiras 100 leituras de cada código a cada mês. O teste grátis e as assinaturas mantêm os detalhes de cada leitura.',
  'plans.start': 'Comece grátis',
};
