import type { Catalogue } from '../../format.js';
import type { SiteContactMessageId } from './en.js';

export const messages: Catalogue<SiteContactMessageId> = {
  'page.title': 'Contacto',
  'page.description':
    'Haz una pregunta, informa de un problema o envía tus comentarios sobre QR Shark. Respondemos en un plazo de 24 horas en días laborables.',
  'page.intro':
    'Preguntas sobre un código, un problema con tu cuenta o una idea para el producto: escríbenos y una persona lo leerá. Respondemos en un plazo de {responseTime}.',
  'info.label': 'Cómo contactarnos',
  'info.email': 'Correo electrónico',
  'info.emailLoading': 'Cargando...',
  'info.emailUnavailable': 'Usa el formulario de esta página.',
  'info.hours': 'Horario de atención',
  'info.defaultHours': 'De lunes a viernes, de 9:00 a 18:00 (EST)',
  'info.responseTime': 'Tiempo de respuesta',
  'info.replyWithin': 'Respondemos en un plazo de {responseTime}.',
  'info.defaultResponseTime': '24 horas',
  'form.title': 'Envíanos un mensaje',
  'form.required': 'Todos los campos son obligatorios.',
  'form.label': 'Formulario de contacto',
  'form.name': 'Nombre',
  'form.email': 'Correo electrónico',
  'form.inquiryType': 'Tipo de consulta',
  'form.subject': 'Asunto',
  'form.message': 'Mensaje',
  'form.honeypot': 'Deja este campo vacío',
  'form.send': 'Enviar mensaje',
  'form.sending': 'Enviando...',
  'form.addressAbove': 'la dirección indicada arriba',
  'inquiry.general': 'Pregunta general',
  'inquiry.support': 'Soporte técnico',
  'inquiry.business': 'Consulta comercial',
  'inquiry.feedback': 'Comentarios',
  'error.nameTooShort': 'El nombre debe tener al menos 2 caracteres',
  'error.nameTooLong': 'El nombre debe tener como máximo 100 caracteres',
  'error.invalidEmail': 'Introduce una dirección de correo electrónico válida',
  'error.subjectTooShort': 'El asunto debe tener al menos 5 caracteres',
  'error.subjectTooLong': 'El asunto debe tener como máximo 200 caracteres',
  'error.messageTooShort': 'El mensaje debe tener al menos 10 caracteres',
  'error.messageTooLong': 'El mensaje debe tener como máximo 5000 caracteres',
  'error.invalidInquiryType':
    'Elige Pregunta general, Soporte técnico, Consulta comercial o Comentarios',
  'sent.title': '¡Mensaje enviado!',
  'sent.description': 'Te responderemos en un plazo de 24 horas',
  'received.title': 'Mensaje recibido',
  'received.description':
    'Este servidor no tiene el correo configurado, así que no se ha enviado ningún correo electrónico: tu mensaje espera en el servidor a que su administrador lo lea.',
  'failed.title': 'Error',
  'failed.description':
    'Se ha producido un problema al enviar tu mensaje. Inténtalo de nuevo o escríbenos directamente a {email}',
  'failed.tooMany':
    'Has enviado varios mensajes desde esta dirección en la última hora. Inténtalo de nuevo dentro de {wait} o escríbenos directamente.',
  'topics.title': 'Temas de ayuda',
  'topics.text': 'Elige uno para fijar el tipo de consulta del formulario.',
  'topics.support.title': 'Soporte técnico',
  'topics.support.text':
    'Un código que no se puede escanear, una descarga que falla, problemas para iniciar sesión o con un código dinámico.',
  'topics.business.title': 'Consultas comerciales',
  'topics.business.text':
    'Muchos códigos para un equipo o una tirada de impresión, alojamiento en tu propio servidor, o planes y pagos.',
  'topics.feedback.title': 'Comentarios',
  'topics.feedback.text':
    'Algo que te gustaría que hicieran el generador o el panel, o algo que te resultó confuso.',
  'topics.general.title': 'Preguntas generales',
  'topics.general.text': 'Cualquier otra cosa sobre los códigos QR o sobre este sitio.',
  'links.title': 'Enlaces rápidos',
  'links.faq': 'Preguntas frecuentes',
  'links.features': 'Funciones',
  'links.useCases': 'Casos de uso',
  'questions.title': 'Preguntas habituales',
  'questions.account.q': '¿Necesito una cuenta para crear un código QR?',
  'questions.account.a':
    'No. Los códigos estáticos se crean y se descargan en la página de inicio sin iniciar sesión. Con una cuenta puedes guardar códigos y crear códigos dinámicos.',
  'questions.printed.q': '¿Dejarán de funcionar mis códigos impresos?',
  'questions.printed.a':
    'Los códigos estáticos contienen su contenido directamente y nunca expiran. Los códigos dinámicos siguen redirigiendo cuando termina una prueba gratuita o cambia un plan; los límites del plan solo afectan a la creación de códigos nuevos.',
  'questions.destination.q': '¿Puedo cambiar adónde lleva un código impreso?',
  'questions.destination.a':
    'Sí, si es un código dinámico: edita su destino en el panel y el siguiente escaneo irá a la nueva dirección.',
};
