import { readFileSync } from 'node:fs';
import { parseDocument } from '/work/main/apps/server/src/modules/parsing/index.js';
const r = await parseDocument({ bytes: new Uint8Array(readFileSync(process.argv[2])), fileName: 'x.pdf', eInvoice: process.argv[3] !== 'noxml' });
for (const t of r.data) { console.log(t.headers.join(' | '), '\n', t.fields.join(' | ')); for (const row of t.rows) console.log(t.headers.map(h=>row.values[h]).join(' | '), ' =>', row.check?.status, row.check?.reason ?? '', row.check?.repairs.join('; ') ?? ''); }
console.log(JSON.stringify(r.reconciliation));
