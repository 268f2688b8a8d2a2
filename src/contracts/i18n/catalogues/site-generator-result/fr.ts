import type { Catalogue } from '../../format.js';
import type { SiteGeneratorResultMessageId } from './en.js';

export const messages: Catalogue<SiteGeneratorResultMessageId> = {
  'section.loading': 'Chargement du générateur de QR codes...',

  'card.title': 'Générez votre QR code',
  'card.settings': 'Paramètres du QR code',
  'tab.purpose': 'Objectif',
  'tab.colors': 'Couleurs',
  'tab.logo': 'Logo',
  'tab.frame': 'Cadre',

  'dynamic.nameLabel': 'Nom',
  'dynamic.namePlaceholder': 'Menu de printemps',
  'dynamic.nameHint': 'Le nom sous lequel le code apparaît dans « Codes actifs ».',
  'dynamic.created':
    'Code dynamique créé : <url>{shortUrl}</url>. Retrouvez-le dans <link>Codes actifs</link> pour le télécharger, le modifier ou le mettre en pause.',

  'generate.button': 'Générer le QR code',
  'generate.busy': 'Génération...',
  'generate.signUp':
    '<link>Inscrivez-vous</link> pour enregistrer vos codes, ajouter des logos et suivre les scans.',

  'failure.fields': 'Certains champs sont à corriger : voyez les messages en dessous.',
  'failure.invalidContent':
    'Une partie du contenu ne peut pas être placée dans un QR code. Vérifiez les champs et réessayez.',
  'failure.tooMuchData':
    'Il y a trop de contenu pour un seul QR code. Raccourcissez-le et réessayez.',
  'failure.signInRequired':
    'Les codes de paiement nécessitent un compte. Connectez-vous ou inscrivez-vous, puis réessayez.',
  'failure.tooManyRequests':
    'Vous avez généré beaucoup de codes en peu de temps. Patientez une minute et réessayez.',
  'failure.tooLarge':
    'Le contenu est trop volumineux pour être envoyé. Raccourcissez-le et réessayez.',
  'failure.serverError':
    'Un problème est survenu de notre côté. Veuillez réessayer dans un instant.',
  'failure.offline':
    'Impossible de joindre QR Shark. Vérifiez votre connexion Internet et réessayez.',
  'failure.other': 'La demande a été refusée. Vérifiez le contenu et réessayez.',

  'heading.preview': 'Aperçu',
  'heading.result': 'Votre QR code',

  'note.generated': 'QR code généré',
  'note.signInToSave': 'Connectez-vous pour l’enregistrer.',
  'note.downloaded': 'QR code téléchargé',
  'note.downloadFailed': 'Un problème est survenu lors du téléchargement de votre QR code.',
  'note.saved': 'QR code enregistré',
  'note.saveFailed': 'Un problème est survenu lors de l’enregistrement de votre QR code.',

  'result.summary': 'Version {version}, correction d’erreur {level}.',
  'result.eclLowered':
    'La correction d’erreur a été abaissée à {level} pour que les données tiennent.',
  'result.logoShrunk':
    'Logo dessiné à {used} % de la largeur (vous aviez choisi {chosen} %) pour que le code se scanne bien.',
  'result.gradeLabel': 'Note de scan du code généré',
  'result.notScannable': 'Ce code risque de ne pas se scanner de manière fiable.',
  'result.fragile': 'Fragile : {reason}',

  'outdated.note':
    'Vous avez modifié le contenu ou le design depuis la création de ce code. Les téléchargements et l’enregistrement sont désactivés jusqu’à ce que vous génériez le code actuel.',
  'outdated.make': 'Générer le code actuel',
  'outdated.making': 'Génération du code actuel...',

  'grade.robust': 'Robuste',
  'grade.fragile': 'Fragile',
  'grade.notScannable': 'Illisible',
  'grade.title': 'Note de scan : {grade}',
  'grade.robustNote': 'Se lit avec l’appareil photo d’un téléphone, même imprimé en petit.',
  'grade.swap': 'Inverser les couleurs',

  'png.size': 'Taille du PNG',
  'png.option': '{width} × {width} px',
  'download.png': 'Télécharger en PNG',
  'download.svg': 'Télécharger en SVG',
  'download.question': 'Ce code risque de ne pas se scanner. Le télécharger quand même ?',
  'download.questionFallback': 'Les lecteurs n’ont pas pu relire ce design.',
  'download.cancel': 'Annuler',
  'download.anyway': 'Télécharger quand même',

  'pdf.loading': 'Chargement des options PDF...',
  'pdf.width': 'Largeur du PDF (mm)',
  'pdf.page': 'Page',
  'pdf.pageA4': 'A4',
  'pdf.pageFit': 'Ajustée au code',
  'pdf.printer': 'Imprimante',
  'pdf.dpi': '{dpi} ppp',
  'pdf.minimum': 'Imprimez-le sur au moins {minimum} mm de large avec une imprimante à {dpi} ppp.',
  'pdf.tooSmall': 'À {width} mm, les modules sont trop petits pour être imprimés nettement.',
  'pdf.reach': 'À {width} mm, il se scanne jusqu’à {metres, number, ::.0} m de distance.',
  'pdf.widthRange': 'Saisissez une largeur de {min} à {max} mm.',
  'pdf.download': 'Télécharger en PDF',
  'pdf.preparing': 'Préparation du PDF...',

  'save.nameLabel': 'Nom du code',
  'save.button': 'Enregistrer',
  'save.busy': 'Enregistrement...',

  'premium.title': 'Fonctionnalité Premium',
  'premium.description':
    'Veuillez vous connecter ou vous inscrire (gratuitement) pour utiliser ce type.',
  'premium.cancel': 'Annuler',
  'premium.logIn': 'Se connecter',
  'premium.signUp': 'S’inscrire',

  'prompt.tracking.title': 'Suivez chaque scan avec un compte gratuit',
  'prompt.tracking.description':
    'Découvrez les performances de vos QR codes une fois qu’ils sont diffusés.',
  'prompt.tracking.point1': 'Nombre de scans en temps réel',
  'prompt.tracking.point2': 'Statistiques de visiteurs uniques et d’engagement',
  'prompt.tracking.point3': 'Analyse des performances',
  'prompt.tracking.point4': 'Codes dynamiques modifiables après impression',
  'prompt.download.title': 'Votre QR code est téléchargé. Conservez-le avec un compte gratuit',
  'prompt.download.description': 'Enregistrez vos codes et retrouvez-les à tout moment.',
  'prompt.download.point1': 'Codes statiques illimités',
  'prompt.download.point2': '1 code dynamique avec statistiques',
  'prompt.download.point3': '100 scans par mois pour les codes dynamiques',
  'prompt.download.point4': 'Jusqu’à 20 codes enregistrés',
  'prompt.later': 'Plus tard',
  'prompt.signUp': 'S’inscrire',
  'prompt.footnote': 'Gratuit pour toujours, sans carte bancaire, inscription en 30 secondes',
  'reason.logo': 'Le logo masque trop de choses pour les petites impressions : réduisez-le.',
  'reason.logo.print':
    'Le logo masque trop de choses pour les petites impressions : réduisez-le ou imprimez-le sur au moins {cm, number} cm de large.',
  'reason.contrast':
    'Les couleurs sont trop proches pour l’appareil photo d’un téléphone en petite impression ou sous faible lumière : utilisez une couleur principale plus foncée.',
  'reason.contrast.print':
    'Les couleurs sont trop proches pour l’appareil photo d’un téléphone en petite impression ou sous faible lumière : utilisez une couleur principale plus foncée ou imprimez-le sur au moins {cm, number} cm de large.',
  'reason.gradient':
    'L’extrémité la plus claire du dégradé est difficile à lire pour les téléphones en petite impression : utilisez des couleurs de dégradé plus foncées.',
  'reason.gradient.print':
    'L’extrémité la plus claire du dégradé est difficile à lire pour les téléphones en petite impression : utilisez des couleurs de dégradé plus foncées ou imprimez-le sur au moins {cm, number} cm de large.',
  'reason.shapes':
    'Les formes arrondies se confondent en petite impression : utilisez des points ou des coins carrés.',
  'reason.shapes.print':
    'Les formes arrondies se confondent en petite impression : utilisez des points ou des coins carrés ou imprimez-le sur au moins {cm, number} cm de large.',
  'reason.content':
    'Les petites impressions de ce code risquent de ne pas se scanner : raccourcissez le contenu.',
  'reason.content.print':
    'Les petites impressions de ce code risquent de ne pas se scanner : raccourcissez le contenu ou imprimez-le sur au moins {cm, number} cm de large.',
  'reason.notScannable':
    'Les lecteurs n’ont pas pu relire ce design ({failed} ont échoué), il risque donc de ne pas se scanner une fois imprimé. Essayez {fixes}.',
  'reason.fix.contrast': 'plus de contraste entre la couleur principale et le fond',
  'reason.fix.logo': 'un logo plus petit, ou aucun',
  'reason.fix.gradient': 'une seule couleur au lieu du dégradé',
  'reason.fix.dots': 'des points carrés',
  'reason.fix.corners': 'des coins carrés',
};
