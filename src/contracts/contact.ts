import { z } from 'zod';

/** The contact form's texts (spec 001 §5 and §8), shared by the page and POST /api/contact. */
export const CONTACT_MESSAGES = {
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  invalidEmail: 'Please enter a valid email address',
  subjectTooShort: 'Subject must be at least 5 characters',
  subjectTooLong: 'Subject must be at most 200 characters',
  messageTooShort: 'Message must be at least 10 characters',
  messageTooLong: 'Message must be at most 5000 characters',
  invalidInquiryType: 'Choose general, support, business or feedback',
  sentTitle: 'Message Sent!',
  sentDescription: "We'll get back to you within 24 hours",
  failedTitle: 'Error',
  failedDescription: (email: string) =>
    `There was an issue sending your message. Please try again or email us directly at ${email}`,
  tooMany: (wait: string) =>
    `You have sent several messages from this address in the last hour. Please try again in ${wait}, or email us directly.`,
} as const;

/** The contact page's figures when the operator sets none (spec 001 §9). */
export const CONTACT_INFO_DEFAULTS = {
  supportHours: 'Mon-Fri 9AM-6PM EST',
  responseTime: '24 hours',
} as const;

export const INQUIRY_TYPES = ['general', 'support', 'business', 'feedback'] as const;
export type InquiryType = (typeof INQUIRY_TYPES)[number];

export const INQUIRY_TYPE_LABELS: Record<InquiryType, string> = {
  general: 'General question',
  support: 'Technical support',
  business: 'Business inquiry',
  feedback: 'Feedback',
};

/** Length limits of the stored message (contact_messages columns hold at least these). */
export const CONTACT_LIMITS = {
  name: { min: 2, max: 100 },
  email: { max: 255 },
  subject: { min: 5, max: 200 },
  message: { min: 10, max: 5000 },
  /** Messages per hour from one e-mail address (counted in the database). */
  perAddressPerHour: 5,
  /** Messages per hour from one IP address (counted in the database). */
  perIpPerHour: 20,
} as const;

/**
 * The honeypot: a field people never see or fill (it is hidden from view and from assistive
 * technology). A request that fills it is answered like a success and nothing is kept.
 */
export const CONTACT_HONEYPOT_FIELD = 'website';

/** POST /api/contact: the form's fields, trimmed. */
export const contactRequestSchema = z.object({
  name: z
    .string({ error: CONTACT_MESSAGES.nameTooShort })
    .trim()
    .min(CONTACT_LIMITS.name.min, CONTACT_MESSAGES.nameTooShort)
    .max(CONTACT_LIMITS.name.max, CONTACT_MESSAGES.nameTooLong),
  email: z
    .string({ error: CONTACT_MESSAGES.invalidEmail })
    .trim()
    .max(CONTACT_LIMITS.email.max, CONTACT_MESSAGES.invalidEmail)
    .pipe(z.email({ error: CONTACT_MESSAGES.invalidEmail })),
  subject: z
    .string({ error: CONTACT_MESSAGES.subjectTooShort })
    .trim()
    .min(CONTACT_LIMITS.subject.min, CONTACT_MESSAGES.subjectTooShort)
    .max(CONTACT_LIMITS.subject.max, CONTACT_MESSAGES.subjectTooLong),
  message: z
    .string({ error: CONTACT_MESSAGES.messageTooShort })
    .trim()
    .min(CONTACT_LIMITS.message.min, CONTACT_MESSAGES.messageTooShort)
    .max(CONTACT_LIMITS.message.max, CONTACT_MESSAGES.messageTooLong),
  inquiryType: z
    .enum(INQUIRY_TYPES, { error: CONTACT_MESSAGES.invalidInquiryType })
    .default('general'),
  [CONTACT_HONEYPOT_FIELD]: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ContactValues = z.output<typeof contactRequestSchema>;

/** 201 from POST /api/contact. */
export const contactResponseSchema = z.object({ message: z.string() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** GET /api/contact-info: where and when support answers (from the server's configuration). */
export const contactInfoSchema = z.object({
  supportEmail: z.string(),
  supportHours: z.string(),
  responseTime: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfoSchema>;
