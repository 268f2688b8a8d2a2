import type { Catalogue } from '../../format.js';
import type { SitePrivacyMessageId } from './en.js';

export const messages: Catalogue<SitePrivacyMessageId> = {
  'page.title': 'Política de privacidad',
  'page.description':
    'Lo que {brand} guarda sobre ti y sobre las personas que escanean tus códigos: ninguna dirección IP en las estadísticas, solo una cookie de sesión, y cómo hacer que se eliminen tus datos.',
  'frame.updated': 'Última actualización: {date}',
  'frame.translation': 'Esta página es una traducción del <link>original en inglés</link>.',
  'frame.questions': '¿Tienes preguntas sobre esta página? <link>Contáctanos</link>.',
  intro:
    '{brand} guarda sobre ti lo mínimo que necesita para hacer su trabajo. Esta página enumera exactamente qué se guarda, por qué y durante cuánto tiempo.',
  'anonymous.title': 'Sin cuenta',
  'anonymous.text':
    'Puedes crear y descargar códigos QR estáticos sin crear una cuenta. Cuando lo haces, registramos:',
  'anonymous.generated':
    'que se generó o se descargó un código: su tipo, su contenido, sus colores, el formato del archivo, el texto del user-agent de tu navegador y el sitio cuyo enlace te trajo hasta aquí (solo el host);',
  'anonymous.browserId':
    'un identificador aleatorio que tu navegador guarda en su almacenamiento local, para poder agrupar las visitas de un mismo navegador. No es una cookie y no está vinculado a tu identidad.',
  'anonymous.use':
    'Usamos estos registros para entender qué funciones se utilizan. No se guarda ninguna dirección IP con ellos.',
  'account.title': 'Tu cuenta',
  'account.email':
    'Tu dirección de correo electrónico (que es también tu nombre de usuario) y, si nos lo das, tu nombre.',
  'account.password':
    'Tu contraseña, guardada solo como hash Argon2: no podemos leerla. Si inicias sesión con Google, guardamos en su lugar el identificador de tu cuenta de Google.',
  'account.codes':
    'Los códigos que guardas y tus códigos dinámicos: su contenido, su diseño, su destino y cualquier logotipo, imagen o PDF que subas para ellos.',
  'account.plan':
    'Tu plan: las fechas de la prueba gratuita y, si te suscribes, las referencias del proveedor de pagos.',
  'account.sessions':
    'Tus sesiones iniciadas, con el texto del user-agent del navegador, para poder cerrar tu sesión en todas partes cuando cambies tu contraseña.',
  'cookies.title': 'Cookies',
  'cookies.text':
    'Usamos una sola cookie: la cookie de sesión que mantiene tu sesión iniciada. Solo se crea cuando inicias sesión, está marcada como HttpOnly para que los scripts de la página no puedan leerla, y termina cuando cierras sesión o a los 30 días. Mientras inicias sesión con Google, una cookie de corta duración guarda los valores de seguridad del inicio de sesión hasta que Google te devuelve aquí. No hay cookies publicitarias ni cookies de seguimiento de terceros.',
  'scans.title': 'Las personas que escanean tus códigos',
  'scans.text':
    'Los códigos estáticos no pasan en absoluto por nuestro servidor: nunca sabemos cuándo se escanean. Cuando alguien escanea un código dinámico, guardamos:',
  'scans.time':
    'la hora, y si la solicitud parecía venir de un bot o de una vista previa de enlace;',
  'scans.device':
    'el tipo de dispositivo, el sistema operativo y el navegador, leídos del texto del user-agent;',
  'scans.country':
    'el país, buscado en nuestro propio servidor en una base de datos sin conexión (la dirección no se envía a ningún sitio);',
  'scans.referrer':
    'el nombre de host del sitio de procedencia, cuando la aplicación de quien escanea lo envía;',
  'scans.visitorKey':
    'una clave de visitante: un código unidireccional calculado a partir de la dirección, el navegador y el código QR con un secreto que cambia cada día. Nos permite contar los visitantes únicos dentro de un día y no puede volver a convertirse en una dirección ni relacionarse de un día a otro.',
  'scans.noIp': 'No guardamos la dirección IP de nadie que escanee un código.',
  'email.title': 'Correo electrónico y mensajes de contacto',
  'email.text':
    'Solo enviamos correos electrónicos para tu cuenta (enlaces de verificación, de contraseña y de prueba gratuita) y para responderte. Cada mensaje que enviamos se conserva en nuestra tabla de bandeja de salida. Los mensajes que nos envías mediante el formulario de contacto (tu nombre, tu dirección de correo electrónico, el asunto y el texto) se guardan para poder responderlos y se reenvían a nuestra dirección de soporte.',
  'payments.title': 'Pagos',
  'payments.text':
    'Los planes de pago los procesa Stripe. Escribes los datos de tu tarjeta en el propio formulario de Stripe; nunca llegan a nuestro servidor. Solo conservamos los identificadores de cliente y de suscripción de Stripe. Lo que guarda Stripe lo cubre su propia política de privacidad.',
  'abuse.title': 'Protección contra abusos y registros del servidor',
  'abuse.text':
    'Para frenar los abusos (por ejemplo, intentos repetidos de inicio de sesión o avalanchas de mensajes) contamos las solicitudes por dirección. Los contadores contienen un hash unidireccional con clave, no la dirección, y expiran al terminar su intervalo de tiempo. Los registros de nuestro servidor anotan las solicitudes, incluida la dirección IP, para operar y proteger el servicio.',
  'retention.title': 'Conservación y eliminación de datos',
  'retention.text':
    'Los datos de tu cuenta se conservan mientras tu cuenta exista. Puedes descargar una copia de ellos (tu perfil, tus códigos, los datos de escaneos y los archivos subidos, en un archivo ZIP) y eliminar tu cuenta. Una cuenta eliminada puede restaurarse desde la página de inicio de sesión durante 30 días, y mientras tanto sus códigos dinámicos siguen redirigiendo. También puedes pedírnoslo a través de la página de contacto. Eliminar un solo código dinámico hace que su enlace corto deje de funcionar y lo quita de tu panel.',
  'operator.title': 'Quién gestiona este sitio',
  'operator.text':
    '{brand} es un software que cualquiera puede instalar y poner en marcha. El operador de este sitio decide dónde se guardan sus datos y es responsable de ellos; puedes contactar con él a través de la página de contacto.',
};
