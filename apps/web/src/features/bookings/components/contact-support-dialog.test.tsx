import { contract } from '@washday/core';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ContactSupportDialog } from './contact-support-dialog';

function supportConfigured(phone: string | null, whatsapp: string | null) {
  return mockApi([on(contract.support.contact, { success: true, phone, whatsapp })]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact support dialog', () => {
  it("shows the server's support phone as +91 XXXXX XXXXX with a tel: link, its WhatsApp, and the order id", async () => {
    supportConfigured('9810012345', '9810054321');
    renderWithProviders(<ContactSupportDialog orderId="WD-7K3M9Q" onOpenChange={vi.fn()} />);

    expect(screen.getByRole('dialog', { name: 'Contact Support' })).toBeInTheDocument();
    const call = await screen.findByRole('link', { name: /Call \+91 98100 12345/ });
    expect(call).toHaveAttribute('href', 'tel:+919810012345');
    expect(call).toHaveTextContent('Available 24/7');

    const whatsapp = screen.getByRole('link', { name: /WhatsApp/ });
    expect(whatsapp).toHaveTextContent('Quick responses');
    expect(whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/919810054321\?text=/);
    expect(decodeURIComponent(whatsapp.getAttribute('href') ?? '')).toContain('WD-7K3M9Q');
    expect(whatsapp).toHaveAttribute('target', '_blank');

    expect(screen.getByTestId('support-order-id')).toHaveTextContent('WD-7K3M9Q');
  });

  it('hides the actions the server has no number for, rather than showing a made-up one', async () => {
    const api = supportConfigured(null, '9810054321');
    renderWithProviders(<ContactSupportDialog orderId="WD-7K3M9Q" onOpenChange={vi.fn()} />);
    expect(await screen.findByRole('link', { name: /WhatsApp/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Call/ })).not.toBeInTheDocument();
    expect(api.calls(contract.support.contact)).toHaveLength(1);
  });

  it('shows no number at all while the support numbers cannot be loaded', async () => {
    const api = mockApi([on(contract.support.contact, () => fail(500, 'Something went wrong'))]);
    renderWithProviders(<ContactSupportDialog orderId="WD-7K3M9Q" onOpenChange={vi.fn()} />);
    await vi.waitFor(() => expect(api.calls(contract.support.contact).length).toBeGreaterThan(0));
    expect(screen.getByTestId('support-order-id')).toHaveTextContent('WD-7K3M9Q');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('stays closed without an order', () => {
    supportConfigured('9810012345', '9810054321');
    renderWithProviders(<ContactSupportDialog orderId={null} onOpenChange={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
