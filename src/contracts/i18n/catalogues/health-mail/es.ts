import type { Catalogue } from '../../format.js';
import type { HealthMailMessageId } from './en.js';

export const messages: Catalogue<HealthMailMessageId> = {
  brokenSubject: 'Tu código QR «{label}» lleva a una página rota',
  brokenBody:
    'El destino de tu código QR dinámico «{label}» ({shortUrl}) está roto desde el {since}: {why}.',
  destination: 'Destino: {destination}',
  fallbackText:
    'Envía a quienes escaneen el código a su URL alternativa ({fallback}) con un clic; el enlace funciona durante {days} días:',
  switchLink: 'Cambiar a la URL alternativa',
  fallbackHtml: '{switch} ({fallback}); el enlace funciona durante {days} días.',
  noFallbackText:
    'Este código no tiene URL alternativa. Para enviar a quienes lo escaneen a otro sitio, edita su destino en tu panel: {dashboard}',
  noFallbackHtml:
    'Este código no tiene URL alternativa. Para enviar a quienes lo escaneen a otro sitio, {edit}.',
  editLink: 'edita su destino en tu panel',
  okSubject: 'Tu código QR «{label}» vuelve a funcionar',
  okBody: 'El destino de tu código QR dinámico «{label}» ({shortUrl}) vuelve a responder.',
  reasonStatus: 'El destino respondió {status}',
  reasonRedirects: 'Más de {count} redirecciones',
  reasonTimeout: 'Sin respuesta dentro del tiempo límite',
  reasonConnect: 'No se pudo conectar ({code})',
  reasonRefused: 'Rechazado: {why}',
  reasonRedirected: 'Redirige a {host}',
  reasonNone: 'El destino no responde',
};
