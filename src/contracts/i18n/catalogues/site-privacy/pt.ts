import type { Catalogue } from '../../format.js';
import type { SitePrivacyMessageId } from './en.js';

export const messages: Catalogue<SitePrivacyMessageId> = {
  'page.title': 'Política de privacidade',
  'page.description':
    'O que o {brand} guarda sobre você e sobre as pessoas que leem seus códigos: nenhum endereço IP nas estatísticas, apenas um cookie de sessão, e como pedir a exclusão dos seus dados.',
  'frame.updated': 'Última atualização: {date}',
  'frame.translation': 'Esta página é uma tradução do <link>original em inglês</link>.',
  'frame.questions': 'Dúvidas sobre esta página? <link>Fale conosco</link>.',
  intro:
    'O {brand} guarda sobre você o mínimo possível para fazer seu trabalho. Esta página lista exatamente o que é guardado, por que e por quanto tempo.',
  'anonymous.title': 'Sem conta',
  'anonymous.text':
    'Você pode criar e baixar códigos QR estáticos sem criar conta. Quando faz isso, registramos:',
  'anonymous.generated':
    'que um código foi gerado ou baixado: o tipo, o conteúdo, as cores, o formato do arquivo, o texto de user-agent do seu navegador e o site cujo link trouxe você até aqui (apenas o host);',
  'anonymous.browserId':
    'um identificador aleatório que seu navegador guarda no armazenamento local, para que as visitas de um mesmo navegador possam ser agrupadas. Não é um cookie e não está vinculado à sua identidade.',
  'anonymous.use':
    'Usamos esses registros para entender quais funções são usadas. Nenhum endereço IP é guardado com eles.',
  'account.title': 'Sua conta',
  'account.email':
    'Seu endereço de e-mail (que também é seu nome de usuário) e, se você o informar, seu nome.',
  'account.password':
    'Sua senha, guardada apenas como um hash Argon2: não conseguimos lê-la. Se você entrar com o Google, guardamos em vez disso o identificador da sua conta Google.',
  'account.codes':
    'Os códigos que você salva e seus códigos dinâmicos: o conteúdo, o design, o destino e qualquer logotipo, imagem ou PDF que você enviar para eles.',
  'account.plan':
    'Seu plano: as datas do teste grátis e, se você assinar, as referências do provedor de pagamentos.',
  'account.sessions':
    'Suas sessões conectadas, com o texto de user-agent do navegador, para que você possa ser desconectado em todos os lugares quando trocar sua senha.',
  'cookies.title': 'Cookies',
  'cookies.text':
    'Usamos um único cookie: o cookie de sessão que mantém você conectado. Ele só é criado quando você entra, é marcado como HttpOnly para que os scripts da página não possam lê-lo, e termina quando você sai ou depois de 30 dias. Enquanto você entra com o Google, um cookie de curta duração guarda os valores de segurança desse acesso até o Google trazer você de volta. Não há cookies de publicidade nem cookies de rastreamento de terceiros.',
  'scans.title': 'Pessoas que leem seus códigos',
  'scans.text':
    'Os códigos estáticos não passam de forma alguma pelo nosso servidor: nunca sabemos quando são lidos. Quando alguém lê um código dinâmico, guardamos:',
  'scans.time':
    'o horário, e se a solicitação parecia vir de um bot ou de uma pré-visualização de link;',
  'scans.device':
    'o tipo de dispositivo, o sistema operacional e o navegador, obtidos do texto de user-agent;',
  'scans.country':
    'o país, consultado no nosso próprio servidor em um banco de dados offline (o endereço não é enviado a lugar nenhum);',
  'scans.referrer':
    'o nome de host do site de origem, quando o aplicativo de quem lê o código envia um;',
  'scans.visitorKey':
    'uma chave de visitante: um código de mão única calculado a partir do endereço, do navegador e do código QR com um segredo que muda todos os dias. Ela nos permite contar visitantes únicos dentro de um dia e não pode ser convertida de volta em um endereço nem associada entre dias diferentes.',
  'scans.noIp': 'Não guardamos o endereço IP de ninguém que leia um código.',
  'email.title': 'E-mails e mensagens de contato',
  'email.text':
    'Enviamos e-mails apenas para sua conta (links de verificação, de senha e de teste grátis) e para responder a você. Cada mensagem que enviamos fica guardada na nossa tabela de saída. As mensagens que você envia pelo formulário de contato (seu nome, endereço de e-mail, assunto e texto) são guardadas para que possamos respondê-las, e encaminhadas ao nosso endereço de suporte.',
  'payments.title': 'Pagamentos',
  'payments.text':
    'Os planos pagos são processados pela Stripe. Você digita os dados do cartão no próprio formulário da Stripe; eles nunca chegam ao nosso servidor. Guardamos apenas os identificadores de cliente e de assinatura da Stripe. A política de privacidade da própria Stripe cobre o que ela guarda.',
  'abuse.title': 'Proteção contra abusos e logs do servidor',
  'abuse.text':
    'Para conter abusos (por exemplo, tentativas repetidas de entrar ou enxurradas de mensagens), contamos as solicitações por endereço. Os contadores guardam um hash de mão única com chave, não o endereço, e expiram ao fim de sua janela de tempo. Os logs do nosso servidor registram as solicitações, incluindo o endereço IP, para operar e proteger o serviço.',
  'retention.title': 'Guarda e exclusão de dados',
  'retention.text':
    'Os dados da sua conta são guardados enquanto sua conta existir. Você pode baixar uma cópia deles (seu perfil, códigos, dados de leituras e arquivos enviados, em um arquivo ZIP) e excluir sua conta. Uma conta excluída pode ser restaurada pela página de entrada durante 30 dias, e seus códigos dinâmicos continuam redirecionando nesse meio-tempo. Você também pode nos pedir isso pela página de contato. Excluir um único código dinâmico desativa seu link curto e o remove do seu painel.',
  'operator.title': 'Quem opera este site',
  'operator.text':
    'O {brand} é um software que qualquer pessoa pode instalar e executar. O operador deste site decide onde os dados dele são guardados e é responsável por eles; a página de contato permite falar com ele.',
};
