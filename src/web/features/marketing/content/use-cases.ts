import type { QrType } from '../../../../contracts/qr-content.js';

export interface UseCase {
  id: string;
  industry: string;
  example: string;
  benefits: readonly string[];
  qrTypes: readonly QrType[];
}

/**
 * The 12 industry cards of /use-cases (spec 001 §2): ways the product's real QR types and
 * features fit each trade. Examples, not customer stories.
 */
export const USE_CASES: readonly UseCase[] = [
  {
    id: 'restaurants',
    industry: 'Restaurants and cafés',
    example:
      'A table card links to the menu as a PDF and a second code lets guests join the Wi-Fi without asking for the password.',
    benefits: [
      'Update the menu file without reprinting when a dynamic code points to it',
      'Fewer trips to the table to spell out the Wi-Fi password',
    ],
    qrTypes: ['pdf', 'wifi', 'ratings'],
  },
  {
    id: 'retail',
    industry: 'Retail shops',
    example:
      'A sticker by the till asks for a review and shows the shop’s Instagram; a shelf tag opens the product page.',
    benefits: [
      'Turn a good visit into a review while the customer is still there',
      'See from scan counts which displays people actually use',
    ],
    qrTypes: ['ratings', 'social', 'url'],
  },
  {
    id: 'real-estate',
    industry: 'Real estate',
    example:
      'A “For sale” sign links to the listing’s photos, the address on a map and the agent’s contact card.',
    benefits: [
      'Point the same printed sign to a new listing after a sale',
      'Buyers save the agent’s details in one tap',
    ],
    qrTypes: ['images', 'location', 'contact'],
  },
  {
    id: 'events',
    industry: 'Events and conferences',
    example:
      'Posters add the session to attendees’ calendars, badges hold the speaker’s contact card and signs share the venue Wi-Fi.',
    benefits: [
      'Calendar entries with the right time and place, without typing',
      'Change a room or a link on the day without reprinting',
    ],
    qrTypes: ['events', 'contact', 'wifi'],
  },
  {
    id: 'hospitality',
    industry: 'Hotels and holiday rentals',
    example:
      'A card in the room connects guests to the Wi-Fi and links to a PDF house guide and a map to the nearest station.',
    benefits: [
      'Guests get online and find their way without calling the front desk',
      'One guide file to keep current for every room',
    ],
    qrTypes: ['wifi', 'pdf', 'location'],
  },
  {
    id: 'small-business',
    industry: 'Freelancers and small businesses',
    example:
      'The back of a business card holds a vCard, so a new contact is saved with name, phone, e-mail and company in one scan.',
    benefits: [
      'No typos in a phone number or e-mail address',
      'A WhatsApp or SMS code starts a conversation with a prefilled message',
    ],
    qrTypes: ['contact', 'whatsapp', 'sms'],
  },
  {
    id: 'marketing',
    industry: 'Marketing and print campaigns',
    example:
      'Each flyer run gets its own dynamic code pointing to the campaign page, so the scans show which placement worked.',
    benefits: [
      'Scans per day, country and device for every code',
      'Redirect a finished campaign to a new page instead of a dead link',
    ],
    qrTypes: ['url', 'social'],
  },
  {
    id: 'education',
    industry: 'Schools and training',
    example:
      'A handout links to the course reading as a PDF and to the sign-up page; a classroom poster shares the guest Wi-Fi.',
    benefits: [
      'Students open the right document without typing long addresses',
      'Replace the reading list each term behind the same code',
    ],
    qrTypes: ['pdf', 'url', 'wifi'],
  },
  {
    id: 'healthcare',
    industry: 'Clinics and practices',
    example:
      'The waiting room has a code for the practice’s contact card and one for a PDF with preparation notes for appointments.',
    benefits: [
      'Patients keep the practice’s phone number and address',
      'Information sheets that can be updated without reprinting',
    ],
    qrTypes: ['contact', 'pdf', 'location'],
  },
  {
    id: 'apps',
    industry: 'App makers',
    example:
      'Packaging and posters carry an app download code that lists both the App Store and Google Play links.',
    benefits: [
      'One code for iPhone and Android users',
      'Count installs driven by print with a dynamic code',
    ],
    qrTypes: ['apps', 'url'],
  },
  {
    id: 'nonprofits',
    industry: 'Charities and creators',
    example:
      'A stall banner links to the donation page, and a Bitcoin code carries the wallet address and a suggested amount.',
    benefits: [
      'Donors reach the right page without searching',
      'Wallet addresses copied exactly, never retyped',
    ],
    qrTypes: ['url', 'bitcoin', 'social'],
  },
  {
    id: 'tourism',
    industry: 'Museums and tourism',
    example:
      'Exhibit labels link to a longer text and pictures; a sign at the entrance shows the meeting point on a map.',
    benefits: [
      'More to read without crowding the wall',
      'Visitors find the next stop on their own phone',
    ],
    qrTypes: ['images', 'text', 'location'],
  },
];
