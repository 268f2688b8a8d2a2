import type { Catalogue } from '../../format.js';
import type { AppDesignsMessageId } from './en.js';

export const messages: Catalogue<AppDesignsMessageId> = {
  'kits.title': 'Kits de marca',
  'kits.intro':
    'Diseños guardados de este espacio de trabajo: colores, formas, logotipo y marco. El kit predeterminado rellena cada código nuevo; cambiar un kit nunca cambia los códigos ya creados, salvo que se lo apliques.',
  'kits.create': 'Crea un código para guardar un kit nuevo',
  'kits.loading': 'Cargando kits de marca…',
  'kits.loadFailed': 'No se han podido cargar los kits de marca.',
  'kits.empty':
    'Aún no hay kits de marca. En Crear código QR, diseña un código y elige «Guardar como kit de marca».',

  'kit.default': 'Predeterminado',
  'kit.renameLabel': 'Nuevo nombre para «{name}»',
  'kit.saveName': 'Guardar nombre',
  'kit.cancel': 'Cancelar',
  'kit.rename': 'Renombrar',
  'kit.makeDefault': 'Hacer predeterminado',
  'kit.removeDefault': 'Quitar como predeterminado',
  'kit.delete': 'Eliminar',
  'kit.confirmTitle': '¿Eliminar el kit de marca «{name}»?',
  'kit.confirmDescription':
    'Los códigos ya creados con él conservan su diseño. El kit en sí no se puede recuperar.',
  'kit.confirmLabel': 'Eliminar kit de marca',
  'kit.what': 'Kit de marca',
  'kit.whatNamed': 'Kit de marca «{name}»',
  'kit.whatDefault': 'Kit de marca predeterminado',
  'kit.nowDefault': '«{name}» es ahora el predeterminado para los códigos nuevos',
  'kit.noLongerDefault': '«{name}» ya no es el predeterminado',
  'kit.deleted': 'Kit de marca «{name}» eliminado',
  'kit.notDeleted': 'No se ha eliminado el kit de marca',

  'apply.open': 'Aplicar a códigos…',
  'apply.title': 'Aplicar «{name}» a códigos',
  'apply.description':
    'Cada código que elijas se vuelve a dibujar con el diseño de este kit y antes lo comprueban los decodificadores; las copias impresas muestran el diseño anterior. Los códigos dinámicos conservan su enlace corto. Los códigos que no elijas conservan su diseño.',
  'apply.loading': 'Cargando códigos…',
  'apply.loadFailed': 'No se han podido cargar los códigos.',
  'apply.none': 'Este espacio de trabajo aún no tiene códigos.',
  'apply.legend': 'Códigos de este espacio de trabajo',
  'apply.dynamic': '(dinámico)',
  'apply.saved': '(guardado)',
  'apply.tooMany': 'Elige como máximo {max, number} códigos a la vez.',
  'apply.cancel': 'Cancelar',
  'apply.restyling': 'Aplicando el diseño…',
  'apply.restyle': 'Aplicar a {count, plural, one {# código} other {# códigos}}',
  'apply.restyled':
    '{count, plural, one {# código rediseñado} other {# códigos rediseñados}} con «{name}»',
  'apply.noneRestyled': 'No se ha rediseñado ningún código',
  'apply.failure': '{name}: {reason}',
  'apply.notRestyled': 'no se ha rediseñado',
};
