import type { Catalogue } from '../../format.js';
import type { ContractMessageId } from './en.js';

export const messages: Catalogue<ContractMessageId> = {
  'account.nameUpdated': 'Nombre actualizado',
  'account.nameFailed': 'No se ha podido actualizar el nombre. Inténtalo de nuevo.',
  'account.nameTooLong': 'Usa como máximo 100 caracteres.',
  'account.deleted': 'Cuenta eliminada',
  'account.deletedDescription': 'Ahora se cerrará tu sesión.',
  'account.deleteFailed': 'No se ha podido eliminar la cuenta. Inténtalo de nuevo.',
  'account.deletePasswordRequired': 'Escribe tu contraseña para confirmar.',
  'account.deletePasswordWrong': 'Tu contraseña no es correcta.',
  'account.deleteEmailMismatch':
    'Escribe la dirección de correo electrónico de esta cuenta exactamente como se muestra.',
  'account.deleteSubscribed':
    '{names} tiene una suscripción Premium que solo tú puedes cancelar. Cancélala primero (Plan → Gestionar suscripción); cuando haya terminado, podrás eliminar tu cuenta.',
  'account.deleteSoleOwner':
    'Eres el único propietario de {names}, que usan otras personas. Haz propietario a una de ellas, o elimina el espacio de trabajo, antes de eliminar tu cuenta.',
  'account.sessionNotFound': 'Esa sesión ya ha terminado.',
  'account.tooManyExports':
    'Has descargado tus datos varias veces recientemente. Inténtalo de nuevo dentro de {wait}.',
  'account.verificationSent':
    'Te hemos enviado un nuevo enlace de verificación. Funciona una sola vez, durante 24 horas.',
  'account.alreadyVerified': 'Tu dirección de correo electrónico ya está verificada.',
  'account.verificationTooSoon':
    'Se acaba de crear un enlace nuevo: úsalo o vuelve a pedirlo dentro de {wait}.',
  'account.restoreFailed':
    'No hemos encontrado ninguna cuenta eliminada con esta dirección y esta contraseña que aún se pueda restaurar.',
  'account.restoreAddressTaken':
    'Una cuenta nueva ya usa esta dirección, así que la eliminada no se puede restaurar.',
  'account.restored': 'Tu cuenta se ha restaurado. Te damos la bienvenida de nuevo.',
  'account.googleAccountDeleted':
    'La cuenta vinculada a esta cuenta de Google se eliminó hace menos de 30 días. Para recuperarla, elige «Restaurar con Google» en la página de restauración.',
  'account.nothingToRestore':
    'No hemos encontrado ninguna cuenta eliminada vinculada a esta cuenta de Google que aún se pueda restaurar.',
  'account.emailChangeSame': 'Esta ya es tu dirección de correo electrónico.',
  'account.emailChangeTaken': 'Otra cuenta ya usa esta dirección.',
  'account.emailChangePasswordRequired': 'Escribe tu contraseña actual para confirmar.',
  'account.emailChangeSent':
    'Hemos enviado un enlace a {address}. Tu dirección cambia cuando lo abras (en un plazo de 24 horas); hasta entonces, no cambia nada.',
  'account.emailChanged':
    'Tu dirección de correo electrónico ahora es {address}. Se ha cerrado la sesión en todos los demás dispositivos.',
  'account.emailChangedSignIn':
    'Tu dirección de correo electrónico ahora es {address}. Se ha cerrado la sesión en todos los dispositivos: inicia sesión con la nueva dirección.',
  'account.invalidEmailChangeLink':
    'Este enlace no funciona: ya se usó, se envió uno más reciente o caducó. Vuelve a solicitar el cambio desde la configuración de la cuenta.',
  'account.addressHeldForRestore':
    'Una cuenta con esta dirección se eliminó hace menos de 30 días. Restáurala desde la página de inicio de sesión o crea una cuenta cuando se haya eliminado definitivamente.',
  'admin.lastAdmin': 'Este es el último administrador: haz administrador a otra persona primero.',
  'admin.notYourself':
    'Aquí no puedes hacer esto con tu propia cuenta; usa la configuración de la cuenta.',
  'admin.userNotFound': 'Ese usuario no existe.',
  'admin.restoreAddressTaken':
    'Otra cuenta activa usa ahora esta dirección, así que esta no puede volver.',
  'admin.restorePurged':
    'Los datos de esta cuenta ya se han borrado (30 días después de eliminarla).',
  'admin.messageNotFound': 'Ese mensaje no existe.',
  'admin.mailNotFound': 'Ese correo no existe.',
  'admin.retryOnlyFailed': 'Solo se pueden volver a enviar los correos fallidos.',
  'analytics.loadFailed': 'No se han podido cargar las estadísticas',
  'analytics.tryAgain': 'Reintentar',
  'analytics.invalidTimeZone': 'Zona horaria desconocida; usa un nombre IANA como Europe/Berlin',
  'analytics.invalidDate':
    'Usa una fecha (AAAA-MM-DD) o un instante ISO 8601 (2025-03-30T12:00:00Z)',
  'analytics.rangeOrder': 'El inicio del intervalo debe ser anterior a su fin',
  'analytics.rangeTooLong': 'El intervalo puede durar como máximo 400 días',
  'analytics.codeNotFound': 'Código QR no encontrado',
  'analytics.citiesOff':
    'Las estadísticas por ciudad están desactivadas en este servidor. Un administrador las activa con npm run city-database (o CITY_DATABASE para un archivo de MaxMind) y un reinicio.',
  'analytics.citiesNone': 'Ningún escaneo de este periodo se ha asociado a una ciudad.',
  'apiKey.name': 'Ponle un nombre a la clave (como máximo 80 caracteres)',
  'apiKey.scope': 'Elige solo lectura o lectura y escritura',
  'apiKey.expiry': 'Elige una fecha de caducidad futura o ninguna',
  'apiKey.limit': 'Puedes tener como máximo 25 claves de API activas. Revoca una para crear otra.',
  'apiKey.notFound': 'Clave de API no encontrada',
  'apiKey.missing': 'Envía una clave de API como «Authorization: Bearer qrs_...».',
  'apiKey.invalid': 'Esta clave de API no es válida: es desconocida, se ha revocado o ha caducado.',
  'apiKey.readOnly':
    'Esta clave de API solo puede leer. Crea una clave de lectura y escritura para hacer cambios.',
  'apiKey.viewerMaker':
    'Esta clave de API solo puede leer: el miembro que la creó ahora es lector en su espacio de trabajo. Pide a un administrador del espacio de trabajo el rol de editor o usa una clave creada por un editor.',
  'audit.badFilter':
    'Filtra por una acción, una dirección y fechas en formato AAAA-MM-DD o como fechas y horas ISO.',
  'auth.usernameRequired': 'El correo electrónico es obligatorio',
  'auth.passwordRequired': 'La contraseña es obligatoria',
  'auth.invalidEmail': 'Dirección de correo electrónico no válida',
  'auth.passwordTooShort': 'La contraseña debe tener al menos 8 caracteres',
  'auth.passwordTooCommon':
    'Esta contraseña está en una lista de contraseñas comunes o filtradas, así que es fácil de adivinar. Elige otra.',
  'auth.passwordTooLong': 'La contraseña debe tener como máximo 256 caracteres',
  'auth.confirmRequired': 'Confirma tu contraseña',
  'auth.passwordsDontMatch': 'Las contraseñas no coinciden',
  'auth.invalidCredentials': 'Correo electrónico o contraseña no válidos',
  'auth.registrationFailed': 'No se ha podido crear la cuenta',
  'auth.usernameTaken': 'Ya existe una cuenta con este correo electrónico',
  'auth.tooManyAttempts':
    'Demasiados intentos fallidos de inicio de sesión. Espera e inténtalo de nuevo.',
  'auth.emailMustMatchUsername':
    'Tu correo electrónico es tu nombre de usuario: escribe la misma dirección en ambos campos.',
  'auth.tooManyRegistrations':
    'Se han creado demasiadas cuentas desde tu red. Inténtalo de nuevo dentro de {wait}.',
  'auth.tooManyMails':
    'Se han creado varios enlaces para esta dirección recientemente: funciona el más reciente. Úsalo o inténtalo de nuevo dentro de {wait}.',
  'auth.emailVerified': 'Tu dirección de correo electrónico está verificada.',
  'auth.invalidVerificationLink':
    'Este enlace de verificación no es válido, ya se ha usado o ha caducado. Inicia sesión y pide uno nuevo.',
  'auth.verificationPasswordRequired':
    'Elige una contraseña para esta cuenta: la que se puso al crearla deja de funcionar.',
  'auth.verificationDeclined':
    'Se ha eliminado la cuenta de {address}. No se ha cambiado nada más; puedes ignorar cualquier otro correo sobre ella.',
  'auth.passwordResetSent':
    'Si existe una cuenta con esa dirección, te hemos enviado un enlace para establecer una contraseña nueva. Funciona una sola vez, durante 1 hora.',
  'changePassword.currentRequired': 'La contraseña actual es obligatoria',
  'changePassword.currentWrong': 'La contraseña actual no es correcta',
  'changePassword.newTooShort': 'La contraseña debe tener al menos 8 caracteres',
  'changePassword.confirmRequired': 'Confirma tu nueva contraseña',
  'changePassword.mismatch': 'Las contraseñas no coinciden',
  'changePassword.changed':
    'Tu contraseña se ha cambiado. Se ha cerrado la sesión en los demás dispositivos.',
  'changePassword.noPasswordYet':
    'Esta cuenta aún no tiene contraseña. Usa «Crear una contraseña» en su lugar.',
  'changePassword.signInAgain':
    'Por tu seguridad, para establecer una contraseña hace falta haber iniciado sesión recientemente. Vuelve a iniciar sesión con Google y establécela en los 10 minutos siguientes.',
  'changePassword.alreadyHasPassword':
    'Esta cuenta ya tiene contraseña. Usa «Cambiar contraseña» en su lugar.',
  'changePassword.passwordAdded':
    'Tu contraseña está establecida. Ahora también puedes iniciar sesión con tu correo electrónico y tu contraseña.',
  'bulk.noDataTitle': 'No hay datos',
  'bulk.noDataText': 'Escribe los datos o sube un archivo.',
  'bulk.noValidTitle': 'No hay datos válidos',
  'bulk.noValidText': 'Proporciona datos válidos para generar los códigos QR.',
  'bulk.nothingToDownloadTitle': 'No hay códigos QR para descargar',
  'bulk.nothingToDownloadText': 'Genera primero los códigos QR y luego descárgalos.',
  'bulk.itemFailed': 'No se pudo generar el código QR',
  'bulk.networkError': 'Error de red',
  'bulk.runFailedTitle': 'La generación falló',
  'bulk.runFailedText': 'Se produjo un error durante la generación masiva.',
  'bulk.completeTitle': 'Generación masiva completada',
  'bulk.completeText': 'Códigos QR generados correctamente: {ok}. Con errores: {failed}.',
  'bulk.downloadTitle': 'Descarga iniciada',
  'bulk.downloadText': 'Descargando {n} códigos QR.',
  'bulk.dynamicNeedsUrl':
    'Los códigos dinámicos se crean a partir de filas de URL de sitio web. Elige URL de sitio web o crea códigos estáticos.',
  'bulk.runNotFound': 'No se ha encontrado este lote.',
  'bulk.rowOutOfRange': 'Esta fila no forma parte del lote.',
  'bulk.dynamicRowsByServer':
    'Las filas de un lote dinámico se registran a medida que se crean sus códigos.',
  'bulk.unsupportedType':
    'Este tipo necesita un archivo subido por cada código y no se puede crear de forma masiva.',
  'bulk.rowsInvalid': 'Las filas deben ser un número entero a partir de 1',
  'codeBulk.action': 'Elige una acción: pause, resume, delete, restore, move, tag.',
  'codeBulk.target': 'Indica los códigos por id (ids) o mediante un filtro (filter).',
  'codeBulk.ids': 'Indica de 1 a 10.000 códigos por id.',
  'codeBulk.tooMany': 'Coinciden más de 10.000 códigos: acota el filtro.',
  'codeBulk.notFound':
    'Algunos de estos códigos no existen en este espacio de trabajo; no se ha cambiado nada.',
  'codeBulk.restoreById': 'Para restaurar códigos eliminados, indícalos por id.',
  'codeBulk.notRestorable':
    'Algunos de estos códigos ya no se pueden restaurar; no se ha cambiado nada.',
  'codeBulk.folderRequired':
    'Elige la carpeta a la que mover los códigos (null: fuera de cualquier carpeta).',
  'codeBulk.tagsRequired': 'Indica al menos una etiqueta que añadir.',
  'codeBulk.restoreLimit':
    'Restaurar estos códigos superaría tu límite de {limit, plural, one {# código QR dinámico} other {# códigos QR dinámicos}}. Mejora tu plan o elimina otros códigos primero.',
  'companySignIn.issuer':
    'Escribe la URL del emisor que te da tu proveedor de identidad (https://…).',
  'companySignIn.clientId': 'Escribe el ID de cliente (de 1 a 255 caracteres).',
  'companySignIn.clientSecret': 'Escribe el secreto de cliente (de 1 a 1000 caracteres).',
  'companySignIn.secretNeeded': 'Escribe el secreto de cliente: todavía no hay ninguno guardado.',
  'companySignIn.domain': 'Escribe un dominio de correo como example.com (sin @ ni espacios).',
  'companySignIn.publicDomain':
    '{domain} es un servicio de correo público: cualquiera puede tener una dirección allí, así que no puede ser el dominio de inicio de sesión de una empresa.',
  'companySignIn.notYourDomain':
    'Tu propia dirección verificada debe ser de {domain} para reclamarlo. Cambia tu dirección o elige tu propio dominio.',
  'companySignIn.domainTaken':
    '{domain} ya tiene inicio de sesión de empresa en otro espacio de trabajo.',
  'companySignIn.discoveryFailed':
    'No hemos podido leer la configuración OpenID Connect del emisor ({why}). Comprueba la URL del emisor.',
  'companySignIn.signInFirst':
    'Inicia sesión una vez a través de este inicio de sesión de empresa (cierra sesión y luego usa «Iniciar sesión con tu empresa») antes de exigirlo, para que un ajuste incorrecto no pueda dejar a todos sin acceso.',
  'companySignIn.notConfigured': 'Este espacio de trabajo no tiene inicio de sesión de empresa.',
  'companySignIn.verifyFirst':
    'Verifica {domain} (su registro DNS TXT) antes de exigir el inicio de sesión de empresa.',
  'companySignIn.notActive':
    'El inicio de sesión de empresa de {domain} aún no está activo: su propietario no ha verificado el dominio. Inicia sesión con tu contraseña o con Google.',
  'companySignIn.notMember':
    'Ya existe una cuenta para {email} y no es miembro del espacio de trabajo que configuró este inicio de sesión de empresa. Inicia sesión como lo haces normalmente y pide una invitación al administrador del espacio de trabajo.',
  'companySignIn.noCompany':
    '{domain} no tiene inicio de sesión de empresa aquí. Inicia sesión con tu contraseña o con Google.',
  'companySignIn.email': 'Escribe tu dirección de correo electrónico del trabajo.',
  'companySignIn.required':
    'Tu empresa exige que inicies sesión a través de su propia página de inicio de sesión. Usa «Iniciar sesión con tu empresa» con tu dirección del trabajo.',
  'companySignIn.unavailable':
    'Ahora mismo no podemos conectar con el inicio de sesión de tu empresa. Inténtalo de nuevo dentro de un momento.',
  'companySignIn.gone':
    'Este inicio de sesión de empresa se ha eliminado o ha cambiado mientras tanto. Inténtalo de nuevo.',
  'companySignIn.failed':
    'No se ha podido completar el inicio de sesión de empresa. Inténtalo de nuevo.',
  'companySignIn.emailMissing':
    'El inicio de sesión de tu empresa no ha compartido ninguna dirección de correo electrónico, así que no podemos iniciar tu sesión.',
  'companySignIn.outsideDomain':
    'Este inicio de sesión de empresa es para direcciones de {domain}; ha confirmado {email}.',
  'companySignIn.emailUnverified':
    'El inicio de sesión de tu empresa no ha verificado esta dirección de correo electrónico, así que no podemos iniciar tu sesión.',
  'companySignIn.accountChanged':
    'Esta cuenta ha cambiado mientras iniciabas sesión. Inténtalo de nuevo.',
  'contact.nameTooShort': 'El nombre debe tener al menos 2 caracteres',
  'contact.nameTooLong': 'El nombre debe tener como máximo 100 caracteres',
  'contact.invalidEmail': 'Introduce una dirección de correo electrónico válida',
  'contact.subjectTooShort': 'El asunto debe tener al menos 5 caracteres',
  'contact.subjectTooLong': 'El asunto debe tener como máximo 200 caracteres',
  'contact.messageTooShort': 'El mensaje debe tener al menos 10 caracteres',
  'contact.messageTooLong': 'El mensaje debe tener como máximo 5000 caracteres',
  'contact.invalidInquiryType':
    'Elige Pregunta general, Soporte técnico, Consulta comercial o Comentarios',
  'contact.sentTitle': '¡Mensaje enviado!',
  'contact.sentDescription': 'Te responderemos en un plazo de 24 horas',
  'contact.failedTitle': 'Error',
  'contact.failedDescription':
    'Se ha producido un problema al enviar tu mensaje. Inténtalo de nuevo o escríbenos directamente a {email}',
  'contact.tooMany':
    'Has enviado varios mensajes desde esta dirección en la última hora. Inténtalo de nuevo dentro de {wait} o escríbenos directamente.',
  'design.colour': 'Escribe un color en formato #RRGGBB',
  'design.frameTextTooLong': 'El texto del marco debe tener como máximo 100 caracteres',
  'design.invalidChoice': 'Elige una de las opciones de la lista',
  'design.errorCorrectionLevel': 'La corrección de errores debe ser L, M, Q o H',
  'design.logoSize':
    'El tamaño del logotipo debe ser una fracción del ancho del código entre 0,1 y 0,3',
  'design.margin': 'El margen debe ser un número entero de módulos entre 2 y 16',
  'design.size': 'El tamaño del PNG debe ser un número entero de píxeles entre 128 y 4096',
  'design.lightOnDark':
    'Claro sobre oscuro: se escanea con las aplicaciones de cámara recientes de iPhone y Android, pero no con muchas aplicaciones de escaneo. Invierte los colores (oscuro sobre claro) para tener un código que lean todos los lectores.',
  'design.smallMargin':
    'Un margen de menos de 4 módulos puede no escanearse en todos los teléfonos: deja al menos 4 módulos de fondo alrededor del código.',
  'designKit.nameRequired': 'Escribe un nombre para el kit de marca',
  'designKit.nameTooLong': 'El nombre de un kit de marca debe tener como máximo 80 caracteres',
  'designKit.nameTaken':
    'Este espacio de trabajo ya tiene un kit de marca con ese nombre: elige otro nombre.',
  'designKit.limit':
    'Un espacio de trabajo guarda como máximo 100 kits de marca: elimina primero uno que ya no uses.',
  'designKit.notFound': 'Kit de marca no encontrado en este espacio de trabajo',
  'designKit.designObject': 'design debe ser un objeto JSON con campos de diseño',
  'designKit.isDefault': 'isDefault debe ser true o false',
  'designKit.nothingToChange': 'Envía un nombre nuevo, campos de diseño o isDefault',
  'designKit.unknownLogo': 'Este logotipo ya no está disponible. Vuelve a subirlo.',
  'designKit.unknownField': 'Campo desconocido',
  'designKit.designId': 'designId debe ser el id de un kit de marca de este espacio de trabajo',
  'designKit.applyCodes':
    'Elige de 1 a 100 códigos de este espacio de trabajo para cambiarles el estilo',
  'designKit.notScannable':
    'Con el diseño de este kit de marca, el código no se podría escanear: conserva su diseño. Ajusta el kit (contraste, tamaño del logotipo) e inténtalo de nuevo.',
  'designKit.paymentCode':
    'Los códigos de pago conservan su diseño: crea uno nuevo con el diseño del kit de marca.',
  'dynamic.limitReachedTitle': 'Has alcanzado el límite de códigos QR dinámicos',
  'dynamic.limitReached':
    'Has alcanzado tu límite de {limit, plural, one {# código QR dinámico} other {# códigos QR dinámicos}}. Mejora tu plan para crear más.',
  'dynamic.savedLimitReached':
    'Has alcanzado tu límite de {limit, plural, one {# código QR guardado} other {# códigos QR guardados}}. Mejora tu plan o elimina un código para guardar más.',
  'dynamic.trialEmailRequired':
    'Escribe tu dirección de correo electrónico para activar tu prueba gratuita.',
  'dynamic.trialEmailRequiredTitle': 'Correo electrónico obligatorio',
  'dynamic.trialActivationFailed':
    'No se ha podido activar la prueba gratuita. Inténtalo de nuevo.',
  'dynamic.trialAlreadyUsed': 'Ya has usado tu prueba gratuita.',
  'dynamic.trialCheckEmailTitle': 'Revisa tu correo',
  'dynamic.trialCheckEmail':
    'Hemos enviado un enlace a esa dirección. Ábrelo en un plazo de 24 horas para establecer tu contraseña y empezar tu prueba gratuita.',
  'dynamic.trialActivatedTitle': '¡Prueba gratuita activada!',
  'dynamic.trialActivated': 'Funciones Premium desbloqueadas durante 3 días',
  'dynamic.notFound': 'Código QR no encontrado',
  'dynamic.invalidPasswordLink': 'Este enlace no es válido o ha caducado.',
  'dynamic.passwordSet': 'Tu contraseña está establecida y has iniciado sesión.',
  'dynamic.trialTooMany':
    'Demasiadas solicitudes de prueba por ahora: funciona el enlace más reciente. Úsalo o inténtalo de nuevo dentro de {wait}.',
  'dynamicEdit.confirmTypeChange':
    'Cambiar el tipo reemplaza el contenido de este código. Confirma el cambio para continuar.',
  'dynamicEdit.destinationNotLink':
    'Este código muestra contenido, no un enlace: edita su contenido.',
  'dynamicEdit.contentEdited': 'Código QR dinámico guardado',
  'firstAdmin.invalidLink':
    'Este enlace de configuración no funciona: ya se ha usado, ha caducado (24 horas) o nunca se emitió. Reinicia el servidor para obtener uno nuevo o ejecuta `npm run admin -- you@example.com` en el servidor.',
  'firstAdmin.adminExists':
    'Este servidor ya tiene un administrador, así que este enlace de configuración ya no funciona. Inicia sesión o ejecuta `npm run admin -- you@example.com` en el servidor.',
  'firstAdmin.done': 'Ahora eres el administrador de este servidor y has iniciado sesión.',
  'generate.tooMuchData': 'Hay demasiados datos para guardarlos en un código QR',
  'generate.generateFailed': 'Se ha producido un problema al generar tu código QR.',
  'generate.unknownLogo': 'Este logotipo ya no está disponible. Vuelve a subirlo.',
  'generate.unknownField': 'Campo desconocido',
  'generate.includePng': 'includePng debe ser true o false',
  'invitation.email': 'Escribe el correo electrónico al que invitar',
  'invitation.role': 'Elige administrador, editor o lector',
  'invitation.alreadyMember': '{email} ya es miembro de este espacio de trabajo.',
  'invitation.notFound': 'Invitación no encontrada',
  'invitation.personal':
    'Tu espacio de trabajo personal es solo tuyo. Crea un espacio de trabajo de equipo para invitar a personas y invítalas allí.',
  'invitation.unknownLink': 'Este enlace de invitación no es válido. Pide una nueva invitación.',
  'invitation.expired':
    'Esta invitación ha expirado. Pide a un administrador del espacio de trabajo que te envíe una nueva.',
  'invitation.revoked':
    'Esta invitación se ha retirado. Pide una nueva a un administrador del espacio de trabajo.',
  'invitation.used':
    'Esta invitación ya se ha usado. Cada enlace de invitación funciona una sola vez.',
  'invitation.workspaceGone': 'El espacio de trabajo de esta invitación ya no existe.',
  'invitation.otherAddress':
    'Esta invitación es para {invited}, pero has iniciado sesión como {signedInAs}. Inicia sesión como {invited} (o crea una cuenta con esa dirección) para aceptarla.',
  'invitation.unproven':
    'Primero confirma tu dirección de correo electrónico {invited} (abre el enlace que te enviamos por correo) y luego acepta la invitación.',
  'invitation.sent': 'Invitación enviada a {email}.',
  'invitation.notSent':
    'Este servidor no tiene el correo configurado, así que no se ha enviado ningún correo a {email}. Envíale este enlace por tu cuenta; funciona una sola vez, solo para {email}, durante {days} días.',
  'invitation.tooMany':
    'Este espacio de trabajo ha enviado muchas invitaciones en poco tiempo. Espera {wait} e inténtalo de nuevo.',
  'linkControl.dateTime': 'Escribe una fecha y hora válidas',
  'linkControl.expiryBeforeStart': 'La caducidad debe ser posterior al inicio',
  'linkControl.fallbackIsOwnLink':
    'La URL alternativa no puede ser el propio enlace corto de este código: quienes escaneen entrarían en un bucle. Escribe otra dirección.',
  'linkControl.maxScans': 'Escribe un número entero de escaneos entre 1 y 10.000.000',
  'linkControl.timeOfDay': 'Usa una hora en formato de 24 horas, como 09:30',
  'linkControl.timeZone': 'Elige una zona horaria de la lista',
  'linkControl.timeNeedsZone': 'Elige la zona horaria de las horas y los días',
  'linkControl.country': 'Usa códigos de país de dos letras, como DE',
  'linkControl.language': 'Usa códigos de idioma como en o pt-BR',
  'linkControl.emptyRule':
    'Una regla necesita al menos una condición (dispositivo, país, hora, día o idioma)',
  'linkControl.tooManyRules': 'Un código puede tener como máximo 20 reglas',
  'linkControl.passwordLength': 'La contraseña debe tener entre 4 y 128 caracteres',
  'linkControl.passwordPremium':
    'La protección con contraseña es una función Premium. Mejora tu plan para proteger este código.',
  'linkControl.utmValue': 'Los valores UTM tienen como máximo 200 caracteres',
  'linkControl.presetName': 'Ponle un nombre al ajuste (como máximo 80 caracteres)',
  'linkControl.presetNameTaken': 'Ya tienes un ajuste con este nombre',
  'linkControl.presetEmpty': 'Rellena al menos un valor UTM para guardar un ajuste',
  'linkControl.presetLimit':
    'Puedes guardar como máximo 50 ajustes UTM. Elimina uno para guardar otro.',
  'linkControl.presetNotFound': 'Ajuste UTM no encontrado',
  'linkControl.splitSize': 'Un reparto necesita entre 2 y 5 destinos',
  'linkControl.splitWeight': 'Cada peso debe ser un número entero entre 1 y 99',
  'linkControl.splitTotal': 'Los pesos deben sumar exactamente 100',
  'linkControl.splitDuplicate': 'Cada destino del reparto debe ser distinto',
  'linkControl.splitIsOwnLink':
    'Un destino del reparto no puede ser el propio enlace corto de este código: quienes escaneen entrarían en un bucle. Escribe otra dirección.',
  'linkControl.ruleTarget':
    'Una regla envía a quienes escaneen a un destino o al reparto: elige uno',
  'linkControl.ruleSplitMissing':
    'Esta regla envía a quienes escaneen al reparto, pero el código aún no tiene reparto',
  'noMail.link': 'Este servidor no tiene el correo configurado. Pide el enlace a su administrador.',
  'noMail.title': 'No se ha enviado ningún correo',
  'noMail.contactTitle': 'Mensaje recibido',
  'noMail.contact':
    'Este servidor no tiene el correo configurado, así que no se ha enviado ningún correo electrónico: tu mensaje espera en el servidor a que su administrador lo lea.',
  'noMail.verify':
    'Tu dirección de correo electrónico {address} aún no está verificada. Este servidor no tiene el correo configurado. Pide el enlace a su administrador.',
  'noMail.adminBanner':
    'Este servidor no tiene el correo configurado (SMTP_URL no está definido): no se envía nada por correo. Todos los correos esperan en la bandeja de salida.',
  'noMail.adminBannerLink': 'Abrir la bandeja de salida',
  'newsletter.heading': 'Consejos sobre códigos QR en tu correo',
  'newsletter.subscribing': 'Suscribiendo...',
  'newsletter.subscribed': '¡Suscripción completada!',
  'newsletter.invalidTitle': 'Correo no válido',
  'newsletter.invalidDescription': 'Escribe una dirección de correo válida.',
  'newsletter.failedTitle': 'No se ha podido completar la suscripción',
  'newsletter.failedDescription':
    'Inténtalo de nuevo más tarde o ponte en contacto con el soporte.',
  'newsletter.welcomeTitle': '¡Te damos la bienvenida a la manada!',
  'newsletter.welcomeDescription':
    'Recibirás cada semana Shark Tips sobre códigos QR y estrategias de marketing.',
  'newsletter.checkInbox':
    'Revisa tu bandeja de entrada: sigue el enlace que te enviamos para confirmar tu suscripción.',
  'newsletter.tooMany': 'Demasiados intentos de suscripción. Inténtalo de nuevo dentro de {wait}.',
  'newsletter.confirmInvalid':
    'Este enlace de confirmación no es válido o ha expirado. Vuelve a suscribirte desde el pie de página.',
  'newsletter.unsubscribeInvalid': 'Este enlace para darse de baja no es válido.',
  'newsletter.missingTitle': 'Falta información',
  'newsletter.missingDescription': 'Indica el asunto y el contenido del boletín.',
  'newsletter.sendFailed': 'No se ha podido enviar el boletín. Inténtalo de nuevo.',
  'organise.folderName': 'Ponle a la carpeta un nombre de 1 a 60 caracteres.',
  'organise.folderTaken': 'Este espacio de trabajo ya tiene una carpeta con este nombre.',
  'organise.folderNotFound': 'Esta carpeta no existe en este espacio de trabajo.',
  'organise.tagName': 'Ponle a la etiqueta un nombre de 1 a 40 caracteres.',
  'organise.tagTaken': 'Este espacio de trabajo ya tiene una etiqueta con este nombre.',
  'organise.tagNotFound': 'Esta etiqueta no existe en este espacio de trabajo.',
  'organise.tagColour':
    'Elige un color: gris, rojo, naranja, amarillo, verde, verde azulado, azul, morado o rosa.',
  'organise.tooManyTags': 'Un código puede tener como máximo 20 etiquetas.',
  'organise.dynamicOnly': 'Solo los códigos dinámicos tienen carpetas y etiquetas.',
  'organise.codeIds': 'Indica de 1 a 500 códigos por id.',
  'organise.codesNotFound':
    'Algunos de estos códigos no existen en este espacio de trabajo; no se ha cambiado nada.',
  'organise.badFilter': 'Este filtro no es válido.',
  'organise.dateFilter': 'Indica las fechas en formato AAAA-MM-DD o como fechas y horas ISO.',
  'organise.scansFilter': 'El número de escaneos es un número entero igual o superior a 0.',
  'organise.searchLength': 'La búsqueda debe tener entre 1 y 100 caracteres.',
  'payment.productIdMissing': 'Falta el ID del producto',
  'payment.productNotFound': 'Producto no encontrado',
  'payment.amountMismatch': 'El importe no coincide con el precio de este producto',
  'payment.paymentsOff':
    'Los pagos están desactivados en este servidor (Stripe no está configurado).',
  'payment.sellerNotReady':
    'Este vendedor no puede aceptar pagos en este momento. Inténtalo de nuevo más tarde.',
  'payment.paymentFailedTitle': 'El pago ha fallado',
  'payment.paymentFailedDefault': 'Se ha producido un error con tu pago',
  'payment.paymentProcessingTitle': 'Pago en proceso',
  'payment.paymentProcessing': 'Tu pago se está procesando',
  'payment.paymentErrorTitle': 'Error en el pago',
  'payment.paymentError': 'Se ha producido un error al procesar tu pago',
  'payment.setupErrorDefault': 'No se ha podido preparar el pago',
  'payment.succeeded': '¡Pago realizado!',
  'payment.paymentCodesOff':
    'Los códigos de pago no están disponibles: los pagos están desactivados en este servidor (Stripe no está configurado).',
  'payment.connectRequired':
    'Conecta tu cuenta de Stripe en Configuración de la cuenta antes de crear un código de pago, para que los compradores te paguen directamente.',
  'payment.alreadySubscribed': 'Ya tienes Premium. Usa «Gestionar suscripción» para cambiarlo.',
  'payment.noCustomer': 'Todavía no hay ninguna suscripción que gestionar.',
  'payment.priceMissing': 'El plan Premium no está a la venta en este servidor.',
  'publicApi.kindRequired': 'kind debe ser dynamic o saved',
  'publicApi.contentObject': 'content debe ser un objeto JSON con los campos del tipo',
  'publicApi.designObject': 'design debe ser un objeto JSON con campos de diseño',
  'publicApi.designFixed':
    'El diseño de un código se fija al crearlo: crea un código nuevo para un diseño nuevo (su enlace corto puede apuntar a cualquier sitio).',
  'publicApi.savedContentFixed':
    'El contenido de un código guardado (estático) está en su patrón impreso y no puede cambiar: crea un código nuevo o usa un código dinámico.',
  'publicApi.destinationNotDynamic':
    'Solo los códigos dinámicos tienen un destino que cambiar: un código guardado (estático) codifica su contenido directamente.',
  'publicApi.bulkEmpty': 'items debe incluir al menos un código',
  'publicApi.bulkItemObject':
    'Cada elemento debe ser un objeto JSON: un código tal como lo recibe POST /api/v1/codes.',
  'publicApi.bulkTooMany':
    'Una solicitud masiva crea como máximo {max, number} códigos; esta tiene {count, number}. Envíalos en varias solicitudes.',
  'publicApi.idempotencyKey':
    'Idempotency-Key debe tener entre 1 y 255 caracteres ASCII imprimibles (un UUID es una buena opción).',
  'publicApi.idempotencyReused':
    'Esta Idempotency-Key se usó con una solicitud distinta. Usa una clave nueva para una solicitud nueva.',
  'publicApi.idempotencyInProgress':
    'Una solicitud con esta Idempotency-Key aún se está procesando. Vuelve a intentarlo cuando haya terminado.',
  'qrContent.urlRequired': 'La URL es obligatoria',
  'qrContent.urlInvalid': 'Escribe una URL válida',
  'qrContent.urlProtocol': 'La URL debe usar el protocolo http o https',
  'qrContent.firstNameRequired': 'El nombre es obligatorio',
  'qrContent.phoneRequired': 'El número de teléfono es obligatorio',
  'qrContent.phoneInvalid': 'Escribe un número de teléfono válido',
  'qrContent.phoneCharacters':
    'Usa solo dígitos, con un + opcional y el código de país (p. ej., +1 555 010 0100)',
  'qrContent.phoneLength': 'Un número de teléfono tiene entre 3 y 15 dígitos',
  'qrContent.emailRequired': 'La dirección de correo electrónico es obligatoria',
  'qrContent.emailInvalid': 'Escribe un correo electrónico válido',
  'qrContent.imageUrlInvalid': 'Escribe una URL de imagen válida',
  'qrContent.productNameRequired': 'El nombre del producto es obligatorio',
  'qrContent.priceInvalid': 'El precio debe ser mayor que 0',
  'qrContent.priceDecimals': 'El precio puede tener como máximo 2 decimales',
  'qrContent.priceTooHigh': 'El precio no puede superar 999999.99',
  'qrContent.productDescriptionRequired': 'La descripción del producto es obligatoria',
  'qrContent.titleRequired': 'El título es obligatorio',
  'qrContent.pdfFileRequired': 'Selecciona un archivo PDF',
  'qrContent.imageFileRequired': 'Selecciona un archivo de imagen',
  'qrContent.imagesTooMany':
    'Una galería admite como máximo 20 imágenes. Quita algunas para continuar.',
  'qrContent.staticImagesOne':
    'Un código estático muestra una sola imagen. Deja una o activa el seguimiento de escaneos (dinámico) para tener una galería.',
  'qrContent.platformRequired': 'La plataforma es obligatoria',
  'qrContent.platformInvalid': 'Elige una plataforma de la lista',
  'qrContent.businessNameRequired': 'El nombre del negocio es obligatorio',
  'qrContent.addressRequired': 'La dirección es obligatoria',
  'qrContent.latitudeInvalid': 'La latitud debe estar entre -90 y 90',
  'qrContent.longitudeInvalid': 'La longitud debe estar entre -180 y 180',
  'qrContent.coordinatesIncomplete': 'Escribe la latitud y la longitud, o ninguna de las dos',
  'qrContent.eventTitleRequired': 'El título del evento es obligatorio',
  'qrContent.startDateRequired': 'La fecha de inicio es obligatoria',
  'qrContent.dateInvalid': 'Escribe una fecha y hora válidas',
  'qrContent.endBeforeStart': 'La fecha de fin debe ser posterior a la de inicio',
  'qrContent.locationRequired': 'La ubicación es obligatoria',
  'qrContent.timeZoneInvalid': 'Elige una zona horaria de la lista',
  'qrContent.appNameRequired': 'El nombre de la aplicación es obligatorio',
  'qrContent.appCategoryInvalid': 'Elige una categoría de la lista',
  'qrContent.textRequired': 'El texto es obligatorio',
  'qrContent.textTooLong': 'El texto no puede superar los 2953 caracteres',
  'qrContent.bitcoinAddressRequired': 'La dirección de Bitcoin es obligatoria',
  'qrContent.bitcoinAddressInvalid': 'Escribe una dirección de Bitcoin válida',
  'qrContent.amountInvalid': 'Escribe un importe válido',
  'qrContent.amountPositive': 'El importe debe ser mayor que 0',
  'qrContent.amountTooHigh': 'El importe no puede superar los 21.000.000 BTC',
  'qrContent.amountDecimals': 'El importe puede tener como máximo 8 decimales',
  'qrContent.ssidRequired': 'El nombre de la red es obligatorio',
  'qrContent.ssidTooLong': 'El nombre de la red no puede superar los 32 bytes',
  'qrContent.wifiPasswordRequired': 'La contraseña es obligatoria para una red protegida',
  'qrContent.wpaPasswordLength':
    'La contraseña WPA debe tener entre 8 y 63 caracteres o 64 dígitos hexadecimales',
  'qrContent.encryptionInvalid': 'Elige un tipo de seguridad',
  'qrContent.uploadIdInvalid': 'ID de archivo subido no válido',
  'qrContent.unknownType': 'Tipo de código QR desconocido',
  'qrContent.tooLong': 'Debe tener como máximo {max} caracteres',
  'savedView.name': 'Ponle a la vista un nombre de 1 a 60 caracteres.',
  'savedView.taken': 'Ya tienes una vista con este nombre.',
  'savedView.notFound': 'Esta vista guardada no existe.',
  'savedView.search': 'La búsqueda y los filtros de esta vista no son válidos.',
  'savedView.empty':
    'Primero busca o filtra la lista: una vista guarda su búsqueda, sus filtros y su orden.',
  'savedView.tooMany':
    'Puedes guardar como máximo 50 vistas en un espacio de trabajo. Elimina una primero.',
  'webhook.url': 'Escribe una URL https:// (como máximo 2048 caracteres)',
  'webhook.https': 'Las URL de webhook deben empezar por https://',
  'webhook.refused': 'Esta dirección no puede recibir webhooks',
  'webhook.limit': 'Puedes tener como máximo 5 endpoints de webhook. Elimina uno para añadir otro.',
  'webhook.notFound': 'Endpoint de webhook no encontrado',
  'webhook.busy':
    'Hay una entrega en curso a este endpoint. Inténtalo de nuevo dentro de unos segundos.',
  'whiteLabel.fetchFailed': 'No se pudieron obtener los clientes',
  'whiteLabel.createFailed': 'No se pudo crear el cliente',
  'whiteLabel.updateFailed': 'No se pudo actualizar el cliente',
  'whiteLabel.deleteFailed': 'No se pudo eliminar el cliente',
  'whiteLabel.created': 'Cliente creado correctamente',
  'whiteLabel.updated': 'Cliente actualizado correctamente',
  'whiteLabel.deleted': 'Cliente eliminado correctamente',
  'whiteLabel.copiedTitle': '¡Copiado!',
  'whiteLabel.copiedDescription': 'Clave de API copiada al portapapeles',
  'whiteLabel.configFailed': 'No se pudo obtener la configuración de marca blanca',
  'whiteLabel.nameRequired': 'El nombre es obligatorio',
  'whiteLabel.nameTooLong': 'El nombre puede tener como máximo 255 caracteres',
  'whiteLabel.domainInvalid':
    'Escribe un nombre de host como qr.example.com (sin esquema, ruta ni dirección IP)',
  'whiteLabel.domainOwnHost':
    'Este es nuestro propio nombre de host; escribe el dominio de tu cliente',
  'whiteLabel.domainTaken': 'Este dominio ya lo usa otro cliente',
  'whiteLabel.subdomainInvalid': 'Usa solo letras minúsculas, dígitos y guiones (100 como máximo)',
  'whiteLabel.subdomainReserved': 'Este subdominio está reservado',
  'whiteLabel.subdomainTaken': 'Este subdominio ya lo usa otro cliente',
  'whiteLabel.colorInvalid': 'Usa un color como #3B82F6',
  'whiteLabel.imageInvalid': 'Sube una imagen; no se aceptan enlaces a otros sitios',
  'whiteLabel.cssTooLarge': 'El CSS personalizado puede ocupar como máximo 20 KB',
  'whiteLabel.defaultClientProtected': 'El cliente predeterminado no se puede eliminar',
  'whiteLabel.clientInUse':
    'Este cliente todavía tiene usuarios o códigos, así que no se puede eliminar; desactívalo en su lugar',
  'whiteLabel.subdomainNeedsBaseDomain':
    'Los subdominios necesitan BASE_DOMAIN, que no está definido en este servidor. Define BASE_DOMAIN como el host bajo el que van los subdominios de los clientes (por ejemplo BASE_DOMAIN=qr.example.com, con un registro DNS comodín *.qr.example.com que apunte a este servidor) y reinicia el servidor; mientras tanto, deja vacío el campo Subdominio.',
  'whiteLabel.localPublicUrl':
    'PUBLIC_URL es {publicUrl}, una dirección a la que solo llega esta máquina: los registros DNS que apunten a ella no pueden funcionar para nadie más. Define PUBLIC_URL como la dirección con la que se llega a este servidor (por ejemplo https://qr.example.com) y reinicia el servidor.',
  'workspace.name': 'Ponle un nombre al espacio de trabajo (de 1 a 100 caracteres)',
  'workspace.notFound':
    'Espacio de trabajo no encontrado. Puede que se haya eliminado o que no seas miembro.',
  'workspace.badHeader':
    'X-Workspace-Id debe ser el id de un espacio de trabajo (un número entero positivo).',
  'workspace.needsRole':
    'Esto solo puede hacerlo alguien con el rol {role} o superior en el espacio de trabajo.',
  'workspace.limit': 'Puedes crear como máximo 50 espacios de trabajo.',
  'workspace.personal':
    'Tu espacio de trabajo personal no se puede eliminar; elimina tu cuenta en su lugar.',
  'workspace.subscribed':
    'Este espacio de trabajo tiene una suscripción Premium. Cancélala primero (Plan → Gestionar suscripción); cuando haya terminado, podrás eliminar el espacio de trabajo.',
  'workspace.confirmName': 'Escribe el nombre exacto del espacio de trabajo para eliminarlo.',
  'workspace.lastOwner':
    'Un espacio de trabajo necesita al menos un propietario. Haz propietario antes a otro miembro.',
  'workspace.memberNotFound': 'Miembro no encontrado',
  'workspace.ownersOnly': 'Solo un propietario puede cambiar o quitar a un propietario.',
};
