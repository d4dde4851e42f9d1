import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from './button';
import { Dialog, DialogContent, DialogTitle } from './dialog';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from './dropdown-menu';

// Every dialog here is opened from code (no Dialog.Trigger), as the admin console's row buttons and menus open theirs:
// Radix alone left focus on <body> when such a dialog closed.

function RowsWithConfirm() {
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <>
      <a href="#top">Top of the page</a>
      {['Sector 45', 'Sector 69'].map((name) => (
        <Button key={name} onClick={() => setRemoving(name)}>
          Remove {name}
        </Button>
      ))}
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        icon={Trash2}
        tone="danger"
        title={`Remove ${removing}?`}
        description="It stops being served."
        confirmLabel="Remove"
        onConfirm={() => setRemoving(null)}
        pending={false}
      />
    </>
  );
}

function MenuThenDialog() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger>Row actions</DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem onSelect={() => setOpen(true)}>Rename</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogTitle>Rename</DialogTitle>
          <input aria-label="Name" />
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Details opens Edit in its place (the admin bookings' pair): closing Edit goes back to the row's Details button. */
function DetailsThenEdit() {
  const [shown, setShown] = useState<'details' | 'edit' | null>(null);
  return (
    <>
      <Button onClick={() => setShown('details')}>Details of WD-7K3M9Q</Button>
      <Dialog open={shown === 'details'} onOpenChange={(open) => !open && setShown(null)}>
        <DialogContent>
          <DialogTitle>WD-7K3M9Q</DialogTitle>
          <Button onClick={() => setShown('edit')}>Edit booking</Button>
        </DialogContent>
      </Dialog>
      <Dialog open={shown === 'edit'} onOpenChange={(open) => !open && setShown(null)}>
        <DialogContent>
          <DialogTitle>Edit WD-7K3M9Q</DialogTitle>
          <Button onClick={() => setShown(null)}>Save changes</Button>
        </DialogContent>
      </Dialog>
    </>
  );
}

/** Details stays open under a Refund dialog opened from its own button (the admin bookings' payment section). */
function DetailsWithRefund() {
  const [details, setDetails] = useState(false);
  const [refund, setRefund] = useState(false);
  return (
    <>
      <Button onClick={() => setDetails(true)}>Details of WD-7K3M9Q</Button>
      <Dialog open={details} onOpenChange={setDetails}>
        <DialogContent>
          <DialogTitle>WD-7K3M9Q</DialogTitle>
          <Button onClick={() => setRefund(true)}>Refund…</Button>
          <Dialog open={refund} onOpenChange={setRefund}>
            <DialogContent>
              <DialogTitle>Refund WD-7K3M9Q</DialogTitle>
              <Button onClick={() => setRefund(false)}>Refund</Button>
            </DialogContent>
          </Dialog>
        </DialogContent>
      </Dialog>
    </>
  );
}

describe('a dialog opened from code gives focus back to what opened it', () => {
  it('after Confirm, after Cancel and after Escape: the row button that asked', async () => {
    const user = userEvent.setup();
    render(<RowsWithConfirm />);
    const second = screen.getByRole('button', { name: 'Remove Sector 69' });

    await user.click(second);
    expect(await screen.findByRole('alertdialog', { name: 'Remove Sector 69?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(second));

    // By keyboard: Enter opens, Escape closes.
    const first = screen.getByRole('button', { name: 'Remove Sector 45' });
    first.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('alertdialog', { name: 'Remove Sector 45?' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.activeElement).toBe(first));

    await user.click(second);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(document.activeElement).toBe(second));
  });

  it("from a menu's item (gone once the menu closes): the menu's trigger", async () => {
    const user = userEvent.setup();
    render(<MenuThenDialog />);
    const trigger = screen.getByRole('button', { name: 'Row actions' });
    await user.click(trigger);
    await user.click(await screen.findByRole('menuitem', { name: 'Rename' }));
    expect(await screen.findByRole('dialog', { name: 'Rename' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(trigger));
  });

  it('from a button inside another dialog that closed: where that dialog was opened from', async () => {
    const user = userEvent.setup();
    render(<DetailsThenEdit />);
    const details = screen.getByRole('button', { name: 'Details of WD-7K3M9Q' });
    await user.click(details);
    await user.click(await screen.findByRole('button', { name: 'Edit booking' }));
    expect(await screen.findByRole('dialog', { name: 'Edit WD-7K3M9Q' })).toBeInTheDocument();
    // The details dialog went as the edit dialog came: focus stays in the edit dialog meanwhile.
    await waitFor(() =>
      expect(screen.getByRole('dialog', { name: 'Edit WD-7K3M9Q' })).toContainElement(document.activeElement as HTMLElement),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(details));
  });

  it('from a button inside a dialog that stays open: that button', async () => {
    const user = userEvent.setup();
    render(<DetailsWithRefund />);
    await user.click(screen.getByRole('button', { name: 'Details of WD-7K3M9Q' }));
    const opener = await screen.findByRole('button', { name: 'Refund…' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund WD-7K3M9Q' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.click(opener);
    expect(await screen.findByRole('dialog', { name: 'Refund WD-7K3M9Q' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Refund WD-7K3M9Q' })).not.toBeInTheDocument());
    expect(screen.getByRole('dialog', { name: 'WD-7K3M9Q' })).toBeInTheDocument();
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});
