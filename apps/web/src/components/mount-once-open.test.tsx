import { render, screen } from '@testing-library/react';
import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { MountOnceOpen } from './mount-once-open';

const Panel = lazy(async () => ({ default: ({ open }: { open: boolean }) => <p>{open ? 'open' : 'closed'}</p> }));

describe('MountOnceOpen', () => {
  it('mounts nothing until first opened, then keeps its child mounted after it closes', async () => {
    const { rerender } = render(
      <MountOnceOpen open={false}>
        <Panel open={false} />
      </MountOnceOpen>,
    );
    expect(screen.queryByText(/open|closed/)).not.toBeInTheDocument();

    rerender(
      <MountOnceOpen open>
        <Panel open />
      </MountOnceOpen>,
    );
    expect(await screen.findByText('open')).toBeInTheDocument();

    rerender(
      <MountOnceOpen open={false}>
        <Panel open={false} />
      </MountOnceOpen>,
    );
    expect(screen.getByText('closed')).toBeInTheDocument();
  });
});
