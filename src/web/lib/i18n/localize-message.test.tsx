// The contracts' messages found by their English words and shown in the screen's language: a
// constant text, one with an address, a wait ("5 minutes" written the language's way) and a
// plural count with grouping; anything else (the server's own words, a name) stays as it came;
// English and no language set leave every text alone.
import { render, screen } from '@testing-library/react';
import { IntlMessageFormat } from 'intl-messageformat';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from '../../components/ui/text-field.js';
import { dismissToast, toast, useToast } from '../../components/ui/toast.js';
import { AUTH_MESSAGES } from '../../../contracts/auth.js';
import { DYNAMIC_MESSAGES } from '../../../contracts/dynamic-codes.js';
import { QR_CONTENT_MESSAGES } from '../../../contracts/qr-content.js';
import { messages as english } from '../../../contracts/i18n/catalogues/contract-messages/en.js';
import { messages as spanish } from '../../../contracts/i18n/catalogues/contract-messages/es.js';
import { messages as german } from '../../../contracts/i18n/catalogues/contract-messages/de.js';
import { localizeMessage, showMessagesIn } from './localize-message.js';

afterEach(() => {
  dismissToast();
  showMessagesIn(null);
});

const es = (id: keyof typeof spanish, values: Record<string, string | number> = {}) =>
  String(new IntlMessageFormat(spanish[id], 'es').format(values));

describe('localizeMessage', () => {
  it('leaves every text alone in English, and before any language is set', () => {
    expect(localizeMessage(QR_CONTENT_MESSAGES.urlInvalid)).toBe(QR_CONTENT_MESSAGES.urlInvalid);
    showMessagesIn({ locale: 'en', catalogue: english });
    expect(localizeMessage(QR_CONTENT_MESSAGES.urlInvalid)).toBe(QR_CONTENT_MESSAGES.urlInvalid);
    expect(localizeMessage(undefined)).toBeUndefined();
  });

  it('shows a contract’s constant text in the language set', () => {
    showMessagesIn({ locale: 'es', catalogue: spanish });
    const shown = localizeMessage(QR_CONTENT_MESSAGES.urlInvalid);
    expect(shown).toBe(es('qrContent.urlInvalid'));
    expect(shown).not.toBe(QR_CONTENT_MESSAGES.urlInvalid);
  });

  it('keeps an argument as it came and writes a wait the language’s way', () => {
    showMessagesIn({ locale: 'es', catalogue: spanish });
    expect(localizeMessage(AUTH_MESSAGES.verificationDeclined('ana@example.com'))).toBe(
      es('auth.verificationDeclined', { address: 'ana@example.com' }),
    );
    const wait = localizeMessage(AUTH_MESSAGES.tooManyRegistrations('15 minutes'));
    expect(wait).toBe(es('auth.tooManyRegistrations', { wait: '15 minutos' }));
    expect(wait).toContain('15 minutos');
  });

  it('reads a plural count with its grouping and writes it in the language', () => {
    showMessagesIn({ locale: 'de', catalogue: german });
    const shown = localizeMessage(DYNAMIC_MESSAGES.limitReached(1500));
    expect(shown).toBe(
      String(new IntlMessageFormat(german['dynamic.limitReached'], 'de').format({ limit: 1500 })),
    );
    expect(shown).toContain('1.500');
  });

  it('leaves a text that is not a contract’s as it came', () => {
    showMessagesIn({ locale: 'es', catalogue: spanish });
    expect(localizeMessage('Something the server wrote by itself')).toBe(
      'Something the server wrote by itself',
    );
    expect(localizeMessage('Café Lisboa')).toBe('Café Lisboa');
  });

  it('gives back the language it replaces, to restore it', () => {
    showMessagesIn({ locale: 'es', catalogue: spanish });
    const previous = showMessagesIn({ locale: 'de', catalogue: german });
    expect(previous?.locale).toBe('es');
    showMessagesIn(previous);
    expect(localizeMessage(QR_CONTENT_MESSAGES.urlInvalid)).toBe(es('qrContent.urlInvalid'));
  });

  it('reaches a field’s error and a toast, drawn wherever they are', () => {
    showMessagesIn({ locale: 'es', catalogue: spanish });
    render(<TextField label="URL" error={QR_CONTENT_MESSAGES.urlInvalid} />);
    expect(screen.getByText(es('qrContent.urlInvalid'))).toBeTruthy();
    toast({ title: 'Not saved', description: QR_CONTENT_MESSAGES.urlRequired });
    function Shown() {
      const { current } = useToast();
      return <p>{current?.description}</p>;
    }
    render(<Shown />);
    expect(screen.getByText(es('qrContent.urlRequired'))).toBeTruthy();
  });
});
