import type { Catalogue } from '../../format.js';
import type { AppWhiteLabelMessageId } from './en.js';

export const messages: Catalogue<AppWhiteLabelMessageId> = {
  'page.title': 'Gerenciamento de clientes white label',
  'page.forbidden':
    '403: somente os administradores do operador podem gerenciar clientes white label.',
  'page.create': 'Criar cliente',
  'page.loading': 'Carregando clientes...',
  'page.loadFailed': 'Não foi possível obter os clientes',

  'setup.subdomainsOffTitle': 'Os subdomínios de clientes estão desativados',
  'setup.subdomainsOff':
    'Os subdomínios precisam de BASE_DOMAIN, que não está definido neste servidor. Defina BASE_DOMAIN como o host sob o qual ficam os subdomínios dos clientes (por exemplo BASE_DOMAIN=qr.example.com, com um registro DNS curinga *.qr.example.com apontando para este servidor) e reinicie o servidor; até lá, deixe Subdomínio vazio.',
  'setup.localTitle': 'Os domínios personalizados ainda não podem funcionar',
  'setup.local':
    'PUBLIC_URL é {publicUrl}, um endereço que só esta máquina consegue acessar: registros DNS que apontem para ele não podem funcionar para mais ninguém. Defina PUBLIC_URL como o endereço pelo qual as pessoas acessam este servidor (por exemplo https://qr.example.com) e reinicie o servidor.',

  'toast.created': 'Cliente criado com sucesso',
  'toast.createdCssDropped': 'Cliente criado com sucesso. Removido do CSS personalizado: {items}.',
  'toast.updated': 'Cliente atualizado com sucesso',
  'toast.updatedCssDropped':
    'Cliente atualizado com sucesso. Removido do CSS personalizado: {items}.',
  'toast.deleted': 'Cliente excluído com sucesso',
  'toast.createFailed': 'Não foi possível criar o cliente',
  'toast.updateFailed': 'Não foi possível atualizar o cliente',
  'toast.deleteFailed': 'Não foi possível excluir o cliente',
  'toast.keyMade': 'Nova chave de API criada',
  'toast.keyMadeDescription': 'A chave antiga não funciona mais.',
  'toast.domainVerified': 'Domínio verificado',
  'toast.notVerifiedYet': 'Ainda não verificado',
  'toast.verifyFailed': 'Falha na verificação',
  'toast.copied': 'Copiado!',
  'toast.copiedDescription': 'Chave de API copiada para a área de transferência',
  'confirm.delete': 'Excluir {name}? Esta ação não pode ser desfeita.',

  'card.active': 'Ativo',
  'card.inactive': 'Inativo',
  'card.domain': 'Domínio: {domain}',
  'card.subdomain': 'Subdomínio: {subdomain}',
  'card.statusPending': 'DNS ainda não verificado',
  'card.statusVerified': 'Verificado',
  'card.statusFailed': 'Falha na verificação',
  'card.colours': 'Cores da marca',
  'card.apiKey': 'Chave de API',
  'card.showKey': 'Mostrar a chave de API',
  'card.hideKey': 'Ocultar a chave de API',
  'card.copyKey': 'Copiar chave de API',
  'card.shownOnce':
    'Exibida só agora: guardamos apenas uma impressão digital dela. Copie-a para um lugar seguro.',
  'card.noKey': 'Sem chave.',
  'card.lastUsed':
    'Último uso: {when}. A chave completa foi exibida uma única vez; gere uma nova para obter outra.',
  'card.neverUsed':
    'Nunca usada. A chave completa foi exibida uma única vez; gere uma nova para obter outra.',
  'card.regenerate': 'Gerar nova chave',
  'card.dnsRecords': 'Registros DNS a criar',
  'card.verify': 'Verificar',
  'card.edit': 'Editar',
  'card.delete': 'Excluir {name}',

  'form.createTitle': 'Criar novo cliente',
  'form.editTitle': 'Editar cliente',
  'form.description':
    'O nome, os domínios e a marca do cliente. O logotipo e o favicon são enviados aqui; links para outros sites não são aceitos.',
  'form.name': 'Nome',
  'form.customDomain': 'Domínio personalizado',
  'form.customDomainPlaceholder': 'qr.cliente.com',
  'form.customDomainHint':
    'Os registros DNS dele (apontando para {target}) aparecem no cartão do cliente depois que ele for salvo.',
  'form.subdomain': 'Subdomínio',
  'form.subdomainPlaceholder': 'cliente',
  'form.subdomainHint': 'O cliente abre em {sample}.{baseDomain}.',
  'form.subdomainSample': 'subdomínio',
  'form.subdomainOff':
    'Indisponível: BASE_DOMAIN não está definido neste servidor (veja a nota na página).',
  'form.logo': 'Logotipo',
  'form.primaryColor': 'Cor principal',
  'form.primaryColorPicker': 'Seletor da cor principal',
  'form.secondaryColor': 'Cor secundária',
  'form.secondaryColorPicker': 'Seletor da cor secundária',
  'form.favicon': 'Favicon',
  'form.removeBranding': 'Remover a marca QR Shark',
  'form.customCss': 'CSS personalizado',
  'form.customCssHint':
    'No máximo 20 KB. Importações, fontes e imagens de outros sites são removidas ao salvar.',
  'form.uploadFailed': 'Falha no envio',
  'form.removeImage': 'Remover',
  'form.cancel': 'Cancelar',
  'form.create': 'Criar cliente',
  'form.creating': 'Criando...',
  'form.update': 'Atualizar cliente',
  'form.updating': 'Atualizando...',
};
