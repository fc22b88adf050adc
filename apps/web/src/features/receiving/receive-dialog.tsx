import type { OrderItem } from '@app/contracts';
import {
  compare,
  equals,
  formatQuantity,
  parseDecimal,
  RECEIVE_MSG,
  RECEIVE_PHOTO_MAX_BYTES,
  type ReceiveLine,
  toPlain,
} from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Camera } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { Dialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { errorMessage } from '../../lib/api';
import { readAsBase64 } from '../invoices/upload-file';
import type { ReceiveInput } from './receiving-api';

const REASONS = [
  ['', 'As ordered'],
  ['short', 'Short'],
  ['damaged', 'Damaged'],
  ['refused', 'Refused'],
  ['substituted', 'Substituted'],
] as const;

const line = z.object({
  orderItemId: z.number(),
  name: z.string(),
  /** The ordered quantity as the order keeps it ('2.500'). */
  ordered: z.string(),
  received: z.string(),
  reason: z.enum(['', 'short', 'damaged', 'refused', 'substituted']),
  substituteName: z.string(),
  substitutePrice: z.string(),
});
type Line = z.infer<typeof line>;

/** What the server checks, checked first here so each message goes under its field. */
const formSchema = z.object({
  receivedBy: z.string().trim().min(1, RECEIVE_MSG.receivedBy).max(200),
  receivedAt: z.string().min(1, 'Enter when it came'),
  complete: z.boolean(),
  lines: z.array(line).superRefine((lines, ctx) => {
    lines.forEach((l, i) => {
      const q = parseDecimal(l.received);
      const at = (field: string, message: string) => ctx.addIssue({ code: 'custom', message, path: [i, field] });
      if (!q || compare(q, 0) < 0) at('received', RECEIVE_MSG.quantity);
      else if (compare(q, l.ordered) > 0) at('received', 'More than was ordered');
      else if (compare(q, l.ordered) < 0 && !l.reason) at('reason', 'Why is it less?');
      if (l.reason === 'substituted') {
        if (!l.substituteName.trim()) at('substituteName', "Enter the substitute's name");
        const price = parseDecimal(l.substitutePrice);
        if (!price || compare(price, 0) < 0) at('substitutePrice', 'Enter its price');
      }
    });
  }),
});
type FormValues = z.infer<typeof formSchema>;

/** "2026-11-26T14:05" on this device's clock, for a datetime-local field. */
function localNow(): string {
  const d = new Date();
  d.setMinutes(d.getMinutes() - d.getTimezoneOffset());
  return d.toISOString().slice(0, 16);
}

type ReceiveDialogProps = {
  open: boolean;
  items: readonly OrderItem[];
  defaultReceivedBy: string;
  onClose: () => void;
  onSubmit: (input: ReceiveInput) => Promise<unknown>;
};

/**
 * Receiving at the back door: per line the quantity that came (as ordered unless changed), why it differs, and a
 * photo; who received it and when. Shorts, damages and refusals become a credit request to the supplier.
 */
export function ReceiveDialog({ open, items, defaultReceivedBy, onClose, onSubmit }: ReceiveDialogProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [photos, setPhotos] = useState<Record<number, File>>({});
  const key = useRef('');
  const { register, handleSubmit, reset, control, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
  });
  const lines = useWatch({ control, name: 'lines' }) ?? [];

  useEffect(() => {
    if (!open) return;
    key.current = crypto.randomUUID();
    reset({
      receivedBy: defaultReceivedBy,
      receivedAt: localNow(),
      complete: true,
      lines: items.map((i) => ({
        orderItemId: i.id,
        name: i.name,
        ordered: String(i.ordered_quantity),
        received: formatQuantity(i.ordered_quantity),
        reason: '',
        substituteName: '',
        substitutePrice: '',
      })),
    });
    setPhotos({});
    setFailure(null);
  }, [open, items, reset, defaultReceivedBy]);

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const out: ReceiveLine[] = [];
      for (const l of v.lines) out.push(await toLine(l, photos[l.orderItemId]));
      await onSubmit({
        lines: out,
        receivedBy: v.receivedBy,
        receivedAt: new Date(v.receivedAt).toISOString(),
        complete: v.complete,
        idempotencyKey: key.current,
      });
      onClose();
    } catch (err) {
      setFailure(errorMessage(err));
    }
  });

  const pickPhoto = (orderItemId: number, file: File | undefined) => {
    setFailure(null);
    if (file && file.size > RECEIVE_PHOTO_MAX_BYTES) {
      setFailure(RECEIVE_MSG.photoSize);
      return;
    }
    setPhotos((p) => {
      const next = { ...p };
      if (file) next[orderItemId] = file;
      else delete next[orderItemId];
      return next;
    });
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      title="Receive delivery"
      description="Check each line against what came. Short, damaged and refused lines make a credit request to the supplier."
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={formState.isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" form="receive-form" loading={formState.isSubmitting}>
            Receive
          </Button>
        </>
      }
    >
      <form id="receive-form" noValidate onSubmit={submit} className="space-y-4">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200">
          {items.map((item, i) => {
            const l = lines[i];
            const errors = formState.errors.lines?.[i];
            const received = l ? parseDecimal(l.received) : null;
            const differs = l && (!received || !equals(received, l.ordered));
            return (
              <li key={item.id} className="space-y-3 p-3" aria-label={item.name}>
                <div>
                  <p className="font-medium text-gray-900">{item.name}</p>
                  <p className="text-xs text-gray-500">
                    Ordered {formatQuantity(item.ordered_quantity)} × {formatQuantity(item.quantity)} {item.unit}
                  </p>
                </div>
                <div className="grid grid-cols-[6.5rem_minmax(0,1fr)] gap-3">
                  <Field label="Received" error={errors?.received?.message}>
                    {(c) => (
                      <Input
                        {...c}
                        inputMode="decimal"
                        aria-label={`Received quantity of ${item.name}`}
                        {...register(`lines.${i}.received`)}
                      />
                    )}
                  </Field>
                  <Field label="Reason" error={errors?.reason?.message}>
                    {(c) => (
                      <Select {...c} aria-label={`Reason for ${item.name}`} {...register(`lines.${i}.reason`)}>
                        {REASONS.map(([value, label]) => (
                          <option key={value} value={value} disabled={value === '' && differs}>
                            {label}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                </div>
                {l?.reason === 'substituted' ? (
                  <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-3">
                    <Field label="Substitute" error={errors?.substituteName?.message}>
                      {(c) => (
                        <Input
                          {...c}
                          maxLength={200}
                          aria-label={`Substitute for ${item.name}`}
                          {...register(`lines.${i}.substituteName`)}
                        />
                      )}
                    </Field>
                    <Field label="Price" error={errors?.substitutePrice?.message}>
                      {(c) => (
                        <Input
                          {...c}
                          inputMode="decimal"
                          aria-label={`Substitute price for ${item.name}`}
                          {...register(`lines.${i}.substitutePrice`)}
                        />
                      )}
                    </Field>
                  </div>
                ) : null}
                <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-emerald-700">
                  <Camera className="size-4" aria-hidden="true" />
                  <span>{photos[item.id] ? photos[item.id].name : 'Add a photo'}</span>
                  <input
                    type="file"
                    accept="image/jpeg,image/png"
                    capture="environment"
                    className="sr-only"
                    aria-label={`Photo of ${item.name}`}
                    onChange={(e) => pickPhoto(item.id, e.target.files?.[0])}
                  />
                </label>
              </li>
            );
          })}
        </ul>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="Received by" error={formState.errors.receivedBy?.message}>
            {(c) => <Input {...c} maxLength={200} {...register('receivedBy')} />}
          </Field>
          <Field label="Received at" error={formState.errors.receivedAt?.message}>
            {(c) => <Input {...c} type="datetime-local" {...register('receivedAt')} />}
          </Field>
        </div>
        <Checkbox label="Everything that will come has come" {...register('complete')} />
      </form>
    </Dialog>
  );
}

/** Typed text as the plain decimal the server reads ('1,5' → '1.5'); the text itself when it is no number. */
function plainText(text: string): string {
  const d = parseDecimal(text);
  return d ? toPlain(d) : text.trim();
}

async function toLine(l: Line, photo: File | undefined): Promise<ReceiveLine> {
  return {
    orderItemId: l.orderItemId,
    receivedQuantity: plainText(l.received),
    reason: l.reason || null,
    ...(l.reason === 'substituted'
      ? { substituteName: l.substituteName, substitutePrice: plainText(l.substitutePrice) }
      : {}),
    ...(photo ? { photo: { fileName: photo.name, contentBase64: await readAsBase64(photo) } } : {}),
  };
}
