import { z } from 'zod';
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
  createdAt: z.string(),
  subject: z.string(),
  message: z.string(),
  senderName: z.string(),
  senderEmail: z.string(),
  /** The restaurant (or supplier) the sender belongs to; null for a person account. */
  organisation: z.string().nullable(),
  handledAt: z.string().nullable(),
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
