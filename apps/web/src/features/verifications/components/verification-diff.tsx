import { formatRupeesIn } from '@washday/core';
import type { CustomerVerification } from '@washday/core';
import { Minus, Pencil, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogueText } from '@/hooks/use-catalogue-text';
import { useLocale } from '@/hooks/use-locale';

type Changes = CustomerVerification['changes'];

function Section({ title, icon, tone, children }: { title: string; icon: ReactNode; tone: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className={`mb-1.5 flex items-center gap-1.5 text-sm font-bold ${tone}`}>
        {icon}
        {title}
      </h3>
      <ul className="grid gap-1.5">{children}</ul>
    </section>
  );
}

function Line({
  item,
  detail,
  total,
  struck = false,
}: {
  item: { serviceId: string | null; name: string };
  detail: ReactNode;
  total: ReactNode;
  struck?: boolean;
}) {
  const name = useCatalogueText().bookedName(item.serviceId, item.name);
  return (
    <li className="flex items-start justify-between gap-3 rounded-xl bg-slate-50 px-3 py-2 text-sm">
      <div className="min-w-0">
        <p className={struck ? 'font-semibold text-slate-500 line-through' : 'font-semibold text-ink'} translate={name.translate}>
          {name.text}
        </p>
        <p className="text-slate-500">{detail}</p>
      </div>
      <p className="shrink-0 font-semibold text-ink tabular-nums">{total}</p>
    </li>
  );
}

/** The rider's proposal line by line: added, removed and changed items with their quantities and prices. */
export function VerificationDiff({ changes }: { changes: Changes }) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const rupees = (value: number) => formatRupeesIn(locale, value);
  const amount = (a: { quantity: number; price: number }) => `${a.quantity} × ${rupees(a.price)}`;
  return (
    <div className="grid gap-3">
      {changes.added.length > 0 ? (
        <Section title={t('verifications.added')} tone="text-emerald-700" icon={<Plus className="h-4 w-4" aria-hidden="true" />}>
          {changes.added.map((item) => (
            <Line
              key={`${item.serviceId ?? ''}${item.name}`}
              item={item}
              detail={amount(item)}
              total={`+${rupees(item.total)}`}
            />
          ))}
        </Section>
      ) : null}
      {changes.removed.length > 0 ? (
        <Section title={t('verifications.removed')} tone="text-red-700" icon={<Minus className="h-4 w-4" aria-hidden="true" />}>
          {changes.removed.map((item) => (
            <Line
              key={`${item.serviceId ?? ''}${item.name}`}
              item={item}
              detail={amount(item)}
              total={`−${rupees(item.total)}`}
              struck
            />
          ))}
        </Section>
      ) : null}
      {changes.modified.length > 0 ? (
        <Section
          title={t('verifications.changed')}
          tone="text-amber-700"
          icon={<Pencil className="h-4 w-4" aria-hidden="true" />}
        >
          {changes.modified.map((item) => (
            <Line
              key={`${item.serviceId ?? ''}${item.name}`}
              item={item}
              detail={
                <>
                  <span className="line-through">{amount(item.old)}</span> → {amount(item.new)}
                </>
              }
              total={
                <>
                  <span className="sr-only">{t('verifications.was')}</span>
                  <span className="mr-1 text-slate-500 line-through">{rupees(item.old.total)}</span>
                  <span className="sr-only">{t('verifications.now')}</span>
                  {rupees(item.new.total)}
                </>
              }
            />
          ))}
        </Section>
      ) : null}
    </div>
  );
}
