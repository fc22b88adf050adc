import { useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { toast } from '../../components/ui/toast';
import { errorMessage } from '../../lib/api';
import { useInboundAddress, useRotateInboundAddress } from './settings-api';

/**
 * The restaurant's secret address for invoices by email, with Rotate: a new address replaces it and mail to the
 * old one is refused from then on (for when the address reached someone it should not have).
 */
export function InboundAddressSection() {
  const address = useInboundAddress();
  const rotate = useRotateInboundAddress();
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="inbound-address-title" className="space-y-3 border-t border-gray-100 pt-6">
      <div>
        <h3 id="inbound-address-title" className="text-sm font-semibold text-gray-900">
          Invoices by email
        </h3>
        <p className="mt-1 text-sm text-gray-600">
          Email supplier invoices as attachments to this address from the email address of your account: they are added
          to your invoices. Keep it to your team.
        </p>
      </div>
      {address.isError ? <Alert tone="error">{errorMessage(address.error)}</Alert> : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <Field label="Your invoice address">
            {(a) => <Input {...a} value={address.data ?? ''} placeholder="Loading…" readOnly />}
          </Field>
        </div>
        <Button variant="secondary" onClick={() => setAsking(true)} disabled={!address.data}>
          Rotate
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Rotate the invoice address?"
        description="You get a new address. Mail sent to the current one will be refused from now on."
        confirmLabel="Rotate"
        busy={rotate.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() =>
          rotate.mutate(undefined, {
            onSuccess: () => {
              setAsking(false);
              toast.success('You have a new invoice address');
            },
            onError: (err) => toast.error(errorMessage(err)),
          })
        }
      />
    </section>
  );
}
