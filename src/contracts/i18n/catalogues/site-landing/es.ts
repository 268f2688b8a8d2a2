import type { Catalogue } from '../../format.js';
import type { SiteLandingMessageId } from './en.js';

export const messages: Catalogue<SiteLandingMessageId> = {
  'hero.title': 'Crea códigos QR que siempre se pueden escanear',
  'hero.text':
    'Crea códigos QR estáticos gratis, o regístrate para guardarlos y crear códigos QR dinámicos que puedes editar después de imprimirlos.',
  'hero.create': 'Crea tu código QR',
  'stats.heading': 'Este sitio en cifras',
  'stats.codesGenerated': 'códigos QR generados aquí',
  'stats.dynamicCodes': 'códigos QR dinámicos creados',
  'stats.scansCounted': 'escaneos contados',
  'stats.unavailable': 'Las cifras de este sitio no están disponibles en este momento.',
  'features.title': 'Pensado para que tus códigos se escaneen',
  'features.intro':
    'Herramientas gratuitas para el código en sí, y una cuenta para todo lo que pasa después de imprimirlo.',
  'features.all': 'Ver todas las funciones',
  'useCases.title': 'Dónde ayudan los códigos QR',
  'useCases.intro': 'Algunas formas en que los negocios sacan partido a los códigos.',
  'useCases.more': 'Más casos de uso',
  'benefits.title': 'Lo que añade una cuenta gratuita',
  'benefits.intro': 'Gratis para siempre, sin tarjeta de crédito.',
  'benefits.static': 'Códigos QR estáticos ilimitados, gratis y sin marcas de agua',
  'benefits.dynamic':
    '{count, plural, one {# código QR dinámico cuyo destino puedes cambiar después de imprimirlo} other {# códigos QR dinámicos cuyo destino puedes cambiar después de imprimirlos}}',
  'benefits.analytics':
    'Estadísticas de escaneos, con todo detalle para {scans} escaneos por código al mes (se cuentan todos los escaneos)',
  'benefits.saved': 'Hasta {saved} códigos guardados en tu panel',
  'benefits.design': 'Logotipos y degradados de dos colores en el generador',
  'benefits.trial': 'Una prueba de {days} días con hasta {dynamic} códigos QR dinámicos',
  'stories.title': 'Cómo lo usa la gente',
  'stories.example': 'Ejemplo',
  'story.bakery.who': 'Una panadería',
  'story.bakery.text':
    'Una panadería imprime un código QR dinámico en sus bolsas de papel. En verano lleva a la carta de helados y en diciembre al formulario de encargo de roscones: las bolsas no cambian nunca.',
  'story.wedding.who': 'Una pareja que se casa',
  'story.wedding.text':
    'Una pareja pone un código de Wi-Fi y uno de evento de calendario en las tarjetas de mesa, para que los invitados se conecten y guarden la fecha del brunch del día siguiente sin preguntar.',
  'story.tradesperson.who': 'Un profesional de oficios',
  'story.tradesperson.text':
    'Un electricista pone un código con su tarjeta de contacto en la puerta de la furgoneta. Quien espera en un semáforo guarda el número con un solo escaneo en vez de fotografiar la furgoneta.',
  'faq.title': 'Preguntas frecuentes',
  'faq.all': 'Todas las preguntas',
  'cta.title': 'Crea tu código QR ahora',
  'cta.text': 'Gratis y sin registro. Personalízalo, comprueba que se escanea y descárgalo.',
  'cta.create': 'Crear un código QR',
  'cta.design': 'Diseñar tu código',
};
