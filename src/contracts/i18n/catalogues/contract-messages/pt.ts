import type { Catalogue } from '../../format.js';
import type { ContractMessageId } from './en.js';

export const messages: Catalogue<ContractMessageId> = {
  'account.nameUpdated': 'Nome atualizado',
  'account.nameFailed': 'Não foi possível atualizar o nome. Tente novamente.',
  'account.nameTooLong': 'Use no máximo 100 caracteres.',
  'account.deleted': 'Conta excluída',
  'account.deletedDescription': 'Você será desconectado agora.',
  'account.deleteFailed': 'Não foi possível excluir a conta. Tente novamente.',
  'account.deletePasswordRequired': 'Digite sua senha para confirmar.',
  'account.deletePasswordWrong': 'Sua senha não está correta.',
  'account.deleteEmailMismatch': 'Digite o endereço de e-mail desta conta exatamente como aparece.',
  'account.deleteSubscribed':
    '{names} tem uma assinatura Premium que só você pode encerrar. Cancele-a primeiro (Plano → Gerenciar assinatura); depois que ela terminar, você poderá excluir sua conta.',
  'account.deleteSoleOwner':
    'Você é o único proprietário de {names}, que outras pessoas usam. Torne uma delas proprietária ou exclua o espaço de trabalho antes de excluir sua conta.',
  'account.sessionNotFound': 'Essa sessão já foi encerrada.',
  'account.tooManyExports':
    'Você baixou seus dados várias vezes recentemente. Tente novamente em {wait}.',
  'account.verificationSent':
    'Enviamos um novo link de verificação. Ele funciona uma única vez, por 24 horas.',
  'account.alreadyVerified': 'Seu endereço de e-mail já está verificado.',
  'account.verificationTooSoon':
    'Um novo link foi criado há pouco: use-o ou peça de novo em {wait}.',
  'account.restoreFailed':
    'Não encontramos nenhuma conta excluída com este endereço e esta senha que ainda possa ser restaurada.',
  'account.restoreAddressTaken':
    'Uma nova conta já usa este endereço, então a conta excluída não pode ser restaurada.',
  'account.restored': 'Sua conta foi restaurada. Boas-vindas de volta.',
  'account.googleAccountDeleted':
    'A conta vinculada a esta conta do Google foi excluída há menos de 30 dias. Para recuperá-la, escolha “Restaurar com o Google” na página de restauração.',
  'account.nothingToRestore':
    'Não encontramos nenhuma conta excluída vinculada a esta conta do Google que ainda possa ser restaurada.',
  'account.emailChangeSame': 'Este já é o seu endereço de e-mail.',
  'account.emailChangeTaken': 'Outra conta já usa este endereço.',
  'account.emailChangePasswordRequired': 'Digite sua senha atual para confirmar.',
  'account.emailChangeSent':
    'Enviamos um link para {address}. Seu endereço muda quando você abrir o link (em até 24 horas); até lá, nada muda.',
  'account.emailChanged':
    'Seu endereço de e-mail agora é {address}. Todos os outros dispositivos foram desconectados.',
  'account.emailChangedSignIn':
    'Seu endereço de e-mail agora é {address}. Todos os dispositivos foram desconectados: entre com o novo endereço.',
  'account.invalidEmailChangeLink':
    'Este link não funciona: ele já foi usado, um mais recente foi enviado ou ele expirou. Peça a alteração de novo nas configurações da conta.',
  'account.addressHeldForRestore':
    'Uma conta com este endereço foi excluída há menos de 30 dias. Restaure-a pela página de entrada ou crie uma conta depois que ela for removida de vez.',
  'admin.lastAdmin': 'Este é o último administrador: torne outra pessoa administradora primeiro.',
  'admin.notYourself':
    'Você não pode fazer isso com sua própria conta aqui; use as configurações da conta.',
  'admin.userNotFound': 'Usuário não encontrado.',
  'admin.restoreAddressTaken':
    'Outra conta ativa usa este endereço agora, então esta não pode voltar.',
  'admin.restorePurged': 'Os dados desta conta já foram removidos (30 dias após a exclusão).',
  'admin.messageNotFound': 'Mensagem não encontrada.',
  'admin.mailNotFound': 'E-mail não encontrado.',
  'admin.retryOnlyFailed': 'Só e-mails que falharam podem ser enviados de novo.',
  'analytics.loadFailed': 'Não foi possível carregar as estatísticas',
  'analytics.tryAgain': 'Tentar novamente',
  'analytics.invalidTimeZone': 'Fuso horário desconhecido; use um nome IANA como Europe/Berlin',
  'analytics.invalidDate':
    'Use uma data (AAAA-MM-DD) ou um instante ISO 8601 (2025-03-30T12:00:00Z)',
  'analytics.rangeOrder': 'O início do período deve ser anterior ao fim',
  'analytics.rangeTooLong': 'O período pode ter no máximo 400 dias',
  'analytics.codeNotFound': 'Código QR não encontrado',
  'analytics.citiesOff':
    'As estatísticas por cidade estão desativadas neste servidor. Um administrador as ativa com npm run city-database (ou CITY_DATABASE para um arquivo da MaxMind) e uma reinicialização.',
  'analytics.citiesNone': 'Nenhuma leitura deste período foi associada a uma cidade.',
  'apiKey.name': 'Dê um nome à chave (no máximo 80 caracteres)',
  'apiKey.scope': 'Escolha somente leitura ou leitura e escrita',
  'apiKey.expiry': 'Escolha uma data de expiração no futuro, ou nenhuma',
  'apiKey.limit': 'Você pode ter no máximo 25 chaves de API ativas. Revogue uma para criar outra.',
  'apiKey.notFound': 'Chave de API não encontrada',
  'apiKey.missing': 'Envie uma chave de API como “Authorization: Bearer qrs_...”.',
  'apiKey.invalid': 'Esta chave de API não é válida: ela é desconhecida, foi revogada ou expirou.',
  'apiKey.readOnly':
    'Esta chave de API só pode ler. Crie uma chave de leitura e escrita para fazer alterações.',
  'apiKey.viewerMaker':
    'Esta chave de API só pode ler: o membro que a criou agora é leitor no espaço de trabalho dela. Peça a um administrador do espaço de trabalho a função de editor ou use uma chave criada por um editor.',
  'audit.badFilter':
    'Filtre por uma ação, um endereço e datas no formato AAAA-MM-DD ou data e hora ISO.',
  'auth.usernameRequired': 'O e-mail é obrigatório',
  'auth.passwordRequired': 'A senha é obrigatória',
  'auth.invalidEmail': 'Endereço de e-mail inválido',
  'auth.passwordTooShort': 'A senha deve ter pelo menos 8 caracteres',
  'auth.passwordTooCommon':
    'Esta senha está em uma lista de senhas comuns ou vazadas, então é fácil de adivinhar. Escolha outra.',
  'auth.passwordTooLong': 'A senha deve ter no máximo 256 caracteres',
  'auth.confirmRequired': 'Confirme sua senha',
  'auth.passwordsDontMatch': 'As senhas não coincidem',
  'auth.invalidCredentials': 'E-mail ou senha inválidos',
  'auth.registrationFailed': 'Não foi possível criar a conta',
  'auth.usernameTaken': 'Já existe uma conta com este e-mail',
  'auth.tooManyAttempts': 'Muitas tentativas de login malsucedidas. Aguarde e tente novamente.',
  'auth.emailMustMatchUsername':
    'Seu e-mail é seu nome de usuário: digite o mesmo endereço nos dois campos.',
  'auth.tooManyRegistrations':
    'Muitas contas foram criadas a partir da sua rede. Tente novamente em {wait}.',
  'auth.tooManyMails':
    'Vários links foram criados para este endereço recentemente: o mais recente funciona. Use-o ou tente novamente em {wait}.',
  'auth.emailVerified': 'Seu endereço de e-mail está verificado.',
  'auth.invalidVerificationLink':
    'Este link de verificação é inválido, já foi usado ou expirou. Entre e peça um novo.',
  'auth.verificationPasswordRequired':
    'Escolha uma senha para esta conta: a que foi definida na criação deixa de funcionar.',
  'auth.verificationDeclined':
    'A conta de {address} foi excluída. Nada mais foi alterado; você pode ignorar outros e-mails sobre ela.',
  'auth.passwordResetSent':
    'Se existir uma conta com esse endereço, enviamos um link para definir uma nova senha. Ele funciona uma única vez, por 1 hora.',
  'changePassword.currentRequired': 'A senha atual é obrigatória',
  'changePassword.currentWrong': 'A senha atual está incorreta',
  'changePassword.newTooShort': 'A senha deve ter pelo menos 8 caracteres',
  'changePassword.confirmRequired': 'Confirme sua nova senha',
  'changePassword.mismatch': 'As senhas não coincidem',
  'changePassword.changed': 'Sua senha foi alterada. Os outros dispositivos foram desconectados.',
  'changePassword.noPasswordYet':
    'Esta conta ainda não tem senha. Use “Definir uma senha” em vez disso.',
  'changePassword.signInAgain':
    'Por segurança, definir uma senha exige um login recente. Entre com o Google novamente e defina a senha em até 10 minutos.',
  'changePassword.alreadyHasPassword':
    'Esta conta já tem uma senha. Use “Alterar senha” em vez disso.',
  'changePassword.passwordAdded':
    'Sua senha está definida. Agora você também pode entrar com seu e-mail e sua senha.',
  'bulk.noDataTitle': 'Nenhum dado informado',
  'bulk.noDataText': 'Digite os dados ou envie um arquivo.',
  'bulk.noValidTitle': 'Nenhum dado válido',
  'bulk.noValidText': 'Informe dados válidos para gerar os códigos QR.',
  'bulk.nothingToDownloadTitle': 'Nenhum código QR para baixar',
  'bulk.nothingToDownloadText': 'Gere os códigos QR antes de baixá-los.',
  'bulk.itemFailed': 'Não foi possível gerar o código QR',
  'bulk.networkError': 'Erro de rede',
  'bulk.runFailedTitle': 'Falha na geração',
  'bulk.runFailedText': 'Ocorreu um erro durante a geração em massa.',
  'bulk.completeTitle': 'Geração em massa concluída',
  'bulk.completeText': 'Códigos QR gerados com sucesso: {ok}. Com falha: {failed}.',
  'bulk.downloadTitle': 'Download iniciado',
  'bulk.downloadText': 'Baixando códigos QR: {n}.',
  'bulk.dynamicNeedsUrl':
    'Os códigos dinâmicos são criados a partir de linhas de URL de site. Escolha URL de site ou crie códigos estáticos.',
  'bulk.runNotFound': 'Este lote não foi encontrado.',
  'bulk.rowOutOfRange': 'Esta linha não faz parte do lote.',
  'bulk.dynamicRowsByServer':
    'As linhas de um lote dinâmico são registradas à medida que os códigos delas são criados.',
  'bulk.unsupportedType':
    'Este tipo precisa de um arquivo enviado por código e não pode ser criado em massa.',
  'bulk.rowsInvalid': 'As linhas devem ser um número inteiro a partir de 1',
  'codeBulk.action': 'Escolha uma ação: pause, resume, delete, restore, move, tag.',
  'codeBulk.target': 'Indique os códigos por id (ids) ou por um filtro (filter).',
  'codeBulk.ids': 'Indique de 1 a 10.000 códigos por id.',
  'codeBulk.tooMany': 'Mais de 10.000 códigos correspondem: restrinja o filtro.',
  'codeBulk.notFound':
    'Alguns destes códigos não existem neste espaço de trabalho; nada foi alterado.',
  'codeBulk.restoreById': 'Para restaurar, indique os códigos excluídos por id.',
  'codeBulk.notRestorable':
    'Alguns destes códigos não podem mais ser restaurados; nada foi alterado.',
  'codeBulk.folderRequired':
    'Escolha a pasta para onde mover os códigos (null: fora de qualquer pasta).',
  'codeBulk.tagsRequired': 'Indique pelo menos uma etiqueta a adicionar.',
  'codeBulk.restoreLimit':
    'Restaurar estes códigos ultrapassaria seu limite de {limit, plural, one {# código QR dinâmico} other {# códigos QR dinâmicos}}. Faça upgrade ou exclua outros códigos primeiro.',
  'companySignIn.issuer':
    'Digite a URL do emissor que seu provedor de identidade informa (https://…).',
  'companySignIn.clientId': 'Digite o ID do cliente (de 1 a 255 caracteres).',
  'companySignIn.clientSecret': 'Digite o segredo do cliente (de 1 a 1.000 caracteres).',
  'companySignIn.secretNeeded': 'Digite o segredo do cliente: ainda não há nenhum guardado.',
  'companySignIn.domain': 'Digite um domínio de e-mail como example.com (sem @, sem espaços).',
  'companySignIn.publicDomain':
    '{domain} é um serviço de e-mail público: qualquer pessoa pode ter um endereço lá, então ele não pode ser o domínio de login de uma empresa.',
  'companySignIn.notYourDomain':
    'Seu próprio endereço comprovado precisa ser de {domain} para reivindicá-lo. Altere seu endereço ou escolha seu próprio domínio.',
  'companySignIn.domainTaken': '{domain} já tem login corporativo em outro espaço de trabalho.',
  'companySignIn.discoveryFailed':
    'Não foi possível ler a configuração OpenID Connect do emissor ({why}). Verifique a URL do emissor.',
  'companySignIn.signInFirst':
    'Entre uma vez por este login corporativo (saia e depois use “Entrar com sua empresa”) antes de exigi-lo, para que uma configuração errada não deixe todos sem acesso.',
  'companySignIn.notConfigured': 'Este espaço de trabalho não tem login corporativo.',
  'companySignIn.verifyFirst':
    'Verifique {domain} (o registro DNS TXT dele) antes de exigir o login corporativo.',
  'companySignIn.notActive':
    'O login corporativo de {domain} ainda não está ativo: o proprietário ainda não verificou o domínio. Entre com sua senha ou com o Google em vez disso.',
  'companySignIn.notMember':
    'Já existe uma conta para {email}, e ela não é membro do espaço de trabalho que configurou este login corporativo. Entre como você costuma entrar e peça um convite ao administrador do espaço de trabalho.',
  'companySignIn.noCompany':
    '{domain} não tem login corporativo aqui. Entre com sua senha ou com o Google em vez disso.',
  'companySignIn.email': 'Digite seu endereço de e-mail profissional.',
  'companySignIn.required':
    'Sua empresa exige que você entre pela página de acesso dela. Use “Entrar com sua empresa” com seu endereço profissional.',
  'companySignIn.unavailable':
    'Não foi possível acessar o login da sua empresa agora. Tente novamente daqui a pouco.',
  'companySignIn.gone':
    'Este login corporativo foi removido ou alterado nesse meio-tempo. Tente novamente.',
  'companySignIn.failed': 'Não foi possível concluir o login corporativo. Tente novamente.',
  'companySignIn.emailMissing':
    'O login da sua empresa não informou um endereço de e-mail, então não podemos conectar você.',
  'companySignIn.outsideDomain':
    'Este login corporativo é para endereços de {domain}, mas confirmou {email}.',
  'companySignIn.emailUnverified':
    'O login da sua empresa não verificou este endereço de e-mail, então não podemos conectar você.',
  'companySignIn.accountChanged': 'Esta conta mudou enquanto você entrava. Tente novamente.',
  'contact.nameTooShort': 'O nome deve ter pelo menos 2 caracteres',
  'contact.nameTooLong': 'O nome deve ter no máximo 100 caracteres',
  'contact.invalidEmail': 'Digite um endereço de e-mail válido',
  'contact.subjectTooShort': 'O assunto deve ter pelo menos 5 caracteres',
  'contact.subjectTooLong': 'O assunto deve ter no máximo 200 caracteres',
  'contact.messageTooShort': 'A mensagem deve ter pelo menos 10 caracteres',
  'contact.messageTooLong': 'A mensagem deve ter no máximo 5000 caracteres',
  'contact.invalidInquiryType':
    'Escolha Dúvida geral, Suporte técnico, Solicitação comercial ou Opinião',
  'contact.sentTitle': 'Mensagem enviada!',
  'contact.sentDescription': 'Vamos responder em até 24 horas',
  'contact.failedTitle': 'Erro',
  'contact.failedDescription':
    'Houve um problema ao enviar sua mensagem. Tente novamente ou envie um e-mail diretamente para {email}',
  'contact.tooMany':
    'Você enviou várias mensagens deste endereço na última hora. Tente novamente em {wait} ou envie um e-mail diretamente para nós.',
  'design.colour': 'Digite uma cor no formato #RRGGBB',
  'design.frameTextTooLong': 'O texto da moldura deve ter no máximo 100 caracteres',
  'design.invalidChoice': 'Escolha uma das opções da lista',
  'design.errorCorrectionLevel': 'A correção de erros deve ser L, M, Q ou H',
  'design.logoSize': 'O tamanho do logotipo deve ser uma fração da largura do código, de 0,1 a 0,3',
  'design.margin': 'A margem deve ser um número inteiro de módulos, de 2 a 16',
  'design.size': 'O tamanho do PNG deve ser um número inteiro de pixels, de 128 a 4096',
  'design.lightOnDark':
    'Claro sobre escuro: é lido pelos apps de câmera recentes do iPhone e do Android, mas não por muitos apps leitores de QR. Inverta as cores (escuro sobre claro) para ter um código que qualquer leitor consiga ler.',
  'design.smallMargin':
    'Uma margem com menos de 4 módulos pode não ser lida por todos os telefones: mantenha pelo menos 4 módulos de fundo ao redor do código.',
  'designKit.nameRequired': 'Digite um nome para o kit de marca',
  'designKit.nameTooLong': 'O nome de um kit de marca deve ter no máximo 80 caracteres',
  'designKit.nameTaken':
    'Este espaço de trabalho já tem um kit de marca com esse nome: escolha outro nome.',
  'designKit.limit':
    'Um espaço de trabalho guarda no máximo 100 kits de marca: exclua primeiro um que você não usa mais.',
  'designKit.notFound': 'Kit de marca não encontrado neste espaço de trabalho',
  'designKit.designObject': 'design deve ser um objeto JSON com campos de design',
  'designKit.isDefault': 'isDefault deve ser true ou false',
  'designKit.nothingToChange': 'Envie um novo nome, campos de design ou isDefault',
  'designKit.unknownLogo': 'Este logotipo não está mais disponível. Envie-o novamente.',
  'designKit.unknownField': 'Campo desconhecido',
  'designKit.designId': 'designId deve ser o id de um kit de marca deste espaço de trabalho',
  'designKit.applyCodes': 'Escolha de 1 a 100 códigos deste espaço de trabalho para mudar o estilo',
  'designKit.notScannable':
    'Com o design deste kit de marca, o código não poderia ser lido: ele mantém o design atual. Ajuste o kit (contraste, tamanho do logotipo) e tente novamente.',
  'designKit.paymentCode':
    'Os códigos de pagamento mantêm o design deles: crie um novo com o design do kit de marca.',
  'dynamic.limitReachedTitle': 'Limite de códigos QR dinâmicos atingido',
  'dynamic.limitReached':
    'Você atingiu seu limite de {limit, plural, one {# código QR dinâmico} other {# códigos QR dinâmicos}}. Faça upgrade para criar mais.',
  'dynamic.savedLimitReached':
    'Você atingiu seu limite de {limit, plural, one {# código QR salvo} other {# códigos QR salvos}}. Faça upgrade ou exclua um código para salvar mais.',
  'dynamic.trialEmailRequired': 'Digite seu endereço de e-mail para ativar seu teste grátis.',
  'dynamic.trialEmailRequiredTitle': 'E-mail obrigatório',
  'dynamic.trialActivationFailed': 'Não foi possível ativar o teste grátis. Tente novamente.',
  'dynamic.trialAlreadyUsed': 'Você já usou seu teste grátis.',
  'dynamic.trialCheckEmailTitle': 'Confira seu e-mail',
  'dynamic.trialCheckEmail':
    'Enviamos um link para esse endereço. Abra-o em até 24 horas para definir sua senha e começar seu teste grátis.',
  'dynamic.trialActivatedTitle': 'Teste grátis ativado!',
  'dynamic.trialActivated': '3 dias de recursos premium liberados',
  'dynamic.notFound': 'Código QR não encontrado',
  'dynamic.invalidPasswordLink': 'Este link é inválido ou expirou.',
  'dynamic.passwordSet': 'Sua senha está definida e você está conectado.',
  'dynamic.trialTooMany':
    'Muitos pedidos de teste por enquanto: o link mais recente funciona. Use-o ou tente novamente em {wait}.',
  'dynamicEdit.confirmTypeChange':
    'Mudar o tipo substitui o conteúdo deste código. Confirme a alteração para continuar.',
  'dynamicEdit.destinationNotLink':
    'Este código mostra um conteúdo, não um link: edite o conteúdo dele em vez disso.',
  'dynamicEdit.contentEdited': 'Código QR dinâmico salvo',
  'firstAdmin.invalidLink':
    'Este link de configuração não funciona: ele já foi usado, expirou (24 horas) ou nunca foi emitido. Reinicie o servidor para obter um novo ou execute `npm run admin -- you@example.com` no servidor.',
  'firstAdmin.adminExists':
    'Este servidor já tem um administrador, então este link de configuração não funciona mais. Entre ou execute `npm run admin -- you@example.com` no servidor.',
  'firstAdmin.done': 'Agora você é o administrador deste servidor e está conectado.',
  'generate.tooMuchData': 'A quantidade de dados é grande demais para caber em um código QR',
  'generate.generateFailed': 'Houve um problema ao gerar seu código QR.',
  'generate.unknownLogo': 'Este logotipo não está mais disponível. Envie-o novamente.',
  'generate.unknownField': 'Campo desconhecido',
  'generate.includePng': 'includePng deve ser true ou false',
  'invitation.email': 'Digite o endereço de e-mail a convidar',
  'invitation.role': 'Escolha administrador, editor ou leitor',
  'invitation.alreadyMember': '{email} já é membro deste espaço de trabalho.',
  'invitation.notFound': 'Convite não encontrado',
  'invitation.personal':
    'Seu espaço de trabalho pessoal é só seu. Crie um espaço de trabalho de equipe para convidar pessoas e convide-as lá.',
  'invitation.unknownLink': 'Este link de convite não é válido. Peça um novo convite.',
  'invitation.expired':
    'Este convite expirou. Peça a um administrador do espaço de trabalho que envie um novo.',
  'invitation.revoked':
    'Este convite foi retirado. Peça um novo a um administrador do espaço de trabalho.',
  'invitation.used': 'Este convite já foi usado. Cada link de convite funciona uma vez.',
  'invitation.workspaceGone': 'O espaço de trabalho deste convite não existe mais.',
  'invitation.otherAddress':
    'Este convite é para {invited}, mas você está conectado como {signedInAs}. Entre como {invited} (ou crie uma conta com esse endereço) para aceitá-lo.',
  'invitation.unproven':
    'Confirme primeiro seu endereço de e-mail {invited} (abra o link que enviamos por e-mail) e depois aceite o convite.',
  'invitation.sent': 'Convite enviado para {email}.',
  'invitation.notSent':
    'Este servidor não tem envio de e-mails configurado, então nenhum e-mail foi enviado para {email}. Envie você mesmo este link para a pessoa; ele funciona uma única vez, só para {email}, por {days} dias.',
  'invitation.tooMany':
    'Este espaço de trabalho enviou muitos convites em pouco tempo. Aguarde {wait} e tente novamente.',
  'linkControl.dateTime': 'Digite uma data e hora válidas',
  'linkControl.expiryBeforeStart': 'A expiração deve ser depois do início',
  'linkControl.fallbackIsOwnLink':
    'A URL alternativa não pode ser o próprio link curto deste código: quem ler o código ficaria preso em um loop. Digite outro endereço.',
  'linkControl.maxScans': 'Digite um número inteiro de leituras, de 1 a 10.000.000',
  'linkControl.timeOfDay': 'Use um horário no formato de 24 horas, como 09:30',
  'linkControl.timeZone': 'Escolha um fuso horário da lista',
  'linkControl.timeNeedsZone': 'Escolha o fuso horário dos horários e dias',
  'linkControl.country': 'Use códigos de país de duas letras, como DE',
  'linkControl.language': 'Use códigos de idioma como en ou pt-BR',
  'linkControl.emptyRule':
    'Uma regra precisa de pelo menos uma condição (dispositivo, país, horário, dia ou idioma)',
  'linkControl.tooManyRules': 'Um código pode ter no máximo 20 regras',
  'linkControl.passwordLength': 'A senha deve ter de 4 a 128 caracteres',
  'linkControl.passwordPremium':
    'A proteção por senha é um recurso Premium. Faça upgrade para proteger este código.',
  'linkControl.utmValue': 'Os valores UTM têm no máximo 200 caracteres',
  'linkControl.presetName': 'Dê um nome à predefinição (no máximo 80 caracteres)',
  'linkControl.presetNameTaken': 'Você já tem uma predefinição com este nome',
  'linkControl.presetEmpty': 'Preencha pelo menos um valor UTM para salvar uma predefinição',
  'linkControl.presetLimit':
    'Você pode manter no máximo 50 predefinições UTM. Exclua uma para salvar outra.',
  'linkControl.presetNotFound': 'Predefinição UTM não encontrada',
  'linkControl.splitSize': 'Uma divisão precisa de 2 a 5 destinos',
  'linkControl.splitWeight': 'Cada peso deve ser um número inteiro de 1 a 99',
  'linkControl.splitTotal': 'A soma dos pesos deve ser exatamente 100',
  'linkControl.splitDuplicate': 'Cada destino da divisão deve ser diferente',
  'linkControl.splitIsOwnLink':
    'Um destino da divisão não pode ser o próprio link curto deste código: quem ler o código ficaria preso em um loop. Digite outro endereço.',
  'linkControl.ruleTarget':
    'Uma regra envia quem ler o código para um destino ou para a divisão: escolha um dos dois',
  'linkControl.ruleSplitMissing':
    'Esta regra envia quem ler o código para a divisão, mas o código ainda não tem divisão',
  'noMail.link':
    'Este servidor não tem envio de e-mails configurado. Peça o link ao administrador dele.',
  'noMail.title': 'Nenhum e-mail foi enviado',
  'noMail.contactTitle': 'Mensagem recebida',
  'noMail.contact':
    'Este servidor não tem envio de e-mails configurado, então nenhum e-mail foi enviado: sua mensagem fica no servidor até que o administrador dele a leia.',
  'noMail.verify':
    'Seu endereço de e-mail {address} ainda não está verificado. Este servidor não tem envio de e-mails configurado. Peça o link ao administrador dele.',
  'noMail.adminBanner':
    'Este servidor não tem envio de e-mails configurado (SMTP_URL não está definido): nenhum e-mail é enviado. Todos os e-mails ficam na caixa de saída.',
  'noMail.adminBannerLink': 'Abrir a caixa de saída',
  'newsletter.heading': 'Dicas de códigos QR no seu e-mail',
  'newsletter.subscribing': 'Inscrevendo...',
  'newsletter.subscribed': 'Inscrição feita!',
  'newsletter.invalidTitle': 'E-mail inválido',
  'newsletter.invalidDescription': 'Digite um endereço de e-mail válido.',
  'newsletter.failedTitle': 'A inscrição falhou',
  'newsletter.failedDescription': 'Tente novamente mais tarde ou fale com o suporte.',
  'newsletter.welcomeTitle': 'Boas-vindas ao cardume!',
  'newsletter.welcomeDescription':
    'Você vai receber toda semana as Shark Tips sobre códigos QR e estratégias de marketing.',
  'newsletter.checkInbox':
    'Confira sua caixa de entrada: abra o link que enviamos para confirmar sua inscrição.',
  'newsletter.tooMany': 'Muitas tentativas de inscrição. Tente novamente em {wait}.',
  'newsletter.confirmInvalid':
    'Este link de confirmação não é válido ou expirou. Inscreva-se de novo pelo rodapé.',
  'newsletter.unsubscribeInvalid': 'Este link de cancelamento de inscrição não é válido.',
  'newsletter.missingTitle': 'Faltam informações',
  'newsletter.missingDescription': 'Informe o assunto e o conteúdo da newsletter.',
  'newsletter.sendFailed': 'Não foi possível enviar a newsletter. Tente novamente.',
  'organise.folderName': 'Dê à pasta um nome de 1 a 60 caracteres.',
  'organise.folderTaken': 'Este espaço de trabalho já tem uma pasta com este nome.',
  'organise.folderNotFound': 'Esta pasta não existe neste espaço de trabalho.',
  'organise.tagName': 'Dê à etiqueta um nome de 1 a 40 caracteres.',
  'organise.tagTaken': 'Este espaço de trabalho já tem uma etiqueta com este nome.',
  'organise.tagNotFound': 'Esta etiqueta não existe neste espaço de trabalho.',
  'organise.tagColour':
    'Escolha uma cor: grey, red, orange, yellow, green, teal, blue, purple, pink.',
  'organise.tooManyTags': 'Um código pode ter no máximo 20 etiquetas.',
  'organise.dynamicOnly': 'Só os códigos dinâmicos têm pastas e etiquetas.',
  'organise.codeIds': 'Indique de 1 a 500 códigos por id.',
  'organise.codesNotFound':
    'Alguns destes códigos não existem neste espaço de trabalho; nada foi alterado.',
  'organise.badFilter': 'Este filtro não é válido.',
  'organise.dateFilter': 'Informe as datas no formato AAAA-MM-DD ou como data e hora ISO.',
  'organise.scansFilter': 'As contagens de leituras são números inteiros a partir de 0.',
  'organise.searchLength': 'A busca deve ter de 1 a 100 caracteres.',
  'payment.productIdMissing': 'Falta o ID do produto',
  'payment.productNotFound': 'Produto não encontrado',
  'payment.amountMismatch': 'O valor não corresponde ao preço deste produto',
  'payment.paymentsOff':
    'Os pagamentos estão desativados neste servidor (o Stripe não está configurado).',
  'payment.sellerNotReady':
    'Este vendedor não pode receber pagamentos agora. Tente novamente mais tarde.',
  'payment.paymentFailedTitle': 'Falha no pagamento',
  'payment.paymentFailedDefault': 'Ocorreu um erro com o seu pagamento',
  'payment.paymentProcessingTitle': 'Pagamento em processamento',
  'payment.paymentProcessing': 'Seu pagamento está sendo processado',
  'payment.paymentErrorTitle': 'Erro no pagamento',
  'payment.paymentError': 'Ocorreu um erro ao processar o seu pagamento',
  'payment.setupErrorDefault': 'Não foi possível preparar o pagamento',
  'payment.succeeded': 'Pagamento realizado!',
  'payment.paymentCodesOff':
    'Os códigos de pagamento não estão disponíveis: os pagamentos estão desativados neste servidor (o Stripe não está configurado).',
  'payment.connectRequired':
    'Conecte sua conta Stripe em Configurações da conta antes de criar um código de pagamento, para que os compradores paguem diretamente a você.',
  'payment.alreadySubscribed': 'Você já tem o Premium. Use “Gerenciar assinatura” para alterá-lo.',
  'payment.noCustomer': 'Ainda não há nenhuma assinatura para gerenciar.',
  'payment.priceMissing': 'O plano Premium não está à venda neste servidor.',
  'publicApi.kindRequired': 'kind deve ser dynamic ou saved',
  'publicApi.contentObject': 'content deve ser um objeto JSON com os campos do tipo',
  'publicApi.designObject': 'design deve ser um objeto JSON com campos de design',
  'publicApi.designFixed':
    'O design de um código é definido quando ele é criado: crie um novo código para um novo design (o link curto dele pode apontar para qualquer lugar).',
  'publicApi.savedContentFixed':
    'O conteúdo de um código salvo (estático) está no padrão impresso dele e não pode mudar: crie um novo código ou use um código dinâmico.',
  'publicApi.destinationNotDynamic':
    'Só os códigos dinâmicos têm um destino que pode ser alterado: um código salvo (estático) codifica o conteúdo diretamente.',
  'publicApi.bulkEmpty': 'items deve listar pelo menos um código',
  'publicApi.bulkItemObject':
    'Cada item deve ser um objeto JSON: um código como POST /api/v1/codes o recebe.',
  'publicApi.bulkTooMany':
    'Uma requisição em lote cria no máximo {max, number} códigos; esta tem {count, number}. Envie-os em várias requisições.',
  'publicApi.idempotencyKey':
    'Idempotency-Key deve ter de 1 a 255 caracteres ASCII imprimíveis (um UUID é uma boa escolha).',
  'publicApi.idempotencyReused':
    'Esta Idempotency-Key foi usada com uma requisição diferente. Use uma nova chave para uma nova requisição.',
  'publicApi.idempotencyInProgress':
    'Uma requisição com esta Idempotency-Key ainda está sendo processada. Tente de novo depois que ela terminar.',
  'qrContent.urlRequired': 'A URL é obrigatória',
  'qrContent.urlInvalid': 'Digite uma URL válida',
  'qrContent.urlProtocol': 'A URL deve usar o protocolo http ou https',
  'qrContent.firstNameRequired': 'O nome é obrigatório',
  'qrContent.phoneRequired': 'O número de telefone é obrigatório',
  'qrContent.phoneInvalid': 'Digite um número de telefone válido',
  'qrContent.phoneCharacters':
    'Use apenas dígitos, com um + opcional e o código do país (ex.: +1 555 010 0100)',
  'qrContent.phoneLength': 'Um número de telefone tem de 3 a 15 dígitos',
  'qrContent.emailRequired': 'O endereço de e-mail é obrigatório',
  'qrContent.emailInvalid': 'Digite um e-mail válido',
  'qrContent.imageUrlInvalid': 'Digite uma URL de imagem válida',
  'qrContent.productNameRequired': 'O nome do produto é obrigatório',
  'qrContent.priceInvalid': 'O preço deve ser maior que 0',
  'qrContent.priceDecimals': 'O preço pode ter no máximo 2 casas decimais',
  'qrContent.priceTooHigh': 'O preço não pode passar de 999.999,99',
  'qrContent.productDescriptionRequired': 'A descrição do produto é obrigatória',
  'qrContent.titleRequired': 'O título é obrigatório',
  'qrContent.pdfFileRequired': 'Selecione um arquivo PDF',
  'qrContent.imageFileRequired': 'Selecione um arquivo de imagem',
  'qrContent.imagesTooMany':
    'Uma galeria comporta no máximo 20 imagens. Remova algumas para continuar.',
  'qrContent.staticImagesOne':
    'Um código estático mostra uma única imagem. Mantenha uma ou ative o acompanhamento de leituras (dinâmico) para ter uma galeria.',
  'qrContent.platformRequired': 'A plataforma é obrigatória',
  'qrContent.platformInvalid': 'Escolha uma plataforma da lista',
  'qrContent.businessNameRequired': 'O nome da empresa é obrigatório',
  'qrContent.addressRequired': 'O endereço é obrigatório',
  'qrContent.latitudeInvalid': 'A latitude deve estar entre -90 e 90',
  'qrContent.longitudeInvalid': 'A longitude deve estar entre -180 e 180',
  'qrContent.coordinatesIncomplete': 'Informe a latitude e a longitude, ou nenhuma das duas',
  'qrContent.eventTitleRequired': 'O título do evento é obrigatório',
  'qrContent.startDateRequired': 'A data de início é obrigatória',
  'qrContent.dateInvalid': 'Digite uma data e hora válidas',
  'qrContent.endBeforeStart': 'A data de término deve ser posterior à data de início',
  'qrContent.locationRequired': 'O local é obrigatório',
  'qrContent.timeZoneInvalid': 'Escolha um fuso horário da lista',
  'qrContent.appNameRequired': 'O nome do aplicativo é obrigatório',
  'qrContent.appCategoryInvalid': 'Escolha uma categoria da lista',
  'qrContent.textRequired': 'O conteúdo de texto é obrigatório',
  'qrContent.textTooLong': 'O conteúdo de texto não pode passar de 2953 caracteres',
  'qrContent.bitcoinAddressRequired': 'O endereço Bitcoin é obrigatório',
  'qrContent.bitcoinAddressInvalid': 'Digite um endereço Bitcoin válido',
  'qrContent.amountInvalid': 'Digite um valor válido',
  'qrContent.amountPositive': 'O valor deve ser maior que 0',
  'qrContent.amountTooHigh': 'O valor não pode passar de 21.000.000 BTC',
  'qrContent.amountDecimals': 'O valor pode ter no máximo 8 casas decimais',
  'qrContent.ssidRequired': 'O nome da rede é obrigatório',
  'qrContent.ssidTooLong': 'O nome da rede não pode passar de 32 bytes',
  'qrContent.wifiPasswordRequired': 'A senha é obrigatória para uma rede protegida',
  'qrContent.wpaPasswordLength':
    'A senha WPA deve ter de 8 a 63 caracteres ou 64 dígitos hexadecimais',
  'qrContent.encryptionInvalid': 'Escolha um tipo de segurança',
  'qrContent.uploadIdInvalid': 'ID de upload inválido',
  'qrContent.unknownType': 'Tipo de código QR desconhecido',
  'qrContent.tooLong': 'Deve ter no máximo {max} caracteres',
  'savedView.name': 'Dê à visualização um nome de 1 a 60 caracteres.',
  'savedView.taken': 'Você já tem uma visualização com este nome.',
  'savedView.notFound': 'Esta visualização salva não existe.',
  'savedView.search': 'A busca e os filtros desta visualização não são válidos.',
  'savedView.empty':
    'Busque ou filtre a lista primeiro: uma visualização guarda a busca, os filtros e a ordenação.',
  'savedView.tooMany':
    'Você pode manter no máximo 50 visualizações salvas em um espaço de trabalho. Exclua uma primeiro.',
  'webhook.url': 'Digite uma URL https:// (no máximo 2.048 caracteres)',
  'webhook.https': 'As URLs de webhook devem começar com https://',
  'webhook.refused': 'Este endereço não pode receber webhooks',
  'webhook.limit':
    'Você pode ter no máximo 5 endpoints de webhook. Exclua um para adicionar outro.',
  'webhook.notFound': 'Endpoint de webhook não encontrado',
  'webhook.busy':
    'Uma entrega para este endpoint está em andamento. Tente novamente em alguns segundos.',
  'whiteLabel.fetchFailed': 'Não foi possível obter os clientes',
  'whiteLabel.createFailed': 'Não foi possível criar o cliente',
  'whiteLabel.updateFailed': 'Não foi possível atualizar o cliente',
  'whiteLabel.deleteFailed': 'Não foi possível excluir o cliente',
  'whiteLabel.created': 'Cliente criado com sucesso',
  'whiteLabel.updated': 'Cliente atualizado com sucesso',
  'whiteLabel.deleted': 'Cliente excluído com sucesso',
  'whiteLabel.copiedTitle': 'Copiado!',
  'whiteLabel.copiedDescription': 'Chave de API copiada para a área de transferência',
  'whiteLabel.configFailed': 'Não foi possível obter a configuração de white label',
  'whiteLabel.nameRequired': 'O nome é obrigatório',
  'whiteLabel.nameTooLong': 'O nome deve ter no máximo 255 caracteres',
  'whiteLabel.domainInvalid':
    'Digite um nome de host como qr.example.com (sem esquema, caminho nem endereço IP)',
  'whiteLabel.domainOwnHost':
    'Este é o nosso próprio nome de host; digite o domínio do seu cliente',
  'whiteLabel.domainTaken': 'Este domínio já é usado por outro cliente',
  'whiteLabel.subdomainInvalid': 'Use apenas letras minúsculas, dígitos e hifens (no máximo 100)',
  'whiteLabel.subdomainReserved': 'Este subdomínio está reservado',
  'whiteLabel.subdomainTaken': 'Este subdomínio já é usado por outro cliente',
  'whiteLabel.colorInvalid': 'Use uma cor como #3B82F6',
  'whiteLabel.imageInvalid': 'Envie uma imagem; links para outros sites não são aceitos',
  'whiteLabel.cssTooLarge': 'O CSS personalizado deve ter no máximo 20 KB',
  'whiteLabel.defaultClientProtected': 'O cliente padrão não pode ser excluído',
  'whiteLabel.clientInUse':
    'Este cliente ainda tem usuários ou códigos, então não pode ser excluído; desative-o em vez disso',
  'whiteLabel.subdomainNeedsBaseDomain':
    'Os subdomínios precisam de BASE_DOMAIN, que não está definido neste servidor. Defina BASE_DOMAIN como o host sob o qual ficam os subdomínios dos clientes (por exemplo BASE_DOMAIN=qr.example.com, com um registro DNS curinga *.qr.example.com apontando para este servidor) e reinicie o servidor; até lá, deixe Subdomínio vazio.',
  'whiteLabel.localPublicUrl':
    'PUBLIC_URL é {publicUrl}, um endereço que só esta máquina consegue acessar: registros DNS que apontem para ele não podem funcionar para mais ninguém. Defina PUBLIC_URL como o endereço pelo qual as pessoas acessam este servidor (por exemplo https://qr.example.com) e reinicie o servidor.',
  'workspace.name': 'Dê um nome ao espaço de trabalho (de 1 a 100 caracteres)',
  'workspace.notFound':
    'Espaço de trabalho não encontrado. Ele pode ter sido excluído, ou você não é membro dele.',
  'workspace.badHeader':
    'X-Workspace-Id deve ser o id de um espaço de trabalho (um número inteiro positivo).',
  'workspace.needsRole':
    'Só quem tem a função {role} ou superior no espaço de trabalho pode fazer isso.',
  'workspace.limit': 'Você pode criar no máximo 50 espaços de trabalho.',
  'workspace.personal':
    'Seu espaço de trabalho pessoal não pode ser excluído; exclua sua conta em vez disso.',
  'workspace.subscribed':
    'Este espaço de trabalho tem uma assinatura Premium. Cancele-a primeiro (Plano → Gerenciar assinatura); depois que ela terminar, você poderá excluir o espaço de trabalho.',
  'workspace.confirmName': 'Digite o nome exato do espaço de trabalho para excluí-lo.',
  'workspace.lastOwner':
    'Um espaço de trabalho precisa de pelo menos um proprietário. Torne outro membro proprietário primeiro.',
  'workspace.memberNotFound': 'Membro não encontrado',
  'workspace.ownersOnly': 'Só um proprietário pode alterar ou remover um proprietário.',
};
