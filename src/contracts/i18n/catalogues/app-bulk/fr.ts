import type { Catalogue } from '../../format.js';
import type { AppBulkMessageId } from './en.js';

export const messages: Catalogue<AppBulkMessageId> = {
  'page.title': 'Génération de QR codes en masse',
  'page.intro':
    'Créez de nombreux codes personnalisés en une fois à partir d’une liste ou d’un tableur. Chaque code est relu par des lecteurs avant de vous être proposé.',
  'page.planRows': 'Votre offre traite jusqu’à {max, number} lignes à la fois.',
  'page.leaveMidRun':
    'Des QR codes sont encore en cours de génération. Quitter cette page et annuler le lot ?',

  'input.title': 'Données d’entrée',
  'input.type': 'Type de QR code',
  'type.url': 'URL de site web',
  'type.contact': 'Contact',
  'type.social': 'Réseaux sociaux',
  'type.ratings': 'Avis',
  'type.email': 'E-mail',
  'type.location': 'Lieu',
  'type.events': 'Événements',
  'type.apps': 'Applis',
  'type.sms': 'SMS',
  'type.whatsapp': 'WhatsApp',
  'type.text': 'Texte',
  'type.bitcoin': 'Bitcoin',
  'type.wifi': 'Wi-Fi',
  'type.phone': 'Téléphone',
  'columns.list': 'Colonnes : {columns}.',
  'columns.required': '{column} (obligatoire)',
  'columns.linesHint': 'Sans ligne d’en-tête, chaque ligne (ou la première colonne) donne un code.',
  'columns.headerHint':
    'Une ligne d’en-tête nomme les colonnes ; sans elle, les colonnes sont lues dans cet ordre.',
  'columns.template': 'Télécharger le modèle CSV',
  'input.file': 'Importer un fichier (.csv ou .txt)',
  'input.lines': 'Ou saisissez un élément par ligne',
  'input.items': '{count, plural, one {# élément} other {# éléments}}',
  'input.itemsWithProblems':
    '{count, plural, one {# élément} other {# éléments}} · {problems, plural, one {# avec un problème} other {# avec des problèmes}}',
  'input.asCsv':
    'Lire comme CSV (colonnes séparées par une virgule, un point-virgule ou une tabulation)',
  'problems.title': 'Ces lignes seront signalées en échec et ignorées :',
  'problems.row': 'Ligne {row} : {message}',

  'design.tabs': 'Design de chaque code',
  'design.colors': 'Couleurs',
  'design.logo': 'Logo',
  'design.frame': 'Cadre',
  'dynamic.label':
    'Créer des codes dynamiques (liens courts modifiables, listés dans votre tableau de bord)',
  'dynamic.urlOnly': 'Les codes dynamiques sont créés à partir de lignes de type URL de site web.',
  'dynamic.checking': 'Vérification de votre offre...',
  'dynamic.unlimited':
    'Votre offre permet de créer autant de codes dynamiques que cette liste en demande.',
  'dynamic.left':
    'Votre offre permet encore de créer {count, plural, one {# code dynamique} other {# codes dynamiques}}.',
  'output.pngSize': 'Taille du PNG',
  'output.pixels': '{size} px',
  'output.zipLegend': 'Dans le ZIP, en plus du SVG',

  'cap.rowLimit':
    'Votre offre génère jusqu’à {max, number} codes par lot ; cette liste en compte {rows, number}. {premium, select, yes {Divisez-la en listes plus petites.} other {Commencez l’essai gratuit ou passez à Premium pour aller jusqu’à {premiumMax, number} par lot.}}',
  'cap.dynamicLimit':
    'Votre offre permet encore de créer {remaining, plural, one {# code dynamique} other {# codes dynamiques}} ; ce lot en créerait {codes, number}. Créez des codes statiques, retirez des lignes ou passez à Premium.',

  'run.generate': 'Générer les QR codes',
  'run.generating': 'Génération des QR codes...',
  'run.cancel': 'Annuler',
  'toast.noDataTitle': 'Aucune donnée fournie',
  'toast.noDataText': 'Saisissez des données ou importez un fichier.',
  'toast.noValidTitle': 'Aucune donnée valide',
  'toast.noValidText': 'Fournissez des données valides pour générer les QR codes.',
  'toast.completeTitle': 'Génération en masse terminée',
  'toast.completeText':
    '{ok, plural, one {# QR code généré} other {# QR codes générés}} avec succès. {failed, plural, one {# échec} other {# échecs}}.',
  'toast.cancelledTitle': 'Génération annulée',
  'toast.cancelledText':
    '{ok, plural, one {# QR code a été généré} other {# QR codes ont été générés}} avant votre annulation.',
  'toast.runFailedTitle': 'Échec de la génération',
  'toast.runFailedText': 'Une erreur s’est produite pendant la génération en masse.',
  'toast.nothingTitle': 'Aucun QR code à télécharger',
  'toast.nothingText': 'Générez d’abord des QR codes avant de les télécharger.',
  'toast.downloadTitle': 'Téléchargement lancé',
  'toast.downloadText': 'Téléchargement de {count, plural, one {# QR code} other {# QR codes}}.',
  'pack.zip': 'Préparation du ZIP...',
  'pack.zipProgress': 'Préparation du ZIP... {done, number} sur {all, number}',
  'pack.sheet': 'Préparation de la planche d’impression...',

  'results.title': 'Résultats de la génération',
  'results.success': 'Réussis',
  'results.failed': 'Échecs',
  'results.progress': 'Progression de la génération',
  'results.processed': '{done, number} sur {total, number} traités',
  'results.downloadAll': 'Télécharger tous les QR codes ({count, number})',
  'results.empty': 'Aucun QR code généré pour l’instant.',
  'results.list': 'Codes générés',
  'sheet.paper': 'Papier de la planche d’impression',
  'sheet.page.a4': 'A4',
  'sheet.page.letter': 'Lettre US',
  'sheet.codeSize': 'Taille du code (mm)',
  'sheet.perPage':
    '{perPage, plural, one {# code} other {# codes}} par page ({columns} × {rows}), chacun avec son nom en dessous.',
  'sheet.download': 'Télécharger la planche d’impression (PDF)',
  'sheet.pdfTitle': 'Planche d’impression de QR codes',

  'result.row': 'Ligne {row}',
  'result.success': 'Réussi',
  'result.error': 'Erreur',
  'result.scanCheck': 'Vérification du scan : {grade}',
  'grade.robust': 'robuste',
  'grade.fragile': 'fragile',
  'grade.notScannable': 'illisible',
  'grade.asRow': '{grade} (comme la ligne {row})',
  'error.itemFailed': 'Impossible de générer le QR code',
  'error.itemFailedReason': 'Impossible de générer le QR code : {reason}',
  'error.network': 'Erreur réseau',
  'error.unreadable': 'Les lecteurs n’ont pas pu relire ce code.',
  'error.unreadableReason': 'Les lecteurs n’ont pas pu relire ce code. {reason}',
  'error.unreadableVersion':
    'Les lecteurs n’ont pas pu relire ce design en version {version} (vérifié sur la ligne {row}).',
  'error.unreadableVersionReason':
    'Les lecteurs n’ont pas pu relire ce design en version {version} (vérifié sur la ligne {row}). {reason}',
};
