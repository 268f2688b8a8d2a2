import type { Catalogue } from '../../format.js';
import type { SiteContactMessageId } from './en.js';

export const messages: Catalogue<SiteContactMessageId> = {
  'page.title': 'Fale conosco',
  'page.description':
    'Faça uma pergunta, relate um problema ou envie sua opinião sobre o QR Shark. Respondemos em até 24 horas em dias úteis.',
  'page.intro':
    'Dúvidas sobre um código, um problema com a sua conta ou uma ideia para o produto: escreva para nós e uma pessoa vai ler. Respondemos em até {responseTime}.',
  'info.label': 'Como falar conosco',
  'info.email': 'E-mail',
  'info.emailLoading': 'Carregando...',
  'info.emailUnavailable': 'Use o formulário desta página.',
  'info.hours': 'Horário de atendimento',
  'info.defaultHours': 'Seg. a sex., das 9h às 18h (EST)',
  'info.responseTime': 'Tempo de resposta',
  'info.replyWithin': 'Respondemos em até {responseTime}.',
  'info.defaultResponseTime': '24 horas',
  'form.title': 'Envie uma mensagem',
  'form.required': 'Todos os campos são obrigatórios.',
  'form.label': 'Formulário de contato',
  'form.name': 'Nome',
  'form.email': 'E-mail',
  'form.inquiryType': 'Tipo de solicitação',
  'form.subject': 'Assunto',
  'form.message': 'Mensagem',
  'form.honeypot': 'Deixe este campo vazio',
  'form.send': 'Enviar mensagem',
  'form.sending': 'Enviando...',
  'form.addressAbove': 'o endereço indicado acima',
  'inquiry.general': 'Dúvida geral',
  'inquiry.support': 'Suporte técnico',
  'inquiry.business': 'Solicitação comercial',
  'inquiry.feedback': 'Opinião',
  'error.nameTooShort': 'O nome deve ter pelo menos 2 caracteres',
  'error.nameTooLong': 'O nome deve ter no máximo 100 caracteres',
  'error.invalidEmail': 'Digite um endereço de e-mail válido',
  'error.subjectTooShort': 'O assunto deve ter pelo menos 5 caracteres',
  'error.subjectTooLong': 'O assunto deve ter no máximo 200 caracteres',
  'error.messageTooShort': 'A mensagem deve ter pelo menos 10 caracteres',
  'error.messageTooLong': 'A mensagem deve ter no máximo 5000 caracteres',
  'error.invalidInquiryType':
    'Escolha Dúvida geral, Suporte técnico, Solicitação comercial ou Opinião',
  'sent.title': 'Mensagem enviada!',
  'sent.description': 'Vamos responder em até 24 horas',
  'received.title': 'Mensagem recebida',
  'received.description':
    'Este servidor não tem e-mail configurado, então nenhum e-mail foi enviado: sua mensagem fica no servidor até que o administrador a leia.',
  'failed.title': 'Erro',
  'failed.description':
    'Houve um problema ao enviar sua mensagem. Tente novamente ou envie um e-mail diretamente para {email}',
  'failed.tooMany':
    'Você enviou várias mensagens deste endereço na última hora. Tente novamente em {wait} ou envie um e-mail diretamente para nós.',
  'topics.title': 'Temas de ajuda',
  'topics.text': 'Escolha um para definir o tipo de solicitação do formulário.',
  'topics.support.title': 'Suporte técnico',
  'topics.support.text':
    'Um código que não pode ser lido, um download que falha, problemas para entrar ou com um código dinâmico.',
  'topics.business.title': 'Solicitações comerciais',
  'topics.business.text':
    'Muitos códigos para uma equipe ou uma tiragem impressa, hospedagem no seu próprio servidor, ou planos e pagamentos.',
  'topics.feedback.title': 'Opinião',
  'topics.feedback.text':
    'Algo que você gostaria que o gerador ou o painel fizessem, ou algo que deixou você confuso.',
  'topics.general.title': 'Dúvidas gerais',
  'topics.general.text': 'Qualquer outra coisa sobre códigos QR ou sobre este site.',
  'links.title': 'Links rápidos',
  'links.faq': 'Perguntas frequentes',
  'links.features': 'Recursos',
  'links.useCases': 'Casos de uso',
  'questions.title': 'Dúvidas comuns',
  'questions.account.q': 'Preciso de uma conta para criar um código QR?',
  'questions.account.a':
    'Não. Os códigos estáticos são criados e baixados na página inicial sem entrar. Com uma conta, você pode salvar códigos e criar códigos dinâmicos.',
  'questions.printed.q': 'Meus códigos impressos vão parar de funcionar?',
  'questions.printed.a':
    'Os códigos estáticos guardam seu conteúdo diretamente e nunca expiram. Os códigos dinâmicos continuam redirecionando quando um teste grátis termina ou um plano muda; os limites do plano só afetam a criação de novos códigos.',
  'questions.destination.q': 'Posso mudar para onde um código impresso aponta?',
  'questions.destination.a':
    'Sim, se for um código dinâmico: edite o destino dele no painel e a próxima leitura vai para o novo endereço.',
};
