import type { Catalogue } from '../../format.js';
import type { SiteDevelopersMessageId } from './en.js';

export const messages: Catalogue<SiteDevelopersMessageId> = {
  'page.title': 'API para desenvolvedores',
  'page.description':
    'A API REST do {brand}: crie uma chave, crie códigos um de cada vez ou mil de uma só vez, mude para onde eles levam, liste seus códigos, gere qualquer código em SVG, PNG ou PDF, pause e retome códigos dinâmicos e receba as leituras por webhook. Exemplos em curl e JavaScript, e a referência completa.',
  'page.intro':
    'Tudo o que o aplicativo web faz com seus códigos, a partir dos seus próprios sistemas: uma API REST em <code>/api/v1</code> com chaves pessoais.',
  'reference.title': 'Referência da API',
  'reference.loading': 'Carregando a referência…',
  'reference.failed': 'Não foi possível carregar a referência. O documento em si está em {link}.',
  'reference.englishOnly':
    'A referência é gerada a partir da própria API: suas operações e descrições estão em inglês.',
  'reference.authentication': 'Autenticação:',
  'reference.bearer': 'Token Bearer ({format})',
  'reference.key': 'chave',
  'reference.other': 'Outras',
  'reference.parameters': 'Parâmetros',
  'reference.requestBody': 'Corpo da requisição',
  'reference.requestBodyRequired': 'Corpo da requisição (obrigatório)',
  'reference.responses': 'Respostas',
};
