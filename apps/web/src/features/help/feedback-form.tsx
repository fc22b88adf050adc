import { FEEDBACK_LIMITS, FEEDBACK_MSG, feedbackFields } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Textarea } from '../../components/ui/input';
import { serverErrors } from '../suppliers/server-errors';
import { useSendFeedback } from './help-api';

const feedbackFormSchema = z.object(feedbackFields);
type FeedbackFormValues = z.input<typeof feedbackFormSchema>;
const EMPTY: FeedbackFormValues = { subject: '', message: '' };
const FIELD_OF = { subject: 'subject', message: 'message' } as const;

const newKey = () => crypto.randomUUID();

/** "Contact us" on the Help page: a subject and a message that reach the admins (stored, and mailed to them). */
export function FeedbackForm() {
  const send = useSendFeedback();
  // One key per message: a retried send of the same message is stored and mailed once.
  const [requestKey, setRequestKey] = useState(newKey);
  const [sent, setSent] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, reset, setError, watch, formState } = useForm<FeedbackFormValues>({
    resolver: zodResolver(feedbackFormSchema),
    defaultValues: EMPTY,
  });
  const { errors, isSubmitting } = formState;
  const length = watch('message').length;

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    setSent(false);
    try {
      await send.mutateAsync({ subject: values.subject.trim(), message: values.message.trim(), requestKey });
      setSent(true);
      setRequestKey(newKey());
      reset(EMPTY);
    } catch (err) {
      const { fields, form } = serverErrors(err, FIELD_OF, {
        fallback: 'Your message could not be sent. Please try again.',
      });
      for (const [name, message] of Object.entries(fields)) {
        setError(name as keyof FeedbackFormValues, { message }, { shouldFocus: true });
      }
      if (form) setFormError(form);
    }
  });

  return (
    <section aria-labelledby="contact-us" className="rounded-xl border border-gray-200 bg-white p-5">
      <h2 id="contact-us" className="text-base font-semibold text-gray-900">
        Contact us
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Did not find your answer? Write to our team; we answer by email at the address you sign in with.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 space-y-4">
        {sent ? <Alert tone="success">{FEEDBACK_MSG.sent}</Alert> : null}
        {formError ? <Alert tone="error">{formError}</Alert> : null}
        <Field label="Subject" required error={errors.subject?.message}>
          {(a) => <Input {...a} maxLength={FEEDBACK_LIMITS.subject} autoComplete="off" {...register('subject')} />}
        </Field>
        <Field
          label="Message"
          required
          error={errors.message?.message}
          hint={`${length} / ${FEEDBACK_LIMITS.message} characters`}
        >
          {(a) => <Textarea {...a} rows={6} {...register('message')} />}
        </Field>
        <Button type="submit" loading={isSubmitting}>
          Send message
        </Button>
      </form>
    </section>
  );
}
