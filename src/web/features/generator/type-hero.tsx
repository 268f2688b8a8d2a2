import {
  Bitcoin,
  CalendarDays,
  Contact,
  CreditCard,
  FileText,
  Globe,
  Image,
  Mail,
  MapPin,
  Phone,
  MessageCircle,
  MessageSquare,
  Share2,
  Smartphone,
  Star,
  Type,
  Wifi,
  type LucideIcon,
} from 'lucide-react';
import type { QrType } from '../../../qr/payload/qr-types.js';

interface HeroCopy {
  title: string;
  description: string;
  Icon: LucideIcon;
}

/** Title, description and icon per type, for the hero above a preselected generator. */
export const TYPE_HERO: Readonly<Record<QrType, HeroCopy>> = {
  url: {
    title: 'Website QR Code Generator',
    description: 'Send people straight to any web page with one scan.',
    Icon: Globe,
  },
  contact: {
    title: 'Contact QR Code Generator',
    description: 'Share your contact card so people can save you to their phone in one tap.',
    Icon: Contact,
  },
  payment: {
    title: 'Payment QR Code Generator',
    description: 'Let customers pay for a product by scanning a code.',
    Icon: CreditCard,
  },
  pdf: {
    title: 'Menu and PDF QR Code Generator',
    description: 'Link a menu, brochure or any PDF document to a code.',
    Icon: FileText,
  },
  social: {
    title: 'Social Media QR Code Generator',
    description: 'Grow your following: a scan opens your profile.',
    Icon: Share2,
  },
  images: {
    title: 'Image QR Code Generator',
    description: 'Show a picture with its title and description to everyone who scans.',
    Icon: Image,
  },
  ratings: {
    title: 'Reviews QR Code Generator',
    description: 'Collect more reviews: a scan opens your review page.',
    Icon: Star,
  },
  email: {
    title: 'Email QR Code Generator',
    description: 'Open a ready-to-send e-mail with the address, subject and text filled in.',
    Icon: Mail,
  },
  location: {
    title: 'Location QR Code Generator',
    description: 'Guide visitors to an address with their maps app.',
    Icon: MapPin,
  },
  events: {
    title: 'Event QR Code Generator',
    description: 'Add your event to the calendar of everyone who scans.',
    Icon: CalendarDays,
  },
  apps: {
    title: 'App QR Code Generator',
    description: 'Take people to your app in its store.',
    Icon: Smartphone,
  },
  sms: {
    title: 'SMS QR Code Generator',
    description: 'Start a text message to your number with the words already typed.',
    Icon: MessageSquare,
  },
  whatsapp: {
    title: 'WhatsApp QR Code Generator',
    description: 'Open a WhatsApp chat with you in one scan.',
    Icon: MessageCircle,
  },
  text: {
    title: 'Text QR Code Generator',
    description: 'Show any text, no internet connection needed.',
    Icon: Type,
  },
  bitcoin: {
    title: 'Bitcoin QR Code Generator',
    description: 'Receive bitcoin: wallets read the address and amount from the code.',
    Icon: Bitcoin,
  },
  wifi: {
    title: 'WiFi QR Code Generator',
    description: 'Guests join your network by scanning, no password typing.',
    Icon: Wifi,
  },
  phone: {
    title: 'Phone QR Code Generator',
    description: 'Let people call you with one scan, no number to type.',
    Icon: Phone,
  },
};

/** The hero block shown when the generator opens on a preselected type (spec 000 §2). */
export function TypeHero({
  qrType,
  templateTitle,
}: {
  qrType: QrType;
  templateTitle?: string | null;
}) {
  const { title, description, Icon } = TYPE_HERO[qrType];
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-3 px-4 pt-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="text-3xl font-extrabold tracking-tight text-gray-900 sm:text-4xl">{title}</h1>
      <p className="text-lg text-gray-600">{description}</p>
      {templateTitle && (
        <p className="text-sm text-gray-500">Starting from the template “{templateTitle}”.</p>
      )}
    </section>
  );
}
