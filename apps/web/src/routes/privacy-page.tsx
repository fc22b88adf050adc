import type { ReactNode } from 'react';
import { PageHeader } from '../components/ui/page-header';

function Section({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id ?? title}-h`} className="space-y-2">
      <h2 id={`${id ?? title}-h`} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="space-y-2 text-sm leading-6 text-gray-700">{children}</div>
    </section>
  );
}

/** /Privacy: the privacy policy and the terms of service. */
export function PrivacyPage() {
  return (
    <div className="mx-auto w-full max-w-3xl">
      <PageHeader title="Privacy policy" description="How your information is used in this application." />
      <div className="space-y-8 rounded-xl border border-gray-200 bg-white p-6 sm:p-8">
        <Section title="What we keep">
          <p>
            Your account: name, email address, phone number, job title and your settings. Your business: its name,
            address and contacts. What you do in the application: suppliers, items and prices, order guides, orders and
            their notes, and the invoices and documents you upload.
          </p>
        </Section>
        <Section title="Why we keep it">
          <p>
            To sign you in, to send your orders to your suppliers, to read your invoices into items and prices, and to
            show you prices across suppliers. Order emails go to the addresses you and your suppliers choose.
          </p>
        </Section>
        <Section title="In your browser">
          <p>
            The application stores your sign-in tokens, your settings and your cart in your browser&apos;s local
            storage. Logging out removes all of them. No advertising or tracking cookies are used.
          </p>
        </Section>
        <Section title="Your choices">
          <p>
            You can change your details and notification choices in Settings at any time. To have your account removed,
            contact your customer service representative.
          </p>
        </Section>
        <Section id="terms" title="Terms of service">
          <p>
            The plan starts with a 30-day risk-free trial and then costs 159 CAD per month. Prices and items shown come
            from your suppliers and your invoices; check them with your supplier before you rely on them. Orders you
            send are between you and your supplier.
          </p>
          <p>Keep your password to yourself; you are responsible for what is done with your account.</p>
        </Section>
      </div>
    </div>
  );
}
