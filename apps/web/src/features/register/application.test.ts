import { describe, expect, it } from 'vitest';
import { type ApplicationValues, emptyApplication, registerPayload, validateApplication } from './application';
import { toggleRole } from './wizard-questions';

const filled: ApplicationValues = {
  ...emptyApplication,
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'Ana@Example.com ',
  phone: '(416) 555-0123',
  password: 'Secret12!',
  confirmPassword: 'Secret12!',
  restaurant: {
    ...emptyApplication.restaurant,
    name: 'Maple',
    region: 'Canada',
    address: '1 King St',
    city: 'Toronto',
    stateProv: 'ON',
    postalCode: 'M5H 1A1',
  },
};

const messages = (v: ApplicationValues, mode: 'restaurant' | 'supplier' | 'employee') =>
  validateApplication(v, mode).map((i) => `${i.path}: ${i.message}`);

describe('application form rules (spec 5)', () => {
  it('gives every message for an empty restaurant application', () => {
    expect(messages(emptyApplication, 'restaurant')).toEqual([
      'firstName: Please enter your first name',
      'lastName: Please enter your last name',
      'email: Please enter a valid email address',
      'phone: Please enter Phone Number',
      'password: Password must have a minimum of 8 characters, at least one uppercase letter, one lowercase letter, one number and one special character',
      'restaurant.name: Please enter Restaurant name',
      'restaurant.region: Please enter country',
      'restaurant.address: Please enter Address',
      'restaurant.city: Please enter city',
      'restaurant.stateProv: Please enter State / Province',
      'restaurant.postalCode: Please enter Postal code',
    ]);
  });

  it('asks a supplier for its name and order email', () => {
    const m = messages({ ...filled, supplier: { ...filled.restaurant, name: '', orderEmail: 'nope' } }, 'supplier');
    expect(m).toEqual([
      'supplier.name: Please enter Supplier name',
      'supplier.orderEmail: Please enter Email for receiving orders',
    ]);
  });

  it('checks the confirmation and the password rules', () => {
    expect(messages({ ...filled, confirmPassword: 'Secret12?' }, 'restaurant')).toEqual([
      'confirmPassword: The passwords do not match',
    ]);
    expect(messages({ ...filled, password: 'secret12!', confirmPassword: 'secret12!' }, 'restaurant')[0]).toMatch(
      /^password: Password must have/,
    );
  });

  it('needs only the employee profile when no restaurant is registered', () => {
    expect(messages({ ...filled, restaurant: emptyApplication.restaurant }, 'employee')).toEqual([]);
    expect(registerPayload(filled, 'employee', [])).toBeNull();
  });

  it('builds the /register payload', () => {
    expect(registerPayload(filled, 'restaurant', ['Owner', 'Chef'])).toEqual({
      email: 'ana@example.com',
      phone: '+14165550123',
      firstName: 'Ana',
      lastName: 'Silva',
      userType: 'restaurant',
      role: ['Owner', 'Chef'],
      restaurant: {
        name: 'Maple',
        website: '',
        region: 'Canada',
        address: '1 King St',
        city: 'Toronto',
        stateProv: 'ON',
        postalCode: 'M5H 1A1',
      },
    });
  });
});

describe('role question', () => {
  it('allows several roles but never unselects the last one', () => {
    expect(toggleRole([], 'Owner')).toEqual(['Owner']);
    expect(toggleRole(['Owner'], 'Chef')).toEqual(['Owner', 'Chef']);
    expect(toggleRole(['Owner', 'Chef'], 'Owner')).toEqual(['Chef']);
    expect(toggleRole(['Chef'], 'Chef')).toEqual(['Chef']);
  });
});
