import type { Catalogue } from '../../format.js';
import type { SiteFaqMessageId } from './en.js';

export const messages: Catalogue<SiteFaqMessageId> = {
  'page.title': 'Preguntas frecuentes',
  'page.description':
    'Respuestas sobre el tamaño de impresión de los códigos QR, la zona de silencio, los niveles de corrección de errores, los códigos estáticos y dinámicos, los logotipos, la privacidad de los escaneos y los planes.',
  'page.intro':
    'Respuestas claras sobre cómo crear códigos QR que se escanean, y sobre cómo funciona este sitio.',
  'more.title': '¿Te queda alguna pregunta?',
  'more.text': 'Escríbenos y te responderemos en menos de 24 horas.',
  'more.contact': 'Contactar con soporte',
  'create.question': '¿Cómo creo un código QR?',
  'create.answer.1':
    'En la página de inicio, elige qué debe hacer el código (abrir un sitio web, una tarjeta de contacto, el acceso Wi-Fi, un correo, una ubicación y más), rellena el formulario, dale estilo en las pestañas "Colores" y "Marco" y pulsa "Generar código QR". Descárgalo en PNG, SVG o PDF.',
  'create.answer.2':
    'Los códigos estáticos no necesitan cuenta. Inicia sesión para guardar códigos, añadir un logotipo o un segundo color y crear códigos QR dinámicos.',
  'static-dynamic.question': '¿Qué diferencia hay entre los códigos QR estáticos y los dinámicos?',
  'static-dynamic.answer.1':
    'Un código estático contiene directamente su contenido: la dirección web, la contraseña del Wi-Fi o la tarjeta de contacto están dentro del patrón. Funciona sin nuestro servidor y no caduca nunca, pero no se puede cambiar una vez impreso.',
  'static-dynamic.answer.2':
    'Un código QR dinámico contiene un enlace corto a este sitio (/d/ seguido de un código corto). Al escanearlo se abre el destino que elegiste, que puedes cambiar, pausar y reanudar desde tu panel cuando quieras, y se cuentan todos los escaneos. Los códigos QR dinámicos necesitan una cuenta y solo funcionan mientras este sitio esté en línea.',
  'print-size.question': '¿De qué tamaño debo imprimir un código QR?',
  'print-size.answer.1':
    'Imprímelo al menos a 2 × 2 cm para escanearlo de cerca, por ejemplo en una tarjeta de visita o en un expositor de mesa.',
  'print-size.answer.2':
    'Si se va a leer desde más lejos, hazlo más grande: una regla práctica habitual es un ancho de una décima parte de la distancia de escaneo, así que un cartel que se lee a 2 metros necesita un código de unos 20 cm. Los códigos con más datos tienen más cuadraditos, más pequeños, y necesitan más espacio. Prueba el código impreso con varios móviles antes de una tirada grande.',
  'quiet-zone.question': '¿Qué es la zona de silencio y por qué importa?',
  'quiet-zone.answer.1':
    'La zona de silencio es el margen vacío alrededor del código. Los lectores necesitan al menos 4 módulos (los cuadraditos del patrón) de fondo liso por cada lado para encontrar el código.',
  'quiet-zone.answer.2':
    'Nuestras descargas incluyen por defecto un margen de 4 módulos. No lo recortes, y no pongas texto, bordes ni imágenes recargadas pegados al código.',
  'error-correction.question': '¿Qué significan los niveles de corrección de errores L, M, Q y H?',
  'error-correction.answer.1':
    'Los códigos QR llevan datos adicionales para que se puedan escanear aunque una parte esté sucia, dañada o tapada. El nivel L puede recuperar alrededor del 7 % del código, el M un 15 %, el Q un 25 % y el H un 30 %.',
  'error-correction.answer.2':
    'Los niveles más altos hacen el patrón más denso, así que el código necesita más espacio. M es el nivel por defecto y sirve para la mayoría de usos; elige Q o H si añades un logotipo o si el código se va a imprimir en exteriores o sobre superficies rugosas.',
  'logo.question': '¿Puedo poner mi logotipo en el centro de un código QR?',
  'logo.answer.1':
    'Sí, con una cuenta gratuita: sube una imagen o elige un icono predefinido en la pestaña "Logo". El logotipo tapa parte del patrón, así que mantenlo entre el 10 % y el 30 % del ancho del código y usa un nivel de corrección de errores más alto.',
  'logo.answer.2':
    'Cada código generado lo leen en nuestro servidor tres decodificadores independientes, incluida una pasada que imita la cámara de un móvil, y se califica como Robusto, Frágil o No escaneable, con consejos cuando no es robusto.',
  'formats.question': '¿Qué formato de archivo debo descargar?',
  'formats.answer.1':
    'SVG es un archivo vectorial: se ve nítido a cualquier tamaño y es la mejor opción para imprenta y herramientas de diseño. PNG es una imagen para páginas web, documentos y presentaciones; elige un tamaño suficiente para donde lo vayas a usar. PDF te da una página lista para imprimir con el código al tamaño que elijas.',
  'after-trial.question': '¿Qué pasa con mis códigos cuando termina la prueba o bajo de plan?',
  'after-trial.answer.1':
    'Siguen funcionando. Los códigos estáticos nunca dependen de tu cuenta. Los códigos QR dinámicos siguen redirigiendo y contando escaneos cuando termina una prueba o una suscripción: los límites del plan solo deciden cuántos códigos nuevos puedes crear.',
  'after-trial.answer.2':
    'Con el plan gratuito puedes tener 1 código QR dinámico y guardar hasta 20 códigos; la prueba de 3 días permite hasta 12 códigos QR dinámicos.',
  'scanner-data.question': '¿Qué guardáis sobre las personas que escanean mis códigos?',
  'scanner-data.answer.1':
    'Solo lo que necesitan las estadísticas de escaneos: la hora del escaneo, el país (consultado en nuestro propio servidor con una base de datos sin conexión), el tipo de dispositivo, el sistema operativo y el navegador, y el sitio de procedencia cuando lo hay.',
  'scanner-data.answer.2':
    'No guardamos direcciones IP. Para contar visitantes únicos usamos una clave de un solo sentido que cambia cada día, de modo que no se puede seguir a la misma persona de un día a otro. Los bots y las vistas previas de enlaces se reconocen y no cuentan como escaneos.',
  'bulk.question': '¿Puedo crear muchos códigos QR a la vez?',
  'bulk.answer.1':
    'Sí, con una cuenta: abre "Bulk Generation" en el menú de la cuenta, escribe o sube una lista (un archivo .csv o .txt) y cada fila se convierte en un código con el diseño que elijas. Cada código pasa por los mismos tres decodificadores, y los descargas todos en un ZIP de archivos SVG, PNG y PDF con un índice, o como hoja de impresión.',
  'bulk.answer.2':
    'Cada tanda admite hasta 100 filas con el plan gratuito y hasta 5000 durante la prueba o con Premium.',
  'payments.question': '¿Cómo se gestionan los pagos?',
  'payments.answer.1':
    'Los planes de pago los procesa Stripe, un proveedor de pagos. Introduces los datos de la tarjeta en el propio formulario de pago de Stripe: los números de tarjeta nunca llegan a nuestro servidor y nunca los guardamos. Solo guardamos las referencias de cliente y de suscripción de Stripe necesarias para saber cuál es tu plan.',
  'payments.answer.2':
    'Hasta que se abran los planes de pago en este sitio, todo lo que aquí se describe como gratuito sigue siendo gratuito, y la prueba de 3 días es la forma de probar más códigos QR dinámicos.',
  'payments.answer.3':
    'Los planes pertenecen a un espacio de trabajo. Premium se paga por espacio de trabajo, no por persona: una suscripción cubre a todas las personas que invites a ese espacio, sin coste por miembro (plaza). Tu espacio personal y cada espacio de equipo se mejoran por separado, y solo un propietario del espacio puede mejorarlo o gestionar su suscripción. La prueba de 3 días es una por cuenta y se aplica a tu espacio personal.',
  'cost.question': '¿De verdad es gratis?',
  'cost.answer.1':
    'Sí. Crear y descargar códigos QR estáticos es gratis, sin cuenta y sin límite de cantidad. Una cuenta gratuita añade códigos guardados (hasta 20), un código QR dinámico con estadísticas de escaneos, logotipos y diseños de dos colores. Con la prueba de 3 días tienes más códigos QR dinámicos, y también con una suscripción cuando se abran los planes de pago.',
};
