import type { Catalogue } from '../../format.js';
import type { SiteUseCasesMessageId } from './en.js';

export const messages: Catalogue<SiteUseCasesMessageId> = {
  'restaurants.industry': 'Restaurantes e cafés',
  'restaurants.example':
    'Um display na mesa leva ao cardápio em PDF, e um segundo código conecta os clientes ao Wi-Fi sem precisar pedir a senha.',
  'retail.industry': 'Lojas',
  'retail.example':
    'Um adesivo no caixa pede uma avaliação e mostra o Instagram da loja; uma etiqueta na prateleira abre a página do produto.',
  'real-estate.industry': 'Imóveis',
  'real-estate.example':
    'Uma placa de “Vende-se” leva às fotos do anúncio, ao endereço no mapa e ao cartão de contato do corretor.',
  'events.industry': 'Eventos e congressos',
  'events.example':
    'Cartazes adicionam a palestra à agenda dos participantes, crachás trazem o cartão de contato do palestrante e placas compartilham o Wi-Fi do local.',
  'hospitality.industry': 'Hotéis e aluguel por temporada',
  'hospitality.example':
    'Um cartão no quarto conecta os hóspedes ao Wi-Fi e leva a um guia da casa em PDF e a um mapa até a estação mais próxima.',
  'small-business.industry': 'Autônomos e pequenas empresas',
  'small-business.example':
    'O verso do cartão de visita traz um vCard: um novo contato é salvo com nome, telefone, e-mail e empresa em uma única leitura.',
  'marketing.industry': 'Marketing e campanhas impressas',
  'marketing.example':
    'Cada tiragem de panfletos ganha seu próprio código QR dinâmico para a página da campanha, e as leituras mostram qual ponto funcionou.',
  'education.industry': 'Escolas e cursos',
  'education.example':
    'Uma apostila leva às leituras do curso em PDF e à página de inscrição; um cartaz na sala compartilha o Wi-Fi de visitantes.',
  'healthcare.industry': 'Clínicas e consultórios',
  'healthcare.example':
    'A sala de espera tem um código com o cartão de contato do consultório e outro com um PDF de orientações para preparar as consultas.',
  'apps.industry': 'Criadores de apps',
  'apps.example':
    'Embalagens e cartazes trazem um código de download do app com os links da App Store e do Google Play.',
  'nonprofits.industry': 'ONGs e criadores',
  'nonprofits.example':
    'O banner de uma barraca leva à página de doações, e um código de Bitcoin traz o endereço da carteira e um valor sugerido.',
  'tourism.industry': 'Museus e turismo',
  'tourism.example':
    'As legendas das peças levam a um texto mais longo e a imagens; uma placa na entrada mostra o ponto de encontro em um mapa.',
  'page.title': 'Casos de uso',
  'page.description':
    'Como restaurantes, lojas, imobiliárias, eventos, hotéis, escolas, clínicas e outros usam códigos QR: exemplos, vantagens e os tipos de código a usar.',
  'page.intro':
    'Ideias para colocar os códigos QR para trabalhar em doze tipos de negócio, com os tipos de código que combinam com cada um.',
  'section.industries': 'Por setor',
  'card.example': 'Exemplo:',
  'card.benefits': 'Vantagens',
  'card.qrTypes': 'Tipos de QR',
  'card.qrTypesOf': 'Tipos de QR para {industry}',
  'cta.title': 'Comece com um modelo ou do zero',
  'cta.text': 'Os modelos abrem o gerador com um exemplo já preenchido.',
  'cta.templates': 'Ver modelos',
  'restaurants.benefit1':
    'Atualize o arquivo do cardápio sem reimprimir quando um código dinâmico aponta para ele',
  'restaurants.benefit2': 'Menos idas à mesa para soletrar a senha do Wi-Fi',
  'retail.benefit1': 'Transforme uma boa visita em uma avaliação enquanto o cliente ainda está lá',
  'retail.benefit2': 'Veja pelas leituras quais expositores as pessoas realmente usam',
  'real-estate.benefit1':
    'Faça a mesma placa impressa apontar para um novo anúncio depois de uma venda',
  'real-estate.benefit2': 'Compradores salvam os dados do corretor com um toque',
  'events.benefit1': 'Entradas de agenda com a hora e o local certos, sem digitar',
  'events.benefit2': 'Mude uma sala ou um link no próprio dia sem reimprimir',
  'hospitality.benefit1': 'Hóspedes se conectam e se orientam sem ligar para a recepção',
  'hospitality.benefit2': 'Um só arquivo de guia para manter atualizado em todos os quartos',
  'small-business.benefit1': 'Nenhum erro de digitação em um telefone ou endereço de e-mail',
  'small-business.benefit2':
    'Um código de WhatsApp ou SMS inicia uma conversa com uma mensagem já escrita',
  'marketing.benefit1': 'Leituras por dia, país e dispositivo para cada código',
  'marketing.benefit2':
    'Redirecione uma campanha encerrada para uma nova página em vez de um link morto',
  'education.benefit1': 'Alunos abrem o documento certo sem digitar endereços longos',
  'education.benefit2': 'Troque a lista de leituras a cada período por trás do mesmo código',
  'healthcare.benefit1': 'Pacientes guardam o telefone e o endereço do consultório',
  'healthcare.benefit2': 'Folhetos informativos que podem ser atualizados sem reimprimir',
  'apps.benefit1': 'Um só código para usuários de iPhone e Android',
  'apps.benefit2': 'Conte com um código dinâmico as instalações vindas do material impresso',
  'nonprofits.benefit1': 'Doadores chegam à página certa sem procurar',
  'nonprofits.benefit2': 'Endereços de carteira copiados com exatidão, nunca redigitados',
  'tourism.benefit1': 'Mais para ler sem lotar a parede',
  'tourism.benefit2': 'Visitantes encontram a próxima parada no próprio telefone',
  'qrType.url': 'Site',
  'qrType.contact': 'Contato',
  'qrType.pdf': 'PDF',
  'qrType.social': 'Redes sociais',
  'qrType.images': 'Imagens',
  'qrType.ratings': 'Avaliações',
  'qrType.location': 'Localização',
  'qrType.events': 'Eventos',
  'qrType.apps': 'Apps',
  'qrType.sms': 'SMS',
  'qrType.whatsapp': 'WhatsApp',
  'qrType.text': 'Texto',
  'qrType.bitcoin': 'Bitcoin',
  'qrType.wifi': 'Wi-Fi',
};
