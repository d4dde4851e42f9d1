import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import {
  CATALOGUE_ADMIN_MESSAGES as M,
  contract,
  type AdminCategory,
  type AdminService,
  type EndpointReply,
} from '@washday/core';
import { fail, mockApi, on } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render';
import { ServicesScreen } from './services-screen';

const AT = '2026-11-20T05:30:00.000Z';
const service = (overrides: Partial<AdminService>): AdminService => ({
  id: 'iron-regular',
  categoryId: 'iron',
  name: 'Regular Iron',
  description: 'Coal iron for everyday clothes',
  nameHi: null,
  descriptionHi: null,
  price: 20,
  unit: 'PC',
  popular: false,
  enabled: true,
  minQuantity: 1,
  estimatedTime: '24 hours',
  image: '/images/services/iron-regular.svg',
  sortOrder: 2,
  updatedAt: AT,
  ...overrides,
});
const category = (overrides: Partial<AdminCategory>): AdminCategory => ({
  id: 'iron',
  name: 'Iron',
  description: 'Crisp pressing and steam ironing',
  nameHi: null,
  descriptionHi: null,
  icon: 'flame',
  sortOrder: 1,
  enabled: true,
  groupsOthers: false,
  updatedAt: AT,
  services: [],
  ...overrides,
});

const catalogue = (): EndpointReply<typeof contract.adminCatalogue.list> => ({
  success: true,
  categories: [
    category({
      id: 'laundry',
      name: 'Laundry',
      icon: 'shirt',
      sortOrder: 0,
      services: [
        service({
          id: 'laundry-fold',
          categoryId: 'laundry',
          name: 'Laundry + Fold',
          price: 70,
          unit: 'KG',
          popular: true,
          image: '/images/services/laundry-fold.svg',
        }),
      ],
    }),
    category({
      services: [
        service({}),
        service({
          id: 'iron-regular-steam',
          name: 'Regular Steam Iron',
          nameHi: 'भाप वाली इस्त्री',
          price: 40,
          enabled: false,
          image: '/images/services/iron-regular-steam.svg',
        }),
      ],
    }),
    category({ id: 'dry-clean', name: 'Dry Clean', icon: 'shirt', sortOrder: 2, groupsOthers: true }),
    category({
      id: 'mens-dry-clean',
      name: "Men's Dry Clean",
      icon: 'user',
      sortOrder: 3,
      services: [
        service({
          id: 'dc-men-shirt',
          categoryId: 'mens-dry-clean',
          name: 'Shirt',
          price: 100,
          estimatedTime: '48-72 hours',
          image: '/images/services/dc-men-shirt.svg',
        }),
      ],
    }),
  ],
});

function renderScreen(route = '/admin?tab=services&category=iron') {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <ServicesScreen />
      <Toaster />
    </>,
    { route },
  );
  return { user };
}

const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!;

describe('services screen', () => {
  it("shows the chosen category's services with prices in rupees per unit, and the note that prices apply to new orders", async () => {
    mockApi([on(contract.adminCatalogue.list, catalogue())]);
    const { user } = renderScreen();
    const nav = await screen.findByRole('navigation', { name: 'Service categories' });
    expect(within(nav).getByRole('button', { name: /Iron\s*2 services · 1 off/ })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: /Dry Clean\s*Groups 1 services/ })).toBeInTheDocument();
    expect(screen.getAllByText(M.pricesApplyToNewOrders).length).toBeGreaterThan(0);

    const row = within(await rowOf('Regular Iron'));
    expect(row.getByText('₹20')).toBeInTheDocument();
    expect(row.getByText('/ PC')).toBeInTheDocument();
    expect(row.getByText('24 hours')).toBeInTheDocument();
    expect(
      within(await rowOf('Regular Steam Iron')).getByRole('switch', { name: 'Enabled: Regular Steam Iron' }),
    ).toHaveAttribute('aria-checked', 'false');
    // Which services customers who chose Hindi read in English.
    expect(row.getByText('No Hindi name')).toBeInTheDocument();
    const steam = within(await rowOf('Regular Steam Iron'));
    expect(steam.getByText('भाप वाली इस्त्री')).toHaveAttribute('lang', 'hi');
    expect(steam.queryByText('No Hindi name')).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('button', { name: /Dry Clean\s*Groups/ }));
    expect(await screen.findByText('Dry Clean groups other categories')).toBeInTheDocument();
    expect(screen.getByText(/Customers who pick it see the services of Men's Dry Clean/)).toBeInTheDocument();
  });

  it('switches a service off and marks one popular inline; a refused switch moves back', async () => {
    let refuse = false;
    // The server's catalogue: a saved switch stays saved when the screen reads it again.
    const data = catalogue();
    const stored = (id: string) => data.categories.flatMap((c) => c.services).find((s) => s.id === id)!;
    const api = mockApi([
      on(contract.adminCatalogue.list, () => data),
      on(contract.adminCatalogue.setServiceFlags, ({ params, body }) => {
        if (refuse) return fail(404, M.serviceNotFound);
        Object.assign(stored(params.id!), body);
        return {
          success: true,
          message: body.enabled === false ? M.serviceDisabled('Regular Iron') : M.servicePopular('Regular Iron'),
          service: stored(params.id!),
        };
      }),
    ]);
    const { user } = renderScreen();
    const enabledSwitch = async () => within(await rowOf('Regular Iron')).getByRole('switch', { name: 'Enabled: Regular Iron' });
    await user.click(await enabledSwitch());
    await waitFor(async () => expect(await enabledSwitch()).toHaveAttribute('aria-checked', 'false'));
    expect(await screen.findByText(M.serviceDisabled('Regular Iron'))).toBeInTheDocument();
    expect(api.calls(contract.adminCatalogue.setServiceFlags)[0]).toMatchObject({
      params: { id: 'iron-regular' },
      body: { enabled: false },
    });

    refuse = true;
    const popular = within(await rowOf('Regular Iron')).getByRole('switch', { name: 'Popular: Regular Iron' });
    await user.click(popular);
    expect(await screen.findByText(M.serviceNotFound)).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(screen.getByText('Regular Iron').closest('tr')!).getByRole('switch', { name: 'Popular: Regular Iron' }),
      ).toHaveAttribute('aria-checked', 'false'),
    );
    expect(api.calls(contract.adminCatalogue.setServiceFlags)[1]!.body).toEqual({ popular: true });
  });

  it('edits a service: shows the old and new price, checks the fields, sends rupees and numbers', async () => {
    const api = mockApi([
      on(contract.adminCatalogue.list, catalogue()),
      on(contract.adminCatalogue.updateService, ({ params, body }) => ({
        success: true,
        message: M.serviceUpdated(body.name),
        service: service({ id: params.id, price: body.price, estimatedTime: '24-48 hours' }),
      })),
    ]);
    const { user } = renderScreen();
    await user.click(within(await rowOf('Regular Iron')).getByRole('button', { name: 'Edit Regular Iron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Regular Iron' });
    const price = within(dialog).getByLabelText(/Price/);
    expect(price).toHaveValue('20');
    expect(within(dialog).getByRole('radio', { name: 'PC' })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('radio', { name: 'Regular Iron (Iron)' })).toHaveAttribute('aria-checked', 'true');

    await user.clear(price);
    await user.type(price, '0');
    await user.clear(within(dialog).getByLabelText(/Turnaround/));
    await user.type(within(dialog).getByLabelText(/Turnaround/), 'two days');
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));
    expect(within(dialog).getByText(M.pricePositive)).toBeInTheDocument();
    expect(within(dialog).getByText(M.estimatedTimeInvalid)).toBeInTheDocument();
    expect(api.calls(contract.adminCatalogue.updateService)).toHaveLength(0);

    await user.clear(price);
    await user.type(price, '25');
    expect(within(dialog).getByRole('note')).toHaveTextContent('₹20 → ₹25 per piece.');
    await user.clear(within(dialog).getByLabelText(/Turnaround/));
    await user.type(within(dialog).getByLabelText(/Turnaround/), '24 - 48 hours');
    await user.click(within(dialog).getByRole('radio', { name: 'SET' }));
    await user.click(within(dialog).getByRole('switch', { name: 'Popular' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));

    expect(await screen.findByText(M.serviceUpdated('Regular Iron'))).toBeInTheDocument();
    const [call] = api.calls(contract.adminCatalogue.updateService);
    expect(call!.params).toEqual({ id: 'iron-regular' });
    expect(call!.body).toEqual({
      categoryId: 'iron',
      name: 'Regular Iron',
      description: 'Coal iron for everyday clothes',
      nameHi: null,
      descriptionHi: null,
      price: 25,
      unit: 'SET',
      popular: true,
      enabled: true,
      minQuantity: 1,
      estimatedTime: '24-48 hours',
      image: '/images/services/iron-regular.svg',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('adds a service to the chosen category, asking for a picture and showing the server refusal under its field', async () => {
    const api = mockApi([
      on(contract.adminCatalogue.list, catalogue()),
      on(contract.adminCatalogue.createService, () =>
        fail(409, M.serviceNameTaken('Shirt', "Men's Dry Clean"), { field: 'name' }),
      ),
    ]);
    const { user } = renderScreen('/admin?tab=services&category=mens-dry-clean');
    await screen.findByText('Shirt');
    await user.click(screen.getByRole('button', { name: 'Add service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add service' });
    expect(within(dialog).getByRole('combobox', { name: /Category/ })).toHaveValue('mens-dry-clean');
    // The umbrella cannot hold services of its own.
    expect(
      within(within(dialog).getByRole('combobox', { name: /Category/ })).queryByRole('option', { name: 'Dry Clean' }),
    ).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Shirt');
    await user.type(within(dialog).getByLabelText(/Price/), '110');
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(within(dialog).getByText(M.pictureRequired)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: "Shirt (Men's Dry Clean)" }));
    await user.click(within(dialog).getByRole('button', { name: 'Add service' }));
    expect(await within(dialog).findByText(M.serviceNameTaken('Shirt', "Men's Dry Clean"))).toBeInTheDocument();
    expect(api.calls(contract.adminCatalogue.createService)[0]!.body).toMatchObject({
      categoryId: 'mens-dry-clean',
      name: 'Shirt',
      price: 110,
      unit: 'PC',
      minQuantity: 1,
      estimatedTime: '48-72 hours',
      image: '/images/services/dc-men-shirt.svg',
      enabled: true,
      popular: false,
    });
  });

  it('edits the Hindi name and description customers who chose Hindi see; blank sends none', async () => {
    const data = catalogue();
    const iron = data.categories[1]!.services[0]!;
    Object.assign(iron, { nameHi: 'साधारण इस्त्री', descriptionHi: null });
    const api = mockApi([
      on(contract.adminCatalogue.list, data),
      on(contract.adminCatalogue.updateService, ({ params, body }) => ({
        success: true,
        message: M.serviceUpdated(body.name),
        service: service({ id: params.id, nameHi: body.nameHi ?? null, descriptionHi: body.descriptionHi ?? null }),
      })),
      on(contract.adminCatalogue.updateCategory, ({ params, body }) => ({
        success: true,
        message: M.categoryUpdated(body.name),
        category: { ...category({ id: params.id }), nameHi: body.nameHi ?? null, descriptionHi: body.descriptionHi ?? null },
      })),
    ]);
    const { user } = renderScreen();
    await user.click(within(await rowOf('Regular Iron')).getByRole('button', { name: 'Edit Regular Iron' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Regular Iron' });
    const nameHi = within(dialog).getByRole('textbox', { name: 'Name in Hindi' });
    expect(nameHi).toHaveValue('साधारण इस्त्री');
    expect(nameHi).toHaveAttribute('lang', 'hi');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description in Hindi' }), 'रोज़ के कपड़ों की इस्त्री');
    await user.click(within(dialog).getByRole('button', { name: 'Save service' }));
    await waitFor(() => expect(api.calls(contract.adminCatalogue.updateService)).toHaveLength(1));
    expect(api.calls(contract.adminCatalogue.updateService)[0]!.body).toMatchObject({
      name: 'Regular Iron',
      nameHi: 'साधारण इस्त्री',
      descriptionHi: 'रोज़ के कपड़ों की इस्त्री',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A category's Hindi: a name too long is refused before sending, a blank one is sent as none.
    await user.click(screen.getByRole('button', { name: 'Edit category' }));
    const categoryDialog = await screen.findByRole('dialog', { name: 'Edit Iron' });
    const categoryNameHi = within(categoryDialog).getByRole('textbox', { name: 'Name in Hindi' });
    await user.type(categoryNameHi, 'क'.repeat(61));
    expect(categoryNameHi).toHaveValue('क'.repeat(60));
    await user.clear(categoryNameHi);
    await user.type(categoryNameHi, '   ');
    await user.click(within(categoryDialog).getByRole('button', { name: 'Save category' }));
    await waitFor(() => expect(api.calls(contract.adminCatalogue.updateCategory)).toHaveLength(1));
    expect(api.calls(contract.adminCatalogue.updateCategory)[0]!.body).toMatchObject({
      name: 'Iron',
      nameHi: null,
      descriptionHi: null,
    });
  });

  it('says when the catalogue cannot load and tries again on Retry', async () => {
    let calls = 0;
    mockApi([on(contract.adminCatalogue.list, () => (++calls === 1 ? fail(500, 'Internal error') : catalogue()))]);
    const { user } = renderScreen();
    expect(await screen.findByText('Could not load the services')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Regular Iron')).toBeInTheDocument();
  });
});
