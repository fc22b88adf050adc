import { CLAIM_MSG, codeSchema } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { PageHeader } from '../../components/ui/page-header';
import { PageSpinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api';
import { useConfirmClaimCode, useOwnClaim, useSendClaimCode } from './claim-api';

const codeForm = z.object({ code: codeSchema });
type CodeForm = z.infer<typeof codeForm>;

function CodeEntry({ sentTo }: { sentTo: string }) {
  const navigate = useNavigate();
  const confirm = useConfirmClaimCode();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CodeForm>({ resolver: zodResolver(codeForm), defaultValues: { code: '' } });
  const onSubmit = handleSubmit((v) => confirm.mutate(v.code, { onSuccess: () => navigate('/') }));
  return (
    <form noValidate onSubmit={onSubmit} className="max-w-sm space-y-4">
      <Alert tone="success">{CLAIM_MSG.codeSent(sentTo)}</Alert>
      {confirm.isError ? <Alert tone="error">{errorMessage(confirm.error)}</Alert> : null}
      <Field label="Code from the email" error={errors.code?.message}>
        {(a) => (
          <Input
            {...a}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className="tracking-[0.3em]"
            {...register('code')}
          />
        )}
      </Field>
      <Button type="submit" loading={confirm.isPending}>
        Confirm code
      </Button>
    </form>
  );
}

/**
 * What a supplier account sees while it waits to manage a supplier record restaurants created: no other tenant's
 * data, only how to prove the record is its own (a code mailed to the record's order address) or that our team
 * reviews the request.
 */
export function SupplierClaimScreen() {
  const claim = useOwnClaim();
  const send = useSendClaimCode();
  if (claim.isPending) return <PageSpinner label="Loading your request" />;
  if (claim.isError) return <Alert tone="error">{errorMessage(claim.error)}</Alert>;
  const c = claim.data;
  if (!c) {
    return (
      <div className="max-w-2xl">
        <PageHeader title="Your account has no supplier yet" />
        <p className="text-sm text-gray-700">
          Ask a member of your supplier's team to add you (Settings, Team Members), or contact us.
        </p>
      </div>
    );
  }
  if (c.status === 'rejected') {
    return (
      <div className="max-w-2xl">
        <PageHeader title="Your request was not approved" />
        <Alert tone="error">{CLAIM_MSG.rejected(c.supplierName)}</Alert>
      </div>
    );
  }
  const sentTo = send.data?.sentTo ?? c.codeSentTo;
  return (
    <div className="max-w-2xl space-y-6">
      <PageHeader title={CLAIM_MSG.pendingTitle} />
      <p className="text-sm text-gray-700">{CLAIM_MSG.pending(c.supplierName)}</p>
      {c.orderEmail ? (
        <section aria-labelledby="claim-code" className="space-y-3 rounded-xl border border-gray-200 bg-white p-5">
          <h2 id="claim-code" className="text-base font-semibold text-gray-900">
            Prove it with its order address
          </h2>
          <p className="text-sm text-gray-700">
            We will email a 6-digit code to the order address on file for {c.supplierName}:{' '}
            <strong>{c.orderEmail}</strong>.
          </p>
          {send.isError ? <Alert tone="error">{errorMessage(send.error)}</Alert> : null}
          <Button variant={sentTo ? 'secondary' : 'primary'} onClick={() => send.mutate({})} loading={send.isPending}>
            {sentTo ? 'Send a new code' : 'Email me a code'}
          </Button>
          {sentTo ? <CodeEntry sentTo={sentTo} /> : null}
        </section>
      ) : (
        <Alert tone="info">{CLAIM_MSG.noOrderAddress}</Alert>
      )}
      <p className="text-sm text-gray-600">
        Our team also reviews every request; you will get an email when yours is approved.
      </p>
    </div>
  );
}
