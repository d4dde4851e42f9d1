import { USER_SEARCH_MIN_LENGTH, formatIndianMobile, normalizeIndianMobile, type AdminUserSearchResult } from '@washday/core';
import { LoaderCircle, RotateCcw, Search, UserPlus, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Input, Label } from '@/components/ui/input';
import { useUserSearch } from '../api/search-users';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import type { BookForUserCustomer, BookForUserValues } from '../utils/book-for-user-form';
import { SectionCard, SectionError } from './section-card';

/** The spec's search waits for typing to pause, and runs from 3 characters. */
const SEARCH_DEBOUNCE_MS = 300;

/** Step 1: find the customer (name, phone or email), or make a new one from a phone number and a name. */
export function CustomerSection() {
  const { control, setValue, clearErrors, formState } = useFormContext<BookForUserValues>();
  const customer = useWatch({ control, name: 'customer' });
  const [query, setQuery] = useState('');
  const error = formState.errors.customer?.message;

  const choose = (next: BookForUserCustomer | null) => {
    setValue('customer', next);
    // Saved addresses belong to the customer chosen before.
    setValue('addressId', null);
    clearErrors('customer');
    clearErrors('root');
  };

  return (
    <SectionCard
      step={1}
      title="Customer"
      description="Search by name, phone or email. A number with no account gets a new customer account."
      invalid={Boolean(error)}
      action={
        customer ? (
          <Button size="sm" variant="ghost" onClick={() => choose(null)}>
            <X className="h-4 w-4" aria-hidden="true" />
            Change
          </Button>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            className="whitespace-nowrap"
            onClick={() => choose({ kind: 'new', phone: normalizeIndianMobile(query) ?? '', name: '' })}
          >
            <UserPlus className="h-4 w-4" aria-hidden="true" />
            New customer
          </Button>
        )
      }
    >
      {customer?.kind === 'existing' ? (
        <SelectedCustomer customer={customer} />
      ) : customer?.kind === 'new' ? (
        <NewCustomerFields customer={customer} onChange={(next) => setValue('customer', next)} />
      ) : (
        <CustomerSearch
          query={query}
          onQueryChange={setQuery}
          onPick={(user) => choose({ kind: 'existing', id: user.id, name: user.name, phone: user.phone, email: user.email })}
          onNew={(phone) => choose({ kind: 'new', phone, name: '' })}
        />
      )}
      <SectionError id="customer-error" message={error} />
    </SectionCard>
  );
}

function CustomerSearch({
  query,
  onQueryChange,
  onPick,
  onNew,
}: {
  query: string;
  onQueryChange: (q: string) => void;
  onPick: (user: AdminUserSearchResult) => void;
  onNew: (phone: string) => void;
}) {
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const search = useUserSearch(debounced);
  const ready = debounced.length >= USER_SEARCH_MIN_LENGTH;
  const phone = normalizeIndianMobile(debounced);
  const users = ready ? search.data : undefined;

  return (
    <div>
      <Label htmlFor="customer-search">Find a customer</Label>
      <Input
        id="customer-search"
        type="search"
        autoComplete="off"
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        placeholder="Name, phone or email"
        startAdornment={<Search className="h-4 w-4" aria-hidden="true" />}
        aria-describedby="customer-search-hint"
      />
      <p id="customer-search-hint" className="mt-1.5 flex items-center gap-1.5 text-xs text-slate-500">
        {search.isFetching && ready ? <LoaderCircle className="h-3.5 w-3.5 animate-spin" aria-hidden="true" /> : null}
        {ready
          ? search.isFetching
            ? 'Searching…'
            : `${users?.length ?? 0} found${users?.length === 20 ? ' (the first 20: type more to narrow)' : ''}`
          : `Type at least ${USER_SEARCH_MIN_LENGTH} characters`}
      </p>

      {ready && search.isError ? (
        <div
          role="alert"
          className="mt-3 flex items-center justify-between gap-3 rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700 ring-1 ring-red-100"
        >
          Error searching users
          <Button size="sm" variant="secondary" onClick={() => void search.refetch()}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" />
            Retry
          </Button>
        </div>
      ) : null}

      {users && users.length > 0 ? (
        <ul
          aria-label="Customers found"
          className="mt-3 max-h-72 divide-y divide-slate-100 overflow-y-auto rounded-2xl ring-1 ring-slate-200"
        >
          {users.map((user) => (
            <li key={user.id}>
              <button
                type="button"
                onClick={() => onPick(user)}
                className="flex w-full items-center gap-3 px-4 py-3 text-left transition-colors hover:bg-brand-50/50 focus-visible:bg-brand-50/50 focus-visible:outline-none"
              >
                <span className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-bold text-slate-600">
                  {user.name.slice(0, 1).toUpperCase()}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-semibold text-ink">{user.name}</span>
                  <span className="block truncate text-xs text-slate-500 tabular-nums">
                    {formatIndianMobile(user.phone)}
                    {user.email ? ` · ${user.email}` : ''}
                  </span>
                </span>
                <span className="shrink-0 text-right text-xs text-slate-500 tabular-nums">
                  {user.bookings_count} booking{user.bookings_count === 1 ? '' : 's'}
                  <span className="block">
                    {user.addresses_count} address{user.addresses_count === 1 ? '' : 'es'}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}

      {users && users.length === 0 && !search.isFetching ? (
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-slate-50 px-4 py-3 text-sm text-slate-600 ring-1 ring-slate-200">
          <span>{phone ? `No customer has ${formatIndianMobile(phone)}.` : 'No customer matches.'}</span>
          {phone ? (
            <Button size="sm" onClick={() => onNew(phone)}>
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              New customer with this number
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function SelectedCustomer({ customer }: { customer: Extract<BookForUserCustomer, { kind: 'existing' }> }) {
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-brand-50/60 px-4 py-3 ring-1 ring-brand-100">
      <span className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-brand-700 ring-1 ring-brand-100">
        <UserRound className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="truncate font-semibold text-ink">{customer.name}</p>
        <p className="truncate text-sm text-slate-600 tabular-nums">
          {formatIndianMobile(customer.phone)}
          {customer.email ? ` · ${customer.email}` : ''}
        </p>
      </div>
    </div>
  );
}

function NewCustomerFields({
  customer,
  onChange,
}: {
  customer: Extract<BookForUserCustomer, { kind: 'new' }>;
  onChange: (next: BookForUserCustomer) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div>
        <Label htmlFor="new-customer-phone">Mobile number</Label>
        <Input
          id="new-customer-phone"
          inputMode="numeric"
          autoComplete="off"
          value={customer.phone}
          onChange={(event) => onChange({ ...customer, phone: event.target.value.replace(/[^\d\s+]/g, '').slice(0, 16) })}
          startAdornment="+91"
          placeholder="98765 43210"
        />
      </div>
      <div>
        <Label htmlFor="new-customer-name">Customer name</Label>
        <Input
          id="new-customer-name"
          autoComplete="off"
          value={customer.name}
          onChange={(event) => onChange({ ...customer, name: event.target.value })}
          placeholder="Full name"
        />
      </div>
      <p className="text-xs text-slate-500 sm:col-span-2">
        Booking creates their Washday account with this number (or uses the one it already has), and they are told by message.
      </p>
    </div>
  );
}
