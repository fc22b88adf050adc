import { COUNTRIES } from '@app/contracts';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { Field } from '../../components/ui/field';
import { Input, Select, Textarea } from '../../components/ui/input';
import type { ApplicationValues } from './application';

type Section = 'restaurant' | 'supplier';

type ProfileSectionProps = {
  section: Section;
  register: UseFormRegister<ApplicationValues>;
  errors: FieldErrors<ApplicationValues>;
};

/** Restaurant profile or Supplier profile: name, (order email), website, then the address as it is written: street, city, state or province, postal code, country. */
export function ProfileSection({ section, register, errors }: ProfileSectionProps) {
  const e = errors[section];
  const title = section === 'restaurant' ? 'Restaurant profile' : 'Supplier profile';
  return (
    <section aria-labelledby={`${section}-profile`} className="space-y-4">
      <h3 id={`${section}-profile`} className="text-base font-semibold text-gray-900">
        {title}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          className="sm:col-span-2"
          label={section === 'restaurant' ? 'Restaurant name' : 'Supplier name'}
          required
          error={e?.name?.message}
        >
          {(a) => <Input {...a} autoComplete="organization" {...register(`${section}.name`)} />}
        </Field>
        {section === 'supplier' ? (
          <Field className="sm:col-span-2" label="Email for receiving orders" required error={e?.orderEmail?.message}>
            {(a) => <Input {...a} type="email" {...register('supplier.orderEmail')} />}
          </Field>
        ) : null}
        <Field className="sm:col-span-2" label="Website" hint="Optional">
          {(a) => (
            <Input {...a} type="url" inputMode="url" placeholder="https://" {...register(`${section}.website`)} />
          )}
        </Field>
        <Field className="sm:col-span-2" label="Address" required error={e?.address?.message}>
          {(a) => <Input {...a} autoComplete="street-address" {...register(`${section}.address`)} />}
        </Field>
        <Field label="City" required error={e?.city?.message}>
          {(a) => <Input {...a} autoComplete="address-level2" {...register(`${section}.city`)} />}
        </Field>
        <Field label="State / Province" required error={e?.stateProv?.message}>
          {(a) => <Input {...a} autoComplete="address-level1" {...register(`${section}.stateProv`)} />}
        </Field>
        <Field label="Postal code" required error={e?.postalCode?.message}>
          {(a) => <Input {...a} autoComplete="postal-code" {...register(`${section}.postalCode`)} />}
        </Field>
        <Field label="Country" required error={e?.region?.message}>
          {(a) => (
            <Select {...a} autoComplete="country-name" {...register(`${section}.region`)}>
              <option value="">Choose a country</option>
              {COUNTRIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {section === 'supplier' ? (
          <Field className="sm:col-span-2" label="About" hint="Optional: what you sell and where you deliver">
            {(a) => <Textarea {...a} rows={3} {...register('supplier.about')} />}
          </Field>
        ) : null}
      </div>
    </section>
  );
}
