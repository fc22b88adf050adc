type Place = { address1?: string | null; city?: string | null; state?: string | null; postalCode?: string | null };

/** Two lines: the street, then 'City, ST A1A 1A1'; empty parts are skipped. */
export function addressLines(p: Place): string[] {
  const region = [p.state, p.postalCode].filter(Boolean).join(' ');
  const place = [p.city, region].filter(Boolean).join(', ');
  return [p.address1 ?? '', place].map((s) => s.trim()).filter(Boolean);
}
