// The /contact page and its form in every language (issue 42). The form's field messages and
// answers are the spec's texts of contracts/contact.ts (the server answers in English; the page
// shows each known answer in its language: web/features/contact/contact-messages.ts).
export const messages = {
  'page.title': 'Contact Us',
  'page.description':
    'Ask a question, report a problem or send feedback about QR Shark. We answer within 24 hours on working days.',
  'page.intro':
    'Questions about a code, a problem with your account, or an idea for the product: write to us and a person reads it. We answer within {responseTime}.',
  'info.label': 'How to reach us',
  'info.email': 'Email',
  'info.emailLoading': 'Loading...',
  'info.emailUnavailable': 'Use the form on this page.',
  'info.hours': 'Support hours',
  'info.defaultHours': 'Mon-Fri 9AM-6PM EST',
  'info.responseTime': 'Response time',
  'info.replyWithin': 'We reply within {responseTime}.',
  'info.defaultResponseTime': '24 hours',
  'form.title': 'Send us a message',
  'form.required': 'All fields are required.',
  'form.label': 'Contact form',
  'form.name': 'Name',
  'form.email': 'Email',
  'form.inquiryType': 'Inquiry type',
  'form.subject': 'Subject',
  'form.message': 'Message',
  'form.honeypot': 'Leave this field empty',
  'form.send': 'Send Message',
  'form.sending': 'Sending...',
  'form.addressAbove': 'the address above',
  'inquiry.general': 'General question',
  'inquiry.support': 'Technical support',
  'inquiry.business': 'Business inquiry',
  'inquiry.feedback': 'Feedback',
  'error.nameTooShort': 'Name must be at least 2 characters',
  'error.nameTooLong': 'Name must be at most 100 characters',
  'error.invalidEmail': 'Please enter a valid email address',
  'error.subjectTooShort': 'Subject must be at least 5 characters',
  'error.subjectTooLong': 'Subject must be at most 200 characters',
  'error.messageTooShort': 'Message must be at least 10 characters',
  'error.messageTooLong': 'Message must be at most 5000 characters',
  'error.invalidInquiryType': 'Choose general, support, business or feedback',
  'sent.title': 'Message Sent!',
  'sent.description': "We'll get back to you within 24 hours",
  'received.title': 'Message received',
  'received.description':
    'This server has no mail set up, so no e-mail went out: your message waits on the server for its administrator to read.',
  'failed.title': 'Error',
  'failed.description':
    'There was an issue sending your message. Please try again or email us directly at {email}',
  'failed.tooMany':
    'You have sent several messages from this address in the last hour. Please try again in {wait}, or email us directly.',
  'topics.title': 'Help topics',
  'topics.text': "Pick one to set the form's inquiry type.",
  'topics.support.title': 'Technical support',
  'topics.support.text':
    'A code that does not scan, a download that fails, trouble signing in or with a dynamic code.',
  'topics.business.title': 'Business inquiries',
  'topics.business.text':
    'Many codes for a team or a print run, self-hosting, or plans and payments.',
  'topics.feedback.title': 'Feedback',
  'topics.feedback.text':
    'Something you would like the generator or the dashboard to do, or something that confused you.',
  'topics.general.title': 'General questions',
  'topics.general.text': 'Anything else about QR codes or about this site.',
  'links.title': 'Quick links',
  'links.faq': 'Frequently asked questions',
  'links.features': 'Features',
  'links.useCases': 'Use cases',
  'questions.title': 'Common questions',
  'questions.account.q': 'Do I need an account to make a QR code?',
  'questions.account.a':
    'No. Static codes are made and downloaded on the home page without signing in. An account lets you save codes and create dynamic ones.',
  'questions.printed.q': 'Will my printed codes stop working?',
  'questions.printed.a':
    'Static codes hold their content directly and never expire. Dynamic codes keep redirecting after a trial ends or a plan changes; plan limits only affect creating new codes.',
  'questions.destination.q': 'Can I change where a printed code points?',
  'questions.destination.a':
    'Yes, if it is a dynamic code: edit its destination in the dashboard and the next scan goes to the new address.',
} as const;

export type SiteContactMessageId = keyof typeof messages;
