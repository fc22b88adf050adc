import { type Control, Controller, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { CutoffSelect, DeliveryDaysField } from './schedule-fields';
import { CONTACT_METHODS, type SupplierFormValues } from './supplier-form';
import { SupplierNameField } from './supplier-name-field';
import type { SupplierSuggestion } from './suppliers-api';

type SupplierFormFieldsProps = {
  mode: 'add' | 'edit';
  control: Control<SupplierFormValues>;
  register: UseFormRegister<SupplierFormValues>;
  errors: FieldErrors<SupplierFormValues>;
  chosen: SupplierSuggestion | null;
  onChoose: (s: SupplierSuggestion | null) => void;
  existingIds: ReadonlySet<number>;
};

/** The fields of the Add / edit supplier dialog. */
export function SupplierFormFields({
  mode,
  control,
  register,
  errors,
  chosen,
  onChoose,
  existingIds,
}: SupplierFormFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        {mode === 'add' ? (
          <Controller
            control={control}
            name="name"
            render={({ field }) => (
              <SupplierNameField
                value={field.value}
                onChange={field.onChange}
                chosen={chosen}
                onChoose={onChoose}
                existingIds={existingIds}
                error={errors.name?.message}
                inputRef={field.ref}
              />
            )}
          />
        ) : (
          <Field label="Supplier name">{(a) => <Input {...a} readOnly {...register('name')} />}</Field>
        )}
      </div>
      <Field label="Account number" required={mode === 'add'} error={errors.accountNumber?.message}>
        {(a) => (
          <Input
            {...a}
            autoComplete="off"
            data-autofocus={mode === 'edit' || undefined}
            {...register('accountNumber')}
          />
        )}
      </Field>
      <Field label="Credit terms" hint="e.g. Net 30, COD" error={errors.creditTerms?.message}>
        {(a) => <Input {...a} autoComplete="off" {...register('creditTerms')} />}
      </Field>
      <Field label="Minimum order ($)" required error={errors.minimumOrder?.message}>
        {(a) => <Input {...a} type="number" inputMode="decimal" min={0} step="0.01" {...register('minimumOrder')} />}
      </Field>
      <Controller
        control={control}
        name="orderCutoff"
        render={({ field }) => (
          <CutoffSelect
            label="Order cutoff"
            value={field.value}
            onChange={field.onChange}
            selectRef={field.ref}
            error={errors.orderCutoff?.message}
            hint="Latest time to order for the next delivery"
            required
          />
        )}
      />
      <div className="sm:col-span-2">
        <Controller
          control={control}
          name="deliveryDays"
          render={({ field }) => (
            <DeliveryDaysField
              value={field.value}
              onChange={field.onChange}
              inputRef={field.ref}
              error={errors.deliveryDays?.message}
              required
            />
          )}
        />
      </div>
      <h3 className="border-t border-gray-100 pt-4 text-sm font-semibold text-gray-900 sm:col-span-2">Contact</h3>
      <Field label="Contact name" error={errors.contactName?.message}>
        {(a) => <Input {...a} autoComplete="off" {...register('contactName')} />}
      </Field>
      <Field label="Contact phone" error={errors.contactPhone?.message}>
        {(a) => <Input {...a} type="tel" autoComplete="off" {...register('contactPhone')} />}
      </Field>
      <Field label="Contact email" error={errors.contactEmail?.message}>
        {(a) => <Input {...a} type="email" autoComplete="off" {...register('contactEmail')} />}
      </Field>
      <Field label="Preferred contact method" error={errors.preferredContactMethod?.message}>
        {(a) => (
          <Select {...a} {...register('preferredContactMethod')}>
            {CONTACT_METHODS.map((m) => (
              <option key={m.value} value={m.value}>
                {m.label}
              </option>
            ))}
          </Select>
        )}
      </Field>
    </div>
  );
}
