import { CATALOGUE_ADMIN_MESSAGES, categoryIncludes, type AdminCategory, type AdminService } from '@washday/core';
import { FolderTree, Info, PackageOpen, Pencil, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { ScreenHeader } from '@/components/admin-table/screen-header';
import { StaleNotice } from '@/components/admin-table/query-states';
import { ListEmpty, ListError, TableSkeleton } from '@/components/admin-table/table-states';
import { RefreshButton } from '@/components/admin-table/table-toolbar';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { describeError } from '@/lib/request-errors';
import { useAdminCatalogue } from '../api/get-admin-catalogue';
import { useSetServiceFlags } from '../api/set-service-flags';
import { AdminCategoryIcon } from './admin-category-icon';
import { CategoryFormDialog, type CategoryDialogTarget } from './category-form-dialog';
import { CategoryList } from './category-list';
import { ServiceFormDialog, type ServiceDialogTarget } from './service-form-dialog';
import { ServicesTable } from './services-table';

/** The services management screen: categories on the left, the chosen one's services on the right. */
export function ServicesScreen() {
  const catalogue = useAdminCatalogue();
  const categories = catalogue.data?.categories;
  const [params, setParams] = useSearchParams();
  const selected = categories?.find((c) => c.id === params.get('category')) ?? categories?.[0];
  const [serviceTarget, setServiceTarget] = useState<ServiceDialogTarget | null>(null);
  const [categoryTarget, setCategoryTarget] = useState<CategoryDialogTarget | null>(null);
  const flags = useSetServiceFlags();

  const select = (id: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.set('category', id);
      return next;
    });

  const grouped = (category: AdminCategory) =>
    (categories ?? []).filter((c) => c.id !== category.id && categoryIncludes(category.id, c.id));
  const servicesOf = (category: AdminCategory): AdminService[] =>
    category.groupsOthers ? grouped(category).flatMap((c) => c.services) : category.services;
  const countOf = (category: AdminCategory) => {
    const list = servicesOf(category);
    return { total: list.length, off: list.filter((s) => !s.enabled).length };
  };
  const nextSortOrder = Math.max(-1, ...(categories ?? []).map((c) => c.sortOrder)) + 1;

  const onFlag = (service: AdminService, flag: 'enabled' | 'popular', value: boolean) =>
    flags.mutate(
      { id: service.id, [flag]: value },
      {
        onSuccess: ({ message }) => toast.success(message),
        onError: (error) => toast.error(describeError(error, `Could not change ${service.name}. Please try again.`)),
      },
    );

  return (
    <section aria-labelledby="services-title" className="space-y-4">
      <ScreenHeader
        id="services-title"
        title="Services"
        description={
          <>
            <Info className="mt-0.5 h-4 w-4 shrink-0 text-amber-600" aria-hidden="true" />
            {CATALOGUE_ADMIN_MESSAGES.pricesApplyToNewOrders}
          </>
        }
        descriptionClassName="flex max-w-3xl items-start gap-1.5"
        actions={
          <div className="flex items-center gap-2">
            <RefreshButton
              label="Refresh services"
              refreshing={catalogue.isFetching}
              onRefresh={() => void catalogue.refetch()}
            />
            <Button
              onClick={() =>
                selected &&
                setServiceTarget({
                  service: null,
                  categoryId: selected.groupsOthers ? (grouped(selected)[0]?.id ?? '') : selected.id,
                })
              }
              disabled={!selected}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
              Add service
            </Button>
          </div>
        }
      />

      {catalogue.isPending ? (
        <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <TableSkeleton label="Loading services" rows={6} />
        </div>
      ) : catalogue.isError && !categories ? (
        <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <ListError
            message={describeError(catalogue.error, 'Could not load the services')}
            onRetry={() => void catalogue.refetch()}
            retrying={catalogue.isFetching}
          />
        </div>
      ) : categories && selected ? (
        <div className="grid items-start gap-4 min-[80rem]:grid-cols-[17rem_minmax(0,1fr)]">
          <CategoryList
            categories={categories}
            countOf={countOf}
            selectedId={selected.id}
            onSelect={select}
            onAdd={() => setCategoryTarget({ category: null, nextSortOrder })}
          />
          <div className="overflow-hidden rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
            <div className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-5 py-4">
              <span className="inline-flex h-10 w-10 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <AdminCategoryIcon name={selected.icon} className="h-5 w-5" />
              </span>
              <div className="min-w-0 flex-1">
                <h3 className="flex items-center gap-2 text-base font-bold text-ink">
                  {selected.name}
                  <span
                    className={cn(
                      'rounded-full px-2 py-0.5 text-[11px] font-bold',
                      selected.enabled
                        ? 'bg-emerald-50 text-emerald-700 ring-1 ring-emerald-100'
                        : 'bg-slate-100 text-slate-500 ring-1 ring-slate-200',
                    )}
                  >
                    {selected.enabled ? 'On the menu' : 'Off for customers'}
                  </span>
                </h3>
                <p className="truncate text-sm text-slate-500">{selected.description || 'No description'}</p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => setCategoryTarget({ category: selected, nextSortOrder })}>
                <Pencil className="h-4 w-4" aria-hidden="true" />
                Edit category
              </Button>
            </div>
            {catalogue.isError ? <StaleNotice error={catalogue.error} /> : null}
            {selected.groupsOthers ? (
              <ListEmpty
                icon={<FolderTree className="h-6 w-6" aria-hidden="true" />}
                title={`${selected.name} groups other categories`}
                action={
                  <div className="flex flex-wrap justify-center gap-2">
                    {grouped(selected).map((c) => (
                      <Button key={c.id} size="sm" variant="secondary" onClick={() => select(c.id)}>
                        <AdminCategoryIcon name={c.icon} className="h-4 w-4" />
                        {c.name}
                      </Button>
                    ))}
                  </div>
                }
              >
                Customers who pick it see the services of{' '}
                {grouped(selected)
                  .map((c) => c.name)
                  .join(', ')}
                . Add and edit those services in their own category.
              </ListEmpty>
            ) : selected.services.length === 0 ? (
              <ListEmpty
                icon={<PackageOpen className="h-6 w-6" aria-hidden="true" />}
                title="No services yet"
                action={
                  <Button size="sm" onClick={() => setServiceTarget({ service: null, categoryId: selected.id })}>
                    <Plus className="h-4 w-4" aria-hidden="true" />
                    Add service
                  </Button>
                }
              >
                Customers see this category once it has an enabled service.
              </ListEmpty>
            ) : (
              <ServicesTable
                services={selected.services}
                label={`${selected.name} services`}
                onEdit={(service) => setServiceTarget({ service })}
                onFlag={onFlag}
                savingId={flags.isPending ? (flags.variables?.id ?? null) : null}
              />
            )}
          </div>
        </div>
      ) : (
        <div className="rounded-3xl bg-white shadow-soft ring-1 ring-slate-900/5">
          <ListEmpty
            icon={<FolderTree className="h-6 w-6" aria-hidden="true" />}
            title="No categories yet"
            action={
              <Button size="sm" onClick={() => setCategoryTarget({ category: null, nextSortOrder })}>
                Add category
              </Button>
            }
          >
            Start with a category (Laundry, Iron...) and add its services.
          </ListEmpty>
        </div>
      )}

      <ServiceFormDialog target={serviceTarget} categories={categories ?? []} onClose={() => setServiceTarget(null)} />
      <CategoryFormDialog
        target={categoryTarget}
        onClose={() => setCategoryTarget(null)}
        onSaved={(id) => {
          setCategoryTarget(null);
          select(id);
        }}
      />
    </section>
  );
}
