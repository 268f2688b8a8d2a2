// The industries of /use-cases and their examples in every language (issue 42); six of them are
// on the landing page. The /use-cases page itself is English only for now.
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
} as const;

export type SiteUseCasesMessageId = keyof typeof messages;
