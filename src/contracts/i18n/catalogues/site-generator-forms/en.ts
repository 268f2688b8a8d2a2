// The generator's Purpose tab in every language (issue 42): the destination dropdown, each QR
// type's form (labels, placeholders, hints and choice lists of web/features/generator/
// content-forms/field-specs.ts and choice-labels.ts), the file and gallery uploads with their
// own messages, the type hero above a preselected generator (type-hero.tsx) and the tile
// picker's screen-reader name. The contract's validation texts shown under the fields are the
// contract-messages catalogue's; brand and platform names (Instagram, App Store, WPA/WPA2) are
// not messages and stay as they are.
export const messages = {
  // The form around the fields.
  'form.details': '{type} details',
  'form.requiredNote': 'Fields marked <star>*</star> are required.',

  // QR type names as the form's group label says them ("Website details").
  'type.url': 'Website',
  'type.contact': 'Contact',
  'type.payment': 'Payment',
  'type.pdf': 'PDF',
  'type.social': 'Social Media',
  'type.images': 'Images',
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

  // The destination dropdown of the Purpose tab.
  'destination.label': 'Destination',
  'destination.url': 'Website URL',
  'destination.contact': 'Contact',
  'destination.social': 'Social Media',
  'destination.images': 'Images',
  'destination.ratings': 'Ratings',
  'destination.email': 'Email',
  'destination.location': 'Location',
  'destination.events': 'Events',
  'destination.apps': 'Apps',
  'destination.sms': 'SMS',
  'destination.whatsapp': 'WhatsApp',
  'destination.text': 'Text',
  'destination.bitcoin': 'Bitcoin',
  'destination.payment': 'Payment',
  'destination.pdf': 'Menu/PDF',
  'destination.wifi': 'WiFi',
  'destination.phone': 'Phone',

  // Fields shared by several types.
  'field.phoneNumber.label': 'Phone Number',
  'field.phoneNumber.placeholder': '+1 555 123 4567',
  'field.phoneNumber.hint':
    'With the country code (+1, +44, ...) so it works from abroad; spaces and dashes are fine.',
  'field.message.label': 'Message',
  'field.description.label': 'Description',
  'field.title.label': 'Title',
  'field.url.placeholder': 'https://example.com',
  'field.platform.label': 'Platform',
  'field.platform.placeholder': 'Select a platform',

  // Website.
  'field.websiteUrl.label': 'Website URL',

  // Contact.
  'field.firstName.label': 'First Name',
  'field.lastName.label': 'Last Name',
  'field.email.label': 'Email',
  'field.organization.label': 'Company',
  'field.website.label': 'Website',
  'field.address.label': 'Address',
  'field.contactAddress.placeholder': '1 Main St, Springfield',
  'field.contactAddress.hint': 'The hosted page links it to a map.',
  'field.photo.label': 'Photo or Logo',
  'field.photo.hint':
    'An image file, up to 5 MB: shown on the hosted page and in the saved contact.',
  'field.photoUrl.label': 'Photo URL',
  'field.photoUrl.placeholder': 'https://example.com/photo.jpg',
  'field.photoUrl.hint': 'A link to a picture for the contact card.',
  'field.notes.label': 'Notes',

  // Payment.
  'field.productName.label': 'Product Name',
  'field.productPrice.label': 'Price (USD)',
  'field.productPrice.placeholder': '0.00',
  'field.productDescription.label': 'Product Description',

  // Menu/PDF.
  'field.pdf.label': 'PDF File',
  'field.pdf.hint': 'PDF only, up to 10 MB.',

  // Social media.
  'field.profileUrl.label': 'Profile URL',
  'field.profileUrl.placeholder': 'https://instagram.com/yourname',

  // Images.
  'field.images.label': 'Images',
  'field.images.hint':
    'Up to {max} image files, 5 MB each, shown in this order. A static code shows only one.',

  // Ratings.
  'field.businessName.label': 'Business Name',
  'field.reviewPlatform.label': 'Review Platform',
  'field.reviewUrl.label': 'Review Page URL',
  'field.reviewUrl.placeholder': 'https://g.page/r/your-business/review',

  // Email.
  'field.emailAddress.label': 'Email Address',
  'field.emailAddress.placeholder': 'name@example.com',
  'field.subject.label': 'Subject',

  // Location.
  'field.placeName.label': 'Place Name',
  'field.latitude.label': 'Latitude',
  'field.latitude.placeholder': '40.7128',
  'field.latitude.hint': 'Optional: with longitude, pins the exact spot.',
  'field.longitude.label': 'Longitude',
  'field.longitude.placeholder': '-74.0060',

  // Events.
  'field.eventTitle.label': 'Event Title',
  'field.timeZone.label': 'Time Zone',
  'field.timeZone.hint': 'The event’s own time zone: the dates below are in it.',
  'field.startDate.label': 'Start Date',
  'field.endDate.label': 'End Date',
  'field.endDate.hint': 'Optional: one hour after the start if left empty.',
  'field.location.label': 'Location',
  'dateTime.eventZone': 'Event time zone: {zone}',
  'dateTime.yourZone': 'Your time zone: {zone}',

  // Apps.
  'field.appName.label': 'App Name',
  'field.appStoreUrl.label': 'App Store URL',
  'field.appStoreUrl.placeholder': 'https://apps.apple.com/app/id123456789',
  'field.appDeveloper.label': 'Developer',
  'field.appCategory.label': 'Category',
  'field.appCategory.placeholder': 'Select a category',
  'field.appDescription.label': 'App Description',

  // Text.
  'field.textContent.label': 'Text Content',
  'field.textContent.hint': 'Up to {max} characters for standard codes.',

  // Bitcoin.
  'field.bitcoinAddress.label': 'Bitcoin Address',
  'field.bitcoinAddress.placeholder': 'bc1q...',
  'field.amount.label': 'Amount (BTC)',
  'field.amount.placeholder': '0.001',
  'field.label.label': 'Label',

  // WiFi.
  'field.ssid.label': 'Network Name (SSID)',
  'field.encryption.label': 'Security',
  'field.password.label': 'Password',
  'field.hidden.label': 'Hidden network',
  'choice.wifi.none': 'None',

  // App store categories (the platforms are brand names, shown as they are).
  'choice.appCategory.games': 'Games',
  'choice.appCategory.productivity': 'Productivity',
  'choice.appCategory.social': 'Social',
  'choice.appCategory.utilities': 'Utilities',
  'choice.appCategory.entertainment': 'Entertainment',
  'choice.appCategory.lifestyle': 'Lifestyle',
  'choice.appCategory.education': 'Education',
  'choice.appCategory.business': 'Business',
  'choice.appCategory.health': 'Health & Fitness',
  'choice.appCategory.finance': 'Finance',
  'choice.appCategory.news': 'News',
  'choice.appCategory.travel': 'Travel',
  'choice.appCategory.shopping': 'Shopping',
  'choice.appCategory.photo': 'Photo & Video',
  'choice.appCategory.music': 'Music',
  'choice.appCategory.weather': 'Weather',
  'choice.appCategory.reference': 'Reference',
  'choice.appCategory.sports': 'Sports',
  'choice.appCategory.food': 'Food & Drink',
  'choice.appCategory.medical': 'Medical',

  // The PDF and photo uploads.
  'upload.uploading': 'Uploading...',
  'upload.uploadedFile': 'Uploaded file',
  'upload.remove': 'Remove',
  'upload.removeFile': 'Remove {fileName}',
  'upload.failed': 'The upload failed. Please try again.',
  'upload.empty': 'The file is empty.',
  'upload.pdf.wrongType': 'Please select a PDF file',
  'upload.pdf.tooLarge': 'The PDF is too large. The maximum size is 10 MB.',
  'upload.image.wrongType': 'Please select an image file',
  'upload.image.tooLarge': 'The image is too large. The maximum size is 5 MB.',

  // The images type's gallery.
  'gallery.addMore': 'Add more images ({count} of {max})',
  'gallery.list': 'Images, in the order shown',
  'gallery.uploadedImage': 'Uploaded image',
  'gallery.altLabel': 'Alt text for image {number} (what it shows)',
  'gallery.up': 'Up',
  'gallery.down': 'Down',
  'gallery.moveUp': 'Move image {number} up',
  'gallery.moveUpNamed': 'Move image {number} ({name}) up',
  'gallery.moveDown': 'Move image {number} down',
  'gallery.moveDownNamed': 'Move image {number} ({name}) down',
  'gallery.remove': 'Remove image {number}',
  'gallery.removeNamed': 'Remove image {number} ({name})',
  'gallery.added': '{count, plural, one {Image added.} other {# images added.}}',
  'gallery.image': 'Image {number}',
  'gallery.moved': '{name} moved to position {position} of {total}.',
  'gallery.removed': '{name} removed.',
  'gallery.full': 'The gallery is full ({max} images).',
  'gallery.imageProblem': 'Image {number}: {message}',

  // The hero above a generator opened on one type (/?qr=wifi, a template).
  'hero.url.title': 'Website QR Code Generator',
  'hero.url.description': 'Send people straight to any web page with one scan.',
  'hero.contact.title': 'Contact QR Code Generator',
  'hero.contact.description':
    'Share your contact card so people can save you to their phone in one tap.',
  'hero.payment.title': 'Payment QR Code Generator',
  'hero.payment.description': 'Let customers pay for a product by scanning a code.',
  'hero.pdf.title': 'Menu and PDF QR Code Generator',
  'hero.pdf.description': 'Link a menu, brochure or any PDF document to a code.',
  'hero.social.title': 'Social Media QR Code Generator',
  'hero.social.description': 'Grow your following: a scan opens your profile.',
  'hero.images.title': 'Image QR Code Generator',
  'hero.images.description': 'Show a picture with its title and description to everyone who scans.',
  'hero.ratings.title': 'Reviews QR Code Generator',
  'hero.ratings.description': 'Collect more reviews: a scan opens your review page.',
  'hero.email.title': 'Email QR Code Generator',
  'hero.email.description':
    'Open a ready-to-send e-mail with the address, subject and text filled in.',
  'hero.location.title': 'Location QR Code Generator',
  'hero.location.description': 'Guide visitors to an address with their maps app.',
  'hero.events.title': 'Event QR Code Generator',
  'hero.events.description': 'Add your event to the calendar of everyone who scans.',
  'hero.apps.title': 'App QR Code Generator',
  'hero.apps.description': 'Take people to your app in its store.',
  'hero.sms.title': 'SMS QR Code Generator',
  'hero.sms.description': 'Start a text message to your number with the words already typed.',
  'hero.whatsapp.title': 'WhatsApp QR Code Generator',
  'hero.whatsapp.description': 'Open a WhatsApp chat with you in one scan.',
  'hero.text.title': 'Text QR Code Generator',
  'hero.text.description': 'Show any text, no internet connection needed.',
  'hero.bitcoin.title': 'Bitcoin QR Code Generator',
  'hero.bitcoin.description': 'Receive bitcoin: wallets read the address and amount from the code.',
  'hero.wifi.title': 'WiFi QR Code Generator',
  'hero.wifi.description': 'Guests join your network by scanning, no password typing.',
  'hero.phone.title': 'Phone QR Code Generator',
  'hero.phone.description': 'Let people call you with one scan, no number to type.',
  'hero.template': 'Starting from the template “{title}”.',

  // A picture tile's name for screen readers when it has more words (a preset's colours).
  'tile.described': '{label}, {description}',
} as const;

export type SiteGeneratorFormsMessageId = keyof typeof messages;
