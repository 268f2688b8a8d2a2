import type { Catalogue } from '../../format.js';
import type { HealthMailMessageId } from './en.js';

export const messages: Catalogue<HealthMailMessageId> = {
  brokenSubject: 'Seu código QR "{label}" leva a uma página quebrada',
  brokenBody:
    'O destino do seu código QR dinâmico "{label}" ({shortUrl}) está quebrado desde {since}: {why}.',
  destination: 'Destino: {destination}',
  fallbackText:
    'Envie quem ler o código para a URL alternativa dele ({fallback}) com um clique; o link funciona por {days} dias:',
  switchLink: 'Mudar para a URL alternativa',
  fallbackHtml: '{switch} ({fallback}); o link funciona por {days} dias.',
  noFallbackText:
    'Este código não tem URL alternativa. Para enviar quem o ler para outro lugar, edite o destino dele no seu painel: {dashboard}',
  noFallbackHtml:
    'Este código não tem URL alternativa. Para enviar quem o ler para outro lugar, {edit}.',
  editLink: 'edite o destino dele no seu painel',
  okSubject: 'Seu código QR "{label}" voltou a funcionar',
  okBody: 'O destino do seu código QR dinâmico "{label}" ({shortUrl}) voltou a responder.',
  reasonStatus: 'O destino respondeu {status}',
  reasonRedirects: 'Mais de {count} redirecionamentos',
  reasonTimeout: 'Sem resposta dentro do prazo',
  reasonConnect: 'Não foi possível conectar ({code})',
  reasonRefused: 'Recusado: {why}',
  reasonRedirected: 'Redireciona para {host}',
  reasonNone: 'O destino não responde',
};
