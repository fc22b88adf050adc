import { SUPPLIER_MSG } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { serverErrors } from './server-errors';
import {
  connectionBody,
  EMPTY_SUPPLIER_FORM,
  SUPPLIER_FIELD_OF,
  type SupplierFormValues,
  supplierFormFrom,
  supplierFormSchema,
  supplierUpdateBody,
} from './supplier-form';
import { SupplierFormFields } from './supplier-form-fields';
import {
  type ConnectedSupplier,
  type SupplierSuggestion,
  useConnectSupplier,
  useUpdateSupplier,
} from './suppliers-api';
import { useAutoClose } from './use-auto-close';

type SupplierDialogProps = {
  open: boolean;
  onClose: () => void;
  /** The supplier to edit; null to add one. */
  supplier: ConnectedSupplier | null;
  existingIds: ReadonlySet<number>;
};

type Saved = { kind: 'added' | 'updated'; closing: boolean } | null;
type Intent = 'close' | 'another';

const FORM_ID = 'supplier-form';

/**
 * Add a supplier ('Add Suppliers') or edit the restaurant's account information for one. Save and close shows the
 * success banner and closes after 3 seconds; Save and add another shows it and starts an empty form.
 */
export function SupplierDialog({ open, onClose, supplier, existingIds }: SupplierDialogProps) {
  const [editing, setEditing] = useState<ConnectedSupplier | null>(supplier);
  const [chosen, setChosen] = useState<SupplierSuggestion | null>(null);
  const [saved, setSaved] = useState<Saved>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const mode = editing ? 'edit' : 'add';
  const modeRef = useRef<'add' | 'edit'>(mode);
  modeRef.current = mode;
  const resolver: Resolver<SupplierFormValues> = (values, context, options) =>
    zodResolver(supplierFormSchema(modeRef.current))(values, context, options);
  const { control, register, handleSubmit, reset, setError, setFocus, formState } = useForm<SupplierFormValues>({
    resolver,
    defaultValues: EMPTY_SUPPLIER_FORM,
  });
  const connect = useConnectSupplier();
  const update = useUpdateSupplier();

  useEffect(() => {
    if (!open) return;
    setEditing(supplier);
    setChosen(null);
    setSaved(null);
    setFormError(null);
    reset(supplier ? supplierFormFrom(supplier) : EMPTY_SUPPLIER_FORM);
  }, [open, supplier, reset]);

  useAutoClose(saved?.closing === true, onClose);

  const save = (intent: Intent) =>
    handleSubmit(async (values) => {
      setFormError(null);
      setSaved(null);
      try {
        if (editing) await update.mutateAsync(supplierUpdateBody(values, editing.supplier_id));
        else await connect.mutateAsync(connectionBody(values, chosen?.id ?? null));
      } catch (err) {
        const { fields, form } = serverErrors(err, SUPPLIER_FIELD_OF, {
          conflictField: editing ? undefined : 'name',
          notFoundField: editing ? undefined : 'name',
          fallback: 'The supplier could not be saved. Please try again.',
        });
        for (const [name, message] of Object.entries(fields)) {
          setError(name as keyof SupplierFormValues, { message }, { shouldFocus: true });
        }
        if (form) setFormError(form);
        return;
      }
      const kind = editing ? 'updated' : 'added';
      if (intent === 'close') {
        setSaved({ kind, closing: true });
        return;
      }
      setSaved({ kind, closing: false });
      setEditing(null);
      setChosen(null);
      reset(EMPTY_SUPPLIER_FORM);
      // The name box is back in the add form after this render.
      setTimeout(() => setFocus('name'), 0);
    })();

  const busy = formState.isSubmitting;
  const closing = saved?.closing === true;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title={mode === 'add' ? 'Add Suppliers' : 'Please enter your account information for a supplier'}
      description={
        mode === 'add'
          ? 'Find your supplier by name, or type a new one, then enter your account details.'
          : editing?.name
      }
      footer={
        closing ? (
          <Button onClick={onClose}>Close</Button>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={() => void save('another')} disabled={busy}>
              Save and add another
            </Button>
            <Button type="submit" form={FORM_ID} loading={busy}>
              Save and close
            </Button>
          </>
        )
      }
    >
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save('close');
        }}
        className="space-y-4"
      >
        {saved ? <SavedBanner kind={saved.kind} /> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <fieldset disabled={closing} className="min-w-0">
          <SupplierFormFields
            mode={mode}
            control={control}
            register={register}
            errors={formState.errors}
            chosen={chosen}
            onChoose={setChosen}
            existingIds={existingIds}
          />
        </fieldset>
      </form>
    </Dialog>
  );
}

function SavedBanner({ kind }: { kind: 'added' | 'updated' }) {
  if (kind === 'added') {
    return (
      <Alert tone="success" title={SUPPLIER_MSG.supplierAddedTitle}>
        {SUPPLIER_MSG.supplierAdded}
      </Alert>
    );
  }
  return (
    <Alert tone="success" title="Supplier updated">
      Your account information has been saved.
    </Alert>
  );
}
