import type { Catalogue } from '../../format.js';
import type { SiteUseCasesMessageId } from './en.js';

export const messages: Catalogue<SiteUseCasesMessageId> = {
  'restaurants.industry': 'Restaurantes y cafeterías',
  'restaurants.example':
    'Una tarjeta en la mesa enlaza con la carta en PDF y un segundo código permite a los clientes conectarse al Wi-Fi sin pedir la contraseña.',
  'retail.industry': 'Tiendas',
  'retail.example':
    'Una pegatina junto a la caja pide una reseña y muestra el Instagram de la tienda; una etiqueta en la estantería abre la página del producto.',
  'real-estate.industry': 'Inmobiliarias',
  'real-estate.example':
    'Un cartel de “Se vende” enlaza con las fotos del anuncio, la dirección en un mapa y la tarjeta de contacto del agente.',
  'events.industry': 'Eventos y congresos',
  'events.example':
    'Los carteles añaden la sesión al calendario de los asistentes, las acreditaciones llevan la tarjeta de contacto del ponente y los letreros comparten el Wi-Fi del recinto.',
  'hospitality.industry': 'Hoteles y alquileres vacacionales',
  'hospitality.example':
    'Una tarjeta en la habitación conecta a los huéspedes al Wi-Fi y enlaza con una guía de la casa en PDF y un mapa hasta la estación más cercana.',
  'small-business.industry': 'Autónomos y pequeñas empresas',
  'small-business.example':
    'El reverso de una tarjeta de visita lleva una vCard, así que un nuevo contacto se guarda con nombre, teléfono, correo y empresa con un solo escaneo.',
  'marketing.industry': 'Marketing y campañas impresas',
  'marketing.example':
    'Cada tirada de folletos lleva su propio código QR dinámico hacia la página de la campaña, y los escaneos muestran qué ubicación funcionó.',
  'education.industry': 'Centros educativos y formación',
  'education.example':
    'Un folleto enlaza con las lecturas del curso en PDF y con la página de inscripción; un cartel en el aula comparte el Wi-Fi de invitados.',
  'healthcare.industry': 'Clínicas y consultas',
  'healthcare.example':
    'En la sala de espera hay un código con la tarjeta de contacto de la consulta y otro con un PDF de indicaciones para preparar las citas.',
  'apps.industry': 'Creadores de apps',
  'apps.example':
    'Los envases y carteles llevan un código de descarga de la app con los enlaces a App Store y a Google Play.',
  'nonprofits.industry': 'ONG y creadores',
  'nonprofits.example':
    'La pancarta de un puesto enlaza con la página de donaciones, y un código de Bitcoin lleva la dirección del monedero y un importe sugerido.',
  'tourism.industry': 'Museos y turismo',
  'tourism.example':
    'Las cartelas de la exposición enlazan con un texto más largo e imágenes; un letrero en la entrada muestra el punto de encuentro en un mapa.',
};
