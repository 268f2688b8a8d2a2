// The generator card's frame and result in every language (issue 42), on the landing page and in
// the app: the section's loading placeholder, the card's heading, tabs and Generate button, the
// Dynamic mode's name field and note, the plain reasons under Generate when it is refused, the
// result beneath the code (version, scan grade, outdated note, PNG/SVG/PDF downloads with the
// print guidance, Save with its default name), and the Premium Feature and sign-up dialogs.
// The English is the spec's and the tests' word for word ('failure.*' is contracts/generator.ts
// GENERATE_FAILURE_REASONS). The type names are site-generator-forms' 'type.*'. Not here: the contract's own messages (the failure's title, the
// unknown logo), translated centrally (contract-messages), and the server's scan warnings and
// grade reasons, which stay as sent.
export const messages = {
  'section.loading': 'Loading the QR code generator...',

  'card.title': 'Generate Your QR Code',
  'card.settings': 'QR code settings',
  'tab.purpose': 'Purpose',
  'tab.colors': 'Colors',
  'tab.logo': 'Logo',
  'tab.frame': 'Frame',

  'dynamic.nameLabel': 'Name',
  'dynamic.namePlaceholder': 'Spring menu',
  'dynamic.nameHint': 'How the code is listed under Active Codes.',
  'dynamic.created':
    'Dynamic code created: <url>{shortUrl}</url>. Find it under <link>Active Codes</link> to download, edit or pause it.',

  'generate.button': 'Generate QR Code',
  'generate.busy': 'Generating...',
  'generate.signUp': '<link>Sign up</link> to save your codes, add logos and track scans.',

  'failure.fields': 'Some fields need a fix: see the messages under them.',
  'failure.invalidContent':
    'Part of the content cannot be put in a QR code. Check the fields and try again.',
  'failure.tooMuchData': 'There is too much content for one QR code. Shorten it and try again.',
  'failure.signInRequired': 'Payment codes need an account. Log in or sign up, then try again.',
  'failure.tooManyRequests':
    'You generated many codes in a short time. Wait a minute and try again.',
  'failure.tooLarge': 'The content is too large to send. Shorten it and try again.',
  'failure.serverError': 'Something went wrong on our side. Please try again in a moment.',
  'failure.offline': 'QR Shark could not be reached. Check your internet connection and try again.',
  'failure.other': 'The request was refused. Check the content and try again.',

  'heading.preview': 'Preview',
  'heading.result': 'Your QR code',

  // The result's inline notes (spec 000's toast texts, shown beside the code instead).
  'note.generated': 'QR Code generated',
  'note.signInToSave': 'Log in to save it.',
  'note.downloaded': 'QR Code Downloaded',
  'note.downloadFailed': 'There was a problem downloading your QR code.',
  'note.saved': 'QR Code saved',
  'note.saveFailed': 'There was a problem saving your QR code.',

  'result.summary': 'Version {version}, error correction {level}.',
  'result.eclLowered': 'Error correction was lowered to {level} so the data fits.',
  'result.logoShrunk':
    'Logo drawn at {used} % of the width (you chose {chosen} %) so it scans well.',
  'result.gradeLabel': 'Scan grade of the generated code',
  'result.notScannable': 'This code may not scan reliably.',
  'result.fragile': 'Fragile: {reason}',

  'outdated.note':
    'You changed the content or design since this code was made. Downloads and Save are off until you make the current code.',
  'outdated.make': 'Make the current code',
  'outdated.making': 'Making the current code...',

  'grade.robust': 'Robust',
  'grade.fragile': 'Fragile',
  'grade.notScannable': 'Not scannable',
  'grade.title': 'Scan grade: {grade}',
  'grade.robustNote': 'Reads on phone cameras, also in small prints.',
  'grade.swap': 'Swap colours',

  'png.size': 'PNG size',
  'png.option': '{width} × {width} px',
  'download.png': 'Download PNG',
  'download.svg': 'Download SVG',
  'download.question': 'This code may not scan. Download anyway?',
  'download.questionFallback': 'Scanners could not read this design back.',
  'download.cancel': 'Cancel',
  'download.anyway': 'Download anyway',

  'pdf.loading': 'Loading PDF options...',
  'pdf.width': 'PDF width (mm)',
  'pdf.page': 'Page',
  'pdf.pageA4': 'A4',
  'pdf.pageFit': 'Fit to code',
  'pdf.printer': 'Printer',
  'pdf.dpi': '{dpi} dpi',
  'pdf.minimum': 'Print it at least {minimum} mm wide on a {dpi} dpi printer.',
  'pdf.tooSmall': 'At {width} mm the modules are too small to print sharply.',
  'pdf.reach': 'At {width} mm it scans from up to {metres, number, ::.0} m away.',
  'pdf.widthRange': 'Enter a width from {min} to {max} mm.',
  'pdf.download': 'Download PDF',
  'pdf.preparing': 'Preparing PDF...',

  'save.nameLabel': 'Code name',
  'save.button': 'Save',
  'save.busy': 'Saving...',

  // The type's label: Save's default name.

  // Premium Feature: a signed-out visitor picked a restricted type (spec 000 §2).
  'premium.title': 'Premium Feature',
  'premium.description': 'Please log in or sign up (free) to use this type.',
  'premium.cancel': 'Cancel',
  'premium.logIn': 'Log in',
  'premium.signUp': 'Sign up',

  // Why a free account is worth it: from the scan tracking toggle, and after a download.
  'prompt.tracking.title': 'Track every scan with a free account',
  'prompt.tracking.description': 'See how your QR codes perform once they are out in the world.',
  'prompt.tracking.point1': 'Real-time scan counts',
  'prompt.tracking.point2': 'Unique visitor and engagement analytics',
  'prompt.tracking.point3': 'Performance insights',
  'prompt.tracking.point4': 'Dynamic codes you can edit after printing',
  'prompt.download.title': 'Your QR code is downloaded. Keep it safe with a free account',
  'prompt.download.description': 'Save your codes and come back to them any time.',
  'prompt.download.point1': 'Unlimited static codes',
  'prompt.download.point2': '1 dynamic code with analytics',
  'prompt.download.point3': '100 scans per month for dynamic codes',
  'prompt.download.point4': 'Storage of up to 20 codes',
  'prompt.later': 'Maybe Later',
  'prompt.signUp': 'Sign up',
  'prompt.footnote': 'Free forever, no credit card required, 30 seconds signup',

  // The scan check's reasons (server lib/qr-output/scan-check.ts: fragileReason,
  // notScannableReason), found by their English words (result/scan-reason-text.ts).
  'reason.logo': 'The logo covers too much for small prints: make it smaller.',
  'reason.logo.print':
    'The logo covers too much for small prints: make it smaller or print at least {cm, number} cm wide.',
  'reason.contrast':
    'The colours are too close for a phone camera in small prints or dim light: use a darker foreground.',
  'reason.contrast.print':
    'The colours are too close for a phone camera in small prints or dim light: use a darker foreground or print at least {cm, number} cm wide.',
  'reason.gradient':
    "The gradient's lighter end is hard for phone cameras in small prints: use darker gradient colours.",
  'reason.gradient.print':
    "The gradient's lighter end is hard for phone cameras in small prints: use darker gradient colours or print at least {cm, number} cm wide.",
  'reason.shapes': 'Rounded shapes blur together in small prints: use square dots or corners.',
  'reason.shapes.print':
    'Rounded shapes blur together in small prints: use square dots or corners or print at least {cm, number} cm wide.',
  'reason.content': 'Small prints of this code may not scan: shorten the content.',
  'reason.content.print':
    'Small prints of this code may not scan: shorten the content or print at least {cm, number} cm wide.',
  'reason.notScannable':
    'Scanners could not read this design back ({failed} failed), so it may not scan when printed. Try {fixes}.',
  'reason.fix.contrast': 'more contrast between the foreground and background colours',
  'reason.fix.logo': 'a smaller logo, or none',
  'reason.fix.gradient': 'a single colour instead of the gradient',
  'reason.fix.dots': 'square dots',
  'reason.fix.corners': 'square corners',
} as const;

export type SiteGeneratorResultMessageId = keyof typeof messages;
