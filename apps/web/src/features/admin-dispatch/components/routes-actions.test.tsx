import { contract, PLANNER_MESSAGES } from '@washday/core';
import { screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderDispatch } from '../testing/render-dispatch';
import { AREAS, makeRoute, makeStop, makeUnplaced, planAnswer } from '../testing/route-plan-fixtures';
import { RoutesBoard } from './routes-board';

vi.mock('react-leaflet', () => import('../testing/routes-leaflet-mock'));

const { plan: PLAN, replan: REPLAN, lock: LOCK, unlock: UNLOCK, autoDispatch: AUTO } = contract.routePlan;
const ok = (message: string) => ({ success: true as const, message });

afterEach(() => {
  toast.dismiss();
  vi.unstubAllGlobals();
});

function twoRiders() {
  const mine = makeStop({ custom_order_id: 'WD-MOVE01' });
  const locked = makeStop({
    custom_order_id: 'WD-LOCK01',
    trip: 'delivery',
    kind: 'deliver_at_door',
    locked: true,
    assigned_by: 'operator',
  });
  const ravi = makeRoute('Ravi Kumar', [mine, locked]);
  const anil = makeRoute('Anil Yadav', [makeStop({ custom_order_id: 'WD-ANIL01' })]);
  return { mine, locked, ravi, anil };
}

describe('Routes board actions', () => {
  it('Lock sends the trip and its own rider to POST locks, and reads the plan again', async () => {
    const { mine, ravi, anil } = twoRiders();
    const api = mockApi([on(PLAN, planAnswer([ravi, anil])), on(LOCK, ok(PLANNER_MESSAGES.locked))]);
    const { user } = renderDispatch(<RoutesBoard />);
    await user.click(await screen.findByRole('button', { name: 'Lock WD-MOVE01 pickup to Ravi Kumar' }));
    await waitFor(() => expect(api.calls(LOCK)).toHaveLength(1));
    expect(api.calls(LOCK)[0]!.body).toEqual({ orderId: mine.orderId, trip: 'pickup', riderId: ravi.rider.id });
    expect(await screen.findByText(PLANNER_MESSAGES.locked)).toBeInTheDocument();
    await waitFor(() => expect(api.calls(PLAN).length).toBeGreaterThanOrEqual(2));
  });

  it('Unlock sends DELETE locks/:orderId/:trip and reads the plan again', async () => {
    const { locked, ravi, anil } = twoRiders();
    const api = mockApi([on(PLAN, planAnswer([ravi, anil])), on(UNLOCK, ok(PLANNER_MESSAGES.unlocked))]);
    const { user } = renderDispatch(<RoutesBoard />);
    await user.click(await screen.findByRole('button', { name: 'Unlock WD-LOCK01 delivery' }));
    await waitFor(() => expect(api.calls(UNLOCK)).toHaveLength(1));
    expect(api.calls(UNLOCK)[0]!.params).toEqual({ orderId: locked.orderId, trip: 'delivery' });
    expect(await screen.findByText(PLANNER_MESSAGES.unlocked)).toBeInTheDocument();
    await waitFor(() => expect(api.calls(PLAN).length).toBeGreaterThanOrEqual(2));
  });

  it('Move to… offers the other riders and locks the trip to the one chosen', async () => {
    const { mine, ravi, anil } = twoRiders();
    const api = mockApi([on(PLAN, planAnswer([ravi, anil])), on(LOCK, ok(PLANNER_MESSAGES.locked))]);
    const { user } = renderDispatch(<RoutesBoard />);
    await user.click(await screen.findByRole('button', { name: 'Move to… (WD-MOVE01 pickup)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move the pickup to a rider' });
    expect(within(dialog).getByRole('button', { name: 'Ravi Kumar has it' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Move to Anil Yadav' }));
    await waitFor(() => expect(api.calls(LOCK)).toHaveLength(1));
    expect(api.calls(LOCK)[0]!.body).toEqual({ orderId: mine.orderId, trip: 'pickup', riderId: anil.rider.id });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(api.calls(PLAN).length).toBeGreaterThanOrEqual(2));
  });

  it("a refused move stays open with the server's reason", async () => {
    const { ravi, anil } = twoRiders();
    mockApi([on(PLAN, planAnswer([ravi, anil])), on(LOCK, () => fail(409, PLANNER_MESSAGES.riderNotOnShift))]);
    const { user } = renderDispatch(<RoutesBoard />);
    await user.click(await screen.findByRole('button', { name: 'Move to… (WD-MOVE01 pickup)' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Move to Anil Yadav' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(PLANNER_MESSAGES.riderNotOnShift);
  });

  it('Assign to… gives an unplaced trip to the chosen rider through POST locks', async () => {
    const { ravi, anil } = twoRiders();
    const far = makeUnplaced({ custom_order_id: 'WD-FAR001', trip: 'delivery' });
    const api = mockApi([on(PLAN, planAnswer([ravi, anil], [far])), on(LOCK, ok(PLANNER_MESSAGES.locked))]);
    const { user } = renderDispatch(<RoutesBoard />);
    await user.click(await screen.findByRole('button', { name: 'Assign to… (WD-FAR001 delivery)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign the delivery to a rider' });
    await user.click(within(dialog).getByRole('button', { name: 'Assign to Ravi Kumar' }));
    await waitFor(() => expect(api.calls(LOCK)).toHaveLength(1));
    expect(api.calls(LOCK)[0]!.body).toEqual({ orderId: far.orderId, trip: 'delivery', riderId: ravi.rider.id });
    await waitFor(() => expect(api.calls(PLAN).length).toBeGreaterThanOrEqual(2));
  });

  it('Re-plan now posts the plan, shows its message and the new routes', async () => {
    const { ravi } = twoRiders();
    const after = makeRoute('Sunil Verma', [makeStop({ custom_order_id: 'WD-NEW001' })]);
    // The server keeps the plan it made: the board's next read gives it too.
    let routes = [ravi];
    const api = mockApi([
      on(PLAN, () => planAnswer(routes)),
      on(REPLAN, () => {
        routes = [ravi, after];
        return { ...planAnswer(routes), message: PLANNER_MESSAGES.replanned };
      }),
    ]);
    const { user } = renderDispatch(<RoutesBoard />);
    await user.click(await screen.findByRole('button', { name: 'Re-plan now' }));
    await waitFor(() => expect(api.calls(REPLAN)).toHaveLength(1));
    expect(await screen.findByText(PLANNER_MESSAGES.replanned)).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Sunil Verma' })).toBeInTheDocument();
  });

  it("an area's switch turns auto-dispatch off through PUT and reads the plan again", async () => {
    const { ravi } = twoRiders();
    const api = mockApi([
      on(PLAN, planAnswer([ravi])),
      on(AUTO, {
        ...ok(PLANNER_MESSAGES.autoOff('Sector 56')),
        area: { id: AREAS[0]!.id, name: 'Sector 56', auto_dispatch: false },
      }),
    ]);
    const { user } = renderDispatch(<RoutesBoard />);
    const item = (await screen.findByRole('switch', { name: 'Auto-dispatch in Sector 56' })).closest('li')!;
    expect(within(item).getByText('7 open trips')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto-dispatch in DLF Phase 5' })).not.toBeChecked();
    await user.click(screen.getByRole('switch', { name: 'Auto-dispatch in Sector 56' }));
    await waitFor(() => expect(api.calls(AUTO)).toHaveLength(1));
    expect(api.calls(AUTO)[0]!.params).toEqual({ areaId: AREAS[0]!.id });
    expect(api.calls(AUTO)[0]!.body).toEqual({ enabled: false });
    expect(await screen.findByText('Auto-dispatch is off for Sector 56')).toBeInTheDocument();
    await waitFor(() => expect(api.calls(PLAN).length).toBeGreaterThanOrEqual(2));
  });
});
