import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type { ApplicationValues } from './application';
import { ProfileSection } from './profile-section';

function Profile({ section }: { section: 'restaurant' | 'supplier' }) {
  const { register, formState } = useForm<ApplicationValues>();
  return <ProfileSection section={section} register={register} errors={formState.errors} />;
}

describe('profile section', () => {
  it.each(['restaurant', 'supplier'] as const)('asks for the %s address in the order it is written', (section) => {
    render(<Profile section={section} />);
    const order = ['Address', 'City', 'State / Province', 'Postal code', 'Country'].map((label) =>
      screen.getByLabelText(new RegExp(`^${label.replace('/', '\\/')}`)),
    );
    for (const [i, field] of order.entries()) {
      if (i === 0) continue;
      // Each field comes after the one before it in the page (and in the tab order).
      expect(order[i - 1].compareDocumentPosition(field) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });
});
