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
import type { SiteGeneratorFormsMessageId } from '../../../contracts/i18n/catalogues/site-generator-forms/en.js';
import { useT } from '../../lib/i18n/i18n.js';

interface HeroCopy {
  /** Message ids of the generatorForms catalogue. */
  title: SiteGeneratorFormsMessageId;
  description: SiteGeneratorFormsMessageId;
  Icon: LucideIcon;
}

const hero = (qrType: QrType, Icon: LucideIcon): HeroCopy => ({
  title: `hero.${qrType}.title`,
  description: `hero.${qrType}.description`,
  Icon,
});

/** Title, description and icon per type, for the hero above a preselected generator. */
export const TYPE_HERO: Readonly<Record<QrType, HeroCopy>> = {
  url: hero('url', Globe),
  contact: hero('contact', Contact),
  payment: hero('payment', CreditCard),
  pdf: hero('pdf', FileText),
  social: hero('social', Share2),
  images: hero('images', Image),
  ratings: hero('ratings', Star),
  email: hero('email', Mail),
  location: hero('location', MapPin),
  events: hero('events', CalendarDays),
  apps: hero('apps', Smartphone),
  sms: hero('sms', MessageSquare),
  whatsapp: hero('whatsapp', MessageCircle),
  text: hero('text', Type),
  bitcoin: hero('bitcoin', Bitcoin),
  wifi: hero('wifi', Wifi),
  phone: hero('phone', Phone),
};

/** The hero block shown when the generator opens on a preselected type (spec 000 §2). */
export function TypeHero({
  qrType,
  templateTitle,
}: {
  qrType: QrType;
  templateTitle?: string | null;
}) {
  const { t } = useT('generatorForms');
  const { title, description, Icon } = TYPE_HERO[qrType];
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-center gap-3 px-4 pt-10 text-center">
      <span className="flex size-14 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon className="size-7" aria-hidden="true" />
      </span>
      <h1 className="max-w-full text-3xl font-extrabold tracking-tight break-words text-gray-900 sm:text-4xl">
        {t(title)}
      </h1>
      <p className="text-lg text-gray-600">{t(description)}</p>
      {templateTitle && (
        <p className="text-sm text-gray-500">{t('hero.template', { title: templateTitle })}</p>
      )}
    </section>
  );
}
