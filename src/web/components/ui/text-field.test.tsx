import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field.js';

/** The texts of the elements an input's aria-describedby names; fails on an id nothing has. */
function descriptions(input: HTMLElement): string[] {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => {
    const element = document.getElementById(id);
    if (!element) throw new Error(`aria-describedby names "${id}", which no element has`);
    return element.textContent ?? '';
  });
}

describe('TextField', () => {
  it('is described by nothing when it has neither hint nor error', () => {
    render(<TextField label="Name" />);
    expect(screen.getByLabelText('Name').hasAttribute('aria-describedby')).toBe(false);
  });

  it('is described by its hint, then by its hint and its error', () => {
    const { rerender } = render(<TextField label="Subdomain" hint="Opens at x.example.com." />);
    const input = screen.getByLabelText('Subdomain');
    expect(descriptions(input)).toEqual(['Opens at x.example.com.']);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    rerender(
      <TextField label="Subdomain" hint="Opens at x.example.com." error="Use letters only" />,
    );
    expect(descriptions(input)).toEqual(['Opens at x.example.com.', 'Use letters only']);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });
});
