import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { CutoffSelect, DeliveryDaysField } from '../suppliers/schedule-fields';
import { serverErrors } from '../suppliers/server-errors';
import {
  CUSTOMER_FIELD_OF,
  type CustomerFormValues,
  customerFormFrom,
  customerFormSchema,
  customerUpdateBody,
} from './customer-form';
import { type Customer, useUpdateCustomer } from './customers-api';

type CustomerDialogProps = { customer: Customer | null; supplierId: number; onClose: () => void };

const FORM_ID = 'customer-form';
const EMPTY: CustomerFormValues = {
  accountId: '',
  creditTerms: '',
  minimumOrder: '',
  orderCutoff: '',
  deliveryDays: [],
  customerNotes: '',
};

/** A supplier edits what it keeps about a customer: account number, terms, minimum, cutoff, days and notes. */
export function CustomerDialog({ customer, supplierId, onClose }: CustomerDialogProps) {
  const update = useUpdateCustomer();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<CustomerFormValues>({
    resolver: zodResolver(customerFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!customer) return;
    setFormError(null);
    reset(customerFormFrom(customer));
  }, [customer, reset]);

  const onSubmit = handleSubmit(async (values) => {
    if (!customer) return;
    setFormError(null);
    try {
      await update.mutateAsync(customerUpdateBody(values, customer.id, supplierId));
    } catch (err) {
      const { fields, form } = serverErrors(err, CUSTOMER_FIELD_OF, {
        fallback: 'The customer details could not be saved. Please try again.',
      });
      for (const [name, message] of Object.entries(fields)) {
        setError(name as keyof CustomerFormValues, { message }, { shouldFocus: true });
      }
      if (form) setFormError(form);
      return;
    }
    toast.success(`${customer.name} saved`);
    onClose();
  });

  return (
    <Dialog
      open={customer !== null}
      onClose={onClose}
      size="lg"
      title="Edit customer"
      description={customer?.name}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSubmitting}>
            Save
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Account number" error={errors.accountId?.message}>
            {(a) => <Input {...a} autoComplete="off" data-autofocus {...register('accountId')} />}
          </Field>
          <Field label="Credit terms" hint="e.g. Net 30, COD" error={errors.creditTerms?.message}>
            {(a) => <Input {...a} autoComplete="off" {...register('creditTerms')} />}
          </Field>
          <Field label="Minimum order ($)" required error={errors.minimumOrder?.message}>
            {(a) => (
              <Input {...a} type="number" inputMode="decimal" min={0} step="0.01" {...register('minimumOrder')} />
            )}
          </Field>
          <Controller
            control={control}
            name="orderCutoff"
            render={({ field }) => (
              <CutoffSelect
                value={field.value}
                onChange={field.onChange}
                selectRef={field.ref}
                placeholder="Not set"
                error={errors.orderCutoff?.message}
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
                />
              )}
            />
          </div>
          <Field
            label="Notes"
            hint="For your team, e.g. delivery instructions."
            error={errors.customerNotes?.message}
            className="sm:col-span-2"
          >
            {(a) => <Textarea {...a} rows={3} {...register('customerNotes')} />}
          </Field>
        </div>
      </form>
    </Dialog>
  );
}
