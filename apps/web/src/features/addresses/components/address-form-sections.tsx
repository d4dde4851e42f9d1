import type { AddressType } from '@washday/core';
import { Briefcase, Building2, Check, Home, LoaderCircle, MapPin, MapPinned, Pencil, UserRound } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PhoneField } from '@/components/form/phone-field';
import { textAreaClasses } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useFormField } from '@/components/form/use-form-field';
import { FieldError, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { composeDraftAddress, toPincodeDigits, type AddressDraft } from '../utils/address-draft';
import { typedState } from '../utils/pin-conflict';

/** One card of the form on phones; a plain block of the right-hand column from 768 px. */
function Section({
  icon,
  title,
  action,
  children,
}: {
  icon?: ReactNode;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-4 shadow-soft ring-1 ring-slate-900/5 min-[48rem]:rounded-none min-[48rem]:px-0 min-[48rem]:py-5 min-[48rem]:shadow-none min-[48rem]:ring-0"
    >
      <div className="mb-3 flex items-center gap-2">
        {icon ? <span className="text-brand-600">{icon}</span> : null}
        <h3 id={headingId} className="flex-1 text-sm font-bold tracking-wide text-slate-800 uppercase">
          {title}
        </h3>
        {action}
      </div>
      {children}
    </section>
  );
}

/** The one-line address: shown as found, or edited by hand after 'Edit'. */
export function DeliveryDetailsSection({ resolving, mapUnavailable }: { resolving: boolean; mapUnavailable: boolean }) {
  const { t } = useTranslation('addresses');
  const [editing, setEditing] = useState(false);
  const line = useWatch<AddressDraft, 'full_address'>({ name: 'full_address' }).trim();
  const { fieldId, controlProps } = useFormField<AddressDraft>({ name: 'full_address', id: `${useId()}-full-address` });
  return (
    <Section
      icon={<MapPinned className="h-4 w-4" aria-hidden="true" />}
      title={t('sections.deliveryDetails')}
      action={
        <button
          type="button"
          onClick={() => setEditing((value) => !value)}
          aria-expanded={editing}
          aria-controls={fieldId}
          className="-my-2 inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {editing ? <Check className="h-4 w-4" aria-hidden="true" /> : <Pencil className="h-4 w-4" aria-hidden="true" />}
          {editing ? t('sections.done') : t('sections.edit')}
        </button>
      }
    >
      {editing ? (
        <>
          <Label htmlFor={fieldId} className="sr-only">
            {t('sections.fullAddress')}
          </Label>
          <textarea
            {...controlProps}
            rows={3}
            maxLength={500}
            placeholder={t('sections.fullAddressPlaceholder')}
            className={textAreaClasses}
          />
        </>
      ) : (
        <div id={fieldId} className="flex items-start gap-3" aria-live="polite">
          <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            {resolving ? (
              <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
            ) : (
              <MapPin className="h-4 w-4" aria-hidden="true" />
            )}
          </span>
          {/* The found address is the customer's data; the prompts are ours. */}
          <p
            translate={line ? 'no' : undefined}
            className={cn(
              'min-w-0 pt-1.5 text-[15px] leading-snug break-words',
              line ? 'font-medium text-ink' : 'text-slate-500',
            )}
          >
            {resolving && !line
              ? t('sections.finding')
              : line || (mapUnavailable ? t('map.unavailable') : t('sections.findPrompt'))}
          </p>
        </div>
      )}
    </Section>
  );
}

/**
 * House, street, area, landmark, city and pincode; editing any of them rebuilds the one-line address. A typed city or
 * pincode also decides the state: one the pin brought never stays under a city in another state.
 */
export function AddressPartsSections() {
  const { t } = useTranslation('addresses');
  const { getValues, setValue } = useFormContext<AddressDraft>();
  const rebuildLine = () => setValue('full_address', composeDraftAddress(getValues()));
  const retypePlace = () => {
    setValue('state', typedState(getValues()));
    rebuildLine();
  };
  return (
    <>
      <Section icon={<Building2 className="h-4 w-4" aria-hidden="true" />} title={t('sections.house')}>
        <div className="grid gap-3 min-[30rem]:grid-cols-2">
          <TextField<AddressDraft>
            name="flat_no"
            label={t('sections.flatNo')}
            maxLength={100}
            autoComplete="address-line1"
            placeholder={t('sections.flatNoPlaceholder')}
            onValueChange={rebuildLine}
          />
          <TextField<AddressDraft>
            name="street"
            label={t('sections.street')}
            maxLength={200}
            autoComplete="address-line2"
            placeholder={t('sections.streetPlaceholder')}
            onValueChange={rebuildLine}
          />
        </div>
      </Section>

      <Section icon={<MapPin className="h-4 w-4" aria-hidden="true" />} title={t('sections.location')}>
        <div className="grid gap-3">
          <TextField<AddressDraft>
            name="area"
            label={t('sections.area')}
            required
            maxLength={200}
            placeholder={t('sections.areaPlaceholder')}
            onValueChange={rebuildLine}
          />
          <TextField<AddressDraft>
            name="landmark"
            label={t('sections.landmark')}
            maxLength={200}
            placeholder={t('sections.landmarkPlaceholder')}
            onValueChange={rebuildLine}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField<AddressDraft>
              name="city"
              label={t('sections.city')}
              maxLength={100}
              autoComplete="address-level2"
              placeholder={t('sections.cityPlaceholder')}
              onValueChange={retypePlace}
            />
            <TextField<AddressDraft>
              name="pincode"
              label={t('sections.pincode')}
              required
              clean={toPincodeDigits}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="122003"
              onValueChange={retypePlace}
            />
          </div>
        </div>
      </Section>
    </>
  );
}

export function ReceiverSection() {
  const { t } = useTranslation('addresses');
  return (
    <Section icon={<UserRound className="h-4 w-4" aria-hidden="true" />} title={t('sections.receiver')}>
      <div className="grid gap-3 min-[30rem]:grid-cols-2">
        <TextField<AddressDraft>
          name="contact_person"
          label={t('sections.receiverName')}
          maxLength={100}
          autoComplete="name"
          placeholder={t('sections.receiverNamePlaceholder')}
        />
        <PhoneField<AddressDraft>
          name="contact_phone"
          label={t('sections.receiverPhone')}
          placeholder={t('sections.receiverPhonePlaceholder')}
        />
      </div>
    </Section>
  );
}

const TYPE_ICONS: Record<AddressType, typeof Home> = { home: Home, office: Briefcase, other: MapPin };
const TYPES: AddressType[] = ['home', 'office', 'other'];

/** Home / Work / Other, and the name of an 'Other' address. */
export function AddressTypeSection() {
  const { t } = useTranslation('addresses');
  const errorId = useId();
  const { control, clearErrors } = useFormContext<AddressDraft>();
  const { field, fieldState } = useController({ control, name: 'address_type' });
  const error = fieldState.error?.message;
  return (
    <Section title={t('sections.saveAs')}>
      <div
        role="radiogroup"
        aria-label={t('sections.saveAs')}
        aria-describedby={error ? errorId : undefined}
        className="flex flex-wrap gap-2"
      >
        {TYPES.map((type) => {
          const Icon = TYPE_ICONS[type];
          const selected = field.value === type;
          return (
            <button
              key={type}
              type="button"
              role="radio"
              aria-checked={selected}
              onClick={() => {
                field.onChange(type);
                clearErrors('address_type');
                clearErrors('root');
              }}
              className={cn(
                'inline-flex h-11 items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
                selected
                  ? 'bg-brand-600 text-white shadow-soft ring-brand-600'
                  : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {t(`types.${type}`)}
            </button>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      {field.value === 'other' ? (
        <TextField<AddressDraft>
          name="label"
          label={t('sections.label')}
          className="mt-3"
          maxLength={60}
          placeholder={t('sections.labelPlaceholder')}
        />
      ) : null}
    </Section>
  );
}
