import { describe, expect, it } from 'vitest';
import { audienceOf, resolveAccess, usesAppFrame } from './route-access';

const out = { loggedIn: false };
const as = (usertype: 'person' | 'restaurant' | 'supplier' | 'admin') => ({ loggedIn: true, usertype });

describe('route guards (spec 2.1)', () => {
  it('keeps logged-out visitors on the public pages', () => {
    for (const path of ['/login', '/logout', '/register', '/update_order', '/invite', '/Privacy']) {
      expect(resolveAccess(path, out)).toEqual({ kind: 'allow' });
    }
    for (const path of ['/', '/Suppliers', '/Settings', '/Orders/12', '/nowhere']) {
      expect(resolveAccess(path, out)).toEqual({ kind: 'redirect', to: '/login' });
    }
  });

  it('sends a logged-in visitor away from /login to /', () => {
    expect(resolveAccess('/login', as('restaurant'))).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveAccess('/login', { loggedIn: true })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('sends person users to /Settings, also from /', () => {
    expect(resolveAccess('/', as('person'))).toEqual({ kind: 'redirect', to: '/Settings' });
    expect(resolveAccess('/Suppliers', as('person'))).toEqual({ kind: 'redirect', to: '/Settings' });
    expect(resolveAccess('/Settings', as('person'))).toEqual({ kind: 'allow' });
    expect(resolveAccess('/Feedback', as('person'))).toEqual({ kind: 'allow' });
  });

  it('sends unknown routes to / when logged in', () => {
    expect(resolveAccess('/nowhere', as('restaurant'))).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveAccess('/nowhere', as('person'))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('applies the audience of each route', () => {
    expect(resolveAccess('/Suppliers', as('restaurant'))).toEqual({ kind: 'allow' });
    expect(resolveAccess('/Suppliers', as('admin'))).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveAccess('/Suppliers', as('supplier'))).toEqual({ kind: 'redirect', to: '/' });
    expect(resolveAccess('/AllOrders', as('admin'))).toEqual({ kind: 'allow' });
    expect(resolveAccess('/Orders/5', as('admin'))).toEqual({ kind: 'allow' });
    expect(resolveAccess('/Orders', as('admin'))).toEqual({ kind: 'redirect', to: '/' });
    for (const path of ['/Items', '/OrderStatus', '/MyCustomers', '/Reports', '/Search']) {
      expect(resolveAccess(path, as('supplier'))).toEqual({ kind: 'allow' });
    }
  });

  it('waits for the session before judging a user-type route', () => {
    expect(resolveAccess('/Suppliers', { loggedIn: true })).toEqual({ kind: 'wait' });
  });

  it('matches paths case-insensitively, with parameters', () => {
    expect(audienceOf('/settings')).toEqual(audienceOf('/Settings'));
    expect(audienceOf('/Products/42')).toEqual(['restaurant']);
    expect(audienceOf('/Products')).toBeUndefined();
  });

  it('frames signed-in pages with the sidebar, public ones without', () => {
    expect(usesAppFrame('/Settings', true)).toBe(true);
    expect(usesAppFrame('/Privacy', true)).toBe(true);
    expect(usesAppFrame('/Privacy', false)).toBe(false);
    expect(usesAppFrame('/logout', true)).toBe(false);
    expect(usesAppFrame('/invite', true)).toBe(false);
  });
});
