import { ITEM_CATEGORIES } from '@app/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input, Select } from '../../components/ui/input';
import type { EditItemFormValues } from './item-schema';

type ItemFieldsProps = {
  register: UseFormRegister<EditItemFormValues>;
  errors: FieldErrors<EditItemFormValues>;
  /** 'add' starts the category on a "choose" prompt; 'edit' offers None to clear it. */
  mode: 'add' | 'edit';
  disabled?: boolean;
};

/** Name, category, item code, pack, pack size, unit and price of an item. */
export function ItemFields({ register, errors, mode, disabled = false }: ItemFieldsProps) {
  return (
    <fieldset disabled={disabled} className="grid gap-4 sm:grid-cols-2">
      <Field label="Item description" required error={errors.name?.message} className="sm:col-span-2">
        {(a) => <Input {...a} data-autofocus {...register('name')} />}
      </Field>
      <Field label="Category" required error={errors.category?.message}>
        {(a) => (
          <Select {...a} {...register('category')}>
            {mode === 'add' ? <option value="">Select a category</option> : <option value="None">None</option>}
            {ITEM_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label="Item code" required error={errors.itemCode?.message}>
        {(a) => <Input {...a} autoComplete="off" {...register('itemCode')} />}
      </Field>
      <Field label="Price" required error={errors.price?.message} hint="In dollars, up to 5 decimals">
        {(a) => <Input {...a} inputMode="decimal" autoComplete="off" placeholder="0.00" {...register('price')} />}
      </Field>
      <Field label="Unit" required error={errors.unit?.message} hint="What the pack is measured by, e.g. CS, KG, EA">
        {(a) => <Input {...a} autoComplete="off" {...register('unit')} />}
      </Field>
      <Field label="Pack size" required error={errors.quantity?.message} hint="How many units one price buys">
        {(a) => <Input {...a} inputMode="decimal" autoComplete="off" placeholder="1" {...register('quantity')} />}
      </Field>
      <Field label="Pack" error={errors.pack?.message} hint="Optional, e.g. 12/1 L or 25 LB">
        {(a) => <Input {...a} autoComplete="off" {...register('pack')} />}
      </Field>
    </fieldset>
  );
}
