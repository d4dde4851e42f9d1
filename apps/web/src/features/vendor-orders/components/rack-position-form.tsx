import { rackPositionSchema, RACK_POSITION_MAX, type VendorOrder } from '@washday/core';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FieldError, FieldHint, Input, Label } from '@/components/ui/input';
import { translateMessage } from '@/lib/i18n';
import { describeError } from '@/lib/request-errors';
import { toast } from '@/lib/toast';
import { useSetRackPosition } from '../api/vendor-orders';

/** Where the order sits at the laundry ('R3-12'): checked by core's rule before it is sent; empty clears it. */
export function RackPositionForm({ order }: { order: VendorOrder }) {
  const { t } = useTranslation('vendor');
  const id = useId();
  const [value, setValue] = useState(order.rackPosition ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetRackPosition();

  const submit = (rackPosition: string) => {
    const checked = rackPositionSchema.safeParse(rackPosition);
    if (!checked.success) {
      setProblem(translateMessage(checked.error.issues[0]?.message ?? ''));
      return;
    }
    setProblem(null);
    save.mutate(
      { id: order.id, rackPosition: checked.data },
      {
        onSuccess: (answer) => {
          setValue(answer.order.rackPosition ?? '');
          toast.success(translateMessage(answer.message));
        },
        onError: (error) => setProblem(describeError(error, 'Could not save the rack position')),
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit(value);
      }}
      className="space-y-1.5"
    >
      <Label htmlFor={`${id}-rack`}>{t('rack.label')}</Label>
      <div className="flex gap-2">
        <Input
          id={`${id}-rack`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={t('rack.placeholder')}
          maxLength={RACK_POSITION_MAX + 4}
          autoCapitalize="characters"
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-error` : `${id}-hint`}
          className="font-mono uppercase"
        />
        <Button type="submit" disabled={save.isPending} className="shrink-0">
          {save.isPending ? t('rack.saving') : t('rack.save')}
        </Button>
        {order.rackPosition ? (
          <Button variant="secondary" className="shrink-0" disabled={save.isPending} onClick={() => submit('')}>
            {t('rack.clear')}
          </Button>
        ) : null}
      </div>
      {problem ? (
        <FieldError id={`${id}-error`}>{problem}</FieldError>
      ) : (
        <FieldHint id={`${id}-hint`}>{t('rack.hint')}</FieldHint>
      )}
    </form>
  );
}
