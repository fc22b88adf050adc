/**
 * `npm run parse -- FILE [--supplier NAME]...`: parses an invoice or document and prints the result as JSON.
 * --supplier adds a known supplier name (repeatable); --no-e-invoice reads embedded e-invoices by layout instead.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ParseError, parseDocument, type SupplierRef } from './modules/parsing/index.js';

const USAGE = 'Usage: npm run parse -- FILE [--supplier NAME]... [--no-e-invoice]';

async function main(): Promise<number> {
  let parsedArgs: ReturnType<typeof parse>;
  try {
    parsedArgs = parse();
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const { values, positionals } = parsedArgs;
  if (values.help || positionals.length !== 1) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  // npm runs scripts from the workspace folder; a relative path is meant from where the command was typed.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(file));
  } catch {
    process.stderr.write(`Cannot read file: ${file}\n`);
    return 1;
  }
  const suppliers: SupplierRef[] = (values.supplier ?? []).map((name, i) => ({ id: i + 1, name, alternate_names: [] }));
  try {
    const result = await parseDocument({
      bytes,
      fileName: path.basename(file),
      suppliers,
      eInvoice: !values['no-e-invoice'],
    });
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return 0;
  } catch (err) {
    if (err instanceof ParseError) {
      process.stderr.write(`${err.message}\n`);
      return 1;
    }
    throw err;
  }
}

function parse() {
  return parseArgs({
    args: process.argv.slice(2),
    allowPositionals: true,
    options: {
      supplier: { type: 'string', multiple: true },
      'no-e-invoice': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
}

process.exitCode = await main();
