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
  'page.title': 'Casos de uso',
  'page.description':
    'Cómo usan los códigos QR restaurantes, tiendas, inmobiliarias, eventos, hoteles, escuelas, clínicas y otros: ejemplos, ventajas y los tipos de código que conviene usar.',
  'page.intro':
    'Ideas para poner a trabajar los códigos QR en doce tipos de negocio, con los tipos de código que encajan en cada uno.',
  'section.industries': 'Por sector',
  'card.example': 'Ejemplo:',
  'card.benefits': 'Ventajas',
  'card.qrTypes': 'Tipos de QR',
  'card.qrTypesOf': 'Tipos de QR para {industry}',
  'cta.title': 'Empieza con una plantilla o desde cero',
  'cta.text': 'Las plantillas abren el generador con un ejemplo ya rellenado.',
  'cta.templates': 'Ver plantillas',
  'restaurants.benefit1':
    'Actualiza el archivo de la carta sin reimprimir cuando un código dinámico apunta a él',
  'restaurants.benefit2': 'Menos viajes a la mesa para deletrear la contraseña del wifi',
  'retail.benefit1': 'Convierte una buena visita en una reseña mientras el cliente sigue ahí',
  'retail.benefit2': 'Descubre por los escaneos qué expositores usa de verdad la gente',
  'real-estate.benefit1':
    'Haz que el mismo cartel impreso apunte a un anuncio nuevo tras una venta',
  'real-estate.benefit2': 'Los compradores guardan los datos del agente con un toque',
  'events.benefit1': 'Entradas de calendario con la hora y el lugar correctos, sin teclear',
  'events.benefit2': 'Cambia una sala o un enlace el mismo día sin reimprimir',
  'hospitality.benefit1': 'Los huéspedes se conectan y se orientan sin llamar a recepción',
  'hospitality.benefit2': 'Un solo archivo de guía que mantener al día para todas las habitaciones',
  'small-business.benefit1': 'Sin erratas en un número de teléfono o una dirección de correo',
  'small-business.benefit2':
    'Un código de WhatsApp o SMS inicia una conversación con un mensaje ya escrito',
  'marketing.benefit1': 'Escaneos por día, país y dispositivo de cada código',
  'marketing.benefit2':
    'Redirige una campaña terminada a una página nueva en lugar de a un enlace muerto',
  'education.benefit1': 'Los alumnos abren el documento correcto sin teclear direcciones largas',
  'education.benefit2': 'Cambia la lista de lecturas cada trimestre detrás del mismo código',
  'healthcare.benefit1': 'Los pacientes guardan el teléfono y la dirección de la consulta',
  'healthcare.benefit2': 'Hojas informativas que se pueden actualizar sin reimprimir',
  'apps.benefit1': 'Un solo código para usuarios de iPhone y Android',
  'apps.benefit2': 'Cuenta las instalaciones que trae el material impreso con un código dinámico',
  'nonprofits.benefit1': 'Los donantes llegan a la página correcta sin buscar',
  'nonprofits.benefit2': 'Direcciones de monedero copiadas con exactitud, nunca reescritas',
  'tourism.benefit1': 'Más contenido que leer sin saturar la pared',
  'tourism.benefit2': 'Los visitantes encuentran la siguiente parada en su propio teléfono',
  'qrType.url': 'Sitio web',
  'qrType.contact': 'Contacto',
  'qrType.pdf': 'PDF',
  'qrType.social': 'Redes sociales',
  'qrType.images': 'Imágenes',
  'qrType.ratings': 'Valoraciones',
  'qrType.location': 'Ubicación',
  'qrType.events': 'Eventos',
  'qrType.apps': 'Apps',
  'qrType.sms': 'SMS',
  'qrType.whatsapp': 'WhatsApp',
  'qrType.text': 'Texto',
  'qrType.bitcoin': 'Bitcoin',
  'qrType.wifi': 'Wi-Fi',
};
