import type { Catalogue } from '../../format.js';
import type { AppBulkMessageId } from './en.js';

export const messages: Catalogue<AppBulkMessageId> = {
  'page.title': 'Geração de códigos QR em massa',
  'page.intro':
    'Crie muitos códigos com design de uma só vez a partir de uma lista ou planilha. Cada código é lido de volta por leitores antes de ser oferecido.',
  'page.planRows': 'Seu plano processa até {max, number} linhas por vez.',
  'page.leaveMidRun':
    'Os códigos QR ainda estão sendo gerados. Sair desta página e cancelar o lote?',

  'input.title': 'Dados de entrada',
  'input.type': 'Tipo de código QR',
  'type.url': 'URL de site',
  'type.contact': 'Contato',
  'type.social': 'Redes sociais',
  'type.ratings': 'Avaliações',
  'type.email': 'E-mail',
  'type.location': 'Localização',
  'type.events': 'Eventos',
  'type.apps': 'Apps',
  'type.sms': 'SMS',
  'type.whatsapp': 'WhatsApp',
  'type.text': 'Texto',
  'type.bitcoin': 'Bitcoin',
  'type.wifi': 'Wi-Fi',
  'type.phone': 'Telefone',
  'columns.list': 'Colunas: {columns}.',
  'columns.required': '{column} (obrigatória)',
  'columns.linesHint': 'Sem linha de cabeçalho, cada linha (ou a primeira coluna) é um código.',
  'columns.headerHint':
    'Uma linha de cabeçalho nomeia as colunas; sem ela, elas são lidas nesta ordem.',
  'columns.template': 'Baixar modelo CSV',
  'input.file': 'Envie um arquivo (.csv ou .txt)',
  'input.lines': 'Ou digite um item por linha',
  'input.items': '{count, plural, =0 {# itens} one {# item} other {# itens}}',
  'input.itemsWithProblems':
    '{count, plural, =0 {# itens} one {# item} other {# itens}} · {problems, number} com problemas',
  'input.asCsv': 'Ler como CSV (colunas separadas por vírgula, ponto e vírgula ou tabulação)',
  'problems.title': 'Estas linhas serão marcadas como falhas e ignoradas:',
  'problems.row': 'Linha {row}: {message}',

  'design.tabs': 'Design de todos os códigos',
  'design.colors': 'Cores',
  'design.logo': 'Logotipo',
  'design.frame': 'Moldura',
  'dynamic.label': 'Criar códigos dinâmicos (links curtos editáveis, listados no seu painel)',
  'dynamic.urlOnly': 'Os códigos dinâmicos são criados a partir de linhas de URL de site.',
  'dynamic.checking': 'Verificando seu plano...',
  'dynamic.unlimited': 'Seu plano pode criar quantos códigos dinâmicos esta lista precisar.',
  'dynamic.left':
    'Seu plano pode criar mais {count, plural, one {# código dinâmico} other {# códigos dinâmicos}}.',
  'output.pngSize': 'Tamanho do PNG',
  'output.pixels': '{size} px',
  'output.zipLegend': 'No ZIP, além do SVG',

  'cap.rowLimit':
    'Seu plano gera até {max, number} códigos por lote; esta lista tem {rows, number}. {premium, select, yes {Divida-a em listas menores.} other {Comece o teste grátis ou assine o Premium para gerar até {premiumMax, number} por lote.}}',
  'cap.dynamicLimit':
    'Seu plano pode criar mais {remaining, plural, one {# código dinâmico} other {# códigos dinâmicos}}; este lote criaria {codes, number}. Crie códigos estáticos, remova linhas ou assine o Premium.',

  'run.generate': 'Gerar códigos QR',
  'run.generating': 'Gerando códigos QR...',
  'run.cancel': 'Cancelar',
  'toast.noDataTitle': 'Nenhum dado informado',
  'toast.noDataText': 'Digite os dados ou envie um arquivo.',
  'toast.noValidTitle': 'Nenhum dado válido',
  'toast.noValidText': 'Informe dados válidos para gerar os códigos QR.',
  'toast.completeTitle': 'Geração em massa concluída',
  'toast.completeText':
    '{ok, plural, one {# código QR gerado} other {# códigos QR gerados}} com sucesso. {failed, plural, one {# falhou} other {# falharam}}.',
  'toast.cancelledTitle': 'Geração cancelada',
  'toast.cancelledText':
    '{ok, plural, one {# código QR foi gerado} other {# códigos QR foram gerados}} antes de você cancelar.',
  'toast.runFailedTitle': 'Falha na geração',
  'toast.runFailedText': 'Ocorreu um erro durante a geração em massa.',
  'toast.nothingTitle': 'Nenhum código QR para baixar',
  'toast.nothingText': 'Gere os códigos QR antes de baixá-los.',
  'toast.downloadTitle': 'Download iniciado',
  'toast.downloadText': 'Baixando {count, plural, one {# código QR} other {# códigos QR}}.',
  'pack.zip': 'Preparando o ZIP...',
  'pack.zipProgress': 'Preparando o ZIP... {done, number} de {all, number}',
  'pack.sheet': 'Preparando a folha de impressão...',

  'results.title': 'Resultados da geração',
  'results.success': 'Sucesso',
  'results.failed': 'Falhas',
  'results.progress': 'Progresso da geração',
  'results.processed': '{done, number} de {total, number} processados',
  'results.downloadAll': 'Baixar todos os códigos QR ({count, number})',
  'results.empty': 'Nenhum código QR gerado ainda.',
  'results.list': 'Códigos gerados',
  'sheet.paper': 'Papel da folha de impressão',
  'sheet.page.a4': 'A4',
  'sheet.page.letter': 'Carta (EUA)',
  'sheet.codeSize': 'Tamanho do código (mm)',
  'sheet.perPage':
    '{perPage, plural, one {# código} other {# códigos}} por página ({columns} × {rows}), cada um com o nome embaixo.',
  'sheet.download': 'Baixar folha de impressão (PDF)',
  'sheet.pdfTitle': 'Folha de impressão de códigos QR',

  'result.row': 'Linha {row}',
  'result.success': 'Sucesso',
  'result.error': 'Erro',
  'result.scanCheck': 'Verificação de leitura: {grade}',
  'grade.robust': 'robusto',
  'grade.fragile': 'frágil',
  'grade.notScannable': 'ilegível',
  'grade.asRow': '{grade} (como a linha {row})',
  'error.itemFailed': 'Não foi possível gerar o código QR',
  'error.itemFailedReason': 'Não foi possível gerar o código QR: {reason}',
  'error.network': 'Erro de rede',
  'error.unreadable': 'Os leitores não conseguiram ler este código de volta.',
  'error.unreadableReason': 'Os leitores não conseguiram ler este código de volta. {reason}',
  'error.unreadableVersion':
    'Os leitores não conseguiram ler este design de volta na versão {version} (verificado na linha {row}).',
  'error.unreadableVersionReason':
    'Os leitores não conseguiram ler este design de volta na versão {version} (verificado na linha {row}). {reason}',
};
