import { CATEGORY_ICONS, categoryFormSchema, type AdminCategory, type CategoryFormInput } from '@washday/core';
import { FolderPlus } from 'lucide-react';
import { useController } from 'react-hook-form';
import { EntityForm, EntityFormDialog, useCreateOrUpdate } from '@/components/form/entity-form-dialog';
import { TextAreaField } from '@/components/form/text-area-field';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/hooks/use-zod-form';
import { cn } from '@/lib/cn';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { categoryFormDefaults } from '../utils/catalogue-form';
import { CATEGORY_ICON_COMPONENTS } from './admin-category-icon';
import { HindiFields, SwitchField } from './form-controls';

/** The category the dialog edits (null adds one), and where a new one goes by default. */
export type CategoryDialogTarget = { category: AdminCategory | null; nextSortOrder: number };

const SERVER_FIELDS = ['name', 'description', 'nameHi', 'descriptionHi', 'icon', 'sortOrder'] as const;

export function CategoryFormDialog({
  target,
  onClose,
  onSaved,
}: {
  target: CategoryDialogTarget | null;
  onClose: () => void;
  onSaved: (id: string) => void;
}) {
  return (
    <EntityFormDialog
      target={target}
      onClose={onClose}
      targetKey={(t) => t.category?.id ?? 'new'}
      widthClassName="min-[48rem]:max-w-lg"
      descriptionId="category-form-description"
    >
      {(t) => <CategoryForm target={t} onSaved={onSaved} />}
    </EntityFormDialog>
  );
}

function CategoryForm({ target, onSaved }: { target: CategoryDialogTarget; onSaved: (id: string) => void }) {
  const { category } = target;
  const form = useZodForm(categoryFormSchema, { defaultValues: categoryFormDefaults(category, target.nextSortOrder) });
  const saver = useCreateOrUpdate(category?.id ?? null, useCreateCategory(), useUpdateCategory());

  return (
    <EntityForm
      form={form}
      saver={saver}
      onSaved={(answer) => onSaved(answer.category.id)}
      serverFields={SERVER_FIELDS}
      icon={FolderPlus}
      title={category ? `Edit ${category.name}` : 'Add category'}
      description={
        category?.groupsOthers
          ? 'This category groups others on the customer’s menu; it has no services of its own.'
          : 'A category shows on the customer’s menu once it has an enabled service.'
      }
      submitLabel={category ? 'Save category' : 'Add category'}
    >
      <TextField<CategoryFormInput> name="name" label="Name" required autoComplete="off" placeholder="e.g. Shoe Care" />
      <TextAreaField<CategoryFormInput> name="description" label="Description" maxLength={200} rows={2} />
      <HindiFields nameMaxLength={60} descriptionMaxLength={200} />
      <div className="grid grid-cols-[minmax(0,1fr)_8rem] gap-4">
        <IconField />
        <TextField<CategoryFormInput>
          name="sortOrder"
          label="Position"
          required
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          hint="Lowest first"
        />
      </div>
      <SwitchField<CategoryFormInput>
        name="enabled"
        label="Enabled"
        description="Off hides the category and its services from customers."
      />
    </EntityForm>
  );
}

function IconField() {
  const { field, fieldState } = useController<CategoryFormInput, 'icon'>({ name: 'icon' });
  return (
    <div>
      <p id="category-icon-label" className="mb-1.5 block text-sm font-semibold text-slate-700">
        Icon
      </p>
      <div role="radiogroup" aria-labelledby="category-icon-label" className="flex gap-2">
        {CATEGORY_ICONS.map((name, index) => {
          const Icon = CATEGORY_ICON_COMPONENTS[name];
          const chosen = field.value === name;
          return (
            <button
              key={name}
              ref={index === 0 ? field.ref : undefined}
              type="button"
              role="radio"
              aria-checked={chosen}
              aria-label={name}
              onClick={() => field.onChange(name)}
              className={cn(
                'inline-flex h-12 w-12 items-center justify-center rounded-2xl ring-1 transition-colors',
                chosen ? 'bg-brand-600 text-white ring-brand-600' : 'bg-slate-50 text-slate-600 ring-slate-200 hover:bg-white',
              )}
            >
              <Icon className="h-5 w-5" aria-hidden="true" />
            </button>
          );
        })}
      </div>
      {fieldState.error ? (
        <p className="mt-1.5 text-[13px] font-medium text-red-600" role="alert">
          {fieldState.error.message}
        </p>
      ) : null}
    </div>
  );
}
