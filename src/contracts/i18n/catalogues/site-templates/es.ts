import type { Catalogue } from '../../format.js';
import type { SiteTemplatesMessageId } from './en.js';

export const messages: Catalogue<SiteTemplatesMessageId> = {
  'page.title': 'Plantillas de códigos QR',
  'page.description':
    'Plantillas de códigos QR listas para usar para sitios web, tarjetas de visita, menús, wifi, eventos, correo electrónico, perfiles sociales, apps y pagos. Abre una en el generador y hazla tuya.',
  'page.intro':
    'Parte de un diseño listo para usar con contenido de ejemplo y, después, cambia el contenido y el estilo por los tuyos en el generador.',
  'filter.label': 'Filtrar plantillas por categoría',
  'filter.shown': 'Mostrando {count, plural, one {# plantilla} other {# plantillas}}',
  'category.all': 'Todas las plantillas',
  'category.business': 'Negocios',
  'category.personal': 'Personal',
  'category.hospitality': 'Hoteles y restaurantes',
  'category.events': 'Eventos',
  'card.popular': 'Popular',
  'card.previewAlt': 'Código QR de ejemplo: {title}',
  'card.previewUnavailable': 'Vista previa no disponible',
  'card.signUp': 'Crea una cuenta para usar esta plantilla',
  'card.use': 'Usar plantilla',
  'card.useLabel': 'Usar plantilla: {title}',
  'type.url': 'Sitio web',
  'type.contact': 'Contacto',
  'type.payment': 'Pago',
  'type.pdf': 'Menú/PDF',
  'type.location': 'Ubicación',
  'type.wifi': 'Wi-Fi',
  'type.events': 'Eventos',
  'type.email': 'Correo electrónico',
  'type.social': 'Redes sociales',
  'type.apps': 'Apps',
  'type.bitcoin': 'Bitcoin',
  'more.title': '¿Necesitas otra cosa?',
  'more.text': 'El generador crea 16 tipos de código QR con tu propio contenido y diseño.',
  'more.create': 'Crear un código QR personalizado',
  'website.title': 'Enlace a sitio web',
  'website.description':
    'Lleva a la gente a tu página de inicio, a una página de destino o a una tienda en línea.',
  'business-card.title': 'Tarjeta de visita',
  'business-card.description':
    'Una tarjeta de contacto con nombre, empresa, teléfono y correo electrónico, que se guarda con un solo escaneo.',
  'payment.title': 'Solicitud de pago',
  'payment.description': 'Abre una página de pago para un producto o servicio a un precio fijo.',
  'menu.title': 'Menú de restaurante',
  'menu.description':
    'Enlaza las tarjetas de mesa con tu menú en un PDF que puedes reemplazar en cualquier momento.',
  'location.title': 'Ubicación',
  'location.description':
    'Abre una dirección en la app de mapas, para tiendas, locales y puntos de encuentro.',
  'wifi.title': 'Acceso Wi-Fi',
  'wifi.description': 'Deja que tus invitados se conecten a tu red sin escribir la contraseña.',
  'event.title': 'Invitación a un evento',
  'event.description': 'Añade un evento con su fecha y hora al calendario de quien lo escanee.',
  'contact-phone.title': 'Contacto telefónico',
  'contact-phone.description':
    'Un contacto sencillo con nombre y número de teléfono, para folletos y avisos.',
  'email.title': 'Mensaje de correo',
  'email.description':
    'Abre un nuevo correo electrónico con la dirección, el asunto y el texto ya rellenados.',
  'social-media.title': 'Perfil social',
  'social-media.description': 'Gana seguidores con un código que abre la página de tu perfil.',
  'event-calendar.title': 'Entrada de calendario',
  'event-calendar.description':
    'Pon una reunión, una clase o un taller en el calendario con un solo escaneo.',
  'app-download.title': 'Descarga de app',
  'app-download.description': 'Lleva a la gente directamente a la página de tu app en la tienda.',
  'bitcoin-payment.title': 'Pago en Bitcoin',
  'bitcoin-payment.description':
    'Comparte una dirección de monedero y una cantidad, que la app del monedero copia con exactitud.',
};
