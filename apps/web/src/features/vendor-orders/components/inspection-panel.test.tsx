import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { contract, INSPECTION_MESSAGES, type InspectionView } from '@washday/core';
import '@/locales/vendor-strings';
import { setAppLanguage } from '@/lib/i18n';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ORDER_ID, TAGS, inspection, stageScan, vendorOrder } from '../testing/vendor-fixtures';
import { VendorOrderDialog } from './vendor-order-dialog';

const received = vendorOrder({ vendorStage: 'received' });
const PHOTO_URL = (id: string) => `/api/inspections/bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2/photos/${id}`;

/** The inspection endpoints: the notes so far, a created note, and each photo added to it. */
function inspectionApi(existing: InspectionView[] = [], scannedIn: string[] = TAGS.map((tag) => tag.code)) {
  const notes = [...existing];
  return [
    on(contract.vendorScans.read, { success: true, scan: stageScan('intake', scannedIn) }),
    on(contract.vendorInspections.list, () => ({ success: true, inspections: [...notes] })),
    on(contract.vendorInspections.create, ({ body }) => {
      const tag = TAGS.find((one) => one.id === body.tagId)!;
      const note = inspection({
        id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2',
        tag_id: tag.id,
        tag_code: tag.code,
        issues: body.issues ?? [],
        note: body.note ?? '',
        decision: body.askCustomer ? 'pending' : null,
      });
      notes.push(note);
      const message = body.askCustomer ? INSPECTION_MESSAGES.savedAsking : INSPECTION_MESSAGES.saved;
      return new Response(JSON.stringify({ success: true, message, inspection: note }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
    on(contract.vendorInspections.addPhoto, ({ params }) => {
      const note = notes.find((one) => one.id === params.inspectionId)!;
      const id = `cccccccc-cccc-4ccc-8ccc-ccccccccccc${note.photos.length + 1}`;
      note.photos = [...note.photos, { id, url: PHOTO_URL(id) }];
      return new Response(JSON.stringify({ success: true, message: 'Photo added', inspection: note }), {
        status: 201,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  ];
}

const jpeg = (name: string) => new File(['x'], name, { type: 'image/jpeg' });

describe("the laundry's inspection", () => {
  beforeAll(async () => {
    await setAppLanguage('en');
    URL.createObjectURL ??= vi.fn(() => 'blob:preview');
    URL.revokeObjectURL ??= vi.fn();
  });
  afterEach(async () => {
    await setAppLanguage('en');
  });

  it("lists the notes with the customer's answer", async () => {
    mockApi(
      inspectionApi([
        inspection({ decision: 'pending', photos: [{ id: 'p1', url: '/api/inspections/x/photos/p1' }] }),
        inspection({
          id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb7',
          tag_code: 'WD-7K3F-02',
          issues: ['damage'],
          note: '',
          decision: 'approved',
        }),
        inspection({
          id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb8',
          tag_code: 'WD-7K3F-03',
          issues: ['colour_run'],
          decision: 'declined',
        }),
      ]),
    );
    renderWithProviders(<VendorOrderDialog order={received} onClose={vi.fn()} />);
    const notes = await screen.findByRole('list', { name: 'Notes on this order' });
    expect(within(notes).getByRole('listitem', { name: 'WD-7K3F-01' })).toHaveTextContent('Waiting for customer');
    expect(within(notes).getByRole('listitem', { name: 'WD-7K3F-01' })).toHaveTextContent(/Stain\s*Ink on the left cuff/);
    expect(within(notes).getByRole('img', { name: 'Photo 1 of WD-7K3F-01' })).toHaveAttribute(
      'src',
      '/api/inspections/x/photos/p1',
    );
    expect(within(notes).getByRole('listitem', { name: 'WD-7K3F-02' })).toHaveTextContent(/Approved\s*Damage/);
    expect(within(notes).getByRole('listitem', { name: 'WD-7K3F-03' })).toHaveTextContent('Declined');
    expect(screen.queryByText(/Not scanned in at intake/)).not.toBeInTheDocument();
  });

  it("checks the note with core's rules, then sends it and its photos one per request", async () => {
    const api = mockApi(inspectionApi());
    const user = userEvent.setup();
    renderWithProviders(<VendorOrderDialog order={received} onClose={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Inspection note' });
    await user.click(within(form).getByRole('button', { name: 'Save note' }));
    expect(await within(form).findByText(INSPECTION_MESSAGES.tagRequired)).toBeInTheDocument();
    expect(within(form).getByText(INSPECTION_MESSAGES.somethingToNote)).toBeInTheDocument();

    await user.click(within(form).getByRole('radio', { name: 'WD-7K3F-02' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Ask the customer before cleaning' }));
    await user.click(within(form).getByRole('button', { name: 'Save note' }));
    // Asking the customer needs a reason for them.
    expect(await within(form).findByText(INSPECTION_MESSAGES.holdNeedsNote)).toBeInTheDocument();
    expect(api.calls(contract.vendorInspections.create)).toHaveLength(0);

    await user.click(within(form).getByRole('checkbox', { name: 'Stain' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Colour-run risk' }));
    await user.type(within(form).getByLabelText('Note'), 'Red dye bleeds at 40°');
    await user.upload(within(form).getByLabelText('Add photo'), [jpeg('a.jpg'), jpeg('b.jpg')]);
    expect(within(form).getAllByRole('img', { name: /New photo/ })).toHaveLength(2);
    await user.click(within(form).getByRole('button', { name: 'Save note' }));

    expect(await within(form).findByRole('status')).toHaveTextContent(INSPECTION_MESSAGES.savedAsking);
    expect(api.calls(contract.vendorInspections.create)[0]!.body).toEqual({
      tagId: TAGS[1].id,
      issues: ['stain', 'colour_run'],
      note: 'Red dye bleeds at 40°',
      askCustomer: true,
    });
    expect(api.calls(contract.vendorInspections.create)[0]!.params).toEqual({ id: ORDER_ID });
    const photos = api.calls(contract.vendorInspections.addPhoto);
    expect(photos).toHaveLength(2);
    expect(photos[0]!.params).toEqual({ inspectionId: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbb2' });
    expect((photos[1]!.body.get('photo') as File).name).toBe('b.jpg');
    // The list shows the new note with its photos, waiting for the customer; the form is empty again.
    const notes = await screen.findByRole('list', { name: 'Notes on this order' });
    await waitFor(() => expect(within(notes).getAllByRole('img')).toHaveLength(2));
    expect(within(notes).getByRole('listitem', { name: 'WD-7K3F-02' })).toHaveTextContent('Waiting for customer');
    expect(within(form).queryAllByRole('img', { name: /New photo/ })).toHaveLength(0);
    expect(within(form).getByLabelText('Note')).toHaveValue('');
    expect(within(form).getByRole('radio', { name: /WD-7K3F-02\s*noted/ })).toBeInTheDocument();
  });

  it('refuses a fifth photo and a file that is not an image, before sending', async () => {
    mockApi(inspectionApi());
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<VendorOrderDialog order={received} onClose={vi.fn()} />);
    const form = await screen.findByRole('form', { name: 'Inspection note' });
    await user.upload(within(form).getByLabelText('Add photo'), new File(['x'], 'a.gif', { type: 'image/gif' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(INSPECTION_MESSAGES.photoWrongType);
    await user.upload(
      within(form).getByLabelText('Add photo'),
      ['1', '2', '3', '4', '5'].map((n) => jpeg(`${n}.jpg`)),
    );
    expect(within(form).getAllByRole('img', { name: /New photo/ })).toHaveLength(4);
    expect(within(form).getByRole('alert')).toHaveTextContent(INSPECTION_MESSAGES.photoLimit);
    expect(within(form).queryByLabelText('Add photo')).not.toBeInTheDocument();
  });

  it('says which tags did not come in at intake', async () => {
    mockApi(inspectionApi([], ['WD-7K3F-01']));
    renderWithProviders(<VendorOrderDialog order={received} onClose={vi.fn()} />);
    expect(
      await screen.findByText('Not scanned in at intake: WD-7K3F-02, WD-7K3F-03. Operations have been told.'),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal to start processing while the customer has not answered", async () => {
    const waiting = INSPECTION_MESSAGES.awaitingCustomer(['WD-7K3F-01']);
    mockApi([...inspectionApi([inspection({ decision: 'pending' })]), on(contract.vendor.setStage, () => fail(409, waiting))]);
    const user = userEvent.setup();
    renderWithProviders(<VendorOrderDialog order={received} onClose={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Start processing' }));
    expect(await screen.findByText(waiting, { selector: '[role=alert]' })).toBeInTheDocument();
  });

  it('reads in Hindi, the refusals too', async () => {
    await setAppLanguage('hi');
    mockApi([
      ...inspectionApi([inspection({ decision: 'pending' })]),
      on(contract.vendor.setStage, () => fail(409, INSPECTION_MESSAGES.awaitingCustomer(['WD-7K3F-01']))),
    ]);
    const user = userEvent.setup();
    renderWithProviders(<VendorOrderDialog order={received} onClose={vi.fn()} />);
    const notes = await screen.findByRole('list', { name: 'इस ऑर्डर के नोट' });
    expect(within(notes).getByRole('listitem', { name: 'WD-7K3F-01' })).toHaveTextContent('दाग');
    expect(within(notes).getByRole('listitem', { name: 'WD-7K3F-01' })).toHaveTextContent('ग्राहक के जवाब का इंतज़ार');
    const form = screen.getByRole('form', { name: 'जाँच नोट' });
    await user.click(within(form).getByRole('button', { name: 'नोट सहेजें' }));
    expect(await within(form).findByText('कपड़ा (उसका टैग) चुनें')).toBeInTheDocument();
    expect(within(form).getByText('जो मिला उस पर टिक करें, या नोट लिखें')).toBeInTheDocument();
    expect(within(form).getByRole('checkbox', { name: 'रंग निकलने का डर' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'धुलाई शुरू करें' }));
    expect(await screen.findByText('धुलाई से पहले WD-7K3F-01 पर ग्राहक के जवाब का इंतज़ार है')).toBeInTheDocument();
  });
});
