import { SUPPLIER_MSG } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import {
  CONTACT_FIELD_OF,
  type ContactFormValues,
  contactBody,
  contactFormSchema,
  EMPTY_CONTACT,
} from './contact-form';
import { serverErrors } from './server-errors';
import { type ConnectedSupplier, useAddContact } from './suppliers-api';
import { useAutoClose } from './use-auto-close';

type ContactDialogProps = { supplier: ConnectedSupplier | null; onClose: () => void };

const FORM_ID = 'contact-form';

/** Add contact (spec 2.7): success shows 'Contact has been added!' and the dialog closes after 3 seconds. */
export function ContactDialog({ supplier, onClose }: ContactDialogProps) {
  const open = supplier !== null;
  const add = useAddContact();
  const [added, setAdded] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, formState } = useForm<ContactFormValues>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: EMPTY_CONTACT,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (!open) return;
    setAdded(false);
    setFormError(null);
    reset(EMPTY_CONTACT);
  }, [open, reset]);

  useAutoClose(added, onClose);

  const onSubmit = handleSubmit(async (values) => {
    if (!supplier) return;
    setFormError(null);
    try {
      await add.mutateAsync(contactBody(values, supplier.supplier_id));
      setAdded(true);
    } catch (err) {
      const { fields, form } = serverErrors(err, CONTACT_FIELD_OF, {
        fallback: 'The contact could not be added. Please try again.',
      });
      for (const [name, message] of Object.entries(fields)) {
        setError(name as keyof ContactFormValues, { message }, { shouldFocus: true });
      }
      if (form) setFormError(form);
    }
  });

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Add contact"
      description={supplier ? `A person to reach at ${supplier.name}.` : undefined}
      footer={
        added ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" form={FORM_ID} loading={isSubmitting}>
              Add contact
            </Button>
          </>
        )
      }
    >
      <form id={FORM_ID} noValidate onSubmit={onSubmit} className="space-y-4">
        {added ? <Alert tone="success">{SUPPLIER_MSG.contactAdded}</Alert> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <fieldset disabled={added} className="grid min-w-0 gap-4 sm:grid-cols-2">
          <Field label="Name" required error={errors.name?.message} className="sm:col-span-2">
            {(a) => <Input {...a} autoComplete="off" data-autofocus {...register('name')} />}
          </Field>
          <Field label="Phone" required error={errors.phone?.message}>
            {(a) => <Input {...a} type="tel" autoComplete="off" {...register('phone')} />}
          </Field>
          <Field label="Email" required error={errors.email?.message}>
            {(a) => <Input {...a} type="email" autoComplete="off" {...register('email')} />}
          </Field>
          <Field
            label="Role (optional)"
            hint="e.g. Sales, Dispatch"
            error={errors.role?.message}
            className="sm:col-span-2"
          >
            {(a) => <Input {...a} autoComplete="off" {...register('role')} />}
          </Field>
          <Checkbox
            label="Send new orders to this contact"
            className="sm:col-span-2"
            {...register('defaultOrderEmail')}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}
