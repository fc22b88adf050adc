import { z } from 'zod';
import { emptyRequest } from './admin.js';
import { endpoint, isoTimestamp } from './endpoint.js';
import { idSchema } from './input.js';

/** Limits and messages of the Help page's message form (/Feedback). */
export const FEEDBACK_LIMITS = { subject: 150, message: 5000 } as const;

export const FEEDBACK_MSG = {
  subjectRequired: 'Please enter a subject',
  subjectTooLong: `The subject can be at most ${FEEDBACK_LIMITS.subject} characters`,
  messageRequired: 'Please write your message',
  messageTooLong: `The message can be at most ${FEEDBACK_LIMITS.message} characters`,
  sent: 'Thank you. Your message reached our team; we answer by email.',
  tooMany: 'You sent several messages in a short time. Please wait an hour before sending another one.',
} as const;

/** The fields as the form and the server check them (trimmed, with the limits above). */
export const feedbackFields = {
  subject: z
    .string()
    .trim()
    .min(1, FEEDBACK_MSG.subjectRequired)
    .max(FEEDBACK_LIMITS.subject, FEEDBACK_MSG.subjectTooLong),
  message: z
    .string()
    .trim()
    .min(1, FEEDBACK_MSG.messageRequired)
    .max(FEEDBACK_LIMITS.message, FEEDBACK_MSG.messageTooLong),
};

/** One press of Send; the same requestKey sent again is answered with the message already stored. */
export const feedbackSendBody = z.object({ ...feedbackFields, requestKey: z.string().trim().min(8).max(100) }).strict();
export type FeedbackSendBody = z.infer<typeof feedbackSendBody>;
export const feedbackSendResponse = z.object({ id: z.number() });

/** A message in the admins' inbox. */
export const feedbackRow = z.object({
  id: z.number(),
  createdAt: isoTimestamp,
  subject: z.string(),
  message: z.string(),
  senderName: z.string(),
  senderEmail: z.string(),
  /** The restaurant (or supplier) the sender belongs to; null for a person account. */
  organisation: z.string().nullable(),
  handledAt: isoTimestamp.nullable(),
  handledBy: z.string().nullable(),
});
export type FeedbackRow = z.infer<typeof feedbackRow>;
export const adminFeedbackResponse = z.object({ messages: z.array(feedbackRow) });
export const adminFeedbackHandleBody = z.object({ feedbackId: idSchema, handled: z.boolean() }).strict();

/** The steps of the restaurant dashboard's first-run checklist, in the order shown. */
export const FIRST_RUN_STEPS = ['suppliers', 'documents', 'orderGuide', 'team'] as const;
export type FirstRunStep = (typeof FIRST_RUN_STEPS)[number];
export const firstRunResponse = z.object({
  dismissed: z.boolean(),
  steps: z.array(z.object({ key: z.enum(FIRST_RUN_STEPS), done: z.boolean() })),
});
export type FirstRun = z.infer<typeof firstRunResponse>;

/**
 * The first-run checklist, the Help page's message form and the admins' inbox of it. The checklist reads other
 * resources' data (suppliers, documents, order guide, team) and is read fresh on every visit of the dashboard.
 */
export const helpEndpoints = {
  '/first_run_get': endpoint({
    body: emptyRequest,
    response: firstRunResponse,
    reads: 'help',
    summary: "The restaurant dashboard's first-run checklist",
  }),
  '/first_run_dismiss': endpoint({
    body: emptyRequest,
    response: firstRunResponse,
    changes: ['help'],
    summary: 'Put the first-run checklist away for the caller',
  }),
  '/feedback_send': endpoint({
    body: feedbackSendBody,
    response: feedbackSendResponse,
    changes: ['help'],
    summary: "Send a message to the product's team; mailed to every admin",
  }),
  '/admin_feedback': endpoint({
    body: emptyRequest,
    response: adminFeedbackResponse,
    reads: 'help',
    summary: "The admins' inbox of Help messages, newest first",
  }),
  '/admin_feedback_handle': endpoint({
    body: adminFeedbackHandleBody,
    response: z.object({ status: z.literal('SUCCESS') }),
    changes: ['help'],
    summary: 'Mark a Help message handled, or open again',
  }),
};
