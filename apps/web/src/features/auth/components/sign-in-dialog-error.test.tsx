import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { SignInDialog } from './sign-in-dialog';

// A broken step must not take the page down: the dialog shows its own error panel instead.
vi.mock('../api/send-otp', () => ({
  useSendOtp: () => {
    throw new Error('boom');
  },
}));

describe('sign-in dialog error boundary', () => {
  it('shows the generic panel inside the dialog and can be closed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onOpenChange = vi.fn();
    renderWithProviders(<SignInDialog open onOpenChange={onOpenChange} />);

    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByText('Something went wrong. Please close this dialog and try again.')).toBeInTheDocument();
    await userEvent.setup().click(within(dialog).getByText('Close', { selector: 'button' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
