import type { AddressType } from '@washday/core';
import { Briefcase, Building2, Check, Home, LoaderCircle, MapPin, MapPinned, Pencil, UserRound } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { PhoneField } from '@/components/form/phone-field';
import { textAreaClasses } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useFormField } from '@/components/form/use-form-field';
import { FieldError, Label } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { ADDRESS_FORM_TEXT, ADDRESS_TYPE_LABELS, composeDraftAddress, toPincodeDigits, type AddressDraft } from '../utils/address-draft';

/** One card of the form on phones; a plain block of the right-hand column from 768 px. */
function Section({ icon, title, action, children }: { icon?: ReactNode; title: string; action?: ReactNode; children: ReactNode }) {
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
  const [editing, setEditing] = useState(false);
  const line = useWatch<AddressDraft, 'full_address'>({ name: 'full_address' }).trim();
  const { fieldId, controlProps } = useFormField<AddressDraft>({ name: 'full_address', id: `${useId()}-full-address` });
  return (
    <Section
      icon={<MapPinned className="h-4 w-4" aria-hidden="true" />}
      title="Delivery details"
      action={
        <button
          type="button"
          onClick={() => setEditing((value) => !value)}
          aria-expanded={editing}
          aria-controls={fieldId}
          className="-my-2 inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {editing ? <Check className="h-4 w-4" aria-hidden="true" /> : <Pencil className="h-4 w-4" aria-hidden="true" />}
          {editing ? 'Done' : 'Edit'}
        </button>
      }
    >
      {editing ? (
        <>
          <Label htmlFor={fieldId} className="sr-only">
            Full address
          </Label>
          <textarea {...controlProps} rows={3} maxLength={500} placeholder="House, street, area, city and pincode" className={textAreaClasses} />
        </>
      ) : (
        <div id={fieldId} className="flex items-start gap-3" aria-live="polite">
          <span className="mt-0.5 inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            {resolving ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : <MapPin className="h-4 w-4" aria-hidden="true" />}
          </span>
          <p className={cn('min-w-0 pt-1.5 text-[15px] leading-snug break-words', line ? 'font-medium text-ink' : 'text-slate-500')}>
            {resolving && !line
              ? 'Finding the address...'
              : line || (mapUnavailable ? ADDRESS_FORM_TEXT.mapUnavailable : 'Search, move the pin or use your current location')}
          </p>
        </div>
      )}
    </Section>
  );
}

/** House, street, area, landmark, city and pincode; editing any of them rebuilds the one-line address. */
export function AddressPartsSections() {
  const { getValues, setValue } = useFormContext<AddressDraft>();
  const rebuildLine = () => setValue('full_address', composeDraftAddress(getValues()));
  return (
    <>
      <Section icon={<Building2 className="h-4 w-4" aria-hidden="true" />} title="House/Flat Details">
        <div className="grid gap-3 min-[30rem]:grid-cols-2">
          <TextField<AddressDraft>
            name="flat_no"
            label="Flat / House no."
            maxLength={100}
            autoComplete="address-line1"
            placeholder="e.g. B-204"
            onValueChange={rebuildLine}
          />
          <TextField<AddressDraft>
            name="street"
            label="Street / Building"
            maxLength={200}
            autoComplete="address-line2"
            placeholder="e.g. Palm Court, Block C"
            onValueChange={rebuildLine}
          />
        </div>
      </Section>

      <Section icon={<MapPin className="h-4 w-4" aria-hidden="true" />} title="Location Details">
        <div className="grid gap-3">
          <TextField<AddressDraft> name="area" label="Area/Village/City" required maxLength={200} placeholder="e.g. Sector 45" onValueChange={rebuildLine} />
          <TextField<AddressDraft> name="landmark" label="Landmark" maxLength={200} placeholder="e.g. Near Huda Market" onValueChange={rebuildLine} />
          <div className="grid grid-cols-2 gap-3">
            <TextField<AddressDraft>
              name="city"
              label="City"
              maxLength={100}
              autoComplete="address-level2"
              placeholder="Gurugram"
              onValueChange={rebuildLine}
            />
            <TextField<AddressDraft>
              name="pincode"
              label="Pincode"
              required
              clean={toPincodeDigits}
              inputMode="numeric"
              autoComplete="postal-code"
              placeholder="122003"
              onValueChange={rebuildLine}
            />
          </div>
        </div>
      </Section>
    </>
  );
}

export function ReceiverSection() {
  return (
    <Section icon={<UserRound className="h-4 w-4" aria-hidden="true" />} title="Receiver details">
      <div className="grid gap-3 min-[30rem]:grid-cols-2">
        <TextField<AddressDraft> name="contact_person" label="Receiver's name" maxLength={100} autoComplete="name" placeholder="Full name" />
        <PhoneField<AddressDraft> name="contact_phone" label="Receiver's phone" placeholder="10-digit mobile" />
      </div>
    </Section>
  );
}

const TYPE_ICONS: Record<AddressType, typeof Home> = { home: Home, office: Briefcase, other: MapPin };
const TYPES: AddressType[] = ['home', 'office', 'other'];

/** Home / Work / Other, and the name of an 'Other' address. */
export function AddressTypeSection() {
  const errorId = useId();
  const { control, clearErrors } = useFormContext<AddressDraft>();
  const { field, fieldState } = useController({ control, name: 'address_type' });
  const error = fieldState.error?.message;
  return (
    <Section title="Save address as">
      <div role="radiogroup" aria-label="Save address as" aria-describedby={error ? errorId : undefined} className="flex flex-wrap gap-2">
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
                selected ? 'bg-brand-600 text-white shadow-soft ring-brand-600' : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {ADDRESS_TYPE_LABELS[type]}
            </button>
          );
        })}
      </div>
      <FieldError id={errorId}>{error}</FieldError>
      {field.value === 'other' ? (
        <TextField<AddressDraft> name="label" label="Label" className="mt-3" maxLength={60} placeholder="e.g. Mom's place" />
      ) : null}
    </Section>
  );
}
