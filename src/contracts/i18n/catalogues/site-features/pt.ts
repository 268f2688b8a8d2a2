import type { Catalogue } from '../../format.js';
import type { SiteFeaturesMessageId } from './en.js';

export const messages: Catalogue<SiteFeaturesMessageId> = {
  'page.title': 'Recursos',
  'page.description':
    'Tudo o que o QR Shark faz: 16 tipos de código QR, downloads em PNG, SVG e PDF, teste de leitura, personalização, códigos QR dinâmicos e estatísticas de leitura sem endereços IP.',
  'page.intro':
    'O que você pode fazer aqui hoje, de um código estático gratuito a códigos QR dinâmicos com estatísticas. Os cartões marcados com <b>{account}</b> exigem um cadastro (grátis); os marcados com <b>{premium}</b> ficam totalmente disponíveis durante o teste grátis ou com uma assinatura Premium.',
  'access.account': 'Conta gratuita',
  'access.premium': 'Premium ou teste',
  'link.analytics': 'Saiba mais sobre as estatísticas',
  'cta.title': 'Crie seu primeiro código',
  'cta.text':
    'Você não precisa de conta para códigos estáticos. Compare os planos quando precisar de mais códigos QR dinâmicos.',
  'cta.plans': 'Ver planos',
  'category.generation.title': 'Criação',
  'category.generation.intro':
    'Crie códigos para o que as pessoas realmente leem, e saiba que funcionam antes de imprimir.',
  'category.customization.title': 'Personalização',
  'category.customization.intro':
    'Deixe o código com a cara da sua marca sem dificultar a leitura.',
  'category.management.title': 'Gestão',
  'category.management.intro':
    'Mantenha seus códigos em um só lugar e mude-os depois de impressos.',
  'category.security.title': 'Segurança e privacidade',
  'category.security.intro': 'Proteja quem lê seus códigos, e também a sua conta.',
  'feature.types.title': '16 tipos de código QR',
  'feature.types.description':
    'Sites, cartões de contato (vCard), acesso ao Wi-Fi, e-mail, SMS, WhatsApp, locais, eventos de agenda, downloads de apps, perfis sociais, páginas de avaliação, pagamentos em Bitcoin, PDFs, imagens, texto simples e pagamentos de produtos.',
  'feature.downloads.title': 'Downloads em PNG, SVG e PDF',
  'feature.downloads.description':
    'Baixe um PNG de até 4096 pixels de largura, um SVG vetorial que fica nítido em qualquer tamanho ou um PDF pronto para impressão no tamanho que você escolher.',
  'feature.scan-check.title': 'Teste de leitura antes de imprimir',
  'feature.scan-check.description':
    'Cada código é lido por três decodificadores independentes e por uma câmera de celular simulada, e depois classificado como Robusto, Frágil ou Ilegível, com dicas do que mudar.',
  'feature.colours.title': 'Cores e degradês',
  'feature.colours.description':
    'Escolha as cores do código e do fundo, com uma verificação de contraste que avisa quando uma combinação não vai funcionar na leitura. Degradês de duas cores vêm com uma conta gratuita.',
  'feature.shapes.title': 'Formatos de pontos e cantos',
  'feature.shapes.description':
    'Pontos quadrados, redondos, arredondados ou arredondados elegantes, e marcadores de canto quadrados, squircle ou quadrados curvos, cada um com sua própria cor.',
  'feature.logo-frame.title': 'Logotipos e molduras',
  'feature.logo-frame.description':
    'Adicione uma moldura com chamada para ação, como "SCAN ME", em três estilos. Com uma conta gratuita, coloque seu logotipo ou um ícone pronto no centro.',
  'feature.saved.title': 'Códigos salvos',
  'feature.saved.description':
    'Guarde os códigos que você cria na sua conta (até 20 no plano gratuito), renomeie-os e baixe-os de novo quando quiser.',
  'feature.dynamic.title': 'Códigos QR dinâmicos',
  'feature.dynamic.description':
    'Imprima uma vez e mude o destino depois. Pause e retome um código, e exporte seus códigos com o número de leituras em CSV. Uma conta gratuita inclui um; o teste e as assinaturas incluem mais.',
  'feature.analytics.title': 'Estatísticas de leitura',
  'feature.analytics.description':
    'Veja as leituras ao longo do tempo, visitantes únicos, países, dispositivos, navegadores e sistemas operacionais de cada código QR dinâmico, e exporte tudo em CSV ou PDF.',
  'feature.safe-links.title': 'Links curtos seguros',
  'feature.safe-links.description':
    'Códigos QR dinâmicos só redirecionam para endereços da web que passam nas nossas verificações, e um código pausado ou excluído mostra uma página clara em vez de um link quebrado.',
  'feature.privacy.title': 'Estatísticas sem endereços IP',
  'feature.privacy.description':
    'As leituras são contadas sem guardar endereços IP: visitantes únicos são diferenciados por uma chave de mão única que muda todos os dias, e robôs e prévias de links ficam de fora.',
  'feature.accounts.title': 'Segurança da conta levada a sério',
  'feature.accounts.description':
    'As senhas são protegidas com hash Argon2, as sessões ficam em um cookie seguro e terminam em todos os lugares quando você troca a senha, e tentativas de login malsucedidas repetidas são desaceleradas. O login com Google fica disponível quando o site o ativa.',
};
