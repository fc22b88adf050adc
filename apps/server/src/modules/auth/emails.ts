import type { MailPayload } from '../../jobs/mail.js';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function layout(title: string, bodyHtml: string): string {
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto">
<h2 style="color:#065f46">${escapeHtml(title)}</h2>${bodyHtml}
<p style="color:#6b7280;font-size:12px">You received this because of activity on your account.</p></body></html>`;
}

export function signUpCodeMail(to: string, firstName: string, code: string): MailPayload {
  return {
    to: [to],
    subject: 'Your verification code',
    text: `Hello ${firstName},\n\nYour confirmation code is ${code}\n\nIt is valid for 24 hours.\n`,
    html: layout(
      'Confirm your email',
      `<p>Hello ${escapeHtml(firstName)},</p><p>Your confirmation code is <strong style="font-size:20px;letter-spacing:2px">${code}</strong></p><p>It is valid for 24 hours.</p>`,
    ),
  };
}

export function resetCodeMail(to: string, code: string): MailPayload {
  return {
    to: [to],
    subject: 'Reset your password',
    text: `Your password reset code is ${code}\n\nIt is valid for 24 hours. If you did not ask for it, ignore this email.\n`,
    html: layout(
      'Reset your password',
      `<p>Your password reset code is <strong style="font-size:20px;letter-spacing:2px">${code}</strong></p><p>It is valid for 24 hours. If you did not ask for it, ignore this email.</p>`,
    ),
  };
}

export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}
