import type { Catalogue } from '../../format.js';
import type { SiteGeneratorResultMessageId } from './en.js';

export const messages: Catalogue<SiteGeneratorResultMessageId> = {
  'section.loading': 'Carregando o gerador de códigos QR...',

  'card.title': 'Gere seu código QR',
  'card.settings': 'Configurações do código QR',
  'tab.purpose': 'Finalidade',
  'tab.colors': 'Cores',
  'tab.logo': 'Logo',
  'tab.frame': 'Moldura',

  'dynamic.nameLabel': 'Nome',
  'dynamic.namePlaceholder': 'Menu de primavera',
  'dynamic.nameHint': 'Como o código aparece em Códigos ativos.',
  'dynamic.created':
    'Código dinâmico criado: <url>{shortUrl}</url>. Encontre-o em <link>Códigos ativos</link> para baixar, editar ou pausar.',

  'generate.button': 'Gerar código QR',
  'generate.busy': 'Gerando...',
  'generate.signUp':
    '<link>Cadastre-se</link> para salvar seus códigos, adicionar logos e acompanhar as leituras.',

  'failure.fields': 'Alguns campos precisam de correção: veja as mensagens abaixo deles.',
  'failure.invalidContent':
    'Parte do conteúdo não pode ser colocada em um código QR. Verifique os campos e tente novamente.',
  'failure.tooMuchData':
    'Há conteúdo demais para um só código QR. Encurte o conteúdo e tente novamente.',
  'failure.signInRequired':
    'Códigos de pagamento exigem uma conta. Entre ou crie uma conta e tente novamente.',
  'failure.tooManyRequests':
    'Você gerou muitos códigos em pouco tempo. Aguarde um minuto e tente novamente.',
  'failure.tooLarge':
    'O conteúdo é grande demais para ser enviado. Encurte o conteúdo e tente novamente.',
  'failure.serverError': 'Algo deu errado do nosso lado. Tente novamente em instantes.',
  'failure.offline':
    'Não foi possível acessar o QR Shark. Verifique sua conexão com a internet e tente novamente.',
  'failure.other': 'A solicitação foi recusada. Verifique o conteúdo e tente novamente.',

  'heading.preview': 'Pré-visualização',
  'heading.result': 'Seu código QR',

  'note.generated': 'Código QR gerado',
  'note.signInToSave': 'Entre para salvá-lo.',
  'note.downloaded': 'Código QR baixado',
  'note.downloadFailed': 'Houve um problema ao baixar seu código QR.',
  'note.saved': 'Código QR salvo',
  'note.saveFailed': 'Houve um problema ao salvar seu código QR.',

  'result.summary': 'Versão {version}, correção de erros {level}.',
  'result.eclLowered': 'A correção de erros foi reduzida para {level} para que os dados caibam.',
  'result.logoShrunk':
    'Logo desenhado com {used} % da largura (você escolheu {chosen} %) para que o código seja bem lido.',
  'result.gradeLabel': 'Classificação de leitura do código gerado',
  'result.notScannable': 'Este código pode não ser lido de forma confiável.',
  'result.fragile': 'Frágil: {reason}',

  'outdated.note':
    'Você alterou o conteúdo ou o design desde que este código foi criado. Os downloads e o botão Salvar ficam desativados até você gerar o código atual.',
  'outdated.make': 'Gerar o código atual',
  'outdated.making': 'Gerando o código atual...',

  'grade.robust': 'Robusto',
  'grade.fragile': 'Frágil',
  'grade.notScannable': 'Ilegível',
  'grade.title': 'Classificação de leitura: {grade}',
  'grade.robustNote': 'É lido pelas câmeras dos telefones, também em impressões pequenas.',
  'grade.swap': 'Trocar as cores',

  'png.size': 'Tamanho do PNG',
  'png.option': '{width} × {width} px',
  'download.png': 'Baixar PNG',
  'download.svg': 'Baixar SVG',
  'download.question': 'Este código pode não ser lido. Baixar mesmo assim?',
  'download.questionFallback': 'Os leitores não conseguiram ler este design.',
  'download.cancel': 'Cancelar',
  'download.anyway': 'Baixar mesmo assim',

  'pdf.loading': 'Carregando as opções de PDF...',
  'pdf.width': 'Largura do PDF (mm)',
  'pdf.page': 'Página',
  'pdf.pageA4': 'A4',
  'pdf.pageFit': 'Ajustar ao código',
  'pdf.printer': 'Impressora',
  'pdf.dpi': '{dpi} dpi',
  'pdf.minimum': 'Imprima com pelo menos {minimum} mm de largura em uma impressora de {dpi} dpi.',
  'pdf.tooSmall': 'Com {width} mm, os módulos ficam pequenos demais para uma impressão nítida.',
  'pdf.reach': 'Com {width} mm, ele pode ser lido a até {metres, number, ::.0} m de distância.',
  'pdf.widthRange': 'Digite uma largura de {min} a {max} mm.',
  'pdf.download': 'Baixar PDF',
  'pdf.preparing': 'Preparando o PDF...',

  'save.nameLabel': 'Nome do código',
  'save.button': 'Salvar',
  'save.busy': 'Salvando...',

  'premium.title': 'Recurso Premium',
  'premium.description': 'Entre ou crie uma conta (grátis) para usar este tipo.',
  'premium.cancel': 'Cancelar',
  'premium.logIn': 'Entrar',
  'premium.signUp': 'Cadastrar-se',

  'prompt.tracking.title': 'Acompanhe cada leitura com uma conta grátis',
  'prompt.tracking.description':
    'Veja o desempenho dos seus códigos QR depois que eles estiverem pelo mundo.',
  'prompt.tracking.point1': 'Contagem de leituras em tempo real',
  'prompt.tracking.point2': 'Análises de visitantes únicos e de engajamento',
  'prompt.tracking.point3': 'Informações de desempenho',
  'prompt.tracking.point4': 'Códigos dinâmicos que você pode editar depois de imprimir',
  'prompt.download.title': 'Seu código QR foi baixado. Guarde-o com uma conta grátis',
  'prompt.download.description': 'Salve seus códigos e volte a eles quando quiser.',
  'prompt.download.point1': 'Códigos estáticos ilimitados',
  'prompt.download.point2': '1 código dinâmico com análises',
  'prompt.download.point3': '100 leituras por mês para códigos dinâmicos',
  'prompt.download.point4': 'Armazenamento de até 20 códigos',
  'prompt.later': 'Talvez mais tarde',
  'prompt.signUp': 'Cadastrar-se',
  'prompt.footnote': 'Grátis para sempre, sem cartão de crédito, cadastro em 30 segundos',
  'reason.logo': 'O logotipo cobre demais para impressões pequenas: diminua-o.',
  'reason.logo.print':
    'O logotipo cobre demais para impressões pequenas: diminua-o ou imprima com pelo menos {cm, number} cm de largura.',
  'reason.contrast':
    'As cores estão próximas demais para a câmera de um telefone em impressões pequenas ou com pouca luz: use uma cor principal mais escura.',
  'reason.contrast.print':
    'As cores estão próximas demais para a câmera de um telefone em impressões pequenas ou com pouca luz: use uma cor principal mais escura ou imprima com pelo menos {cm, number} cm de largura.',
  'reason.gradient':
    'A ponta mais clara do degradê é difícil para as câmeras de telefone em impressões pequenas: use cores de degradê mais escuras.',
  'reason.gradient.print':
    'A ponta mais clara do degradê é difícil para as câmeras de telefone em impressões pequenas: use cores de degradê mais escuras ou imprima com pelo menos {cm, number} cm de largura.',
  'reason.shapes':
    'Formas arredondadas se misturam em impressões pequenas: use pontos ou cantos quadrados.',
  'reason.shapes.print':
    'Formas arredondadas se misturam em impressões pequenas: use pontos ou cantos quadrados ou imprima com pelo menos {cm, number} cm de largura.',
  'reason.content':
    'Impressões pequenas deste código podem não funcionar na leitura: encurte o conteúdo.',
  'reason.content.print':
    'Impressões pequenas deste código podem não funcionar na leitura: encurte o conteúdo ou imprima com pelo menos {cm, number} cm de largura.',
  'reason.notScannable':
    'Os leitores não conseguiram ler este design ({failed} falharam), então ele pode não funcionar impresso. Tente {fixes}.',
  'reason.fix.contrast': 'mais contraste entre a cor principal e a de fundo',
  'reason.fix.logo': 'um logotipo menor, ou nenhum',
  'reason.fix.gradient': 'uma única cor em vez do degradê',
  'reason.fix.dots': 'pontos quadrados',
  'reason.fix.corners': 'cantos quadrados',
};
