import type { Catalogue } from '../../format.js';
import type { SiteChromeMessageId } from './en.js';

export const messages: Catalogue<SiteChromeMessageId> = {
  'site.title': 'Gerador de códigos QR grátis',
  'site.description':
    'Crie, personalize e baixe códigos QR de graça. Cadastre-se para salvar seus códigos e criar códigos QR dinâmicos que você pode editar depois de imprimir.',
  skip: 'Ir para o conteúdo',
  'nav.main': 'Principal',
  'nav.mobile': 'Menu móvel',
  'nav.openMenu': 'Abrir o menu',
  'nav.features': 'Recursos',
  'nav.useCases': 'Casos de uso',
  'nav.templates': 'Modelos',
  'nav.blog': 'Blog',
  'nav.faq': 'Perguntas',
  'nav.pricing': 'Preços',
  'nav.login': 'Entrar',
  'nav.signup': 'Cadastrar-se',
  'footer.nav': 'Rodapé',
  'footer.about': 'Sobre nós',
  'footer.contact': 'Contato',
  'footer.developers': 'Desenvolvedores',
  'footer.privacy': 'Privacidade',
  'footer.terms': 'Termos',
  'footer.rights': '© {year} {brand}. Todos os direitos reservados.',
  'footer.poweredBy': 'Com tecnologia {brand}',
  'newsletter.heading': 'Dicas de códigos QR no seu e-mail',
  'newsletter.text':
    'Shark Tips: um e-mail por semana sobre códigos QR e marketing. Confirme por e-mail e cancele com um clique.',
  'newsletter.label': 'Endereço de e-mail',
  'newsletter.placeholder': 'Digite seu e-mail',
  'newsletter.subscribe': 'Inscrever-me',
  'switcher.current': '{language} (esta página)',
  'notFound.eyebrow': 'Erro 404',
  'notFound.title': 'Página não encontrada',
  'notFound.description': 'Não há nenhuma página neste endereço.',
  'notFound.text':
    'Não há nenhuma página neste endereço. O link pode estar digitado errado, ou a página pode ter mudado de lugar.',
  'notFound.home': 'Ir para a página inicial',
  'notFound.pages': 'Páginas principais',
  'notFound.make': 'Criar um código QR',
};
