import { formatIndianMobile } from '@washday/core';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SUPPORT_PHONE } from '@/config/support';
import { renderWithProviders } from '@/test/render';
import { ContactSupportDialog } from './contact-support-dialog';

describe('contact support dialog', () => {
  it('shows the support phone as +91 XXXXX XXXXX with a tel: link, WhatsApp, and the order id', () => {
    renderWithProviders(<ContactSupportDialog orderId="WD-7K3M9Q" onOpenChange={vi.fn()} />);

    const dialog = screen.getByRole('dialog', { name: 'Contact Support' });
    expect(dialog).toBeInTheDocument();
    const shown = formatIndianMobile(SUPPORT_PHONE);
    expect(shown).toMatch(/^\+91 \d{5} \d{5}$/);

    const call = screen.getByRole('link', { name: new RegExp(`Call \\${shown}`) });
    expect(call).toHaveAttribute('href', `tel:+${SUPPORT_PHONE}`);
    expect(call).toHaveTextContent('Available 24/7');

    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveTextContent('Quick responses');
    expect(whatsapp.getAttribute('href')).toMatch(new RegExp(`^https://wa\\.me/${SUPPORT_PHONE}\\?text=`));
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('WD-7K3M9Q');
    expect(whatsapp).toHaveAttribute('target', '_blank');

    expect(screen.getByTestId('support-order-id')).toHaveTextContent('WD-7K3M9Q');
  });

  it('stays closed without an order', () => {
    renderWithProviders(<ContactSupportDialog orderId={null} onOpenChange={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
