import type { PlanView } from '@washday/core';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** What a plan includes, one line each. */
export function PlanIncludes({ plan }: { plan: PlanView }) {
  const { t } = useTranslation('plans');
  const lines = [
    plan.kg_included > 0 ? t('includes.kg', { count: plan.kg_included }) : null,
    plan.pieces_included > 0 ? t('includes.pieces', { count: plan.pieces_included }) : null,
    plan.pickups_included === null ? t('includes.pickupsUnlimited') : t('includes.pickups', { count: plan.pickups_included }),
    plan.dry_clean_discount_percent > 0 ? t('includes.dryClean', { percent: plan.dry_clean_discount_percent }) : null,
    plan.free_delivery ? t('includes.freeDelivery') : null,
    plan.rollover ? t('includes.rollover') : null,
  ].filter(Boolean) as string[];
  return (
    <ul className="grid gap-1.5">
      {lines.map((line) => (
        <li key={line} className="flex items-start gap-2 text-sm text-slate-700">
          <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
          {line}
        </li>
      ))}
    </ul>
  );
}
