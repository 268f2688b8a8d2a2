import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Clock, Mail, MessageSquare } from 'lucide-react';
import type { ContactInfo, InquiryType } from '../../../contracts/contact.js';
import type { SiteContactMessageId } from '../../../contracts/i18n/catalogues/site-contact/en.js';
import { useT } from '../../lib/i18n/i18n.js';
import { SiteLink } from '../../lib/i18n/site-link.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { ContactForm } from './contact-form.js';
import { FALLBACK_INFO, localizedInfo } from './contact-messages.js';

const HELP_TOPICS: {
  type: InquiryType;
  title: SiteContactMessageId;
  text: SiteContactMessageId;
}[] = [
  { type: 'support', title: 'topics.support.title', text: 'topics.support.text' },
  { type: 'business', title: 'topics.business.title', text: 'topics.business.text' },
  { type: 'feedback', title: 'topics.feedback.title', text: 'topics.feedback.text' },
  { type: 'general', title: 'topics.general.title', text: 'topics.general.text' },
];

const COMMON_QUESTIONS: { q: SiteContactMessageId; a: SiteContactMessageId }[] = [
  { q: 'questions.account.q', a: 'questions.account.a' },
  { q: 'questions.printed.q', a: 'questions.printed.a' },
  { q: 'questions.destination.q', a: 'questions.destination.a' },
];

const QUICK_LINKS: { to: string; label: SiteContactMessageId }[] = [
  { to: '/faq', label: 'links.faq' },
  { to: '/features', label: 'links.features' },
  { to: '/use-cases', label: 'links.useCases' },
];

/**
 * /contact (spec 001 §2 Contact): the form, where and when we answer, help topics and links, in
 * the page's language (/es/contact ...). The support address is shown as configured; the support
 * hours and response time are said in the language when they are the spec's defaults.
 */
export function ContactPage() {
  const { t } = useT('contact');
  usePageMeta(t('page.title'), t('page.description'));
  const info = useQuery<ContactInfo>({ queryKey: ['/api/contact-info'] });
  const { supportEmail } = info.data ?? FALLBACK_INFO;
  const { supportHours, responseTime } = localizedInfo(info.data ?? FALLBACK_INFO, t);
  const [topic, setTopic] = useState<{ type: InquiryType; at: number }>();

  const cards = [
    {
      icon: Mail,
      title: t('info.email'),
      body: supportEmail ? (
        <a
          href={`mailto:${supportEmail}`}
          translate="no"
          className="break-all text-blue-700 underline"
        >
          {supportEmail}
        </a>
      ) : (
        <span>{info.isError ? t('info.emailUnavailable') : t('info.emailLoading')}</span>
      ),
    },
    { icon: Clock, title: t('info.hours'), body: <span>{supportHours}</span> },
    {
      icon: MessageSquare,
      title: t('info.responseTime'),
      body: <span>{t('info.replyWithin', { responseTime })}</span>,
    },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">
          {t('page.title')}
        </h1>
        <p className="mt-4 text-lg text-gray-600">{t('page.intro', { responseTime })}</p>
      </div>

      <ul className="mt-10 grid gap-4 sm:grid-cols-3" aria-label={t('info.label')}>
        {cards.map(({ icon: Icon, title, body }) => (
          <li key={title} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
            <Icon className="h-6 w-6 text-blue-700" aria-hidden="true" />
            <h2 className="mt-3 text-base font-semibold text-gray-900">{title}</h2>
            <p className="mt-1 text-sm text-gray-700">{body}</p>
          </li>
        ))}
      </ul>

      <div className="mt-12 grid gap-10 lg:grid-cols-[2fr_1fr]">
        <section
          aria-labelledby="contact-form-heading"
          className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-8"
        >
          <h2 id="contact-form-heading" className="text-xl font-semibold text-gray-900">
            {t('form.title')}
          </h2>
          <p className="mt-1 mb-6 text-sm text-gray-600">{t('form.required')}</p>
          <ContactForm supportEmail={supportEmail || t('form.addressAbove')} topic={topic} />
        </section>

        <div className="grid content-start gap-10">
          <section aria-labelledby="help-topics-heading">
            <h2 id="help-topics-heading" className="text-xl font-semibold text-gray-900">
              {t('topics.title')}
            </h2>
            <p className="mt-1 text-sm text-gray-600">{t('topics.text')}</p>
            <ul className="mt-4 grid gap-3">
              {HELP_TOPICS.map((topic) => (
                <li key={topic.type}>
                  <button
                    type="button"
                    onClick={() => setTopic({ type: topic.type, at: Date.now() })}
                    className="w-full rounded-md border border-gray-200 bg-white p-4 text-left hover:border-blue-400 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                  >
                    <span className="block font-medium text-gray-900">{t(topic.title)}</span>
                    <span className="mt-1 block text-sm text-gray-600">{t(topic.text)}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <nav aria-labelledby="quick-links-heading">
            <h2 id="quick-links-heading" className="text-xl font-semibold text-gray-900">
              {t('links.title')}
            </h2>
            <ul className="mt-3 grid gap-2 text-blue-700">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <SiteLink to={link.to} className="underline">
                    {t(link.label)}
                  </SiteLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>

      <section aria-labelledby="common-questions-heading" className="mt-14">
        <h2 id="common-questions-heading" className="text-2xl font-semibold text-gray-900">
          {t('questions.title')}
        </h2>
        <dl className="mt-6 grid gap-6 md:grid-cols-3">
          {COMMON_QUESTIONS.map(({ q, a }) => (
            <div key={q}>
              <dt className="font-medium text-gray-900">{t(q)}</dt>
              <dd className="mt-2 text-sm text-gray-700">{t(a)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
