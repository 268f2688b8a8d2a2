import type { Catalogue } from '../../format.js';
import type { SiteTermsMessageId } from './en.js';

export const messages: Catalogue<SiteTermsMessageId> = {
  'page.title': 'Condiciones del servicio',
  'page.description':
    'Las condiciones de uso de {brand}: códigos estáticos gratuitos, cuentas, códigos dinámicos y sus límites, uso aceptable y planes de pago.',
  'frame.updated': 'Última actualización: {date}',
  'frame.translation': 'Esta página es una traducción del <link>original en inglés</link>.',
  'frame.questions': '¿Tienes preguntas sobre esta página? <link>Contáctanos</link>.',
  intro:
    'Estas condiciones se aplican cuando usas {brand} en este sitio. Al crear códigos o una cuenta, las aceptas.',
  'service.title': 'El servicio',
  'service.text':
    '{brand} te permite crear y descargar códigos QR y, con una cuenta, guardarlos, crear códigos dinámicos y ver estadísticas de escaneos. Los códigos estáticos contienen su contenido directamente y siguen funcionando sin este sitio. Los códigos dinámicos redirigen a través de un enlace corto de este sitio y solo funcionan mientras este esté en línea.',
  'account.title': 'Tu cuenta',
  'account.email':
    'Indica una dirección de correo electrónico real en la que puedas recibir correo, y no compartas tu contraseña con nadie.',
  'account.responsible': 'Eres responsable de lo que se haga con tu cuenta.',
  'account.trial': 'Cada persona puede tener una sola prueba gratuita.',
  'plans.title': 'Planes y límites',
  'plans.text':
    'Los códigos estáticos son gratuitos y sin límite. El plan gratuito incluye un código dinámico y hasta 20 códigos guardados; la prueba gratuita de 3 días y los planes de pago incluyen más. Los límites solo afectan a la creación de códigos nuevos: los códigos dinámicos existentes siguen redirigiendo cuando termina una prueba gratuita o cambia un plan. Los planes de pago, cuando se ofrecen, se cobran a través de Stripe al precio que se muestra antes de pagar.',
  'use.title': 'Uso aceptable',
  'use.text': 'No uses {brand} para:',
  'use.harm': 'llevar a las personas a phishing, malware, estafas o cualquier cosa ilícita;',
  'use.files':
    'subir archivos que no tengas derecho a compartir, o que contengan contenido malicioso;',
  'use.flood': 'saturar el servicio con solicitudes automatizadas o intentar eludir sus límites;',
  'use.impersonate': 'hacerte pasar por otra persona.',
  'use.enforcement':
    'Podemos rechazar un destino, pausar o retirar un código dinámico, o cerrar una cuenta que incumpla estas normas.',
  'content.title': 'Tu contenido',
  'content.text':
    'El contenido de tus códigos y los archivos que subes siguen siendo tuyos. Nos autorizas a guardarlos y a servirlos a las personas que escanean tus códigos, solo con ese fin.',
  'warranty.title': 'Sin garantía',
  'warranty.text':
    'Comprobamos cada código generado con varios decodificadores, pero las impresoras, las superficies y los teléfonos varían: prueba tus códigos impresos antes de una tirada grande. El servicio se ofrece tal cual, sin ninguna garantía de disponibilidad, y en la medida en que la ley lo permita no somos responsables de las pérdidas causadas por un código que no se pueda escanear o por una interrupción del servicio.',
  'changes.title': 'Cambios',
  'changes.text':
    'Podemos actualizar estas condiciones; la fecha de arriba indica cuándo cambiaron por última vez. Seguir usando el sitio después de un cambio significa que aceptas las nuevas condiciones.',
};
