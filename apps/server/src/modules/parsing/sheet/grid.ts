/** Tables from spreadsheet grids: the header row found with the header vocabulary, one table per sheet. */
import { type DecimalStyle, splitQuantityUnit } from '../numbers.js';
import { summaryKind } from '../table/keywords.js';
import { type ColumnInput, resolveFields } from '../table/roles.js';
import { uniqueHeaders } from '../table/to-table.js';
import { letterCount } from '../table/tokens.js';
import type { Field, ParsedRow, ParsedTable } from '../types.js';
import { classifyHeader, type HeaderRole } from '../vocabulary.js';

const ITEM_ROLES = new Set<HeaderRole>(['item_code', 'name', 'unit', 'quantity', 'unit_price', 'amount', 'category']);

function headerFields(row: string[]): number {
  const roles = new Set<HeaderRole>();
  for (const cell of row) {
    if (!cell || cell.length > 60) continue;
    const c = classifyHeader(cell);
    if (c.strength > 0 && ITEM_ROLES.has(c.role)) roles.add(c.role);
  }
  return roles.size;
}

function findHeaderRow(grid: string[][]): number {
  let best = -1;
  let bestScore = 1;
  for (let i = 0; i < Math.min(grid.length, 30); i++) {
    const score = headerFields(grid[i]);
    if (score > bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

export function gridTable(raw: string[][], page: number, style: DecimalStyle): ParsedTable | null {
  const grid = raw.map((r) => r.map((c) => (c ?? '').replace(/\s+/g, ' ').trim())).filter((r) => r.some(Boolean));
  if (!grid.length) return null;
  const width = Math.max(...grid.map((r) => r.length));
  let headerAt = findHeaderRow(grid);
  let labels: string[];
  if (headerAt >= 0) labels = grid[headerAt];
  else if (grid[0].filter(Boolean).every((c) => letterCount(c) > 0 && !/\d{3}/.test(c)) && grid.length > 1) {
    headerAt = 0;
    labels = grid[0];
  } else {
    headerAt = -1;
    labels = [];
  }
  const columns = Array.from({ length: width }, (_, i) => labels[i] || `Column ${i + 1}`);
  const body = grid.slice(headerAt + 1);
  const rows: { cells: string[]; category: string | null }[] = [];
  let category: string | null = null;
  for (const r of body) {
    const cells = columns.map((_, i) => r[i] ?? '');
    const filled = cells.filter(Boolean);
    if (
      filled.length === 1 &&
      !/\d/.test(filled[0]) &&
      letterCount(filled[0]) >= 3 &&
      filled[0].split(' ').length <= 6
    ) {
      category = filled[0].replace(/^[\s\-–—=*#_.:]+|[\s\-–—=*#_.:]+$/g, '');
      continue;
    }
    rows.push({ cells, category });
  }
  const cols: ColumnInput[] = columns.map((label, i) => {
    const c = labels[i] ? classifyHeader(label) : { role: 'none' as HeaderRole, strength: 0, perUnit: false };
    return { label, role: c.role, strength: c.strength, perUnit: c.perUnit, values: rows.map((r) => r.cells[i]), x: i };
  });
  const keep = cols.map((c, i) => !!labels[i] || c.values.some(Boolean));
  const kept = cols.filter((_, i) => keep[i]);
  const fields: Field[] = resolveFields(kept, style);
  const quantityAt = fields.indexOf('quantity');
  const headers = uniqueHeaders(kept.map((c) => c.label));
  const categoryAt = fields.indexOf('category');
  const parsedRows: ParsedRow[] = [];
  rows.forEach((r, ri) => {
    const text = kept.map((c) => c.values[ri]).join(' ');
    const quantity = quantityAt >= 0 ? splitQuantityUnit(kept[quantityAt].values[ri], style).quantity : null;
    if (quantity === null && summaryKind(text)) return;
    const values: Record<string, string> = {};
    headers.forEach((h, i) => {
      values[h] = kept[i].values[ri];
    });
    const category = categoryAt >= 0 ? values[headers[categoryAt]] || r.category : r.category;
    parsedRows.push({ values, selected: true, category: category || null });
  });
  if (!parsedRows.length) return null;
  return { page, headers, fields, rows: parsedRows };
}
