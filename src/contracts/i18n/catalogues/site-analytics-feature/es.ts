import type { Catalogue } from '../../format.js';
import type { SiteAnalyticsFeatureMessageId } from './en.js';

export const messages: Catalogue<SiteAnalyticsFeatureMessageId> = {
  'page.title': 'Estadísticas y seguimiento de códigos QR',
  'page.description':
    'Estadísticas de escaneos para códigos QR dinámicos: recuentos en tiempo real, países, dispositivos y navegadores, visitantes únicos, exportación a CSV y PDF, sin guardar direcciones IP.',
  'page.intro':
    'Los códigos dinámicos cuentan cada escaneo. Consulta cuándo, dónde y con qué dispositivos se escanean tus códigos, sin rastrear a las personas que los escanean.',
  'hero.start': 'Empezar el seguimiento ahora',
  'hero.features': 'Ver todas las funciones',
  'cards.title': 'Lo que puedes ver',
  'card.realtime.title': 'Seguimiento de escaneos en tiempo real',
  'card.realtime.text':
    'Los escaneos de tus códigos dinámicos aparecen en cuestión de segundos, con un indicador en directo mientras miras, y un total acumulado por código.',
  'card.geo.title': 'Datos geográficos',
  'card.geo.text':
    'Consulta de qué países llegan tus escaneos, averiguados en nuestro propio servidor sin guardar la dirección IP de nadie.',
  'card.devices.title': 'Estadísticas de dispositivos y navegadores',
  'card.devices.text':
    'Desglosa los escaneos por tipo de dispositivo, sistema operativo y navegador para saber cómo llega la gente hasta ti.',
  'card.performance.title': 'Métricas de rendimiento',
  'card.performance.text':
    'Escaneos totales y únicos a lo largo del tiempo para cada código y para todos tus códigos, con los bots y las vistas previas de enlaces fuera de las cifras.',
  'card.export.title': 'Exportación a CSV y PDF',
  'card.export.text':
    'Descarga los escaneos de un código como archivo CSV para tu hoja de cálculo, o como informe PDF para compartir.',
  'card.dates.title': 'Filtro por rango de fechas personalizado',
  'card.dates.text':
    'Consulta los últimos días o semanas, o elige tus propias fechas de inicio y fin, en tu propia zona horaria.',
  'demo.title': 'Míralo en acción',
  'demo.text':
    'Estos son los gráficos de tu panel, dibujados aquí con datos de ejemplo. Pasa el cursor por un punto o tócalo para ver sus cifras; los lectores de pantalla reciben las mismas cifras en forma de tabla.',
  'plans.title': 'Incluido con una cuenta gratuita',
  'plans.text':
    'Una cuenta gratuita incluye un código dinámico con estadísticas: se cuenta cada escaneo, con todo el detalle (país, dispositivo, navegador) de los primeros 100 escaneos de cada código cada mes. La prueba gratuita y las suscripciones conservan el detalle de cada escaneo.',
  'plans.start': 'Empieza gratis',
};
