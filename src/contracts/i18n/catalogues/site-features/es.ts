import type { Catalogue } from '../../format.js';
import type { SiteFeaturesMessageId } from './en.js';

export const messages: Catalogue<SiteFeaturesMessageId> = {
  'page.title': 'Funciones',
  'page.description':
    'Todo lo que hace QR Shark: 16 tipos de código QR, descargas en PNG, SVG y PDF, comprobación de escaneo, diseño, códigos QR dinámicos y estadísticas de escaneos sin direcciones IP.',
  'page.intro':
    'Lo que puedes hacer aquí hoy, desde un código estático gratuito hasta códigos QR dinámicos con estadísticas. Las tarjetas marcadas como <b>{account}</b> requieren registrarse (gratis); las marcadas como <b>{premium}</b> están disponibles por completo durante la prueba gratuita o con una suscripción Premium.',
  'access.account': 'Cuenta gratuita',
  'access.premium': 'Premium o prueba',
  'link.analytics': 'Más sobre las estadísticas',
  'cta.title': 'Crea tu primer código',
  'cta.text':
    'Para los códigos estáticos no necesitas cuenta. Compara los planes cuando necesites más códigos QR dinámicos.',
  'cta.plans': 'Ver planes',
  'category.generation.title': 'Creación',
  'category.generation.intro':
    'Crea códigos para lo que la gente escanea de verdad, y comprueba que funcionan antes de imprimir.',
  'category.customization.title': 'Personalización',
  'category.customization.intro': 'Dale a tu código el aspecto de tu marca sin que cueste leerlo.',
  'category.management.title': 'Gestión',
  'category.management.intro':
    'Ten todos tus códigos en un mismo sitio y cámbialos después de imprimirlos.',
  'category.security.title': 'Seguridad y privacidad',
  'category.security.intro': 'Protege a quienes escanean tus códigos, y también tu cuenta.',
  'feature.types.title': '16 tipos de código QR',
  'feature.types.description':
    'Sitios web, tarjetas de contacto (vCard), acceso Wi-Fi, correo electrónico, SMS, WhatsApp, ubicaciones, eventos de calendario, descargas de apps, perfiles sociales, páginas de reseñas, pagos en Bitcoin, PDF, imágenes, texto y pagos de productos.',
  'feature.downloads.title': 'Descargas en PNG, SVG y PDF',
  'feature.downloads.description':
    'Descarga un PNG de hasta 4096 píxeles de ancho, un SVG vectorial que se ve nítido a cualquier tamaño o un PDF listo para imprimir al tamaño que elijas.',
  'feature.scan-check.title': 'Comprobación antes de imprimir',
  'feature.scan-check.description':
    'Cada código lo leen tres decodificadores independientes y una cámara de móvil simulada, y se califica como Robusto, Frágil o No escaneable, con consejos sobre qué cambiar.',
  'feature.colours.title': 'Colores y degradados',
  'feature.colours.description':
    'Elige el color del código y del fondo, con una comprobación de contraste que avisa cuando una combinación no se podrá escanear. Los degradados de dos colores vienen con una cuenta gratuita.',
  'feature.shapes.title': 'Formas de puntos y esquinas',
  'feature.shapes.description':
    'Puntos cuadrados, circulares, redondeados o redondeados elegantes, y marcas de esquina cuadradas, squircle o cuadradas curvas, cada una con su propio color.',
  'feature.logo-frame.title': 'Logotipos y marcos',
  'feature.logo-frame.description':
    'Añade un marco con una llamada a la acción como "SCAN ME" en tres estilos. Con una cuenta gratuita, coloca tu propio logotipo o un icono predefinido en el centro.',
  'feature.saved.title': 'Códigos guardados',
  'feature.saved.description':
    'Guarda los códigos que crees en tu cuenta (hasta 20 en el plan gratuito), cámbiales el nombre y vuelve a descargarlos cuando quieras.',
  'feature.dynamic.title': 'Códigos QR dinámicos',
  'feature.dynamic.description':
    'Imprime una vez y cambia el destino más tarde. Pausa y reanuda un código, y exporta tus códigos con sus escaneos en CSV. Una cuenta gratuita incluye uno; la prueba y las suscripciones incluyen más.',
  'feature.analytics.title': 'Estadísticas de escaneos',
  'feature.analytics.description':
    'Consulta los escaneos a lo largo del tiempo, los visitantes únicos, países, dispositivos, navegadores y sistemas operativos de cada código QR dinámico, y expórtalos en CSV o PDF.',
  'feature.safe-links.title': 'Enlaces cortos seguros',
  'feature.safe-links.description':
    'Los códigos QR dinámicos solo redirigen a direcciones web que superan nuestras comprobaciones, y un código en pausa o eliminado muestra una página clara en lugar de un enlace roto.',
  'feature.privacy.title': 'Estadísticas sin direcciones IP',
  'feature.privacy.description':
    'Los escaneos se cuentan sin guardar direcciones IP: los visitantes únicos se distinguen con una clave de un solo sentido que cambia cada día, y los bots y las vistas previas de enlaces no se cuentan.',
  'feature.accounts.title': 'Seguridad de la cuenta cuidada',
  'feature.accounts.description':
    'Las contraseñas se cifran con Argon2, las sesiones viven en una cookie segura y se cierran en todas partes cuando cambias la contraseña, y los intentos fallidos repetidos de iniciar sesión se ralentizan. Iniciar sesión con Google está disponible cuando el sitio lo activa.',
};
