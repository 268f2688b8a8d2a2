import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { PasswordField } from './password-field.js';

function Form({ onValue }: { onValue: (value: string) => void }) {
  const form = useForm({ defaultValues: { password: '' } });
  return (
    <form onSubmit={form.handleSubmit((v) => onValue(v.password))}>
      <PasswordField
        label="New Password"
        autoComplete="new-password"
        error={form.formState.errors.password?.message}
        {...form.register('password', { required: 'Password is required' })}
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('PasswordField', () => {
  it('hides the password until the toggle is pressed, and hides it again', async () => {
    const user = userEvent.setup();
    render(<Form onValue={() => {}} />);
    const input = screen.getByLabelText('New Password') as HTMLInputElement;
    const toggle = screen.getByRole('button', { name: 'Show new password' });
    expect(input.type).toBe('password');
    expect(input.autocomplete).toBe('new-password');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe(input.id);

    await user.type(input, 'secret 1');
    await user.click(toggle);
    expect(input.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(input.value).toBe('secret 1');

    // Keyboard: the toggle is the next Tab stop after the input and works with Space.
    input.focus();
    await user.tab();
    expect(document.activeElement).toBe(toggle);
    await user.keyboard(' ');
    expect(input.type).toBe('password');
  });

  it('feeds react-hook-form and shows its message tied to the input', async () => {
    const user = userEvent.setup();
    const values: string[] = [];
    render(<Form onValue={(v) => values.push(v)} />);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const input = screen.getByLabelText('New Password');
    const message = await screen.findByText('Password is required');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(message.id);

    await user.type(input, 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(values).toEqual(['correct horse']);
  });
});
