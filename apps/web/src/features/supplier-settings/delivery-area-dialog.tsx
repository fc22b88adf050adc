import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { CutoffSelect, DeliveryDaysField } from '../suppliers/schedule-fields';
import { serverErrors } from '../suppliers/server-errors';
import {
  AREA_FIELD_OF,
  AREA_KINDS,
  type AreaFormValues,
  areaBody,
  areaFormFrom,
  areaFormSchema,
  EMPTY_AREA,
} from './delivery-area-form';
import { type DeliveryArea, useSaveArea } from './delivery-areas-api';

type DeliveryAreaDialogProps = {
  open: boolean;
  /** The area to change; null to add one. */
  area: DeliveryArea | null;
  onClose: () => void;
};

const FORM_ID = 'delivery-area-form';

/** Add or change a delivery area: a city or a postal-code prefix, its delivery days and order cutoff. */
export function DeliveryAreaDialog({ open, area, onClose }: DeliveryAreaDialogProps) {
  const save = useSaveArea();
  const [formError, setFormError] = useState<string | null>(null);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<AreaFormValues>({
    resolver: zodResolver(areaFormSchema),
    defaultValues: EMPTY_AREA,
  });
  const { errors, isSubmitting } = formState;
  const kind = useWatch({ control, name: 'kind' });
  const kindInfo = AREA_KINDS.find((k) => k.value === kind) ?? AREA_KINDS[0];

  useEffect(() => {
    if (!open) return;
    setFormError(null);
    reset(area ? areaFormFrom(area) : EMPTY_AREA);
  }, [open, area, reset]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(areaBody(values, area?.id ?? null));
    } catch (err) {
      // A duplicate ('This delivery area exists already') belongs to the city or prefix.
      const { fields, form } = serverErrors(err, AREA_FIELD_OF, {
        conflictField: 'value',
        fallback: 'The delivery area could not be saved. Please try again.',
      });
      for (const [name, message] of Object.entries(fields)) {
        setError(name as keyof AreaFormValues, { message }, { shouldFocus: true });
      }
      if (form) setFormError(form);
      return;
    }
    toast.success(area ? 'Delivery area saved' : 'Delivery area added');
    onClose();
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={area ? 'Edit delivery area' : 'Add delivery area'}
      description="Where you deliver, on which days, and the latest time to order."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} loading={isSubmitting}>
            {area ? 'Save' : 'Add area'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-4">
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Area type" error={errors.kind?.message}>
            {(a) => (
              <Select {...a} data-autofocus {...register('kind')}>
                {AREA_KINDS.map((k) => (
                  <option key={k.value} value={k.value}>
                    {k.label}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label={kindInfo.valueLabel} hint={kindInfo.hint} error={errors.value?.message}>
            {(a) => <Input {...a} autoComplete="off" {...register('value')} />}
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
        </div>
      </form>
    </Dialog>
  );
}
