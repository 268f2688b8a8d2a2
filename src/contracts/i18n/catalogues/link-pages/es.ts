import type { Catalogue } from '../../format.js';
import type { LinkPageMessageId } from './en.js';

export const messages: Catalogue<LinkPageMessageId> = {
  home: 'Ir a {brand}',
  'paused.heading': 'Este código QR está en pausa',
  'paused.message':
    'Su propietario ha pausado este código por ahora. Vuelve a intentarlo más tarde.',
  'notFound.heading': 'Código QR no encontrado',
  'notFound.message': 'Este enlace corto no existe o su propietario lo ha eliminado.',
  'retired.heading': 'Este código fue retirado',
  'retired.message':
    'La cuenta o el espacio de trabajo al que pertenecía este código QR se cerró, así que el código ya no lleva a ninguna parte.',
  'unavailable.heading': 'Este sitio no está disponible',
  'unavailable.message': 'Este sitio no está disponible en este momento.',
  'unsafe.heading': 'Este enlace no se puede abrir',
  'unsafe.message':
    'La dirección guardada para este código QR no es una dirección web válida, así que no la abrimos. Su propietario puede corregirla editando el destino.',
  'notActive.heading': 'Este código aún no está activo',
  'notActive.message':
    'Su propietario programó este código QR para que empiece a funcionar más adelante. Vuelve a intentarlo entonces.',
  'expired.heading': 'Este código ha expirado',
  'expired.message':
    'Su propietario configuró este código QR para que dejara de funcionar, así que ya no lleva a ninguna parte.',
  'password.title': 'Se necesita una contraseña',
  'password.heading': 'Este código QR está protegido',
  'password.message': 'Escribe la contraseña que te dio su propietario para continuar.',
  'password.label': 'Contraseña',
  'password.submit': 'Continuar',
  'password.wrong': 'Esa contraseña no es correcta. Inténtalo de nuevo.',
  'password.tooManyTries':
    'Demasiadas contraseñas incorrectas. Espera unos minutos y vuelve a intentarlo.',
};
