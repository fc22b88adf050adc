import { SUPPLIER_MSG } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { CutoffSelect, DeliveryDaysField } from '../suppliers/schedule-fields';
import { serverErrors } from '../suppliers/server-errors';
import {
  connectionBody,
  EMPTY_SUPPLIER_FORM,
  SUPPLIER_FIELD_OF,
  type SupplierFormValues,
  supplierFormSchema,
} from '../suppliers/supplier-form';
import { useConnectSupplier } from '../suppliers/suppliers-api';
import { businessBody } from './invoices-api';
import type { SupplierChoice } from './types';

type SupplierConnectionFormProps = {
  supplier: SupplierChoice;
  businessId: number | null;
  onAdded: (supplier: SupplierChoice) => void;
  onCancel: () => void;
  cancelLabel: string;
};

const FORM_ID = 'invoice-supplier-connection';

/**
 * Adds the invoice's supplier to the restaurant's suppliers with the Suppliers form's required fields (account
 * number, minimum order, order cutoff, delivery days) and an optional contact.
 */
export function SupplierConnectionForm({
  supplier,
  businessId,
  onAdded,
  onCancel,
  cancelLabel,
}: SupplierConnectionFormProps) {
  const add = useConnectSupplier();
  const { control, register, handleSubmit, setError, formState } = useForm<SupplierFormValues>({
    resolver: zodResolver(supplierFormSchema('add')),
    defaultValues: { ...EMPTY_SUPPLIER_FORM, name: supplier.name },
  });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const sameName = values.name.trim().toLowerCase() === supplier.name.trim().toLowerCase();
    const insertBusSupId = sameName ? supplier.id : null;
    try {
      const answer = await add.mutateAsync({ ...connectionBody(values, insertBusSupId), ...businessBody(businessId) });
      onAdded({
        id: answer.supplierId,
        name: values.name.trim(),
        alternateNames: sameName ? supplier.alternateNames : [],
      });
    } catch (err) {
      const { fields, form } = serverErrors(err, SUPPLIER_FIELD_OF, {
        fallback: 'The supplier could not be added. Please try again.',
      });
      for (const [name, message] of Object.entries(fields)) {
        setError(name as keyof SupplierFormValues, { message }, { shouldFocus: true });
      }
      if (form) setError('root', { message: form });
    }
  });

  return (
    <form
      id={FORM_ID}
      noValidate
      onSubmit={(e) => void submit(e)}
      className="mx-auto max-w-2xl space-y-4"
      aria-labelledby={`${FORM_ID}-title`}
    >
      <div>
        <h3 id={`${FORM_ID}-title`} className="text-base font-semibold text-gray-900">
          Add {supplier.name} to your suppliers
        </h3>
        <p className="mt-1 text-sm text-gray-600">
          Enter your account with this supplier. You can add more details later on the Suppliers page.
        </p>
      </div>
      {errors.root?.message ? <Alert tone="error">{errors.root.message}</Alert> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Supplier name" error={errors.name?.message} className="sm:col-span-2">
          {(a) => <Input {...a} autoComplete="off" {...register('name')} />}
        </Field>
        <Field label="Account number" error={errors.accountNumber?.message}>
          {(a) => <Input {...a} autoComplete="off" data-autofocus {...register('accountNumber')} />}
        </Field>
        <Field label="Minimum order ($)" error={errors.minimumOrder?.message}>
          {(a) => <Input {...a} type="number" inputMode="decimal" min={0} step="0.01" {...register('minimumOrder')} />}
        </Field>
        <Controller
          control={control}
          name="orderCutoff"
          render={({ field }) => (
            <CutoffSelect
              value={field.value}
              onChange={field.onChange}
              selectRef={field.ref}
              error={errors.orderCutoff?.message}
            />
          )}
        />
        <Field label="Contact email (optional)" error={errors.contactEmail?.message}>
          {(a) => <Input {...a} type="email" autoComplete="off" {...register('contactEmail')} />}
        </Field>
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
              />
            )}
          />
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel} disabled={formState.isSubmitting}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={formState.isSubmitting}>
          Add supplier
        </Button>
      </div>
    </form>
  );
}

/** The banner shown once the supplier is added (spec 8 Supplier added). */
export function SupplierAddedBanner() {
  return (
    <Alert tone="success" title={SUPPLIER_MSG.supplierAddedTitle}>
      {SUPPLIER_MSG.supplierAdded}
    </Alert>
  );
}
