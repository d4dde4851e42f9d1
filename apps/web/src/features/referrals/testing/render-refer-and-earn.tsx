// The open Refer & Earn dialog with its toasts, for the dialog's English and Hindi tests.
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { renderWithProviders } from '@/test/render';
import { ReferAndEarnDialog } from '../components/refer-and-earn-dialog';

export function renderReferAndEarn() {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ReferAndEarnDialog userId="user-1" open onOpenChange={() => {}} />
      <Toaster />
    </>,
  );
  return user;
}
