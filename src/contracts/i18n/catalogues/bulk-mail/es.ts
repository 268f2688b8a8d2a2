import type { Catalogue } from '../../format.js';
import type { BulkMailMessageId } from './en.js';

export const messages: Catalogue<BulkMailMessageId> = {
  'footer.why': 'Recibes este correo porque {address} recibe {list} de {brand}.',
  'footer.unsubscribeText': 'Date de baja con un clic: {link}',
  'footer.unsubscribeLink': 'Darme de baja',
  'list.newsletter': 'el boletín Shark Tips',
  'list.scanSummary': 'los resúmenes semanales de escaneos',
  'list.pauseReminders': 'los recordatorios de códigos en pausa',
  'list.announcements': 'los anuncios',
  'list.brokenLinks': 'las alertas de enlaces rotos',
  'newsletter.testSubject': '[Prueba] {subject}',
  'newsletter.statsHeading': '{brand} esta semana',
  'newsletter.statsUsers':
    'Usuarios: {total, number, ::group-off} ({fresh, number, ::group-off} nuevos esta semana)',
  'newsletter.statsCodes':
    'Códigos QR: {total, number, ::group-off} ({fresh, number, ::group-off} nuevos esta semana)',
  'welcome.subject': 'Te damos la bienvenida a {brand}',
  'welcome.greeting': '¡Te damos la bienvenida a {brand}!',
  'welcome.body':
    'Crea códigos QR, hazlos dinámicos para cambiar adónde llevan después de imprimirlos y mira cuántas veces se escanean.',
  'welcome.codesText': 'Tus códigos: {link}',
  'welcome.codesLink': 'Abrir tus códigos',
  'scans.subject':
    'Los escaneos de tus códigos QR esta semana: {total, plural, one {# escaneo} other {# escaneos}}',
  'scans.intro': 'Escaneos de tus códigos QR dinámicos en los últimos 7 días:',
  'scans.count': '{count, plural, one {# escaneo} other {# escaneos}}',
  'scans.line': '{label} ({link}): {count, plural, one {# escaneo} other {# escaneos}}',
  'scans.total': 'Total: {total, plural, one {# escaneo} other {# escaneos}}',
  'scans.detailsText': 'Detalles: {link}',
  'scans.detailsLink': 'Ver los detalles',
  'paused.subject': 'Recordatorio: algunos de tus códigos QR están en pausa',
  'paused.intro':
    'Estos códigos QR dinámicos están en pausa: quienes los escaneen verán una página «en pausa» en lugar de tu contenido.',
  'paused.resumeText': 'Reactívalos desde tu panel: {link}',
  'paused.resumeLink': 'Reactívalos desde tu panel',
};
