import type { Catalogue } from '../../format.js';
import type { AppAuthMessageId } from './en.js';

export const messages: Catalogue<AppAuthMessageId> = {
  'page.loginTitle': 'Entrar - {brand}',
  'page.registerTitle': 'Criar conta - {brand}',
  'page.loginHeading': 'Entre na sua conta',
  'page.registerHeading': 'Crie uma conta grátis',
  'page.loginIntro': 'Gerencie seus códigos QR salvos e dinâmicos.',
  'page.registerIntro':
    'Salve seus códigos, edite os códigos dinâmicos depois de impressos e veja as leituras deles.',
  'page.restore': 'Excluiu sua conta recentemente? <link>Restaure-a</link>',

  'form.email': 'E-mail',
  'form.password': 'Senha',

  'login.resetNeedsEmail': 'Digite seu e-mail acima e escolha “Esqueci minha senha”.',
  'login.sendingLink': 'Enviando o link...',
  'login.forgot': 'Esqueci minha senha',
  'login.submitting': 'Entrando...',
  'login.submit': 'Entrar',
  'login.google': 'Entrar com o Google',
  'login.newHere': 'Ainda não tem conta? <link>Criar conta</link>',
  'login.success': 'Você entrou',
  'login.welcomeBack': 'Que bom ver você de novo, {name}',
  'login.failed': 'Não foi possível entrar',

  'reset.checkEmail': 'Confira seu e-mail',
  'reset.notSent': 'Link não enviado',
  'reset.tryAgain': 'Tente novamente daqui a pouco.',

  'register.submitting': 'Criando a conta...',
  'register.submit': 'Criar conta',
  'register.google': 'Criar conta com o Google',
  'register.haveAccount': 'Já tem uma conta? <link>Entrar</link>',
  'register.success': 'Conta criada',
  'register.welcome': 'Boas-vindas, {name}',
  'register.failed': 'Não foi possível criar a conta',

  'company.open': 'Entrar com sua empresa',
  'company.email': 'E-mail profissional',
  'company.hint': 'Vamos levar você à página de acesso da sua empresa.',
  'company.opening': 'Abrindo o acesso da sua empresa…',
  'company.continue': 'Continuar',

  'verify.title': 'Verifique seu endereço de e-mail',
  'verify.verified': 'Endereço de e-mail verificado',
  'verify.goToCodes': 'Ir para seus códigos QR',
  'verify.deleted': 'Conta excluída',
  'verify.login': 'Entrar',
  'verify.checking': 'Verificando seu link...',
  'verify.confirms':
    'Este link confirma o endereço <strong>{address}</strong> da conta criada em {created}.',
  'verify.confirming': 'Confirmando...',
  'verify.confirm': 'Confirmar meu endereço',
  'verify.notSignedIn':
    'Este navegador não está conectado a essa conta. Se este endereço é seu, escolha a senha da conta para confirmar: quem criou a conta é desconectado em todos os dispositivos, a senha definida na criação deixa de funcionar e as chaves de API e os webhooks da conta são desativados.',
  'verify.newPassword': 'Nova senha',
  'verify.confirmPassword': 'Confirmar nova senha',
  'verify.confirmAndSet': 'Confirmar e definir senha',
  'verify.declineQuestion': 'Não foi você que criou esta conta?',
  'verify.notMe': 'Não fui eu',
  'verify.declineConfirm':
    'Excluir a conta de {address}? Tudo o que ela contém será removido, e ela não poderá ser restaurada.',
  'verify.deleting': 'Excluindo...',
  'verify.delete': 'Excluir a conta',
  'verify.cancel': 'Cancelar',

  'handOver.label': 'O que mudou',
  'handOver.summary':
    'A conta foi criada antes de você comprovar este endereço, então garantimos que só você tenha acesso a ela: {sessions, plural, =0 {nenhum dispositivo foi desconectado} one {# dispositivo conectado foi desconectado} other {# dispositivos conectados foram desconectados}}, {apiKeys, plural, =0 {nenhuma chave de API foi revogada} one {# chave de API foi revogada} other {# chaves de API foram revogadas}}, {webhooks, plural, =0 {nenhum webhook foi removido} one {# webhook foi removido} other {# webhooks foram removidos}}, e a senha definida na criação não funciona mais.',
  'handOver.codes':
    'A conta tem {total, plural, one {# código QR dinâmico, que continua funcionando. Confira para onde ele leva quem ler o código:} other {# códigos QR dinâmicos, que continuam funcionando. Confira para onde eles levam quem ler o código:}}',
  'handOver.code': '{name}: {destination}',
  'handOver.pausedCode': '{name}: {destination} (em pausa)',
  'handOver.more': 'e mais {count, number} no seu painel.',

  'setup.documentTitle': 'Configurar o administrador - {brand}',
  'setup.title': 'Configurar o administrador',
  'setup.login': 'Entrar',
  'setup.checking': 'Verificando seu link...',
  'setup.forAddress':
    'Escolha a senha de {address}. Esta conta passa a ser administradora de {brand}, e todos os dispositivos conectados a ela são desconectados.',
  'setup.noAdmin':
    'Este servidor ainda não tem administrador. Escolha o endereço e a senha com que você vai entrar como administrador. Este link funciona uma única vez.',
  'setup.email': 'E-mail',
  'setup.password': 'Senha',
  'setup.confirmPassword': 'Confirmar senha',
  'setup.failed': 'Não foi possível configurar o administrador. Tente novamente.',
  'setup.submitting': 'Configurando...',
  'setup.submit': 'Tornar-me administrador',
  'setup.done': 'Administrador configurado',
};
