import type { Catalogue } from '../../format.js';
import type { SiteBlogMessageId } from './en.js';

export const messages: Catalogue<SiteBlogMessageId> = {
  'posts.english': 'Os artigos estão em inglês.',
  'page.title': 'Blog',
  'page.description':
    'Artigos práticos sobre códigos QR (em inglês): tamanhos de impressão, correção de erros, códigos estáticos e dinâmicos, estatísticas e privacidade das leituras, phishing com QR, design, cardápios, eventos e Wi-Fi.',
  'page.intro':
    'Guias práticos para criar códigos QR que funcionam na leitura, e para usá-los bem.',
  search: 'Buscar artigos',
  filter: 'Filtrar artigos por categoria',
  'filter.all': 'Todos',
  shown: '{count, plural, one {# artigo exibido} other {# artigos exibidos}}',
  'empty.title': 'Nenhum artigo encontrado',
  'empty.text': 'Tente outra palavra ou categoria.',
  tags: 'Tags',
  readTime: '{minutes} min de leitura',
};
