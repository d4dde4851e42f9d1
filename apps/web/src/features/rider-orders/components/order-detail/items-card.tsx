import { formatRupeesIn } from '@washday/core';
import type { CatalogueService, RiderOrder } from '@washday/core';
import { Info, LoaderCircle, PackagePlus, Pencil, ShoppingBasket, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useLocale } from '@/hooks/use-locale';
import {
  addService,
  changeQuantity,
  removeItem,
  unitPrice,
  type CatalogueIndex,
  type EditEstimate,
  type EditItem,
} from '../../utils/order-edit';
import type { SaveButtonState } from '../../utils/order-edit-save';
import type { EditDraft } from '../../utils/order-edit-storage';
import { isQuickPickup } from '../../utils/order-edit-format';
import { AddServicePanel, type OrderCatalogue } from './add-service-panel';
import { DetailCard } from './detail-card';
import { EditableItemRow, ItemRow } from './item-row';
import { OrderTotal } from './order-total';

/** What the items card shows and does while the rider edits. */
export interface ItemsEditing {
  draft: EditDraft;
  button: SaveButtonState;
  estimate: EditEstimate;
  /** The §8.7 message of the last failed send, save or cancel, in the interface language. */
  failure: string | null;
  cancelling: boolean;
  onItemsChange: (items: EditItem[]) => void;
  onNotesChange: (notes: string) => void;
  onCancel: () => void;
  onSubmit: () => void;
}

interface ItemsCardProps {
  order: RiderOrder;
  savedItems: readonly EditItem[];
  catalogue: OrderCatalogue;
  catalogueIndex: CatalogueIndex;
  /** Why the items cannot change now (in the interface language); null when Edit Order is offered. */
  blockReason: string | null;
  onEdit: () => void;
  /** Null in view mode. */
  editing: ItemsEditing | null;
}

/** The order's items with Edit Order, and edit mode: steppers, Remove, Add Service, the total and the save button (rider-portal.md §2.4). */
export function ItemsCard({ order, savedItems, catalogue, catalogueIndex, blockReason, onEdit, editing }: ItemsCardProps) {
  const { t } = useTranslation('rider');
  const quick = isQuickPickup(order);
  return (
    <DetailCard
      title={t('items.title')}
      icon={<ShoppingBasket className="h-5 w-5" />}
      action={
        !editing && !blockReason ? (
          <Button variant="secondary" className="h-11 text-brand-700" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('items.editOrder')}
          </Button>
        ) : null
      }
    >
      {editing ? (
        <EditMode order={order} catalogue={catalogue} catalogueIndex={catalogueIndex} editing={editing} />
      ) : (
        <>
          {savedItems.length === 0 ? (
            <EmptyItems quick={quick} canEdit={!blockReason} />
          ) : (
            <ul className="divide-y divide-slate-100">
              {savedItems.map((item, index) => (
                <ItemRow key={`${item.serviceId ?? item.name}-${index}`} item={item} price={item.price} />
              ))}
            </ul>
          )}
          <SavedTotals order={order} />
          {blockReason ? (
            <p className="mt-3 flex items-start gap-2 rounded-2xl bg-slate-50 px-3.5 py-3 text-sm text-slate-600 ring-1 ring-slate-100">
              <Info className="mt-0.5 h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
              {blockReason}
            </p>
          ) : null}
        </>
      )}
    </DetailCard>
  );
}

function EmptyItems({ quick, canEdit }: { quick: boolean; canEdit: boolean }) {
  const { t } = useTranslation('rider');
  return (
    <div className="rounded-2xl border-2 border-dashed border-slate-200 px-4 py-5 text-center">
      <PackagePlus className="mx-auto h-7 w-7 text-brand-500" aria-hidden="true" />
      <p className="mt-2 text-[15px] font-semibold text-ink">{quick ? t('items.quickEmpty') : t('items.empty')}</p>
      {canEdit ? <p className="mt-1 text-sm text-slate-500">{quick ? t('items.quickEmptyHint') : t('items.emptyHint')}</p> : null}
    </div>
  );
}

function SavedTotals({ order }: { order: RiderOrder }) {
  const { t } = useTranslation('rider');
  const locale = useLocale();
  return (
    <dl className="mt-3 space-y-1 border-t border-slate-100 pt-3 text-sm tabular-nums">
      {order.discount_amount > 0 ? (
        <>
          <div className="flex justify-between text-slate-600">
            <dt>{t('items.subtotal')}</dt>
            <dd>{formatRupeesIn(locale, order.total_price)}</dd>
          </div>
          <div className="flex justify-between text-emerald-700">
            <dt>{t('items.discount')}</dt>
            <dd>−{formatRupeesIn(locale, order.discount_amount)}</dd>
          </div>
        </>
      ) : null}
      <div className="flex items-baseline justify-between">
        <dt className="font-semibold text-slate-700">{t('items.total')}</dt>
        <dd className="text-lg font-extrabold text-ink">{formatRupeesIn(locale, order.final_amount)}</dd>
      </div>
    </dl>
  );
}

function EditMode({
  order,
  catalogue,
  catalogueIndex,
  editing,
}: {
  order: RiderOrder;
  catalogue: OrderCatalogue;
  catalogueIndex: CatalogueIndex;
  editing: ItemsEditing;
}) {
  const { t } = useTranslation('rider');
  const { draft, button, estimate, failure, cancelling, onItemsChange, onNotesChange, onCancel, onSubmit } = editing;
  const items = draft.items;
  const busy = button.saving || cancelling;
  return (
    <div className="space-y-4">
      {items.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed border-slate-200 px-4 py-4 text-center text-sm text-slate-500">
          {t('items.editEmpty')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('items.editing')}>
          {items.map((item, index) => (
            <EditableItemRow
              key={`${item.serviceId ?? item.name}-${index}`}
              item={item}
              price={unitPrice(item, catalogueIndex)}
              onStep={(delta) => onItemsChange(changeQuantity(items, index, delta))}
              onRemove={() => onItemsChange(removeItem(items, index))}
            />
          ))}
        </ul>
      )}

      <AddServicePanel
        catalogue={catalogue}
        onAdd={(service: CatalogueService, quantity: number) => onItemsChange(addService(items, service, quantity))}
      />

      <OrderTotal estimate={estimate} discount={order.discount_amount} />

      <div>
        <label htmlFor={`notes-${order._id}`} className="text-sm font-semibold text-slate-700">
          {t('items.note')} <span className="font-normal text-slate-500">{t('items.optional')}</span>
        </label>
        <textarea
          id={`notes-${order._id}`}
          value={draft.notes}
          maxLength={500}
          rows={2}
          onChange={(event) => onNotesChange(event.target.value)}
          placeholder={t('items.notePlaceholder')}
          className="mt-1 w-full rounded-xl border-0 bg-white px-3.5 py-3 text-base text-ink ring-1 ring-slate-200 outline-none placeholder:text-slate-400 focus:ring-2 focus:ring-brand-500"
        />
      </div>

      {failure ? (
        <div
          key={failure}
          ref={(box) => box?.scrollIntoView?.({ block: 'nearest' })}
          role="alert"
          className="flex items-start gap-2.5 rounded-2xl bg-red-50 px-3.5 py-3 text-sm font-medium text-red-800 ring-1 ring-red-100"
        >
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          <p>{failure}</p>
        </div>
      ) : null}

      <div>
        {button.hint ? <p className="mb-2 text-[13px] text-slate-500">{button.hint}</p> : null}
        <div className="grid grid-cols-[auto_1fr] gap-2">
          <Button variant="secondary" size="lg" className="px-4 whitespace-nowrap" onClick={onCancel} disabled={busy}>
            {cancelling ? t('items.cancelling') : t('items.cancel')}
          </Button>
          <Button size="lg" className="px-4 whitespace-nowrap" onClick={onSubmit} disabled={button.disabled || busy}>
            {button.saving ? <LoaderCircle className="h-5 w-5 animate-spin" aria-hidden="true" /> : null}
            {button.label}
          </Button>
        </div>
      </div>
    </div>
  );
}
