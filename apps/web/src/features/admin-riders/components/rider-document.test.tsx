import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labelsNotInName } from '@/test/label-in-name';
import { RiderDocument } from './rider-document';

describe('rider document', () => {
  it('opens by a button named for the document, and names a failed image by what it says', () => {
    const { container } = render(<RiderDocument url="/api/admin/riders/r1/selfie" label="Selfie" riderName="Ravi Kumar" />);
    expect(screen.getByRole('button', { name: 'Open Selfie of Ravi Kumar' })).toBeEnabled();

    fireEvent.error(screen.getByRole('img', { name: 'Selfie of Ravi Kumar' }));
    const failed = screen.getByRole('button', { name: 'Could not load the image: Selfie of Ravi Kumar' });
    expect(failed).toBeDisabled();
    expect(failed).toHaveTextContent('Could not load the image');
    expect(labelsNotInName(container, 'button')).toEqual([]);
  });
});
