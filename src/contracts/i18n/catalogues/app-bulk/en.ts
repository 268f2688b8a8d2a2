// The bulk generation screen of the app behind sign-in (issue 42): /bulk-generation (spec 001
// §2, issue 16), its list input with the CSV column help and the row checks, the design and
// output settings, the run's progress, toasts and plan caps, and the "Generation Results" card
// with the print sheet (and the print sheet PDF's row labels). The English is the spec's and
// the tests' word for word: counts the page printed as plain digits ("1000 items") stay plain
// here ({count}); the translations group them as their language does (# or {n, number}).
// Messages from the API, the contract's row validation (“url: URL is required”), the CSV
// parser's and the scan check's reasons stay as sent. Column names and file names stay.
export const messages = {
  'page.title': 'Bulk QR Code Generation',
  'page.intro':
    'Make many styled codes at once from a list or a spreadsheet. Every code is read back by scanners before it is offered.',
  'page.planRows': 'Your plan runs up to {max, number} rows at a time.',
  'page.leaveMidRun': 'QR codes are still being generated. Leave this page and cancel the run?',

  // The list: type, columns, file or typed lines, and the rows that fail their checks.
  'input.title': 'Input Data',
  'input.type': 'QR code type',
  'type.url': 'Website URL',
  'type.contact': 'Contact',
  'type.social': 'Social Media',
  'type.ratings': 'Ratings',
  'type.email': 'Email',
  'type.location': 'Location',
  'type.events': 'Events',
  'type.apps': 'Apps',
  'type.sms': 'SMS',
  'type.whatsapp': 'WhatsApp',
  'type.text': 'Text',
  'type.bitcoin': 'Bitcoin',
  'type.wifi': 'WiFi',
  'type.phone': 'Phone',
  'columns.list': 'Columns: {columns}.',
  'columns.required': '{column} (required)',
  'columns.linesHint': 'Without a header row, each line (or the first column) is one code.',
  'columns.headerHint': 'A header row names the columns; without one they are read in this order.',
  'columns.template': 'Download template CSV',
  'input.file': 'Upload a file (.csv or .txt)',
  'input.lines': 'Or enter one item per line',
  'input.items': '{count, plural, one {{count} item} other {{count} items}}',
  'input.itemsWithProblems':
    '{count, plural, one {{count} item} other {{count} items}} · {problems} with problems',
  'input.asCsv': 'Read as CSV (columns separated by comma, semicolon or tab)',
  'problems.title': 'These rows will be reported as failed and skipped:',
  'problems.row': 'Row {row}: {message}',

  // Design and output.
  'design.tabs': 'Design of every code',
  'design.colors': 'Colors',
  'design.logo': 'Logo',
  'design.frame': 'Frame',
  'dynamic.label': 'Make dynamic codes (editable short links, listed in your dashboard)',
  'dynamic.urlOnly': 'Dynamic codes are made from Website URL rows.',
  'dynamic.checking': 'Checking your plan...',
  'dynamic.unlimited': 'Your plan can create as many dynamic codes as this list needs.',
  'dynamic.left':
    'Your plan can create {count, plural, one {{count} more dynamic code} other {{count} more dynamic codes}}.',
  'output.pngSize': 'PNG size',
  'output.pixels': '{size} px',
  'output.zipLegend': 'In the ZIP besides SVG',

  // The plan's caps, shown before anything starts.
  'cap.rowLimit':
    'Your plan generates up to {max, number} codes per run; this list has {rows, number}. {premium, select, yes {Split it into smaller lists.} other {Start the free trial or upgrade to Premium for up to {premiumMax, number} per run.}}',
  'cap.dynamicLimit':
    'Your plan can create {remaining, plural, one {{remaining} more dynamic code} other {{remaining} more dynamic codes}}; this run would create {codes}. Make static codes, remove rows, or upgrade to Premium.',

  // The run.
  'run.generate': 'Generate QR Codes',
  'run.generating': 'Generating QR Codes...',
  'run.cancel': 'Cancel',
  'toast.noDataTitle': 'No data provided',
  'toast.noDataText': 'Please enter data or upload a file.',
  'toast.noValidTitle': 'No valid data',
  'toast.noValidText': 'Please provide valid data for QR code generation.',
  'toast.completeTitle': 'Bulk generation complete',
  'toast.completeText': 'Generated {ok} QR codes successfully. {failed} failed.',
  'toast.cancelledTitle': 'Generation cancelled',
  'toast.cancelledText': '{ok} QR codes were generated before you cancelled.',
  'toast.runFailedTitle': 'Generation failed',
  'toast.runFailedText': 'An error occurred during bulk generation.',
  'toast.nothingTitle': 'No QR codes to download',
  'toast.nothingText': 'Generate QR codes first before downloading.',
  'toast.downloadTitle': 'Download started',
  'toast.downloadText': 'Downloading {count} QR codes.',
  'pack.zip': 'Preparing ZIP...',
  'pack.zipProgress': 'Preparing ZIP... {done} of {all}',
  'pack.sheet': 'Preparing print sheet...',

  // "Generation Results".
  'results.title': 'Generation Results',
  'results.success': 'Success',
  'results.failed': 'Failed',
  'results.progress': 'Generation progress',
  'results.processed': '{done} of {total} processed',
  'results.downloadAll': 'Download All QR Codes ({count})',
  'results.empty': 'No QR codes generated yet.',
  'results.list': 'Generated codes',
  'sheet.paper': 'Print sheet paper',
  'sheet.page.a4': 'A4',
  'sheet.page.letter': 'US Letter',
  'sheet.codeSize': 'Code size (mm)',
  'sheet.perPage': '{perPage} codes per page ({columns} × {rows}), each with its name under it.',
  'sheet.download': 'Download print sheet (PDF)',
  'sheet.pdfTitle': 'QR codes print sheet',

  // One row of the results (and a print sheet label without a name).
  'result.row': 'Row {row}',
  'result.success': 'Success',
  'result.error': 'Error',
  'result.scanCheck': 'Scan check: {grade}',
  'grade.robust': 'robust',
  'grade.fragile': 'fragile',
  'grade.notScannable': 'not scannable',
  'grade.asRow': '{grade} (as row {row})',
  'error.itemFailed': 'Failed to generate QR code',
  'error.itemFailedReason': 'Failed to generate QR code: {reason}',
  'error.network': 'Network error',
  'error.unreadable': 'Scanners could not read this code back.',
  'error.unreadableReason': 'Scanners could not read this code back. {reason}',
  'error.unreadableVersion':
    'Scanners could not read this design back at version {version} (checked on row {row}).',
  'error.unreadableVersionReason':
    'Scanners could not read this design back at version {version} (checked on row {row}). {reason}',
} as const;

export type AppBulkMessageId = keyof typeof messages;
