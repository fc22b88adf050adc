import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A phone number for display: (xxx) xxx-xxxx, with a leading +1 when the number was given with its country code
 * (11 digits). Other numbers are shown as entered.
 */
export function formatPhone(raw: string | null | undefined): string {
  if (!raw) return '';
  const digits = raw.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10 || (digits.length !== 10 && digits.length !== 11)) {
    const parsed = parsePhoneNumberFromString(raw, 'CA');
    return parsed?.isValid() ? parsed.formatInternational() : raw.trim();
  }
  const parsed = parsePhoneNumberFromString(`+1${national}`);
  const local = parsed?.isValid()
    ? parsed.formatNational()
    : `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  return digits.length === 11 ? `+1 ${local}` : local;
}

/** True when the text can be a phone number (North American numbers may omit the +1). */
export function isPhoneNumber(raw: string): boolean {
  const parsed = parsePhoneNumberFromString(raw, 'CA');
  return Boolean(parsed?.isPossible());
}

/** The E.164 form (+14165550123) when the number parses, else the trimmed text. */
export function normalizePhone(raw: string): string {
  const parsed = parsePhoneNumberFromString(raw, 'CA');
  return parsed?.isPossible() ? parsed.number : raw.trim();
}
