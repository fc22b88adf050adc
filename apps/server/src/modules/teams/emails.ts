import type { MailPayload } from '../../jobs/mail.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * The invitation to a team, with its single-use link. An email with an account is asked to accept; one without
 * is asked to create its account, which joins the team at once. Nothing changes until the link is used.
 */
export function invitationMail(
  to: string,
  team: string,
  inviter: string,
  link: string,
  hasAccount: boolean,
  validDays: number,
): MailPayload {
  const who = inviter ? `${inviter} invited you` : 'You are invited';
  const action = hasAccount ? 'Accept the invitation' : 'Create your account and join';
  const ignore = `If you do not want to join, ignore this email: nothing changes unless you accept. The link works once, for ${validDays} days.`;
  return {
    to: [to],
    subject: `You are invited to join ${team}`,
    text: `${who} to join the team of ${team}.\n\n${action}: ${link}\n\n${ignore}\n`,
    html: `<p>${esc(who)} to join the team of <strong>${esc(team)}</strong>.</p>
<p><a href="${esc(link)}">${esc(action)}</a></p><p style="color:#6b7280">${esc(ignore)}</p>`,
  };
}
