import type { Catalogue } from '../../format.js';
import type { AppNewsletterMessageId } from './en.js';

export const messages: Catalogue<AppNewsletterMessageId> = {
  'page.title': 'Newsletter',
  'page.forbidden': '403: só administradores podem enviar newsletters e notificações.',
  'error.title': 'Erro',
  'error.sendFailed': 'Não foi possível enviar a newsletter. Tente novamente.',
  'action.send': 'Enviar',

  'stats.label': 'Números',
  'stats.loadFailed': 'Não foi possível carregar os números.',
  'stats.totalUsers': 'Total de usuários',
  'stats.qrCodes': 'Códigos QR',
  'stats.subscribers': 'Inscritos',
  'stats.newIn7Days': '{count, plural, one {# novo} other {# novos}} em 7 dias',
  'stats.waiting': '{count} aguardando confirmação',

  'composer.title': 'Escrever uma newsletter',
  'composer.subject': 'Assunto',
  'composer.content': 'Conteúdo (Markdown)',
  'composer.preview': 'Prévia',
  'composer.includeStats': 'Incluir os números desta semana (usuários e códigos QR)',
  'composer.sending': 'Enviando...',
  'composer.send': 'Enviar aos inscritos',
  'composer.sendTest': 'Enviar um teste para mim',
  'composer.testQueued': 'Teste na fila',
  'composer.queued': 'Newsletter na fila',
  'composer.missingTitle': 'Faltam informações',
  'composer.missingDescription': 'Informe o assunto e o conteúdo da newsletter.',
  'composer.confirmTitle': 'Enviar esta newsletter?',
  'composer.confirmDescription':
    'Ela vai para todos os inscritos confirmados. Cada um a recebe uma vez, com um link para cancelar a inscrição com um clique.',
  'composer.confirmLabel': 'Enviar newsletter',

  'notifications.title': 'Notificações',
  'notifications.welcome': 'Enviar e-mail de boas-vindas',
  'notifications.welcomeTitle': 'Enviar o e-mail de boas-vindas?',
  'notifications.welcomeDescription':
    'Todo usuário que nunca recebeu o e-mail de boas-vindas o recebe, uma vez.',
  'notifications.scans': 'Enviar resumos de leituras',
  'notifications.scansTitle': 'Enviar os resumos de leituras?',
  'notifications.scansDescription':
    'Cada usuário com códigos dinâmicos recebe as leituras dos últimos 7 dias de cada código. Usuários sem códigos dinâmicos, ou que desativaram esses e-mails, são ignorados.',
  'notifications.paused': 'Enviar lembretes de códigos em pausa',
  'notifications.pausedTitle': 'Enviar os lembretes de códigos em pausa?',
  'notifications.pausedDescription':
    'Cada usuário com códigos dinâmicos em pausa recebe um lembrete com a lista deles.',
  'notifications.result':
    '{message} ({sent} de {total, plural, one {# usuário} other {# usuários}})',

  'history.title': 'Campanhas',
  'history.loadFailed': 'Não foi possível carregar as campanhas.',
  'history.empty': 'Nada enviado ainda.',
  'history.sent': 'Enviada',
  'history.kind': 'Tipo',
  'history.subject': 'Assunto',
  'history.queued': 'Na fila',
  'history.delivered': 'Entregues',
  'history.failed': 'Com falha',
  'history.actions': 'Ações',
  'history.kindNewsletter': 'newsletter',
  'history.kindWelcome': 'boas-vindas',
  'history.kindScanSummary': 'resumo de leituras',
  'history.kindPauseReminder': 'lembrete de pausa',
  'history.sendAgain': 'Enviar aos novos inscritos',
  'history.sendAgainLabel': 'Enviar "{subject}" aos novos inscritos',
  'history.againTitle': 'Enviar esta newsletter de novo?',
  'history.againDescription':
    '"{subject}" vai para os inscritos confirmados que ainda não a receberam. Ninguém a recebe duas vezes.',

  'prefs.title': 'Preferências de e-mail',
  'prefs.description':
    'E-mails enviados para {address}. Os e-mails da conta e de segurança sempre são enviados.',
  'prefs.what': 'Preferências de e-mail',
  'prefs.loadFailed': 'Não foi possível carregar suas preferências. Recarregue a página.',
  'prefs.newsletter': 'Newsletter Shark Tips',
  'prefs.newsletterHint': 'Um e-mail semanal sobre códigos QR e marketing.',
  'prefs.scanSummary': 'Resumo semanal de leituras',
  'prefs.scanSummaryHint':
    'Toda semana, as leituras dos últimos 7 dias de cada um dos seus códigos dinâmicos.',
  'prefs.pauseReminders': 'Lembretes de códigos em pausa',
  'prefs.pauseRemindersHint':
    'Um lembrete com a lista dos códigos dinâmicos que você colocou em pausa.',
  'prefs.announcements': 'Anúncios',
  'prefs.announcementsHint': 'Boas-vindas e novidades do produto, enviadas pela equipe.',
  'prefs.brokenLinkAlerts': 'Alertas de links quebrados',
  'prefs.brokenLinkAlertsHint':
    'Um e-mail quando o destino de um código dinâmico para de funcionar, e quando volta a funcionar.',
  'prefs.pendingMailed': 'Aguardando você abrir o link de confirmação que enviamos.',
  'prefs.pendingNoMail':
    'Aguardando você abrir o link de confirmação. Este servidor não tem envio de e-mails configurado. Peça o link ao administrador dele.',

  'link.checking': 'Verificando seu link...',

  'confirm.title': 'Confirme sua inscrição',
  'confirm.invalid':
    'Este link de confirmação não é válido ou expirou. Inscreva-se de novo pelo rodapé.',
  'confirm.welcomeTitle': 'Boas-vindas ao cardume!',
  'confirm.subscribed': 'O endereço {address} está inscrito.',
  'confirm.welcomeDescription':
    'Você vai receber toda semana as Shark Tips sobre códigos QR e estratégias de marketing.',
  'confirm.unsubscribeNote': 'Cada edição tem um link para cancelar a inscrição com um clique.',
  'confirm.create': 'Criar um código QR',

  'unsubscribe.title': 'Cancelar a inscrição',
  'unsubscribe.invalid': 'Este link de cancelamento de inscrição não é válido.',
  'unsubscribe.receives':
    '<b>{address}</b> recebe {list, select, newsletter {a newsletter Shark Tips} scanSummary {os resumos semanais de leituras} pauseReminders {os lembretes de códigos em pausa} announcements {os anúncios} brokenLinks {os alertas de links quebrados} other {{list}}}.',
  'unsubscribe.left':
    'A inscrição de <b>{address}</b> {list, select, newsletter {na newsletter Shark Tips} scanSummary {nos resumos semanais de leituras} pauseReminders {nos lembretes de códigos em pausa} announcements {nos anúncios} brokenLinks {nos alertas de links quebrados} other {em {list}}} foi cancelada. Você não vai mais receber estes e-mails.',
  'unsubscribe.failed': 'Isso não funcionou. Tente novamente.',
  'unsubscribe.button': 'Cancelar inscrição',
  'unsubscribe.unsubscribing': 'Cancelando...',
  'unsubscribe.again': 'Inscrever-me de novo',
  'unsubscribe.subscribing': 'Inscrevendo...',
};
