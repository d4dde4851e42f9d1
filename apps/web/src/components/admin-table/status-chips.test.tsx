import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { labelsNotInName } from '@/test/label-in-name';
import { StatusChips, type ChipsLook } from './status-chips';

const OPTIONS = [
  { value: 'all', label: 'All', count: 23 },
  { value: 'pending', label: 'Pending', count: 12 },
  { value: 'cancelled', label: 'Cancelled', count: undefined },
] as const;

describe('status chips', () => {
  it.each<ChipsLook>(['segmented', 'tabs', 'pills'])(
    'say the count in the name when asked, and each name holds what its chip shows (%s)',
    (look) => {
      render(
        <StatusChips
          label="Booking status"
          options={OPTIONS}
          isSelected={(v) => v === 'all'}
          onSelect={() => {}}
          look={look}
          countInName
        />,
      );
      const group = screen.getByRole('group', { name: 'Booking status' });
      expect(screen.getByRole('button', { name: 'All (23)' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('button', { name: 'Pending (12)' })).toHaveAttribute('aria-pressed', 'false');
      // Not counted yet: the label alone.
      expect(screen.getByRole('button', { name: 'Cancelled' })).toBeInTheDocument();
      expect(labelsNotInName(group, 'button')).toEqual([]);
    },
  );

  it('without a count in the name, the chips are named by what they show', () => {
    render(<StatusChips label="Coupon status" options={OPTIONS} isSelected={() => false} onSelect={() => {}} look="pills" />);
    expect(screen.getByRole('button', { name: 'Pending 12' })).toBeInTheDocument();
    expect(labelsNotInName(screen.getByRole('group', { name: 'Coupon status' }), 'button')).toEqual([]);
  });
});
