import type { Catalogue } from '../../format.js';
import type { AppNewsletterMessageId } from './en.js';

export const messages: Catalogue<AppNewsletterMessageId> = {
  'page.title': 'Boletín',
  'page.forbidden': '403: solo los administradores pueden enviar boletines y notificaciones.',
  'error.title': 'Error',
  'error.sendFailed': 'No se ha podido enviar el boletín. Inténtalo de nuevo.',
  'action.send': 'Enviar',

  'stats.label': 'Cifras',
  'stats.loadFailed': 'No se han podido cargar las cifras.',
  'stats.totalUsers': 'Usuarios en total',
  'stats.qrCodes': 'Códigos QR',
  'stats.subscribers': 'Suscriptores',
  'stats.newIn7Days': '{count, plural, one {# nuevo} other {# nuevos}} en 7 días',
  'stats.waiting': '{count} por confirmar',

  'composer.title': 'Redactar un boletín',
  'composer.subject': 'Asunto',
  'composer.content': 'Contenido (Markdown)',
  'composer.preview': 'Vista previa',
  'composer.includeStats': 'Incluir las cifras de esta semana (usuarios y códigos QR)',
  'composer.sending': 'Enviando...',
  'composer.send': 'Enviar a los suscriptores',
  'composer.sendTest': 'Enviarme una prueba',
  'composer.testQueued': 'Prueba en cola',
  'composer.queued': 'Boletín en cola',
  'composer.missingTitle': 'Falta información',
  'composer.missingDescription': 'Indica el asunto y el contenido del boletín.',
  'composer.confirmTitle': '¿Enviar este boletín?',
  'composer.confirmDescription':
    'Llega a todos los suscriptores confirmados. Cada uno lo recibe una sola vez, con un enlace para darse de baja con un clic.',
  'composer.confirmLabel': 'Enviar boletín',

  'notifications.title': 'Notificaciones',
  'notifications.welcome': 'Enviar correo de bienvenida',
  'notifications.welcomeTitle': '¿Enviar el correo de bienvenida?',
  'notifications.welcomeDescription':
    'Cada usuario que nunca recibió el correo de bienvenida lo recibe, una sola vez.',
  'notifications.scans': 'Enviar resúmenes de escaneos',
  'notifications.scansTitle': '¿Enviar los resúmenes de escaneos?',
  'notifications.scansDescription':
    'Cada usuario con códigos dinámicos recibe los escaneos de los últimos 7 días de cada código. Se omite a los usuarios sin códigos dinámicos o que desactivaron estos correos.',
  'notifications.paused': 'Enviar recordatorios de códigos en pausa',
  'notifications.pausedTitle': '¿Enviar los recordatorios de códigos en pausa?',
  'notifications.pausedDescription':
    'Cada usuario con códigos dinámicos en pausa recibe un recordatorio con la lista.',
  'notifications.result':
    '{message} ({sent} de {total, plural, one {# usuario} other {# usuarios}})',

  'history.title': 'Campañas',
  'history.loadFailed': 'No se han podido cargar las campañas.',
  'history.empty': 'Aún no se ha enviado nada.',
  'history.sent': 'Enviada',
  'history.kind': 'Tipo',
  'history.subject': 'Asunto',
  'history.queued': 'En cola',
  'history.delivered': 'Entregados',
  'history.failed': 'Fallidos',
  'history.actions': 'Acciones',
  'history.kindNewsletter': 'boletín',
  'history.kindWelcome': 'bienvenida',
  'history.kindScanSummary': 'resumen de escaneos',
  'history.kindPauseReminder': 'recordatorio de pausa',
  'history.sendAgain': 'Enviar a los nuevos suscriptores',
  'history.sendAgainLabel': 'Enviar «{subject}» a los nuevos suscriptores',
  'history.againTitle': '¿Enviar de nuevo este boletín?',
  'history.againDescription':
    '«{subject}» llega a los suscriptores confirmados que aún no lo han recibido. Nadie lo recibe dos veces.',

  'prefs.title': 'Preferencias de correo',
  'prefs.description':
    'Correos enviados a {address}. Los correos de la cuenta y de seguridad se envían siempre.',
  'prefs.what': 'Preferencias de correo',
  'prefs.loadFailed': 'No se han podido cargar tus preferencias. Vuelve a cargar la página.',
  'prefs.newsletter': 'Boletín Shark Tips',
  'prefs.newsletterHint': 'Un correo semanal sobre códigos QR y marketing.',
  'prefs.scanSummary': 'Resumen semanal de escaneos',
  'prefs.scanSummaryHint':
    'Cada semana, los escaneos de los últimos 7 días de cada uno de tus códigos dinámicos.',
  'prefs.pauseReminders': 'Recordatorios de códigos en pausa',
  'prefs.pauseRemindersHint':
    'Un recordatorio con la lista de los códigos dinámicos que has pausado.',
  'prefs.announcements': 'Anuncios',
  'prefs.announcementsHint': 'La bienvenida y las novedades del producto, de parte del equipo.',
  'prefs.brokenLinkAlerts': 'Alertas de enlaces rotos',
  'prefs.brokenLinkAlertsHint':
    'Un correo cuando el destino de un código dinámico deja de funcionar, y cuando vuelve a funcionar.',
  'prefs.pendingMailed': 'Esperando a que sigas el enlace de confirmación que te enviamos.',
  'prefs.pendingNoMail':
    'Esperando a que sigas el enlace de confirmación. Este servidor no tiene el correo configurado. Pide el enlace a su administrador.',

  'link.checking': 'Comprobando tu enlace...',

  'confirm.title': 'Confirma tu suscripción',
  'confirm.invalid':
    'Este enlace de confirmación no es válido o ha expirado. Vuelve a suscribirte desde el pie de página.',
  'confirm.welcomeTitle': '¡Te damos la bienvenida a la manada!',
  'confirm.subscribed': 'La dirección {address} está suscrita.',
  'confirm.welcomeDescription':
    'Recibirás cada semana Shark Tips sobre códigos QR y estrategias de marketing.',
  'confirm.unsubscribeNote': 'Cada envío incluye un enlace para darte de baja con un clic.',
  'confirm.create': 'Crear un código QR',

  'unsubscribe.title': 'Darse de baja',
  'unsubscribe.invalid': 'Este enlace para darse de baja no es válido.',
  'unsubscribe.receives':
    '<b>{address}</b> recibe {list, select, newsletter {el boletín Shark Tips} scanSummary {los resúmenes semanales de escaneos} pauseReminders {los recordatorios de códigos en pausa} announcements {los anuncios} brokenLinks {las alertas de enlaces rotos} other {{list}}}.',
  'unsubscribe.left':
    '<b>{address}</b> se ha dado de baja {list, select, newsletter {del boletín Shark Tips} scanSummary {de los resúmenes semanales de escaneos} pauseReminders {de los recordatorios de códigos en pausa} announcements {de los anuncios} brokenLinks {de las alertas de enlaces rotos} other {de {list}}}. Ya no recibirás estos correos.',
  'unsubscribe.failed': 'No ha funcionado. Inténtalo de nuevo.',
  'unsubscribe.button': 'Darme de baja',
  'unsubscribe.unsubscribing': 'Dando de baja...',
  'unsubscribe.again': 'Volver a suscribirme',
  'unsubscribe.subscribing': 'Suscribiendo...',
};
