import { z } from 'zod';
import { endpoint, isoTimestamp } from './endpoint.js';
import { noticesBody, noticesReadBody } from './orders.js';

/** A notice of what a supplier did to one of the restaurant's orders (or of an order not received in time). */
export const noticeSchema = z.object({
  id: z.number(),
  orderId: z.number().nullable(),
  text: z.string(),
  read: z.boolean(),
  created: isoTimestamp,
});
export type Notice = z.infer<typeof noticeSchema>;
/** The most recent notices and how many of all of them are unread. */
export const noticesResponse = z.object({ notices: z.array(noticeSchema), unread: z.number() });
export type Notices = z.infer<typeof noticesResponse>;

export const noticeEndpoints = {
  '/notices': endpoint({
    body: noticesBody,
    response: noticesResponse,
    reads: 'notices',
    summary: "The caller's most recent notices and how many are unread",
  }),
  '/notices_read': endpoint({
    body: noticesReadBody,
    response: z.object({ status: z.literal('SUCCESS') }),
    changes: ['notices'],
    summary: "Mark the caller's notices read: the ones given, or all of them",
  }),
};
