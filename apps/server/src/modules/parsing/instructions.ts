/**
 * Per-supplier parse instructions.
 *
 * field_association: `fieldMap` maps a header (case-insensitive) to a field; it overrides the detected mapping and
 * the field is taken away from any other column of that table (except 'none' and 'category').
 *
 * field_split: `fields[0]` names the column to split; `fields[1..]` name the columns that replace it, in order. A
 * target named like a field ('name', 'unit', 'quantity', 'item_code', ...) gets that field, any other label is mapped
 * through the header vocabulary ('Pack' and 'Size' read as unit). With `separator`, the value is cut at the separator
 * (the last target takes the rest). Without it, two targets split "12/1 L Olive oil" into the pack ("12/1 L") and the
 * rest ("Olive oil"), whichever side the pack is written on; more targets split on whitespace.
 */
import { isUnitWord } from './table/roles.js';
import { uniqueHeaders } from './table/to-table.js';
import { FIELDS, type Field, type ParsedTable, type ParseInstruction } from './types.js';
import { fieldForHeader } from './vocabulary.js';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const SINGLE: Field[] = ['item_code', 'name', 'unit', 'quantity', 'unit_price', 'amount'];

function targetField(label: string): Field {
  const lower = label.trim().toLowerCase().replace(/\s+/g, '_');
  return (FIELDS as readonly string[]).includes(lower) ? (lower as Field) : fieldForHeader(label);
}

function isPackToken(t: string): boolean {
  return /^[\d.,/x×#]*\d[\d.,/x×#]*[a-zA-Z]{0,4}\.?$/i.test(t) || isUnitWord(t) || /^(?:x|×|\/)$/i.test(t);
}

/** Splits "12/1 L Olive oil" or "Olive oil 12/1 L" into the pack and the rest. */
export function splitPack(value: string): { pack: string; rest: string } {
  const tokens = value.trim().split(/\s+/).filter(Boolean);
  let lead = 0;
  while (lead < tokens.length - 1 && isPackToken(tokens[lead])) lead++;
  if (lead > 0 && /\d/.test(tokens.slice(0, lead).join(''))) {
    return { pack: tokens.slice(0, lead).join(' '), rest: tokens.slice(lead).join(' ') };
  }
  let tail = tokens.length;
  while (tail > 1 && isPackToken(tokens[tail - 1])) tail--;
  if (tail < tokens.length && /\d/.test(tokens.slice(tail).join(''))) {
    return { pack: tokens.slice(tail).join(' '), rest: tokens.slice(0, tail).join(' ') };
  }
  return { pack: '', rest: value.trim() };
}

function splitValue(value: string, targets: string[], fields: Field[], separator?: string): string[] {
  const n = targets.length;
  if (separator) {
    const parts = value.split(separator);
    return targets.map((_, i) => (i < n - 1 ? (parts[i] ?? '') : parts.slice(n - 1).join(separator)).trim());
  }
  if (n === 2) {
    const { pack, rest } = splitPack(value);
    const packIndex = fields.findIndex(
      (f, i) => f === 'unit' || f === 'quantity' || /pack|size|unit/i.test(targets[i]),
    );
    const p = Math.max(packIndex, 0);
    return targets.map((_, i) => (i === p ? pack : rest));
  }
  const tokens = value.trim().split(/\s{2,}/).length >= n ? value.trim().split(/\s{2,}/) : value.trim().split(/\s+/);
  return targets.map((_, i) => (i < n - 1 ? (tokens[i] ?? '') : tokens.slice(n - 1).join(' ')).trim());
}

function associate(table: ParsedTable, fieldMap: Record<string, Field>): void {
  for (const [header, field] of Object.entries(fieldMap)) {
    const at = table.headers.findIndex((h) => same(h, header));
    if (at < 0 || !(FIELDS as readonly string[]).includes(field)) continue;
    if (SINGLE.includes(field)) table.fields = table.fields.map((f, i) => (f === field && i !== at ? 'none' : f));
    table.fields[at] = field;
  }
}

function split(table: ParsedTable, fields: string[], separator?: string): void {
  const [source, ...targets] = fields;
  if (!source || targets.length < 2) return;
  const at = table.headers.findIndex((h) => same(h, source));
  if (at < 0) return;
  const targetFields = targets.map(targetField);
  const others = table.headers.filter((_, i) => i !== at);
  const renamed = uniqueHeaders([...others, ...targets]).slice(others.length);
  for (const f of targetFields) {
    if (SINGLE.includes(f)) table.fields = table.fields.map((x, i) => (x === f && i !== at ? 'none' : x));
  }
  for (const row of table.rows) {
    const parts = splitValue(row.values[table.headers[at]] ?? '', targets, targetFields, separator);
    const values: Record<string, string> = {};
    table.headers.forEach((h, i) => {
      if (i === at) {
        renamed.forEach((t, k) => {
          values[t] = parts[k];
        });
      } else values[h] = row.values[h];
    });
    row.values = values;
  }
  table.headers = [...table.headers.slice(0, at), ...renamed, ...table.headers.slice(at + 1)];
  table.fields = [...table.fields.slice(0, at), ...targetFields, ...table.fields.slice(at + 1)];
}

/** Applies the supplier's instructions, in order, to every table they concern. */
export function applyInstructions(tables: ParsedTable[], instructions: ParseInstruction[]): void {
  for (const ins of instructions) {
    for (const table of tables) {
      if (ins.action === 'field_association') associate(table, ins.data.fieldMap ?? {});
      else if (ins.action === 'field_split') split(table, ins.data.fields ?? [], ins.data.separator);
    }
  }
}
