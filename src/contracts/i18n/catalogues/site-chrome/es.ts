import type { Catalogue } from '../../format.js';
import type { SiteChromeMessageId } from './en.js';

export const messages: Catalogue<SiteChromeMessageId> = {
  'site.title': 'Generador de códigos QR gratis',
  'site.description':
    'Crea, personaliza y descarga códigos QR gratis. Regístrate para guardarlos y crear códigos QR dinámicos que puedes editar después de imprimirlos.',
  skip: 'Saltar al contenido',
  'nav.main': 'Principal',
  'nav.mobile': 'Menú móvil',
  'nav.openMenu': 'Abrir el menú',
  'nav.features': 'Funciones',
  'nav.useCases': 'Casos de uso',
  'nav.templates': 'Plantillas',
  'nav.blog': 'Blog',
  'nav.faq': 'Preguntas',
  'nav.pricing': 'Precios',
  'nav.login': 'Iniciar sesión',
  'nav.signup': 'Registrarse',
  'footer.nav': 'Pie de página',
  'footer.about': 'Quiénes somos',
  'footer.contact': 'Contacto',
  'footer.developers': 'Desarrolladores',
  'footer.privacy': 'Privacidad',
  'footer.terms': 'Condiciones',
  'footer.rights': '© {year} {brand}. Todos los derechos reservados.',
  'footer.poweredBy': 'Con la tecnología de {brand}',
  'newsletter.heading': 'Consejos sobre códigos QR en tu correo',
  'newsletter.text':
    'Shark Tips: un correo semanal sobre códigos QR y marketing. Confirma por correo y date de baja con un clic.',
  'newsletter.label': 'Correo electrónico',
  'newsletter.placeholder': 'Escribe tu correo',
  'newsletter.subscribe': 'Suscribirme',
  'switcher.current': '{language} (esta página)',
  'notFound.eyebrow': 'Error 404',
  'notFound.title': 'Página no encontrada',
  'notFound.description': 'No hay ninguna página en esta dirección.',
  'notFound.text':
    'No hay ninguna página en esta dirección. Puede que el enlace esté mal escrito o que la página se haya movido.',
  'notFound.home': 'Ir a la página de inicio',
  'notFound.pages': 'Páginas principales',
  'notFound.make': 'Crear un código QR',
};
