/** Turns a read table (anchors and raw rows) into the parsed table of the spec: unique headers, fields, rows. */
import type { DecimalStyle } from '../numbers.js';
import type { ParsedRow, ParsedTable } from '../types.js';
import type { Anchor } from './anchors.js';
import { type ColumnInput, resolveFields } from './roles.js';
import type { DraftRow } from './rows.js';

export type TableDraft = { page: number; anchors: Anchor[]; rows: DraftRow[]; category?: string | null };

export function uniqueHeaders(labels: string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((l) => {
    const base = l.trim() || 'Column';
    const key = base.toLowerCase();
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? base : `${base} ${n}`;
  });
}

export function toParsedTable(draft: TableDraft, style: DecimalStyle): ParsedTable {
  const cols: ColumnInput[] = [];
  draft.anchors.forEach((a, k) => {
    const values = draft.rows.map((r) => r.cells[k] ?? '');
    if (a.label || values.some((v) => v.trim())) {
      cols.push({
        label: a.label || `Column ${k + 1}`,
        role: a.role,
        strength: a.strength,
        perUnit: a.perUnit,
        values,
        x: a.x0,
      });
    }
    if (a.lower) {
      cols.push({
        label: a.lower.label,
        role: a.lower.role,
        strength: a.lower.strength,
        perUnit: a.lower.perUnit,
        values: draft.rows.map((r) => r.lower[k] ?? ''),
        x: a.x0 + 0.01,
      });
    }
  });
  if (draft.rows.some((r) => r.note)) {
    cols.push({
      label: 'Description',
      role: 'name',
      strength: 1,
      perUnit: false,
      values: draft.rows.map((r) => r.note ?? ''),
      x: (draft.anchors[0]?.x0 ?? 0) + 0.02,
    });
    cols.sort((a, b) => a.x - b.x);
  }
  const fields = resolveFields(cols, style);
  const headers = uniqueHeaders(cols.map((c) => c.label));
  const categoryCol = fields.indexOf('category');
  const rows: ParsedRow[] = draft.rows.map((r, i) => {
    const values: Record<string, string> = {};
    headers.forEach((h, c) => {
      values[h] = cols[c].values[i].replace(/\s+/g, ' ').trim();
    });
    const category = categoryCol >= 0 ? values[headers[categoryCol]] || r.category : r.category;
    return { values, selected: true, category: category || null };
  });
  return { page: draft.page, headers, fields, rows };
}
