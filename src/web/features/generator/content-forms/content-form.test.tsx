import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QR_TYPES, SOCIAL_PLATFORMS, type QrType } from '../../../../contracts/qr-content.js';
import { ContentForm } from './content-form.js';
import type { ContentValue } from './content-value.js';
import { emptyContent } from './empty-content.js';
import { validateContent } from './validate-content.js';

// Event times are typed as wall-clock time: run in a zone with an offset to see the conversion.
const savedTz = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  // Assigning undefined would set the string "undefined" (an unknown zone) for later files.
  if (savedTz === undefined) delete process.env.TZ;
  else process.env.TZ = savedTz;
});

interface Options {
  value?: ContentValue;
  errors?: Record<string, string>;
  disabled?: boolean;
}

/** Renders the form of `qrType` with real state, recording every onChange and blur. */
function renderForm(qrType: QrType, options: Options = {}) {
  const changes: ContentValue[] = [];
  const blurs: string[] = [];
  function Harness() {
    const [value, setValue] = useState<ContentValue>(options.value ?? emptyContent(qrType));
    return (
      <ContentForm
        qrType={qrType}
        value={value}
        onChange={(next) => {
          changes.push(next);
          setValue(next);
        }}
        errors={options.errors ?? {}}
        onFieldBlur={(name) => blurs.push(name)}
        disabled={options.disabled}
      />
    );
  }
  const view = render(<Harness />);
  return { ...view, user: userEvent.setup(), changes, blurs, last: () => changes.at(-1) ?? {} };
}

/** The control labelled `label` (the visible "*" of a required field is part of the text). */
function field(label: string): HTMLElement {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return screen.getByLabelText(new RegExp(`^${escaped}\\*?$`));
}

type Entry =
  | [label: string, typed: string]
  | [label: string, action: { select: string } | { check: true } | { dateTime: string }];

/** What a user enters per type, and the field names and values the form must report. */
const FILL: Record<QrType, { entries: Entry[]; expected: ContentValue }> = {
  url: {
    entries: [['Website URL', 'https://example.com/menu']],
    expected: { url: 'https://example.com/menu' },
  },
  contact: {
    entries: [
      ['First Name', 'Ann'],
      ['Last Name', 'Lee'],
      ['Phone Number', '+1 555 0100'],
      ['Email', 'ann@example.com'],
      ['Company', 'Acme'],
      ['Website', 'https://acme.example'],
      ['Photo URL', 'https://acme.example/ann.jpg'],
      ['Notes', 'Met at the fair'],
    ],
    expected: {
      firstName: 'Ann',
      lastName: 'Lee',
      phoneNumber: '+1 555 0100',
      email: 'ann@example.com',
      organization: 'Acme',
      url: 'https://acme.example',
      imageUrl: 'https://acme.example/ann.jpg',
      notes: 'Met at the fair',
    },
  },
  payment: {
    entries: [
      ['Product Name', 'Coffee'],
      ['Price (USD)', '3.5'],
      ['Product Description', 'A cup'],
    ],
    expected: { productName: 'Coffee', productPrice: '3.5', productDescription: 'A cup' },
  },
  pdf: {
    entries: [
      ['Title', 'Menu'],
      ['Description', 'Lunch'],
    ],
    expected: { title: 'Menu', description: 'Lunch' },
  },
  social: {
    entries: [
      ['Platform', { select: 'instagram' }],
      ['Profile URL', 'https://instagram.com/ann'],
    ],
    expected: { platform: 'instagram', url: 'https://instagram.com/ann' },
  },
  images: {
    entries: [
      ['Title', 'Gallery'],
      ['Description', 'Our work'],
    ],
    expected: { title: 'Gallery', description: 'Our work' },
  },
  ratings: {
    entries: [
      ['Business Name', 'Cafe'],
      ['Review Platform', { select: 'yelp' }],
      ['Review Page URL', 'https://yelp.com/biz/cafe'],
    ],
    expected: { businessName: 'Cafe', platform: 'yelp', url: 'https://yelp.com/biz/cafe' },
  },
  email: {
    entries: [
      ['Email Address', 'hi@example.com'],
      ['Subject', 'Hello'],
      ['Message', 'Write back'],
    ],
    expected: { email: 'hi@example.com', subject: 'Hello', body: 'Write back' },
  },
  location: {
    entries: [
      ['Address', '1 Main St'],
      ['Place Name', 'HQ'],
      ['Description', 'Back door'],
      ['Latitude', '40.7'],
      ['Longitude', '-74.0'],
    ],
    expected: {
      address: '1 Main St',
      name: 'HQ',
      description: 'Back door',
      latitude: '40.7',
      longitude: '-74.0',
    },
  },
  events: {
    entries: [
      ['Event Title', 'Launch'],
      ['Start Date', { dateTime: '2026-06-01T08:00' }],
      ['End Date', { dateTime: '2026-06-01T10:30' }],
      ['Location', 'Hall A'],
      ['Description', 'Doors at 7'],
    ],
    expected: {
      title: 'Launch',
      // 08:00 and 10:30 in New York (EDT, UTC-4).
      startDate: '2026-06-01T12:00:00.000Z',
      endDate: '2026-06-01T14:30:00.000Z',
      location: 'Hall A',
      description: 'Doors at 7',
    },
  },
  apps: {
    entries: [
      ['App Name', 'Shark'],
      ['Platform', { select: 'googleplay' }],
      ['App Store URL', 'https://play.google.com/store/apps/details?id=x'],
      ['Developer', 'Shark Inc'],
      ['Category', { select: 'utilities' }],
      ['App Description', 'Makes codes'],
    ],
    expected: {
      appName: 'Shark',
      platform: 'googleplay',
      url: 'https://play.google.com/store/apps/details?id=x',
      appDeveloper: 'Shark Inc',
      appCategory: 'utilities',
      appDescription: 'Makes codes',
    },
  },
  sms: {
    entries: [
      ['Phone Number', '+15550100'],
      ['Message', 'STOP'],
    ],
    expected: { phoneNumber: '+15550100', message: 'STOP' },
  },
  whatsapp: {
    entries: [
      ['Phone Number', '+15550100'],
      ['Message', 'Hi there'],
    ],
    expected: { phoneNumber: '+15550100', message: 'Hi there' },
  },
  text: {
    entries: [['Text Content', 'Hello, world']],
    expected: { textContent: 'Hello, world' },
  },
  bitcoin: {
    entries: [
      ['Bitcoin Address', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'],
      ['Amount (BTC)', '0.0015'],
      ['Label', 'Shop'],
      ['Message', 'Order 7'],
    ],
    expected: {
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      amount: '0.0015',
      label: 'Shop',
      message: 'Order 7',
    },
  },
  wifi: {
    entries: [
      ['Network Name (SSID)', 'Home; 5G'],
      ['Security', { select: 'WEP' }],
      ['Password', 'abcde'],
      ['Hidden network', { check: true }],
    ],
    expected: { ssid: 'Home; 5G', encryption: 'WEP', password: 'abcde', hidden: true },
  },
  phone: {
    entries: [['Phone Number', '+44 20 7946 0958']],
    expected: { phoneNumber: '+44 20 7946 0958' },
  },
};

/** The spec's required markers (000 §2 "Type forms"), plus WiFi's. */
const REQUIRED_LABELS: Record<QrType, string[]> = {
  url: ['Website URL'],
  contact: ['First Name', 'Phone Number'],
  payment: ['Product Name', 'Price (USD)', 'Product Description'],
  pdf: ['PDF File', 'Title'],
  social: ['Platform', 'Profile URL'],
  images: ['Images', 'Title'],
  ratings: ['Business Name', 'Review Platform', 'Review Page URL'],
  email: ['Email Address'],
  location: ['Address'],
  events: ['Event Title', 'Start Date', 'Location'],
  apps: ['App Name', 'Platform', 'App Store URL'],
  sms: ['Phone Number'],
  whatsapp: ['Phone Number'],
  text: ['Text Content'],
  bitcoin: ['Bitcoin Address'],
  wifi: ['Network Name (SSID)', 'Security', 'Password'],
  phone: ['Phone Number'],
};

function controls(container: HTMLElement) {
  return Array.from(
    container.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
      'input, select, textarea',
    ),
  );
}

describe('ContentForm', () => {
  it.each(QR_TYPES)('%s: typing reports the contract field names', async (qrType) => {
    const { user, last } = renderForm(qrType);
    for (const [label, entry] of FILL[qrType].entries) {
      const control = field(label);
      if (typeof entry === 'string') await user.type(control, entry);
      else if ('select' in entry) await user.selectOptions(control, entry.select);
      else if ('check' in entry) await user.click(control);
      // Browsers fire change on datetime-local only with a whole value.
      else fireEvent.change(control, { target: { value: entry.dateTime } });
    }
    expect(last()).toEqual({ ...emptyContent(qrType), ...FILL[qrType].expected });
    if (qrType !== 'pdf' && qrType !== 'images') {
      expect(validateContent(qrType, last())).toMatchObject({ ok: true });
    }
  });

  it.each(QR_TYPES)('%s: required markers and labels', (qrType) => {
    const { container } = renderForm(qrType);
    const required: string[] = [];
    for (const control of controls(container)) {
      const label = container.querySelector(`label[for="${control.id}"]`);
      expect(label, `${control.name} has a label`).not.toBeNull();
      if (!control.required) {
        expect(label?.querySelector('[aria-hidden="true"]')).toBeNull();
        continue;
      }
      expect(control.getAttribute('aria-required')).toBe('true');
      const mark = label?.querySelector('[aria-hidden="true"]');
      expect(mark?.textContent).toBe('*');
      required.push((label?.textContent ?? '').replace(/\*$/, ''));
    }
    expect(required).toEqual(REQUIRED_LABELS[qrType]);
  });

  it.each(QR_TYPES)(
    '%s: shows each error under its field, linked by aria-describedby',
    (qrType) => {
      const result = validateContent(qrType, emptyContent(qrType));
      if (result.ok) throw new Error('the empty form must be invalid');
      const { container } = renderForm(qrType, { errors: result.fields });
      const alerts = screen.getAllByRole('alert');
      expect(alerts).toHaveLength(Object.keys(result.fields).length);
      for (const [name, message] of Object.entries(result.fields)) {
        const control = container.querySelector<HTMLElement>(`[name="${name}"]`);
        expect(control, name).not.toBeNull();
        expect(control?.getAttribute('aria-invalid')).toBe('true');
        const ids = control?.getAttribute('aria-describedby')?.split(' ') ?? [];
        const described = ids.map((id) => document.getElementById(id));
        const alert = described.find((el) => el?.getAttribute('role') === 'alert');
        expect(alert?.textContent).toBe(message);
        // Under its own field: label, control and message share one field group.
        expect(control?.parentElement?.contains(alert ?? null)).toBe(true);
      }
    },
  );

  it('url: a bare host gets https:// when the field is left, and the blur is reported', async () => {
    const { user, last, blurs } = renderForm('url');
    await user.type(field('Website URL'), 'example.com/menu');
    await user.tab();
    expect(last()).toEqual({ url: 'https://example.com/menu' });
    expect(field('Website URL')).toHaveProperty('value', 'https://example.com/menu');
    expect(blurs).toEqual(['url']);
  });

  it('url: an invalid value is left as typed', async () => {
    const { user, last } = renderForm('url');
    await user.type(field('Website URL'), 'localhost');
    await user.tab();
    expect(last()).toEqual({ url: 'localhost' });
  });

  it('text: live counter and the standard-code hint', async () => {
    const { user } = renderForm('text');
    const textArea = field('Text Content');
    const hint = document.getElementById(
      textArea.getAttribute('aria-describedby')?.split(' ')[0] ?? '',
    );
    expect(hint?.textContent).toContain('Up to 2953 characters for standard codes');
    expect(hint?.textContent).toContain('0 / 2953');
    await user.type(textArea, 'Hello');
    expect(hint?.textContent).toContain('5 / 2953');
  });

  it('wifi: no password field for an open network', async () => {
    const { user, last } = renderForm('wifi');
    expect(field('Security')).toHaveProperty('value', 'WPA');
    expect(
      within(field('Security') as HTMLElement)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['WPA/WPA2', 'WEP', 'None']);
    await user.type(field('Password'), 'secret-pass');
    await user.selectOptions(field('Security'), 'nopass');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(last().encryption).toBe('nopass');
    await user.type(field('Network Name (SSID)'), 'Cafe');
    expect(validateContent('wifi', last())).toEqual({
      ok: true,
      data: { ssid: 'Cafe', encryption: 'nopass', hidden: false },
    });
  });

  it('events: shows stored UTC times in local time, with the time zone', () => {
    const { timeZone: _, ...stored } = emptyContent('events');
    renderForm('events', { value: { ...stored, startDate: '2026-01-15T17:30:00.000Z' } });
    // 17:30 UTC is 12:30 in New York in January (EST, UTC-5).
    expect(field('Start Date')).toHaveProperty('value', '2026-01-15T12:30');
    expect(screen.getAllByText(/Your time zone: America\/New_York \(UTC-0[45]:00\)/)).toHaveLength(
      2,
    );
  });

  it('events: the event’s own time zone, by default the user’s, keeps wall-clock times', () => {
    const { last } = renderForm('events', {
      value: { ...emptyContent('events'), startDate: '2026-01-15T17:30:00.000Z' },
    });
    expect(field('Time Zone')).toHaveProperty('value', 'America/New_York');
    expect(screen.getAllByText(/Event time zone: America\/New_York \(UTC-05:00\)/)).toHaveLength(2);
    fireEvent.change(field('Time Zone'), { target: { value: 'Europe/Berlin' } });
    // 12:30 stays 12:30, now in Berlin (CET, UTC+1): 11:30 UTC.
    expect(last()).toMatchObject({
      timeZone: 'Europe/Berlin',
      startDate: '2026-01-15T11:30:00.000Z',
    });
    expect(field('Start Date')).toHaveProperty('value', '2026-01-15T12:30');
    fireEvent.change(field('Start Date'), { target: { value: '2026-07-04T20:00' } });
    expect(last().startDate).toBe('2026-07-04T18:00:00.000Z');
  });

  it('events: clearing a date empties the field', () => {
    const { last } = renderForm('events', {
      value: { ...emptyContent('events'), endDate: '2026-01-15T17:30:00.000Z' },
    });
    fireEvent.change(field('End Date'), { target: { value: '' } });
    expect(last().endDate).toBe('');
  });

  it('social: the platform list is the spec list, in order, with a placeholder', () => {
    renderForm('social');
    const options = within(field('Platform')).getAllByRole('option') as HTMLOptionElement[];
    expect(options[0]).toMatchObject({ value: '', textContent: 'Select a platform' });
    expect(options.slice(1).map((o) => o.value)).toEqual([...SOCIAL_PLATFORMS]);
  });

  it('payment: price is a USD number input from 0.01 in steps of 0.01', () => {
    renderForm('payment');
    const price = field('Price (USD)');
    expect(price.getAttribute('type')).toBe('number');
    expect(price.getAttribute('min')).toBe('0.01');
    expect(price.getAttribute('step')).toBe('0.01');
  });

  it('disabled: every control is disabled', () => {
    const { container } = renderForm('contact', { disabled: true });
    const all = controls(container);
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((c) => c.matches(':disabled'))).toBe(true);
  });

  it('keeps ids unique when two forms are on one page', () => {
    act(() => {
      render(
        <>
          <ContentForm qrType="sms" value={emptyContent('sms')} onChange={() => {}} errors={{}} />
          <ContentForm qrType="sms" value={emptyContent('sms')} onChange={() => {}} errors={{}} />
        </>,
      );
    });
    const ids = Array.from(document.querySelectorAll('[id]')).map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
