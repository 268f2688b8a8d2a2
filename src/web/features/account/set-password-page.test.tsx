import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createQueryClient } from '../../lib/query-client.js';
import { SetPasswordPage } from './set-password-page.js';

function renderAt(path: string) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={hook} searchHook={searchHook}>
        <SetPasswordPage />
      </Router>
    </QueryClientProvider>,
  );
}

describe('SetPasswordPage', () => {
  it('explains a link without a token instead of showing a form', () => {
    renderAt('/set-password');
    expect(screen.getByText(/This link is invalid or has expired/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Send me a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.queryByRole('button', { name: 'Set Password' })).toBeNull();
  });

  it("checks the password rules with the spec's messages before sending", async () => {
    renderAt('/set-password?token=' + 'a'.repeat(43));
    await userEvent.type(screen.getByLabelText('New Password'), '123');
    await userEvent.type(screen.getByLabelText('Confirm New Password'), '456');
    await userEvent.click(screen.getByRole('button', { name: 'Set Password' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
  });
});
