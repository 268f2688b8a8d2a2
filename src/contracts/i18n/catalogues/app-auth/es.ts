import type { Catalogue } from '../../format.js';
import type { AppAuthMessageId } from './en.js';

export const messages: Catalogue<AppAuthMessageId> = {
  'page.loginTitle': 'Iniciar sesión - {brand}',
  'page.registerTitle': 'Crear una cuenta - {brand}',
  'page.loginHeading': 'Inicia sesión en tu cuenta',
  'page.registerHeading': 'Crea una cuenta gratuita',
  'page.loginIntro': 'Gestiona tus códigos QR guardados y dinámicos.',
  'page.registerIntro':
    'Guarda tus códigos, edita los códigos dinámicos después de imprimirlos y consulta sus escaneos.',
  'page.restore': '¿Has eliminado tu cuenta hace poco? <link>Restáurala</link>',

  'form.email': 'Correo electrónico',
  'form.password': 'Contraseña',

  'login.resetNeedsEmail':
    'Escribe tu correo electrónico arriba y luego elige «Olvidé mi contraseña».',
  'login.sendingLink': 'Enviando el enlace...',
  'login.forgot': 'Olvidé mi contraseña',
  'login.submitting': 'Iniciando sesión...',
  'login.submit': 'Iniciar sesión',
  'login.google': 'Iniciar sesión con Google',
  'login.newHere': '¿Aún no tienes cuenta? <link>Crea una cuenta</link>',
  'login.success': 'Sesión iniciada',
  'login.welcomeBack': 'Hola de nuevo, {name}',
  'login.failed': 'No se ha podido iniciar sesión',

  'reset.checkEmail': 'Revisa tu correo',
  'reset.notSent': 'Enlace no enviado',
  'reset.tryAgain': 'Inténtalo de nuevo en un momento.',

  'register.submitting': 'Creando la cuenta...',
  'register.submit': 'Crear una cuenta',
  'register.google': 'Crear una cuenta con Google',
  'register.haveAccount': '¿Ya tienes una cuenta? <link>Inicia sesión</link>',
  'register.success': 'Cuenta creada',
  'register.welcome': 'Te damos la bienvenida, {name}',
  'register.failed': 'No se ha podido crear la cuenta',

  'company.open': 'Iniciar sesión con tu empresa',
  'company.email': 'Correo del trabajo',
  'company.hint': 'Te llevamos a la página de inicio de sesión de tu empresa.',
  'company.opening': 'Abriendo el inicio de sesión de tu empresa…',
  'company.continue': 'Continuar',

  'verify.title': 'Verifica tu dirección de correo',
  'verify.verified': 'Dirección de correo verificada',
  'verify.goToCodes': 'Ir a tus códigos QR',
  'verify.deleted': 'Cuenta eliminada',
  'verify.login': 'Iniciar sesión',
  'verify.checking': 'Comprobando tu enlace...',
  'verify.confirms':
    'Este enlace confirma la dirección <strong>{address}</strong> de la cuenta creada el {created}.',
  'verify.confirming': 'Confirmando...',
  'verify.confirm': 'Confirmar mi dirección',
  'verify.notSignedIn':
    'Este navegador no tiene la sesión iniciada en esa cuenta. Si esta es tu dirección, elige la contraseña de la cuenta para confirmarla: quien creó la cuenta verá su sesión cerrada en todas partes, la contraseña que puso dejará de funcionar y sus claves de API y webhooks se desactivarán.',
  'verify.newPassword': 'Nueva contraseña',
  'verify.confirmPassword': 'Confirmar la nueva contraseña',
  'verify.confirmAndSet': 'Confirmar y crear la contraseña',
  'verify.declineQuestion': '¿No has creado esta cuenta?',
  'verify.notMe': 'No he sido yo',
  'verify.declineConfirm':
    '¿Eliminar la cuenta de {address}? Se borra todo lo que contiene y no se puede restaurar.',
  'verify.deleting': 'Eliminando...',
  'verify.delete': 'Eliminar la cuenta',
  'verify.cancel': 'Cancelar',

  'handOver.label': 'Qué ha cambiado',
  'handOver.summary':
    'La cuenta se creó antes de que demostraras que esta dirección es tuya, así que nos hemos asegurado de que solo tú tengas acceso a ella: {sessions, plural, one {se ha cerrado la sesión en # dispositivo} other {se ha cerrado la sesión en # dispositivos}}, {apiKeys, plural, one {se ha revocado # clave de API} other {se han revocado # claves de API}}, {webhooks, plural, one {se ha eliminado # webhook} other {se han eliminado # webhooks}} y la contraseña que se puso al crearla ya no funciona.',
  'handOver.codes':
    'Tiene {total, plural, one {# código QR dinámico, que sigue funcionando. Comprueba adónde lleva a quienes lo escaneen:} other {# códigos QR dinámicos, que siguen funcionando. Comprueba adónde llevan a quienes los escaneen:}}',
  'handOver.code': '{name}: {destination}',
  'handOver.pausedCode': '{name}: {destination} (en pausa)',
  'handOver.more': 'y {count, number} más en tu panel.',

  'setup.documentTitle': 'Configurar el administrador - {brand}',
  'setup.title': 'Configurar el administrador',
  'setup.login': 'Iniciar sesión',
  'setup.checking': 'Comprobando tu enlace...',
  'setup.forAddress':
    'Elige la contraseña de {address}. Esta cuenta pasa a ser administradora de {brand} y se cierra la sesión en todos los dispositivos conectados a ella.',
  'setup.noAdmin':
    'Este servidor aún no tiene administrador. Elige la dirección y la contraseña con las que iniciarás sesión como su administrador. Este enlace solo funciona una vez.',
  'setup.email': 'Correo electrónico',
  'setup.password': 'Contraseña',
  'setup.confirmPassword': 'Confirmar la contraseña',
  'setup.failed': 'No se ha podido configurar el administrador. Inténtalo de nuevo.',
  'setup.submitting': 'Configurando...',
  'setup.submit': 'Convertirme en administrador',
  'setup.done': 'Administrador configurado',
};
