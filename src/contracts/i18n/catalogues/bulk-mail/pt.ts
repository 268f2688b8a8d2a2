import type { Catalogue } from '../../format.js';
import type { BulkMailMessageId } from './en.js';

export const messages: Catalogue<BulkMailMessageId> = {
  'footer.why': 'Você recebe este e-mail porque {address} recebe {list} de {brand}.',
  'footer.unsubscribeText': 'Cancele a inscrição com um clique: {link}',
  'footer.unsubscribeLink': 'Cancelar inscrição',
  'list.newsletter': 'a newsletter Shark Tips',
  'list.scanSummary': 'os resumos semanais de leituras',
  'list.pauseReminders': 'os lembretes de códigos em pausa',
  'list.announcements': 'os anúncios',
  'list.brokenLinks': 'os alertas de links quebrados',
  'newsletter.testSubject': '[Teste] {subject}',
  'newsletter.statsHeading': '{brand} nesta semana',
  'newsletter.statsUsers':
    'Usuários: {total, number, ::group-off} ({fresh, number, ::group-off} novos nesta semana)',
  'newsletter.statsCodes':
    'Códigos QR: {total, number, ::group-off} ({fresh, number, ::group-off} novos nesta semana)',
  'welcome.subject': 'Boas-vindas ao {brand}',
  'welcome.greeting': 'Boas-vindas ao {brand}!',
  'welcome.body':
    'Crie códigos QR, torne-os dinâmicos para mudar o destino deles depois de impressos e veja quantas vezes eles são lidos.',
  'welcome.codesText': 'Seus códigos: {link}',
  'welcome.codesLink': 'Abrir seus códigos',
  'scans.subject':
    'As leituras dos seus códigos QR nesta semana: {total, plural, one {# leitura} other {# leituras}}',
  'scans.intro': 'Leituras dos seus códigos QR dinâmicos nos últimos 7 dias:',
  'scans.count': '{count, plural, one {# leitura} other {# leituras}}',
  'scans.line': '{label} ({link}): {count, plural, one {# leitura} other {# leituras}}',
  'scans.total': 'Total: {total, plural, one {# leitura} other {# leituras}}',
  'scans.detailsText': 'Detalhes: {link}',
  'scans.detailsLink': 'Ver os detalhes',
  'paused.subject': 'Lembrete: alguns dos seus códigos QR estão em pausa',
  'paused.intro':
    'Estes códigos QR dinâmicos estão em pausa: quem os ler verá uma página "em pausa" em vez do seu conteúdo.',
  'paused.resumeText': 'Reative-os no seu painel: {link}',
  'paused.resumeLink': 'Reative-os no seu painel',
};
