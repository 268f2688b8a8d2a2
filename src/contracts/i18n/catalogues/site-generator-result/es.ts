import type { Catalogue } from '../../format.js';
import type { SiteGeneratorResultMessageId } from './en.js';

export const messages: Catalogue<SiteGeneratorResultMessageId> = {
  'section.loading': 'Cargando el generador de códigos QR...',

  'card.title': 'Genera tu código QR',
  'card.settings': 'Ajustes del código QR',
  'tab.purpose': 'Propósito',
  'tab.colors': 'Colores',
  'tab.logo': 'Logo',
  'tab.frame': 'Marco',

  'dynamic.nameLabel': 'Nombre',
  'dynamic.namePlaceholder': 'Menú de primavera',
  'dynamic.nameHint': 'Cómo aparece el código en Códigos activos.',
  'dynamic.created':
    'Código dinámico creado: <url>{shortUrl}</url>. Encuéntralo en <link>Códigos activos</link> para descargarlo, editarlo o ponerlo en pausa.',

  'generate.button': 'Generar código QR',
  'generate.busy': 'Generando...',
  'generate.signUp':
    '<link>Regístrate</link> para guardar tus códigos, añadir logos y seguir los escaneos.',

  'failure.fields': 'Algunos campos necesitan una corrección: mira los mensajes debajo de ellos.',
  'failure.invalidContent':
    'Parte del contenido no se puede poner en un código QR. Revisa los campos e inténtalo de nuevo.',
  'failure.tooMuchData':
    'Hay demasiado contenido para un solo código QR. Acórtalo e inténtalo de nuevo.',
  'failure.signInRequired':
    'Los códigos de pago necesitan una cuenta. Inicia sesión o regístrate y vuelve a intentarlo.',
  'failure.tooManyRequests':
    'Has generado muchos códigos en poco tiempo. Espera un minuto e inténtalo de nuevo.',
  'failure.tooLarge':
    'El contenido es demasiado grande para enviarlo. Acórtalo e inténtalo de nuevo.',
  'failure.serverError': 'Algo ha fallado por nuestra parte. Inténtalo de nuevo en un momento.',
  'failure.offline':
    'No se ha podido conectar con QR Shark. Comprueba tu conexión a internet e inténtalo de nuevo.',
  'failure.other': 'La solicitud se ha rechazado. Revisa el contenido e inténtalo de nuevo.',

  'heading.preview': 'Vista previa',
  'heading.result': 'Tu código QR',

  'note.generated': 'Código QR generado',
  'note.signInToSave': 'Inicia sesión para guardarlo.',
  'note.downloaded': 'Código QR descargado',
  'note.downloadFailed': 'Hubo un problema al descargar tu código QR.',
  'note.saved': 'Código QR guardado',
  'note.saveFailed': 'Hubo un problema al guardar tu código QR.',

  'result.summary': 'Versión {version}, corrección de errores {level}.',
  'result.eclLowered': 'La corrección de errores se ha bajado a {level} para que quepan los datos.',
  'result.logoShrunk':
    'Logo dibujado al {used} % del ancho (elegiste {chosen} %) para que el código se escanee bien.',
  'result.gradeLabel': 'Calificación de escaneo del código generado',
  'result.notScannable': 'Puede que este código no se escanee de forma fiable.',
  'result.fragile': 'Frágil: {reason}',

  'outdated.note':
    'Has cambiado el contenido o el diseño desde que se creó este código. Las descargas y Guardar están desactivados hasta que crees el código actual.',
  'outdated.make': 'Crear el código actual',
  'outdated.making': 'Creando el código actual...',

  'grade.robust': 'Robusto',
  'grade.fragile': 'Frágil',
  'grade.notScannable': 'No escaneable',
  'grade.title': 'Calificación de escaneo: {grade}',
  'grade.robustNote': 'Se lee con la cámara del teléfono, también en impresiones pequeñas.',
  'grade.swap': 'Intercambiar colores',

  'png.size': 'Tamaño del PNG',
  'png.option': '{width} × {width} px',
  'download.png': 'Descargar PNG',
  'download.svg': 'Descargar SVG',
  'download.question': 'Puede que este código no se escanee. ¿Descargarlo de todos modos?',
  'download.questionFallback': 'Los lectores no han podido leer este diseño.',
  'download.cancel': 'Cancelar',
  'download.anyway': 'Descargar de todos modos',

  'pdf.loading': 'Cargando las opciones del PDF...',
  'pdf.width': 'Ancho del PDF (mm)',
  'pdf.page': 'Página',
  'pdf.pageA4': 'A4',
  'pdf.pageFit': 'Ajustar al código',
  'pdf.printer': 'Impresora',
  'pdf.dpi': '{dpi} ppp',
  'pdf.minimum': 'Imprímelo con al menos {minimum} mm de ancho en una impresora de {dpi} ppp.',
  'pdf.tooSmall': 'A {width} mm, los módulos son demasiado pequeños para imprimirse con nitidez.',
  'pdf.reach': 'A {width} mm se escanea hasta a {metres, number, ::.0} m de distancia.',
  'pdf.widthRange': 'Escribe un ancho entre {min} y {max} mm.',
  'pdf.download': 'Descargar PDF',
  'pdf.preparing': 'Preparando el PDF...',

  'save.nameLabel': 'Nombre del código',
  'save.button': 'Guardar',
  'save.busy': 'Guardando...',

  'premium.title': 'Función Premium',
  'premium.description': 'Inicia sesión o regístrate (gratis) para usar este tipo.',
  'premium.cancel': 'Cancelar',
  'premium.logIn': 'Iniciar sesión',
  'premium.signUp': 'Registrarse',

  'prompt.tracking.title': 'Sigue cada escaneo con una cuenta gratuita',
  'prompt.tracking.description':
    'Descubre cómo funcionan tus códigos QR una vez que están en el mundo.',
  'prompt.tracking.point1': 'Recuento de escaneos en tiempo real',
  'prompt.tracking.point2': 'Analítica de visitantes únicos y de interacción',
  'prompt.tracking.point3': 'Información sobre el rendimiento',
  'prompt.tracking.point4': 'Códigos dinámicos que puedes editar después de imprimirlos',
  'prompt.download.title': 'Tu código QR se ha descargado. Consérvalo con una cuenta gratuita',
  'prompt.download.description': 'Guarda tus códigos y vuelve a ellos cuando quieras.',
  'prompt.download.point1': 'Códigos estáticos ilimitados',
  'prompt.download.point2': '1 código dinámico con analítica',
  'prompt.download.point3': '100 escaneos al mes para códigos dinámicos',
  'prompt.download.point4': 'Almacenamiento de hasta 20 códigos',
  'prompt.later': 'Quizás más tarde',
  'prompt.signUp': 'Registrarse',
  'prompt.footnote': 'Gratis para siempre, sin tarjeta de crédito, registro en 30 segundos',
  'reason.logo': 'El logotipo tapa demasiado para impresiones pequeñas: hazlo más pequeño.',
  'reason.logo.print':
    'El logotipo tapa demasiado para impresiones pequeñas: hazlo más pequeño o imprímelo con al menos {cm, number} cm de ancho.',
  'reason.contrast':
    'Los colores se parecen demasiado para la cámara de un teléfono en impresiones pequeñas o con poca luz: usa un color principal más oscuro.',
  'reason.contrast.print':
    'Los colores se parecen demasiado para la cámara de un teléfono en impresiones pequeñas o con poca luz: usa un color principal más oscuro o imprímelo con al menos {cm, number} cm de ancho.',
  'reason.gradient':
    'El extremo más claro del degradado cuesta a las cámaras de los teléfonos en impresiones pequeñas: usa colores de degradado más oscuros.',
  'reason.gradient.print':
    'El extremo más claro del degradado cuesta a las cámaras de los teléfonos en impresiones pequeñas: usa colores de degradado más oscuros o imprímelo con al menos {cm, number} cm de ancho.',
  'reason.shapes':
    'Las formas redondeadas se confunden en impresiones pequeñas: usa puntos o esquinas cuadrados.',
  'reason.shapes.print':
    'Las formas redondeadas se confunden en impresiones pequeñas: usa puntos o esquinas cuadrados o imprímelo con al menos {cm, number} cm de ancho.',
  'reason.content':
    'Las impresiones pequeñas de este código pueden no escanearse: acorta el contenido.',
  'reason.content.print':
    'Las impresiones pequeñas de este código pueden no escanearse: acorta el contenido o imprímelo con al menos {cm, number} cm de ancho.',
  'reason.notScannable':
    'Los lectores no pudieron leer este diseño ({failed} fallaron), así que puede no escanearse una vez impreso. Prueba con {fixes}.',
  'reason.fix.contrast': 'más contraste entre el color principal y el de fondo',
  'reason.fix.logo': 'un logotipo más pequeño, o ninguno',
  'reason.fix.gradient': 'un solo color en lugar del degradado',
  'reason.fix.dots': 'puntos cuadrados',
  'reason.fix.corners': 'esquinas cuadradas',
};
