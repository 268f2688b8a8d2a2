// The industries of /use-cases and their examples in every language (issue 42); six of them are
// on the landing page; the /use-cases page's texts, benefits and QR type names too.
export const messages = {
  'restaurants.industry': 'Restaurants and cafés',
  'restaurants.example':
    'A table card links to the menu as a PDF and a second code lets guests join the Wi-Fi without asking for the password.',
  'retail.industry': 'Retail shops',
  'retail.example':
    'A sticker by the till asks for a review and shows the shop’s Instagram; a shelf tag opens the product page.',
  'real-estate.industry': 'Real estate',
  'real-estate.example':
    'A “For sale” sign links to the listing’s photos, the address on a map and the agent’s contact card.',
  'events.industry': 'Events and conferences',
  'events.example':
    'Posters add the session to attendees’ calendars, badges hold the speaker’s contact card and signs share the venue Wi-Fi.',
  'hospitality.industry': 'Hotels and holiday rentals',
  'hospitality.example':
    'A card in the room connects guests to the Wi-Fi and links to a PDF house guide and a map to the nearest station.',
  'small-business.industry': 'Freelancers and small businesses',
  'small-business.example':
    'The back of a business card holds a vCard, so a new contact is saved with name, phone, e-mail and company in one scan.',
  'marketing.industry': 'Marketing and print campaigns',
  'marketing.example':
    'Each flyer run gets its own dynamic code pointing to the campaign page, so the scans show which placement worked.',
  'education.industry': 'Schools and training',
  'education.example':
    'A handout links to the course reading as a PDF and to the sign-up page; a classroom poster shares the guest Wi-Fi.',
  'healthcare.industry': 'Clinics and practices',
  'healthcare.example':
    'The waiting room has a code for the practice’s contact card and one for a PDF with preparation notes for appointments.',
  'apps.industry': 'App makers',
  'apps.example':
    'Packaging and posters carry an app download code that lists both the App Store and Google Play links.',
  'nonprofits.industry': 'Charities and creators',
  'nonprofits.example':
    'A stall banner links to the donation page, and a Bitcoin code carries the wallet address and a suggested amount.',
  'tourism.industry': 'Museums and tourism',
  'tourism.example':
    'Exhibit labels link to a longer text and pictures; a sign at the entrance shows the meeting point on a map.',
  'page.title': 'Use Cases',
  'page.description':
    'How restaurants, shops, estate agents, events, hotels, schools, clinics and others use QR codes: examples, benefits and the code types to use.',
  'page.intro':
    'Ideas for putting QR codes to work in twelve kinds of business, with the code types that fit each one.',
  'section.industries': 'By industry',
  'card.example': 'Example:',
  'card.benefits': 'Benefits',
  'card.qrTypes': 'QR types',
  'card.qrTypesOf': 'QR types for {industry}',
  'cta.title': 'Start with a template or from scratch',
  'cta.text': 'Templates open the generator with an example already filled in.',
  'cta.templates': 'Browse Templates',
  'restaurants.benefit1':
    'Update the menu file without reprinting when a dynamic code points to it',
  'restaurants.benefit2': 'Fewer trips to the table to spell out the Wi-Fi password',
  'retail.benefit1': 'Turn a good visit into a review while the customer is still there',
  'retail.benefit2': 'See from scan counts which displays people actually use',
  'real-estate.benefit1': 'Point the same printed sign to a new listing after a sale',
  'real-estate.benefit2': 'Buyers save the agent’s details in one tap',
  'events.benefit1': 'Calendar entries with the right time and place, without typing',
  'events.benefit2': 'Change a room or a link on the day without reprinting',
  'hospitality.benefit1': 'Guests get online and find their way without calling the front desk',
  'hospitality.benefit2': 'One guide file to keep current for every room',
  'small-business.benefit1': 'No typos in a phone number or e-mail address',
  'small-business.benefit2':
    'A WhatsApp or SMS code starts a conversation with a prefilled message',
  'marketing.benefit1': 'Scans per day, country and device for every code',
  'marketing.benefit2': 'Redirect a finished campaign to a new page instead of a dead link',
  'education.benefit1': 'Students open the right document without typing long addresses',
  'education.benefit2': 'Replace the reading list each term behind the same code',
  'healthcare.benefit1': 'Patients keep the practice’s phone number and address',
  'healthcare.benefit2': 'Information sheets that can be updated without reprinting',
  'apps.benefit1': 'One code for iPhone and Android users',
  'apps.benefit2': 'Count installs driven by print with a dynamic code',
  'nonprofits.benefit1': 'Donors reach the right page without searching',
  'nonprofits.benefit2': 'Wallet addresses copied exactly, never retyped',
  'tourism.benefit1': 'More to read without crowding the wall',
  'tourism.benefit2': 'Visitors find the next stop on their own phone',
  'qrType.url': 'Website',
  'qrType.contact': 'Contact',
  'qrType.pdf': 'PDF',
  'qrType.social': 'Social Media',
  'qrType.images': 'Images',
  'qrType.ratings': 'Ratings',
  'qrType.location': 'Location',
  'qrType.events': 'Events',
  'qrType.apps': 'Apps',
  'qrType.sms': 'SMS',
  'qrType.whatsapp': 'WhatsApp',
  'qrType.text': 'Text',
  'qrType.bitcoin': 'Bitcoin',
  'qrType.wifi': 'WiFi',
} as const;

export type SiteUseCasesMessageId = keyof typeof messages;
