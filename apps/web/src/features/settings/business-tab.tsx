import type { Session } from '@app/contracts';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';
import { AutoImportSetting } from './auto-import-setting';
import { InboundAddressSection } from './inbound-address';
import { LateDeliverySetting } from './late-delivery-setting';
import { SettingsPanel } from './settings-panel';

function ReadOnly({ label, value }: { label: string; value: string }) {
  return <Field label={label}>{(a) => <Input {...a} value={value} readOnly />}</Field>;
}

/**
 * Restaurant: name, address, city, province and postal code, all read-only; the address for emailed invoices; whether
 * invoices that check out import without review.
 */
export function RestaurantTab({ session }: { session: Session }) {
  const b = session.Business;
  const location = session.BusinessLocation;
  return (
    <SettingsPanel title="Restaurant" description="Your restaurant as registered. Contact us to change these details.">
      {b ? (
        <div className="grid gap-5 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <ReadOnly label="Name" value={b.name} />
          </div>
          <div className="sm:col-span-2">
            <ReadOnly label="Address" value={location?.address1 || b.address1} />
          </div>
          <ReadOnly label="City" value={location?.city || b.city} />
          <ReadOnly label="Province" value={location?.state || b.state} />
          <ReadOnly label="Postal code" value={location?.postalCode || b.postalCode} />
          {session.User.usertype === 'restaurant' ? (
            <>
              <div className="sm:col-span-2">
                <InboundAddressSection />
              </div>
              <div className="sm:col-span-2">
                <AutoImportSetting session={session} />
                <LateDeliverySetting session={session} />
              </div>
            </>
          ) : null}
        </div>
      ) : (
        <p className="text-sm text-gray-600">No restaurant is linked to your account.</p>
      )}
    </SettingsPanel>
  );
}
