import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Clock, Mail, MessageSquare } from 'lucide-react';
import type { ContactInfo, InquiryType } from '../../../contracts/contact.js';
import { usePageMeta } from '../../lib/use-page-meta.js';
import { ContactForm } from './contact-form.js';

/** Shown until /api/contact-info answers (and if it cannot): the spec's figures (001 §9). */
const FALLBACK_INFO: ContactInfo = {
  supportEmail: '',
  supportHours: 'Mon-Fri 9AM-6PM EST',
  responseTime: '24 hours',
};

const HELP_TOPICS: { type: InquiryType; title: string; text: string }[] = [
  {
    type: 'support',
    title: 'Technical support',
    text: 'A code that does not scan, a download that fails, trouble signing in or with a dynamic code.',
  },
  {
    type: 'business',
    title: 'Business inquiries',
    text: 'Many codes for a team or a print run, self-hosting, or plans and payments.',
  },
  {
    type: 'feedback',
    title: 'Feedback',
    text: 'Something you would like the generator or the dashboard to do, or something that confused you.',
  },
  {
    type: 'general',
    title: 'General questions',
    text: 'Anything else about QR codes or about this site.',
  },
];

const COMMON_QUESTIONS = [
  {
    q: 'Do I need an account to make a QR code?',
    a: 'No. Static codes are made and downloaded on the home page without signing in. An account lets you save codes and create dynamic ones.',
  },
  {
    q: 'Will my printed codes stop working?',
    a: 'Static codes hold their content directly and never expire. Dynamic codes keep redirecting after a trial ends or a plan changes; plan limits only affect creating new codes.',
  },
  {
    q: 'Can I change where a printed code points?',
    a: 'Yes, if it is a dynamic code: edit its destination in the dashboard and the next scan goes to the new address.',
  },
];

/** /contact (spec 001 §2 Contact): the form, where and when we answer, help topics and links. */
export function ContactPage() {
  usePageMeta(
    'Contact Us',
    'Ask a question, report a problem or send feedback about QR Shark. We answer within 24 hours on working days.',
  );
  const info = useQuery<ContactInfo>({ queryKey: ['/api/contact-info'] });
  const { supportEmail, supportHours, responseTime } = info.data ?? FALLBACK_INFO;
  const [topic, setTopic] = useState<{ type: InquiryType; at: number }>();

  const cards = [
    {
      icon: Mail,
      title: 'Email',
      body: supportEmail ? (
        <a href={`mailto:${supportEmail}`} className="break-all text-blue-700 underline">
          {supportEmail}
        </a>
      ) : (
        <span>{info.isError ? 'Use the form on this page.' : 'Loading...'}</span>
      ),
    },
    { icon: Clock, title: 'Support hours', body: <span>{supportHours}</span> },
    {
      icon: MessageSquare,
      title: 'Response time',
      body: <span>We reply within {responseTime}.</span>,
    },
  ];

  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <div className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">Contact Us</h1>
        <p className="mt-4 text-lg text-gray-600">
          Questions about a code, a problem with your account, or an idea for the product: write to
          us and a person reads it. We answer within {responseTime}.
        </p>
      </div>

      <ul className="mt-10 grid gap-4 sm:grid-cols-3" aria-label="How to reach us">
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
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-sm text-gray-600">All fields are required.</p>
          <ContactForm supportEmail={supportEmail || 'the address above'} topic={topic} />
        </section>

        <div className="grid content-start gap-10">
          <section aria-labelledby="help-topics-heading">
            <h2 id="help-topics-heading" className="text-xl font-semibold text-gray-900">
              Help topics
            </h2>
            <p className="mt-1 text-sm text-gray-600">Pick one to set the form's inquiry type.</p>
            <ul className="mt-4 grid gap-3">
              {HELP_TOPICS.map((t) => (
                <li key={t.type}>
                  <button
                    type="button"
                    onClick={() => setTopic({ type: t.type, at: Date.now() })}
                    className="w-full rounded-md border border-gray-200 bg-white p-4 text-left hover:border-blue-400 focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
                  >
                    <span className="block font-medium text-gray-900">{t.title}</span>
                    <span className="mt-1 block text-sm text-gray-600">{t.text}</span>
                  </button>
                </li>
              ))}
            </ul>
          </section>

          <nav aria-labelledby="quick-links-heading">
            <h2 id="quick-links-heading" className="text-xl font-semibold text-gray-900">
              Quick links
            </h2>
            <ul className="mt-3 grid gap-2 text-blue-700">
              <li>
                <Link href="/faq" className="underline">
                  Frequently asked questions
                </Link>
              </li>
              <li>
                <Link href="/features" className="underline">
                  Features
                </Link>
              </li>
              <li>
                <Link href="/use-cases" className="underline">
                  Use cases
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </div>

      <section aria-labelledby="common-questions-heading" className="mt-14">
        <h2 id="common-questions-heading" className="text-2xl font-semibold text-gray-900">
          Common questions
        </h2>
        <dl className="mt-6 grid gap-6 md:grid-cols-3">
          {COMMON_QUESTIONS.map(({ q, a }) => (
            <div key={q}>
              <dt className="font-medium text-gray-900">{q}</dt>
              <dd className="mt-2 text-sm text-gray-700">{a}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}
