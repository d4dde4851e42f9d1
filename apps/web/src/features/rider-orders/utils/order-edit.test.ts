import { builtInCatalogue, type CatalogueService } from '@washday/core';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { makeRiderOrder } from '../testing/rider-order-fixtures';
import {
  addableCategories,
  addService,
  addServiceProblem,
  changeQuantity,
  editBlockReason,
  estimateEdit,
  indexCatalogue,
  initialEditItems,
  itemsToSend,
  orderItems,
  parseQuantityInput,
  removeItem,
  sameItems,
  type EditItem,
} from './order-edit';
import { LAUNDRY, SHIRT, makeVerification, withLines } from './order-edit-fixtures';
import { clearEditDraft, EDIT_DRAFT_TTL_MS, editDraftKey, loadEditDraft, saveEditDraft } from './order-edit-storage';

const catalogue = builtInCatalogue();
const index = indexCatalogue(catalogue);
const service = (id: string) => index.get(id) as CatalogueService;
const item = (serviceId: string, quantity: number): EditItem => {
  const s = service(serviceId);
  return { serviceId, name: s.name, category: s.category, unit: s.unit, price: s.price, quantity };
};

/** The screens' English wording (tests render in English). */
const t = i18n.getFixedT('en', 'rider');

describe('editing quantities (rider-portal.md §5.5)', () => {
  it('never goes below 0, and stops at the per-line limit', () => {
    const items = [item('dc-men-shirt', 1)];
    const down = changeQuantity(items, 0, -1);
    expect(down[0]?.quantity).toBe(0);
    expect(changeQuantity(down, 0, -1)[0]?.quantity).toBe(0);
    expect(changeQuantity([item('dc-men-shirt', 99)], 0, 1)[0]?.quantity).toBe(99);
    // The original list is left alone.
    expect(items[0]?.quantity).toBe(1);
  });

  it('removes a line by position', () => {
    expect(removeItem([item('dc-men-shirt', 1), item('laundry-fold', 2)], 0).map((i) => i.serviceId)).toEqual(['laundry-fold']);
  });

  it('reads the quantity input: unreadable or 0 falls back to 1; a negative stays, to be refused', () => {
    expect(parseQuantityInput('3')).toBe(3);
    expect(parseQuantityInput(' 12 ')).toBe(12);
    expect(parseQuantityInput('')).toBe(1);
    expect(parseQuantityInput('abc')).toBe(1);
    expect(parseQuantityInput('0')).toBe(1);
    expect(parseQuantityInput('-2')).toBe(-2);
  });

  it("checks Add Service with the spec's messages, the service first", () => {
    expect(addServiceProblem('', 1)).toBe('Please select a service');
    expect(addServiceProblem('', -1)).toBe('Please select a service');
    expect(addServiceProblem('dc-men-shirt', -2)).toBe('Please enter a valid quantity');
    expect(addServiceProblem('dc-men-shirt', 100)).toBe('Please enter a valid quantity');
    expect(addServiceProblem('dc-men-shirt', 1.5)).toBe('Please enter a valid quantity');
    expect(addServiceProblem('dc-men-shirt', 2)).toBeNull();
  });

  it('adds a new service at the end, and adds to the quantity of one already listed', () => {
    const items = [item('dc-men-shirt', 2)];
    const added = addService(items, service('laundry-fold'), 3);
    expect(added.map((i) => [i.serviceId, i.quantity])).toEqual([
      ['dc-men-shirt', 2],
      ['laundry-fold', 3],
    ]);
    expect(addService(added, service('dc-men-shirt'), 4).map((i) => [i.serviceId, i.quantity])).toEqual([
      ['dc-men-shirt', 6],
      ['laundry-fold', 3],
    ]);
    // A line brought down to 0 comes back with what is added.
    expect(addService([item('dc-men-shirt', 0)], service('dc-men-shirt'), 1)[0]?.quantity).toBe(1);
  });
});

describe('what is sent', () => {
  it('sends only catalogue services above 0, merged', () => {
    expect(itemsToSend([item('dc-men-shirt', 2), item('laundry-fold', 0), item('dc-men-shirt', 1)])).toEqual([
      { serviceId: 'dc-men-shirt', quantity: 3 },
    ]);
    expect(itemsToSend([{ ...item('dc-men-shirt', 1), serviceId: null }])).toEqual([]);
  });

  it('compares items ignoring order and lines at 0', () => {
    expect(
      sameItems(
        [item('dc-men-shirt', 2), item('laundry-fold', 1)],
        [item('laundry-fold', 1), item('dc-men-shirt', 2), item('iron-regular', 0)],
      ),
    ).toBe(true);
    expect(sameItems([item('dc-men-shirt', 2)], [item('dc-men-shirt', 3)])).toBe(false);
  });
});

describe('where an edit starts and whether it may', () => {
  it("starts from the latest proposal the customer has, else from the order's items", () => {
    const order = makeRiderOrder({ ...withLines([SHIRT]) });
    expect(initialEditItems(order).map((i) => [i.serviceId, i.quantity])).toEqual([['dc-men-shirt', 2]]);
    const proposal = makeVerification(order._id, [SHIRT], [SHIRT, LAUNDRY], { status: 'rejected' });
    expect(initialEditItems({ ...order, verification: proposal }).map((i) => i.serviceId)).toEqual([
      'dc-men-shirt',
      'laundry-fold',
    ]);
    expect(initialEditItems({ ...order, verification: { ...proposal, status: 'cancelled' } }).map((i) => i.serviceId)).toEqual([
      'dc-men-shirt',
    ]);
  });

  it("allows edits only on the rider's open pickup", () => {
    expect(editBlockReason(makeRiderOrder({ riderStatus: 'accepted' }), t)).toBeNull();
    expect(editBlockReason(makeRiderOrder({ riderStatus: 'picked_up', status: 'in_progress' }), t)).toBeNull();
    expect(editBlockReason(makeRiderOrder({ tripType: 'delivery' }), t)).toMatch(/delivery/);
    expect(editBlockReason(makeRiderOrder({ riderStatus: 'completed' }), t)).toMatch(/pickup is completed/);
    expect(editBlockReason(makeRiderOrder({ status: 'cancelled' }), t)).toMatch(/cancelled/);
    const custom = makeRiderOrder({ ...withLines([SHIRT]) });
    custom.items = custom.items.map((i) => ({ ...i, serviceId: null }));
    expect(editBlockReason(custom, t)).toMatch(/custom item/);
  });

  it('reads the order items as they were priced', () => {
    expect(orderItems(makeRiderOrder({ ...withLines([LAUNDRY]) }))).toEqual([
      { serviceId: 'laundry-fold', name: 'Laundry + Fold', category: 'laundry', unit: 'KG', price: 70, quantity: 3 },
    ]);
  });
});

describe('the preview total by core pricing', () => {
  it('prices at the live catalogue and gives the difference from the original', () => {
    const estimate = estimateEdit([item('dc-men-shirt', 3), item('laundry-fold', 0)], index, 200);
    expect(estimate).toEqual({ total: 300, original: 200, difference: 100, problem: null });
    expect(estimateEdit([item('dc-men-shirt', 1)], index, 200).difference).toBe(-100);
  });

  it("prices at the line's own price while the catalogue is not loaded", () => {
    expect(estimateEdit([{ ...item('dc-men-shirt', 2), price: 90 }], new Map(), 0).total).toBe(180);
  });

  it('says why a withdrawn service would be refused', () => {
    const withdrawn = new Map(index);
    withdrawn.set('dc-men-shirt', { ...service('dc-men-shirt'), enabled: false });
    expect(estimateEdit([item('dc-men-shirt', 1)], withdrawn, 0).problem).toBe("Service 'dc-men-shirt' is not available");
  });

  it('is 0 with nothing to send (a quick pickup before anything is added)', () => {
    expect(estimateEdit([], index, 0)).toEqual({ total: 0, original: 0, difference: 0, problem: null });
  });

  it('offers only enabled categories with enabled services', () => {
    const names = addableCategories(catalogue).map((c) => c.name);
    expect(names).not.toContain('Dry Clean');
    expect(names).toContain('Iron');
  });
});

describe('the draft kept for the session', () => {
  afterEach(() => sessionStorage.clear());

  it('survives a reload, and is dropped when cleared, stale or unreadable', () => {
    const draft = { items: [item('dc-men-shirt', 2)], notes: 'Two extra' };
    saveEditDraft('order-1', draft, 1_000);
    expect(loadEditDraft('order-1', 2_000)).toEqual(draft);
    expect(loadEditDraft('order-2', 2_000)).toBeNull();
    clearEditDraft('order-1');
    expect(loadEditDraft('order-1', 2_000)).toBeNull();

    saveEditDraft('order-1', draft, 1_000);
    expect(loadEditDraft('order-1', 1_000 + EDIT_DRAFT_TTL_MS)).toBeNull();
    expect(sessionStorage.getItem(editDraftKey('order-1'))).toBeNull();

    sessionStorage.setItem(editDraftKey('order-1'), '{"items": "nope"}');
    expect(loadEditDraft('order-1')).toBeNull();
  });
});
