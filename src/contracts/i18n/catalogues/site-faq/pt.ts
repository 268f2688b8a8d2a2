import type { Catalogue } from '../../format.js';
import type { SiteFaqMessageId } from './en.js';

export const messages: Catalogue<SiteFaqMessageId> = {
  'page.title': 'Perguntas frequentes',
  'page.description':
    'Respostas sobre tamanho de impressão de códigos QR, zona de silêncio, níveis de correção de erros, códigos estáticos e dinâmicos, logotipos, privacidade das leituras e planos.',
  'page.intro':
    'Respostas diretas sobre como criar códigos QR que funcionam na leitura, e sobre como este site funciona.',
  'more.title': 'Ainda tem alguma dúvida?',
  'more.text': 'Escreva para nós e responderemos em até 24 horas.',
  'more.contact': 'Falar com o suporte',
  'create.question': 'Como crio um código QR?',
  'create.answer.1':
    'Na página inicial, escolha o que o código deve fazer (um site, um cartão de contato, acesso ao Wi-Fi, um e-mail, um local e mais), preencha o formulário, personalize nas abas "Cores" e "Moldura" e clique em "Gerar código QR". Baixe em PNG, SVG ou PDF.',
  'create.answer.2':
    'Códigos estáticos não precisam de conta. Entre para salvar códigos, adicionar um logotipo ou uma segunda cor e criar códigos QR dinâmicos.',
  'static-dynamic.question': 'Qual é a diferença entre códigos QR estáticos e dinâmicos?',
  'static-dynamic.answer.1':
    'Um código estático guarda o conteúdo diretamente: o endereço da web, a senha do Wi-Fi ou o cartão de contato ficam dentro do padrão. Ele funciona sem o nosso servidor e nunca expira, mas não pode ser alterado depois de impresso.',
  'static-dynamic.answer.2':
    'Um código QR dinâmico guarda um link curto para este site (/d/ seguido de um código curto). A leitura abre o destino que você escolheu, que você pode mudar, pausar e retomar no seu painel a qualquer momento, e toda leitura é contada. Códigos QR dinâmicos precisam de uma conta e só funcionam enquanto este site estiver no ar.',
  'print-size.question': 'Em que tamanho devo imprimir um código QR?',
  'print-size.answer.1':
    'Imprima com pelo menos 2 × 2 cm para leitura de perto, como em um cartão de visita ou um display de mesa.',
  'print-size.answer.2':
    'Para o que for lido de mais longe, aumente o tamanho: uma regra prática comum é uma largura de cerca de um décimo da distância de leitura, então um cartaz lido a 2 metros precisa de um código de uns 20 cm. Códigos com mais dados têm mais quadradinhos, menores, e precisam de mais espaço. Teste o código impresso com alguns celulares antes de uma tiragem grande.',
  'quiet-zone.question': 'O que é a zona de silêncio e por que ela importa?',
  'quiet-zone.answer.1':
    'A zona de silêncio é a margem vazia em volta do código. Os leitores precisam de pelo menos 4 módulos (os quadradinhos do padrão) de fundo liso em cada lado para encontrar o código.',
  'quiet-zone.answer.2':
    'Nossos downloads já vêm com uma margem de 4 módulos. Não corte essa margem, e não coloque texto, bordas ou imagens carregadas encostados no código.',
  'error-correction.question': 'O que significam os níveis de correção de erros L, M, Q e H?',
  'error-correction.answer.1':
    'Os códigos QR carregam dados extras para continuarem legíveis quando uma parte está suja, danificada ou coberta. O nível L recupera cerca de 7 % do código, o M cerca de 15 %, o Q cerca de 25 % e o H cerca de 30 %.',
  'error-correction.answer.2':
    'Níveis mais altos deixam o padrão mais denso, então o código precisa de mais espaço. O M é o padrão e serve para a maioria dos usos; escolha Q ou H quando adicionar um logotipo ou quando o código for impresso ao ar livre ou em superfícies ásperas.',
  'logo.question': 'Posso colocar meu logotipo no meio de um código QR?',
  'logo.answer.1':
    'Sim, com uma conta gratuita: envie uma imagem ou escolha um ícone pronto na aba "Logo". O logotipo cobre parte do padrão, então mantenha-o entre 10 % e 30 % da largura do código e use um nível de correção de erros mais alto.',
  'logo.answer.2':
    'Cada código gerado é lido no nosso servidor por três decodificadores independentes, incluindo uma passada que imita a câmera de um celular, e classificado como Robusto, Frágil ou Ilegível, com dicas quando não é robusto.',
  'formats.question': 'Qual formato de arquivo devo baixar?',
  'formats.answer.1':
    'SVG é um arquivo vetorial: fica nítido em qualquer tamanho e é a melhor escolha para gráficas e ferramentas de design. PNG é uma imagem para páginas da web, documentos e apresentações; escolha um tamanho grande o bastante para onde vai usar. PDF traz uma página pronta para impressão com o código no tamanho que você escolher.',
  'after-trial.question':
    'O que acontece com meus códigos quando o teste termina ou mudo para um plano menor?',
  'after-trial.answer.1':
    'Eles continuam funcionando. Códigos estáticos nunca dependem da sua conta. Códigos QR dinâmicos continuam redirecionando e contando leituras depois que um teste ou uma assinatura termina: os limites do plano só definem quantos códigos novos você pode criar.',
  'after-trial.answer.2':
    'No plano gratuito você pode ter 1 código QR dinâmico e salvar até 20 códigos; o teste de 3 dias permite até 12 códigos QR dinâmicos.',
  'scanner-data.question': 'O que vocês guardam sobre as pessoas que leem meus códigos?',
  'scanner-data.answer.1':
    'Só o que as estatísticas de leitura precisam: o horário da leitura, o país (consultado no nosso próprio servidor em uma base de dados offline), o tipo de dispositivo, o sistema operacional e o navegador, e o site de origem quando houver.',
  'scanner-data.answer.2':
    'Não guardamos endereços IP. Para contar visitantes únicos usamos uma chave de mão única que muda todos os dias, então a mesma pessoa não pode ser seguida de um dia para o outro. Robôs e prévias de links são reconhecidos e não contam como leituras.',
  'bulk.question': 'Posso criar muitos códigos QR de uma vez?',
  'bulk.answer.1':
    'Sim, com uma conta: abra "Bulk Generation" no menu da conta, digite ou envie uma lista (um arquivo .csv ou .txt), e cada linha vira um código com o design que você escolher. Cada código é verificado pelos mesmos três decodificadores, e você baixa todos em um ZIP de arquivos SVG, PNG e PDF com um índice, ou como folha de impressão.',
  'bulk.answer.2':
    'Cada lote aceita até 100 linhas no plano gratuito e até 5.000 durante o teste ou com o Premium.',
  'payments.question': 'Como os pagamentos são feitos?',
  'payments.answer.1':
    'Os planos pagos são processados pela Stripe, uma empresa de pagamentos. Você digita os dados do cartão no formulário de pagamento da própria Stripe: os números do cartão nunca chegam ao nosso servidor e nunca os guardamos. Guardamos só as referências de cliente e de assinatura da Stripe necessárias para saber qual é o seu plano.',
  'payments.answer.2':
    'Até os planos pagos abrirem neste site, tudo o que aparece aqui como gratuito continua gratuito, e o teste de 3 dias é a forma de experimentar mais códigos QR dinâmicos.',
  'payments.answer.3':
    'Os planos pertencem a um espaço de trabalho. O Premium é cobrado por espaço de trabalho, não por pessoa: uma assinatura cobre todos que você convidar para aquele espaço, sem cobrança por membro (assento). Seu espaço pessoal e cada espaço de equipe são atualizados separadamente, e só um proprietário do espaço pode atualizá-lo ou gerenciar a assinatura. O teste de 3 dias é um por conta e vale para o seu espaço pessoal.',
  'cost.question': 'É grátis mesmo?',
  'cost.answer.1':
    'Sim. Criar e baixar códigos QR estáticos é grátis, sem conta e sem limite de quantidade. Uma conta gratuita acrescenta códigos salvos (até 20), um código QR dinâmico com estatísticas de leitura, logotipos e designs de duas cores. Mais códigos QR dinâmicos vêm com o teste de 3 dias, e com uma assinatura quando os planos pagos abrirem.',
};
