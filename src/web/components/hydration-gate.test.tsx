import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HydrationGate } from './hydration-gate.js';

function Form() {
  return (
    <HydrationGate>
      <form>
        <label>
          Email address
          <input name="email" />
        </label>
        <button type="submit">Start Free Trial</button>
        <a href="/faq">FAQ</a>
      </form>
    </HydrationGate>
  );
}

describe('HydrationGate', () => {
  it('prerendered: its controls are disabled in the HTML, its links are plain links', () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Form />);
    expect(host.querySelector('fieldset')?.disabled).toBe(true);
    expect(host.querySelector('button')?.matches(':disabled')).toBe(true);
    expect(host.querySelector('input')?.matches(':disabled')).toBe(true);
    expect(host.querySelector('a')?.getAttribute('href')).toBe('/faq');
  });

  it('hydrated: the controls are enabled once React owns the markup', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(<Form />);
    document.body.append(host);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, <Form />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(host.querySelector('button')?.matches(':disabled')).toBe(false);
    expect(host.querySelector('fieldset')?.dataset.hydrated).toBe('true');
    host.remove();
  });

  it('rendered by the browser alone: enabled from the first render', () => {
    render(<Form />);
    expect(screen.getByRole('button', { name: 'Start Free Trial' }).matches(':disabled')).toBe(
      false,
    );
    expect(screen.getByRole('textbox', { name: 'Email address' }).matches(':disabled')).toBe(false);
  });
});
