import type { Catalogue } from '../../format.js';
import type { SiteChromeMessageId } from './en.js';

export const messages: Catalogue<SiteChromeMessageId> = {
  'site.title': 'Générateur de codes QR gratuit',
  'site.description':
    'Créez, personnalisez et téléchargez des codes QR gratuitement. Inscrivez-vous pour enregistrer vos codes et créer des codes QR dynamiques modifiables après impression.',
  skip: 'Aller au contenu',
  'nav.main': 'Principal',
  'nav.mobile': 'Menu mobile',
  'nav.openMenu': 'Ouvrir le menu',
  'nav.features': 'Fonctionnalités',
  'nav.useCases': 'Cas d’usage',
  'nav.templates': 'Modèles',
  'nav.blog': 'Blog',
  'nav.faq': 'FAQ',
  'nav.pricing': 'Tarifs',
  'nav.login': 'Se connecter',
  'nav.signup': 'S’inscrire',
  'footer.nav': 'Pied de page',
  'footer.about': 'À propos',
  'footer.contact': 'Contact',
  'footer.developers': 'Développeurs',
  'footer.privacy': 'Confidentialité',
  'footer.terms': 'Conditions',
  'footer.rights': '© {year} {brand}. Tous droits réservés.',
  'footer.poweredBy': 'Propulsé par {brand}',
  'newsletter.heading': 'Des conseils sur les codes QR',
  'newsletter.text':
    'Shark Tips : un e-mail par semaine sur les codes QR et le marketing. Confirmation par e-mail, désinscription en un clic.',
  'newsletter.label': 'Adresse e-mail',
  'newsletter.placeholder': 'Votre adresse e-mail',
  'newsletter.subscribe': 'S’abonner',
  'switcher.current': '{language} (cette page)',
  'notFound.eyebrow': 'Erreur 404',
  'notFound.title': 'Page introuvable',
  'notFound.description': 'Il n’y a aucune page à cette adresse.',
  'notFound.text':
    'Il n’y a aucune page à cette adresse. Le lien contient peut-être une faute de frappe, ou la page a été déplacée.',
  'notFound.home': 'Aller à l’accueil',
  'notFound.pages': 'Pages principales',
  'notFound.make': 'Créer un code QR',
};
