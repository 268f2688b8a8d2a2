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
};
