import type { Catalogue } from '../../format.js';
import type { SiteTemplatesMessageId } from './en.js';

export const messages: Catalogue<SiteTemplatesMessageId> = {
  'page.title': 'Modelos de código QR',
  'page.description':
    'Modelos de código QR prontos para sites, cartões de visita, menus, Wi-Fi, eventos, e-mail, perfis sociais, apps e pagamentos. Abra um no gerador e deixe-o do seu jeito.',
  'page.intro':
    'Comece com um design pronto com conteúdo de exemplo e, depois, troque o conteúdo e o estilo pelos seus no gerador.',
  'filter.label': 'Filtrar modelos por categoria',
  'filter.shown': 'Mostrando {count, plural, one {# modelo} other {# modelos}}',
  'category.all': 'Todos os modelos',
  'category.business': 'Negócios',
  'category.personal': 'Pessoal',
  'category.hospitality': 'Hotéis e restaurantes',
  'category.events': 'Eventos',
  'card.popular': 'Popular',
  'card.previewAlt': 'Código QR de exemplo: {title}',
  'card.previewUnavailable': 'Prévia indisponível',
  'card.signUp': 'Crie uma conta para usar este modelo',
  'card.use': 'Usar modelo',
  'card.useLabel': 'Usar modelo: {title}',
  'type.url': 'Site',
  'type.contact': 'Contato',
  'type.payment': 'Pagamento',
  'type.pdf': 'Menu/PDF',
  'type.location': 'Localização',
  'type.wifi': 'Wi-Fi',
  'type.events': 'Eventos',
  'type.email': 'E-mail',
  'type.social': 'Redes sociais',
  'type.apps': 'Apps',
  'type.bitcoin': 'Bitcoin',
  'more.title': 'Precisa de outra coisa?',
  'more.text': 'O gerador cria 16 tipos de código QR com o seu próprio conteúdo e design.',
  'more.create': 'Criar um código QR personalizado',
  'website.title': 'Link para site',
  'website.description':
    'Leve as pessoas para a sua página inicial, uma landing page ou uma loja online.',
  'business-card.title': 'Cartão de visita',
  'business-card.description':
    'Um cartão de contato com nome, empresa, telefone e e-mail, salvo com uma única leitura.',
  'payment.title': 'Pedido de pagamento',
  'payment.description': 'Abre uma página de pagamento para um produto ou serviço com preço fixo.',
  'menu.title': 'Menu de restaurante',
  'menu.description':
    'Ligue os cartões de mesa ao seu menu em PDF, que você pode substituir a qualquer momento.',
  'location.title': 'Localização',
  'location.description':
    'Abre um endereço no app de mapas, para lojas, locais de eventos e pontos de encontro.',
  'wifi.title': 'Acesso ao Wi-Fi',
  'wifi.description': 'Deixe os convidados entrarem na sua rede sem digitar a senha.',
  'event.title': 'Convite para evento',
  'event.description': 'Adicione um evento com data e horário à agenda de quem ler o código.',
  'contact-phone.title': 'Contato telefônico',
  'contact-phone.description':
    'Um contato simples com nome e número de telefone, para panfletos e avisos.',
  'email.title': 'Mensagem de e-mail',
  'email.description': 'Abre um novo e-mail com o endereço, o assunto e o texto já preenchidos.',
  'social-media.title': 'Perfil social',
  'social-media.description': 'Ganhe seguidores com um código que abre a página do seu perfil.',
  'event-calendar.title': 'Compromisso na agenda',
  'event-calendar.description':
    'Coloque uma reunião, uma aula ou uma oficina na agenda com uma única leitura.',
  'app-download.title': 'Download de app',
  'app-download.description': 'Leve as pessoas direto para a página do seu app na loja.',
  'bitcoin-payment.title': 'Pagamento em Bitcoin',
  'bitcoin-payment.description':
    'Compartilhe um endereço de carteira e um valor, copiados com exatidão pelo app da carteira.',
};
