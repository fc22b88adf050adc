import type { MailPayload } from '../../jobs/mail.js';
import { escapeHtml as esc } from '../../lib/html.js';

export type FeedbackMailInput = {
  subject: string;
  message: string;
  senderName: string;
  senderEmail: string;
  organisation: string | null;
};

/** To one admin: a message sent from the Help page; a reply goes to the sender. */
export function feedbackMail(to: string, m: FeedbackMailInput, publicUrl: string): MailPayload {
  const from = `${m.senderName || m.senderEmail} <${m.senderEmail}>${m.organisation ? ` of ${m.organisation}` : ''}`;
  const inbox = `${publicUrl}/FeedbackInbox`;
  return {
    to: [to],
    replyTo: m.senderEmail,
    subject: `Help request: ${m.subject}`,
    text: `${from} wrote from the Help page:\n\nSubject: ${m.subject}\n\n${m.message}\n\nReply to this email to answer. All messages: ${inbox}\n`,
    html: `<p>${esc(from)} wrote from the Help page:</p>
<p><strong>${esc(m.subject)}</strong></p>
<p style="white-space:pre-wrap">${esc(m.message)}</p>
<p>Reply to this email to answer. <a href="${esc(inbox)}">All messages</a></p>`,
  };
}
