import type { Catalogue } from '../../format.js';
import type { SiteAboutMessageId } from './en.js';

export const messages: Catalogue<SiteAboutMessageId> = {
  'page.title': 'Acerca de {brand}',
  'page.description':
    '{brand} es un generador y gestor de códigos QR que puedes alojar en tu propio servidor: códigos estáticos gratuitos, códigos dinámicos que puedes editar y estadísticas de escaneos que respetan la privacidad.',
  'page.intro':
    'Un generador y gestor de códigos QR construido en torno a una promesa: los códigos que crea se pueden escanear, y se siguen pudiendo escanear.',
  'stats.note':
    'Totales en directo de la propia base de datos de este sitio, actualizados cada minuto.',
  'story.title': 'Nuestra historia',
  'story.problem':
    'Los códigos QR están en todas partes: en cartas de restaurante, carteles, paquetes y tarjetas de visita. Crear uno es fácil; crear uno que se siga pudiendo escanear con un logotipo en el centro, un color de marca y un paso por la impresora es más difícil. Además, demasiados generadores esconden un código gratuito tras un registro, o lo convierten en un enlace corto que deja de funcionar cuando termina una suscripción.',
  'story.answer':
    '{brand} se creó para hacer lo contrario. Los códigos estáticos son gratuitos y contienen su contenido directamente. Cada código lo comprueban decodificadores reales antes de que lo descargues, y el generador te dice con palabras sencillas qué cambiar cuando un diseño es frágil. Cuando de verdad necesitas cambiar un código después de imprimirlo, los códigos dinámicos redirigen a través de un enlace corto que tú controlas, y sus estadísticas están pensadas para contar escaneos sin rastrear a las personas.',
  'values.title': 'Lo que valoramos',
  'values.scan.title': 'Todo código debe poder escanearse',
  'values.scan.text':
    'Un código QR que no se puede escanear es peor que ninguno. Cada código que generamos lo vuelven a leer tres decodificadores y una cámara de teléfono simulada antes de que lo descargues.',
  'values.privacy.title': 'Respeto por quienes escanean',
  'values.privacy.text':
    'Las estadísticas cuentan los escaneos sin guardar direcciones IP, con una clave de visitante que cambia cada día, y dejan los bots fuera de las cifras.',
  'values.free.title': 'Gratis significa gratis',
  'values.free.text':
    'Los códigos estáticos no necesitan cuenta, no llevan marca de agua y nunca expiran. Los códigos impresos siguen funcionando pase lo que pase con tu plan.',
  'values.selfHosted.title': 'En tu propio servidor',
  'values.selfHosted.text':
    '{brand} se puede alojar en tu propio servidor: un único servidor Node.js con una base de datos integrada, o PostgreSQL para instalaciones más grandes.',
  'offer.title': 'Lo que ofrecemos',
  'offer.generator': 'Un generador de 16 tipos de código QR, con descargas en PNG, SVG y PDF',
  'offer.design':
    'Colores, degradados, formas de puntos y esquinas, logotipos y marcos con llamada a la acción',
  'offer.dynamic':
    'Códigos dinámicos cuyo destino puedes cambiar, y que puedes pausar y reanudar, después de imprimirlos',
  'offer.analytics':
    'Estadísticas de escaneos por día, país, dispositivo, navegador y sistema operativo, con exportación a CSV y PDF',
  'offer.dashboard': 'Un panel para tus códigos guardados y dinámicos',
  'offer.trial': 'Una prueba gratuita de 3 días con el cupo mayor de códigos dinámicos',
  'credits.title': 'Créditos',
  'credits.dbip':
    '(CC BY 4.0): los países de los escaneos se consultan sin conexión en su base de datos de países.',
  'credits.inter':
    'Inter (SIL Open Font Licence 1.1): la tipografía de los textos de los marcos de los códigos QR.',
  'credits.icons': 'Simple Icons (CC0) y Bootstrap Icons (MIT): los logotipos predefinidos.',
  'cta.title': 'Compruébalo tú mismo',
  'cta.text': 'Crea un código en menos de un minuto, o lee la lista completa de funciones.',
  'cta.features': 'Ver funciones',
};
