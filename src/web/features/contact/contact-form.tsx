import { useEffect, useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  INQUIRY_TYPES,
  contactRequestSchema,
  type ContactRequest,
  type ContactValues,
  type InquiryType,
} from '../../../contracts/contact.js';
import { ApiError, apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/text-field.js';
import { toast } from '../../components/ui/toast.js';
import { useT } from '../../lib/i18n/i18n.js';
import { useMailStatus } from '../mail-status/index.js';
import { INQUIRY_TYPE_MESSAGE_IDS, localizedAnswer } from './contact-messages.js';

const emptyValues: ContactRequest = {
  name: '',
  email: '',
  subject: '',
  message: '',
  inquiryType: 'general',
  [CONTACT_HONEYPOT_FIELD]: '',
};

const fieldClass = (invalid: boolean) =>
  clsx(
    'w-full rounded-md border bg-white px-3 py-2 text-base text-gray-900 sm:text-sm',
    'focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none',
    invalid ? 'border-red-500' : 'border-gray-300',
  );

/**
 * The contact form (spec 001 §2 Contact, §5): validated in the browser with the schema the
 * server uses, sent to POST /api/contact. Success toasts 'Message Sent!' and resets the form;
 * a failure toasts 'Error' naming the support address (or the server's limit message on 429).
 * Labels, the schema's and the server's messages are shown in the page's language
 * (contact-messages.ts).
 */
export function ContactForm({
  supportEmail,
  topic,
}: {
  supportEmail: string;
  /** A help topic picked beside the form: sets the inquiry type and moves focus to the form. */
  topic?: { type: InquiryType; at: number };
}) {
  const form = useForm<ContactRequest, unknown, ContactValues>({
    resolver: zodResolver(contactRequestSchema),
    defaultValues: emptyValues,
  });
  const { errors } = form.formState;
  const i18n = useT('contact');
  const { t } = i18n;
  const say = (text: string | undefined) =>
    text === undefined ? undefined : localizedAnswer(text, i18n);
  const ids = { type: useId(), message: useId(), honeypot: useId() };

  useEffect(() => {
    if (!topic) return;
    form.setValue('inquiryType', topic.type);
    form.setFocus('name');
  }, [topic, form]);

  const { mailed } = useMailStatus();
  const send = useMutation({
    mutationFn: async (values: ContactValues) => {
      const res = await apiRequest('POST', '/api/contact', values);
      return ((await res.json()) as { message?: string }).message;
    },
    // The server's answer says what happens next (no mail set up: the message waits there).
    onSuccess: (message) => {
      toast({
        title: mailed ? t('sent.title') : t('received.title'),
        description: say(message) ?? t('sent.description'),
        variant: 'success',
      });
      form.reset(emptyValues);
    },
    onError: (error) => {
      for (const [field, message] of Object.entries(serverFieldErrors(error))) {
        if (field in emptyValues) form.setError(field as keyof ContactRequest, { message });
      }
      const limited = error instanceof ApiError && error.status === 429;
      toast({
        title: t('failed.title'),
        description:
          (limited && say(serverMessage(error))) ||
          t('failed.description', { email: supportEmail }),
        variant: 'destructive',
      });
    },
  });

  return (
    <form
      noValidate
      aria-label={t('form.label')}
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name.max}
          error={say(errors.name?.message)}
          {...form.register('name')}
        />
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email.max}
          error={say(errors.email?.message)}
          {...form.register('email')}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.type} className="text-sm font-medium text-gray-800">
          {t('form.inquiryType')}
        </label>
        <select
          id={ids.type}
          className={fieldClass(Boolean(errors.inquiryType))}
          {...form.register('inquiryType')}
        >
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(INQUIRY_TYPE_MESSAGE_IDS[type])}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('form.subject')}
        maxLength={CONTACT_LIMITS.subject.max}
        error={say(errors.subject?.message)}
        {...form.register('subject')}
      />
      <div className="grid gap-1.5">
        <label htmlFor={ids.message} className="text-sm font-medium text-gray-800">
          {t('form.message')}
        </label>
        <textarea
          id={ids.message}
          rows={6}
          maxLength={CONTACT_LIMITS.message.max}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? `${ids.message}-error` : undefined}
          className={fieldClass(Boolean(errors.message))}
          {...form.register('message')}
        />
        {errors.message && (
          <p id={`${ids.message}-error`} className="text-sm text-red-600">
            {say(errors.message.message)}
          </p>
        )}
      </div>
      {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={ids.honeypot}>{t('form.honeypot')}</label>
        <input
          id={ids.honeypot}
          tabIndex={-1}
          autoComplete="off"
          {...form.register(CONTACT_HONEYPOT_FIELD)}
        />
      </div>
      <Button
        type="submit"
        disabled={send.isPending}
        className="w-full sm:w-auto sm:justify-self-start"
      >
        {send.isPending ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
