import type { Catalogue } from '../../format.js';
import type { AppWhiteLabelMessageId } from './en.js';

export const messages: Catalogue<AppWhiteLabelMessageId> = {
  'page.title': 'Gestión de clientes de marca blanca',
  'page.forbidden':
    '403: solo los administradores del operador pueden gestionar los clientes de marca blanca.',
  'page.create': 'Crear cliente',
  'page.loading': 'Cargando clientes...',
  'page.loadFailed': 'No se pudieron obtener los clientes',

  'setup.subdomainsOffTitle': 'Los subdominios de clientes están desactivados',
  'setup.subdomainsOff':
    'Los subdominios necesitan BASE_DOMAIN, que no está definido en este servidor. Define BASE_DOMAIN como el host bajo el que van los subdominios de los clientes (por ejemplo BASE_DOMAIN=qr.example.com, con un registro DNS comodín *.qr.example.com que apunte a este servidor) y reinicia el servidor; mientras tanto, deja vacío el campo Subdominio.',
  'setup.localTitle': 'Los dominios personalizados aún no pueden funcionar',
  'setup.local':
    'PUBLIC_URL es {publicUrl}, una dirección a la que solo llega esta máquina: los registros DNS que apunten a ella no pueden funcionar para nadie más. Define PUBLIC_URL como la dirección con la que se llega a este servidor (por ejemplo https://qr.example.com) y reinicia el servidor.',

  'toast.created': 'Cliente creado correctamente',
  'toast.createdCssDropped':
    'Cliente creado correctamente. Se quitó del CSS personalizado: {items}.',
  'toast.updated': 'Cliente actualizado correctamente',
  'toast.updatedCssDropped':
    'Cliente actualizado correctamente. Se quitó del CSS personalizado: {items}.',
  'toast.deleted': 'Cliente eliminado correctamente',
  'toast.createFailed': 'No se pudo crear el cliente',
  'toast.updateFailed': 'No se pudo actualizar el cliente',
  'toast.deleteFailed': 'No se pudo eliminar el cliente',
  'toast.keyMade': 'Nueva clave de API creada',
  'toast.keyMadeDescription': 'La clave anterior ya no funciona.',
  'toast.domainVerified': 'Dominio verificado',
  'toast.notVerifiedYet': 'Aún no está verificado',
  'toast.verifyFailed': 'La verificación falló',
  'toast.copied': '¡Copiado!',
  'toast.copiedDescription': 'Clave de API copiada al portapapeles',
  'confirm.delete': '¿Eliminar {name}? Esta acción no se puede deshacer.',

  'card.active': 'Activo',
  'card.inactive': 'Inactivo',
  'card.domain': 'Dominio: {domain}',
  'card.subdomain': 'Subdominio: {subdomain}',
  'card.statusPending': 'DNS aún no verificado',
  'card.statusVerified': 'Verificado',
  'card.statusFailed': 'Verificación fallida',
  'card.colours': 'Colores de la marca',
  'card.apiKey': 'Clave de API',
  'card.showKey': 'Mostrar la clave de API',
  'card.hideKey': 'Ocultar la clave de API',
  'card.copyKey': 'Copiar clave de API',
  'card.shownOnce':
    'Solo se muestra ahora: guardamos únicamente una huella de ella. Cópiala en un lugar seguro.',
  'card.noKey': 'Sin clave.',
  'card.lastUsed':
    'Último uso: {when}. La clave completa se mostró una sola vez; regénérala para obtener una nueva.',
  'card.neverUsed':
    'Nunca se ha usado. La clave completa se mostró una sola vez; regénérala para obtener una nueva.',
  'card.regenerate': 'Regenerar clave',
  'card.dnsRecords': 'Registros DNS que hay que crear',
  'card.verify': 'Verificar',
  'card.edit': 'Editar',
  'card.delete': 'Eliminar {name}',

  'form.createTitle': 'Crear cliente nuevo',
  'form.editTitle': 'Editar cliente',
  'form.description':
    'El nombre, los dominios y la marca del cliente. El logotipo y el favicon se suben aquí; no se aceptan enlaces a otros sitios.',
  'form.name': 'Nombre',
  'form.customDomain': 'Dominio personalizado',
  'form.customDomainPlaceholder': 'qr.cliente.com',
  'form.customDomainHint':
    'Sus registros DNS (que apuntan a {target}) aparecen en la tarjeta del cliente una vez guardado.',
  'form.subdomain': 'Subdominio',
  'form.subdomainPlaceholder': 'cliente',
  'form.subdomainHint': 'El cliente se abre en {sample}.{baseDomain}.',
  'form.subdomainSample': 'subdominio',
  'form.subdomainOff':
    'No disponible: BASE_DOMAIN no está definido en este servidor (consulta la nota de la página).',
  'form.logo': 'Logotipo',
  'form.primaryColor': 'Color principal',
  'form.primaryColorPicker': 'Selector del color principal',
  'form.secondaryColor': 'Color secundario',
  'form.secondaryColorPicker': 'Selector del color secundario',
  'form.favicon': 'Favicon',
  'form.removeBranding': 'Quitar la marca QR Shark',
  'form.customCss': 'CSS personalizado',
  'form.customCssHint':
    'Como máximo 20 KB. Las importaciones, fuentes e imágenes de otros sitios se quitan al guardar.',
  'form.uploadFailed': 'No se pudo subir el archivo',
  'form.removeImage': 'Quitar',
  'form.cancel': 'Cancelar',
  'form.create': 'Crear cliente',
  'form.creating': 'Creando...',
  'form.update': 'Actualizar cliente',
  'form.updating': 'Actualizando...',
};
