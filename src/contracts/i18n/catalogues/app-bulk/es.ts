import type { Catalogue } from '../../format.js';
import type { AppBulkMessageId } from './en.js';

export const messages: Catalogue<AppBulkMessageId> = {
  'page.title': 'Generación masiva de códigos QR',
  'page.intro':
    'Crea muchos códigos con diseño a la vez a partir de una lista o una hoja de cálculo. Cada código se vuelve a leer con escáneres antes de ofrecértelo.',
  'page.planRows': 'Tu plan procesa hasta {max, number} filas a la vez.',
  'page.leaveMidRun':
    'Todavía se están generando códigos QR. ¿Quieres salir de esta página y cancelar el lote?',

  'input.title': 'Datos de entrada',
  'input.type': 'Tipo de código QR',
  'type.url': 'URL de sitio web',
  'type.contact': 'Contacto',
  'type.social': 'Redes sociales',
  'type.ratings': 'Valoraciones',
  'type.email': 'Correo electrónico',
  'type.location': 'Ubicación',
  'type.events': 'Eventos',
  'type.apps': 'Apps',
  'type.sms': 'SMS',
  'type.whatsapp': 'WhatsApp',
  'type.text': 'Texto',
  'type.bitcoin': 'Bitcoin',
  'type.wifi': 'Wi-Fi',
  'type.phone': 'Teléfono',
  'columns.list': 'Columnas: {columns}.',
  'columns.required': '{column} (obligatoria)',
  'columns.linesHint': 'Sin fila de encabezado, cada línea (o la primera columna) es un código.',
  'columns.headerHint':
    'Una fila de encabezado nombra las columnas; sin ella, se leen en este orden.',
  'columns.template': 'Descargar plantilla CSV',
  'input.file': 'Sube un archivo (.csv o .txt)',
  'input.lines': 'O escribe un elemento por línea',
  'input.items': '{count, plural, one {# elemento} other {# elementos}}',
  'input.itemsWithProblems':
    '{count, plural, one {# elemento} other {# elementos}} · {problems, number} con problemas',
  'input.asCsv': 'Leer como CSV (columnas separadas por coma, punto y coma o tabulador)',
  'problems.title': 'Estas filas se marcarán como fallidas y se omitirán:',
  'problems.row': 'Fila {row}: {message}',

  'design.tabs': 'Diseño de todos los códigos',
  'design.colors': 'Colores',
  'design.logo': 'Logotipo',
  'design.frame': 'Marco',
  'dynamic.label': 'Crear códigos dinámicos (enlaces cortos editables, listados en tu panel)',
  'dynamic.urlOnly': 'Los códigos dinámicos se crean a partir de filas de URL de sitio web.',
  'dynamic.checking': 'Comprobando tu plan...',
  'dynamic.unlimited': 'Tu plan puede crear todos los códigos dinámicos que necesite esta lista.',
  'dynamic.left':
    'Tu plan puede crear {count, plural, one {# código dinámico más} other {# códigos dinámicos más}}.',
  'output.pngSize': 'Tamaño del PNG',
  'output.pixels': '{size} px',
  'output.zipLegend': 'En el ZIP, además del SVG',

  'cap.rowLimit':
    'Tu plan genera hasta {max, number} códigos por lote; esta lista tiene {rows, number}. {premium, select, yes {Divídela en listas más pequeñas.} other {Empieza la prueba gratuita o pásate a Premium para generar hasta {premiumMax, number} por lote.}}',
  'cap.dynamicLimit':
    'Tu plan puede crear {remaining, plural, one {# código dinámico más} other {# códigos dinámicos más}}; este lote crearía {codes, number}. Crea códigos estáticos, quita filas o pásate a Premium.',

  'run.generate': 'Generar códigos QR',
  'run.generating': 'Generando códigos QR...',
  'run.cancel': 'Cancelar',
  'toast.noDataTitle': 'No hay datos',
  'toast.noDataText': 'Escribe los datos o sube un archivo.',
  'toast.noValidTitle': 'No hay datos válidos',
  'toast.noValidText': 'Proporciona datos válidos para generar los códigos QR.',
  'toast.completeTitle': 'Generación masiva completada',
  'toast.completeText':
    '{ok, plural, one {Se generó # código QR} other {Se generaron # códigos QR}} correctamente. {failed, plural, one {# falló} other {# fallaron}}.',
  'toast.cancelledTitle': 'Generación cancelada',
  'toast.cancelledText':
    '{ok, plural, one {Se generó # código QR} other {Se generaron # códigos QR}} antes de que cancelaras.',
  'toast.runFailedTitle': 'La generación falló',
  'toast.runFailedText': 'Se produjo un error durante la generación masiva.',
  'toast.nothingTitle': 'No hay códigos QR para descargar',
  'toast.nothingText': 'Genera primero los códigos QR y luego descárgalos.',
  'toast.downloadTitle': 'Descarga iniciada',
  'toast.downloadText': 'Descargando {count, plural, one {# código QR} other {# códigos QR}}.',
  'pack.zip': 'Preparando el ZIP...',
  'pack.zipProgress': 'Preparando el ZIP... {done, number} de {all, number}',
  'pack.sheet': 'Preparando la hoja de impresión...',

  'results.title': 'Resultados de la generación',
  'results.success': 'Correctos',
  'results.failed': 'Fallidos',
  'results.progress': 'Progreso de la generación',
  'results.processed': '{done, number} de {total, number} procesados',
  'results.downloadAll': 'Descargar todos los códigos QR ({count, number})',
  'results.empty': 'Aún no se ha generado ningún código QR.',
  'results.list': 'Códigos generados',
  'sheet.paper': 'Papel de la hoja de impresión',
  'sheet.page.a4': 'A4',
  'sheet.page.letter': 'Carta (EE. UU.)',
  'sheet.codeSize': 'Tamaño del código (mm)',
  'sheet.perPage':
    '{perPage, plural, one {# código} other {# códigos}} por página ({columns} × {rows}), cada uno con su nombre debajo.',
  'sheet.download': 'Descargar hoja de impresión (PDF)',
  'sheet.pdfTitle': 'Hoja de impresión de códigos QR',

  'result.row': 'Fila {row}',
  'result.success': 'Correcto',
  'result.error': 'Error',
  'result.scanCheck': 'Comprobación de escaneo: {grade}',
  'grade.robust': 'robusto',
  'grade.fragile': 'frágil',
  'grade.notScannable': 'no escaneable',
  'grade.asRow': '{grade} (como la fila {row})',
  'error.itemFailed': 'No se pudo generar el código QR',
  'error.itemFailedReason': 'No se pudo generar el código QR: {reason}',
  'error.network': 'Error de red',
  'error.unreadable': 'Los escáneres no pudieron volver a leer este código.',
  'error.unreadableReason': 'Los escáneres no pudieron volver a leer este código. {reason}',
  'error.unreadableVersion':
    'Los escáneres no pudieron volver a leer este diseño en la versión {version} (comprobado en la fila {row}).',
  'error.unreadableVersionReason':
    'Los escáneres no pudieron volver a leer este diseño en la versión {version} (comprobado en la fila {row}). {reason}',
};
