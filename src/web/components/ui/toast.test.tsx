import '../../test-utils/jsdom-shims.js';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS, dismissToast, toast } from './toast.js';
import { Toaster } from './toaster.js';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('shows at most one toast: a new one replaces the old', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'First', description: 'one' });
    });
    expect(screen.getByText('First')).toBeTruthy();
    act(() => {
      toast({ title: 'Second', description: 'two', variant: 'destructive' });
    });
    expect(screen.queryByText('First')).toBeNull();
    expect(screen.getByText('Second')).toBeTruthy();
    expect(screen.getByText('two')).toBeTruthy();
    expect(screen.getAllByRole('status').length + screen.queryAllByRole('alert').length).toBe(1);
  });

  it('closes itself after 5000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved' });
    });
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved')).toBeNull();
  });

  it('closes with its close button and marks the variant', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Logged out', variant: 'success' });
    });
    expect(document.querySelector('[data-variant="success"]')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Logged out')).toBeNull();
  });

  it('moves focus to the notifications region with F8', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hello' });
    });
    await user.keyboard('[F8]');
    const region = screen.getByRole('region', { name: /Notifications \(F8\)/ });
    expect(region.contains(document.activeElement)).toBe(true);
  });
});
