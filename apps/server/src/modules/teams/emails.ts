import type { MailPayload } from '../../jobs/mail.js';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export function inviteNewUserMail(to: string, team: string, tempPassword: string, publicUrl: string): MailPayload {
  const link = `${publicUrl}/login`;
  return {
    to: [to],
    subject: `You have been invited to ${team}`,
    text: `You have been added to the team of ${team}.\n\nSign in at ${link}\nEmail: ${to}\nTemporary password: ${tempPassword}\n\nYou will choose your own password when you first sign in.\n`,
    html: `<p>You have been added to the team of <strong>${esc(team)}</strong>.</p>
<p><a href="${esc(link)}">Sign in</a> with your email <strong>${esc(to)}</strong> and the temporary password
<code style="font-size:16px">${esc(tempPassword)}</code>.</p><p>You will choose your own password when you first sign in.</p>`,
  };
}

export function addedToTeamMail(to: string, team: string, publicUrl: string): MailPayload {
  const link = `${publicUrl}/invite?businessName=${encodeURIComponent(team)}&InviteStatus=success`;
  return {
    to: [to],
    subject: `You have been added to ${team}`,
    text: `You have been added to the team of ${team}.\n\nOpen ${link} to get started.\n`,
    html: `<p>You have been added to the team of <strong>${esc(team)}</strong>.</p><p><a href="${esc(link)}">Get started</a></p>`,
  };
}
