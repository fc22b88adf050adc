import { Scissors } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import { type GridTable, planSplit, type SplitPlan } from './grid-state';

type SplitFieldProps = {
  table: GridTable;
  onSplit: (plan: SplitPlan) => void;
  disabled?: boolean;
};

/** 'Split a field': a column cut at a separator into new columns (e.g. a pack '12/1 L' into '12' and '1 L'). */
export function SplitField({ table, onSplit, disabled }: SplitFieldProps) {
  const [open, setOpen] = useState(false);
  const [column, setColumn] = useState(table.headers[0] ?? '');
  const [separator, setSeparator] = useState('/');
  const [problem, setProblem] = useState<string | null>(null);
  const panelId = useId();
  const current = table.headers.includes(column) ? column : (table.headers[0] ?? '');
  const plan = planSplit(table, current, separator);

  const apply = () => {
    if (!separator) {
      setProblem('Enter the separator to split at');
      return;
    }
    if (!plan) {
      setProblem(`No value of ${current} contains "${separator}"`);
      return;
    }
    onSplit(plan);
    setProblem(null);
    setOpen(false);
  };

  return (
    <div>
      <Button
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={disabled || table.headers.length === 0}
        onClick={() => setOpen((o) => !o)}
      >
        <Scissors className="size-4" aria-hidden="true" />
        Split a field
      </Button>
      {open ? (
        <div
          id={panelId}
          className="mt-2 flex flex-col gap-3 rounded-xl border border-gray-200 bg-gray-50 p-3 sm:flex-row sm:items-end"
        >
          <Field label="Column to split" className="sm:w-56">
            {(a) => (
              <Select {...a} value={current} onChange={(e) => setColumn(e.target.value)}>
                {table.headers.map((h) => (
                  <option key={h} value={h}>
                    {h}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          <Field label="Separator" className="sm:w-32" error={problem ?? undefined}>
            {(a) => (
              <Input
                {...a}
                value={separator}
                maxLength={5}
                onChange={(e) => {
                  setSeparator(e.target.value);
                  setProblem(null);
                }}
              />
            )}
          </Field>
          <p className="min-w-0 flex-1 text-sm text-gray-600 sm:pb-2.5">
            {plan
              ? `New columns: ${plan.targets.join(', ')}`
              : 'Choose a column and the text that separates its parts.'}
          </p>
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={apply}>Split</Button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
