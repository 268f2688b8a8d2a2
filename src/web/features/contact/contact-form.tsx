import { useEffect, useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import clsx from 'clsx';
import {
  CONTACT_HONEYPOT_FIELD,
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  INQUIRY_TYPES,
  INQUIRY_TYPE_LABELS,
  contactRequestSchema,
  type ContactRequest,
  type ContactValues,
  type InquiryType,
} from '../../../contracts/contact.js';
import { ApiError, apiRequest, serverFieldErrors, serverMessage } from '../../lib/api.js';
import { Button } from '../../components/ui/button.js';
import { TextField } from '../../components/ui/text-field.js';
import { toast } from '../../components/ui/toast.js';
import { NO_MAIL_MESSAGES } from '../../../contracts/mail-delivery.js';
import { useMailStatus } from '../mail-status/index.js';

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
        title: mailed ? CONTACT_MESSAGES.sentTitle : NO_MAIL_MESSAGES.contactTitle,
        description: message ?? CONTACT_MESSAGES.sentDescription,
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
        title: CONTACT_MESSAGES.failedTitle,
        description:
          (limited && serverMessage(error)) || CONTACT_MESSAGES.failedDescription(supportEmail),
        variant: 'destructive',
      });
    },
  });

  return (
    <form
      noValidate
      aria-label="Contact form"
      className="grid gap-4"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name.max}
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email.max}
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.type} className="text-sm font-medium text-gray-800">
          Inquiry type
        </label>
        <select
          id={ids.type}
          className={fieldClass(Boolean(errors.inquiryType))}
          {...form.register('inquiryType')}
        >
          {INQUIRY_TYPES.map((type) => (
            <option key={type} value={type}>
              {INQUIRY_TYPE_LABELS[type]}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label="Subject"
        maxLength={CONTACT_LIMITS.subject.max}
        error={errors.subject?.message}
        {...form.register('subject')}
      />
      <div className="grid gap-1.5">
        <label htmlFor={ids.message} className="text-sm font-medium text-gray-800">
          Message
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
            {errors.message.message}
          </p>
        )}
      </div>
      {/* Honeypot: off-screen and hidden from assistive technology; people never fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={ids.honeypot}>Leave this field empty</label>
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
        {send.isPending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  );
}
