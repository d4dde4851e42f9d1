import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labelsNotInName } from '@/test/label-in-name';
import { renderWithProviders } from '@/test/render';
import { PortalShell } from './portal-shell';

describe('portal shell', () => {
  it('names the logo link by what it shows, the brand and the portal (WCAG 2.5.3)', () => {
    renderWithProviders(<PortalShell portal="Rider Portal">Sign in</PortalShell>);
    expect(screen.getByRole('link', { name: 'Washday Rider Portal' })).toHaveAttribute('href', '/');
    expect(labelsNotInName(document.body, 'link')).toEqual([]);
  });
});
