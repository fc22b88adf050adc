import { USER_TYPES } from '@app/contracts';
import { expect } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo.js';
import {
  app,
  CONNECTION,
  contact,
  type Entry,
  forbidden,
  IDENTITY,
  invalidBody,
  SHARED_SUPPLIER,
} from './authz-types.js';

/** Route table, part 1: health, registration, identity, users, teams and suppliers. */
export const ACCOUNT_ROUTES: Record<string, Entry> = {
  '/health': { own: { anyone: () => ({}) }, foreign: 'takes no ids' },
  '/register': {
    own: { anyone: invalidBody() },
    foreign: [
      {
        as: 'guest',
        field: 'email',
        body: (f) => ({
          email: f.harbour.ownerEmail,
          phone: '4165550100',
          firstName: 'Mallory',
          lastName: 'Taker',
          userType: 'restaurant',
          restaurant: {
            name: 'Takeover Grill',
            address: '1 King St',
            city: 'Toronto',
            postalCode: 'M5H 1A1',
            region: 'Canada',
            stateProv: 'ON',
          },
        }),
        expect: {
          status: 401,
          why: "an email in the body never selects an account: /register acts for the caller's token",
        },
      },
    ],
  },
  '/order_update_get': {
    own: { anyone: (f) => f.guest },
    foreign: [
      { as: 'guest', field: ['irk', 'ivrk'], body: (f) => ({ irk: f.harbour.irk, ivrk: f.guest.ivrk }) },
      { as: 'restaurant', field: ['irk', 'ivrk'], body: (f) => ({ irk: f.harbour.irk, ivrk: f.guest.ivrk }) },
    ],
  },
  '/auth/sign_up': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/confirm_sign_up': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/resend_code': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/sign_in': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/complete_new_password': { own: { anyone: invalidBody() }, foreign: 'takes no ids' },
  '/auth/forgot_password': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/confirm_forgot_password': { own: { anyone: invalidBody() }, foreign: [], notTenant: { email: IDENTITY } },
  '/auth/refresh': { own: { anyone: invalidBody() }, foreign: 'takes no ids' },
  '/auth/sign_out': { own: { anyone: invalidBody() }, foreign: 'takes no ids' },

  '/auth/change_password': {
    own: Object.fromEntries(
      USER_TYPES.map((u) => [u, () => ({ currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD })]),
    ),
    foreign: 'takes no ids',
  },
  '/user': {
    own: Object.fromEntries(USER_TYPES.map((u) => [u, () => ({})])),
    foreign: [
      { as: 'restaurant', field: 'email', body: (f) => ({ email: f.harbour.ownerEmail }), expect: forbidden() },
      { as: 'supplier', field: 'email', body: (f) => ({ email: f.nm.email }), expect: forbidden() },
      { as: 'person', field: 'email', body: (f) => ({ email: f.harbour.ownerEmail }), expect: forbidden() },
    ],
  },
  '/user_settings': {
    own: Object.fromEntries(USER_TYPES.map((u) => [u, () => ({ jobTitle: `Matrix ${u}` })])),
    foreign: 'takes no ids',
  },
  '/team_member_get': {
    own: { restaurant: () => ({}), supplier: () => ({}), admin: (f) => ({ businessId: f.maple.id }) },
    foreign: [
      { as: 'restaurant', field: 'businessId', body: (f) => ({ businessId: f.harbour.id }) },
      { as: 'supplier', field: 'supplierId', body: (f) => ({ supplierId: f.nm.id }) },
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ supplierId: f.nm.id }),
        expect: { own: 'a restaurant lists its own team' },
      },
      {
        as: 'supplier',
        field: 'businessId',
        body: (f) => ({ businessId: f.harbour.id }),
        expect: { own: 'a supplier lists its own team' },
      },
    ],
  },
  '/user_add': {
    own: {
      restaurant: () => ({ email: 'matrix.member.r@maple.test' }),
      supplier: () => ({ email: 'matrix.member.s@freshvalley.test' }),
      admin: (f) => ({ email: 'matrix.member.a@maple.test', businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ email: 'x.matrix@new.test', businessId: f.harbour.id }),
      },
      { as: 'restaurant', field: 'email', body: (f) => ({ email: f.harbour.chefEmail, delete: true }) },
      {
        as: 'restaurant',
        field: 'email',
        body: (f) => ({ email: f.harbour.chefEmail }),
        expect: {
          own: 'the answer for any email: an invitation the account may accept; nothing about the other team',
          verify: async (f, res) => {
            expect(res.body).toEqual({ status: 'SUCCESS', message: 'Invitation sent' });
            const chef = await app()
              .ctx.db.selectFrom('team_memberships as m')
              .innerJoin('users as u', 'u.id', 'm.user_id')
              .select('m.business_id')
              .where('u.email', '=', f.harbour.chefEmail)
              .executeTakeFirstOrThrow();
            expect(chef.business_id).toBe(f.harbour.id);
            // Withdrawn again: Maple's list of invitations would show the address Maple typed.
            await app()
              .ctx.db.updateTable('team_invitations')
              .set({ cancelled_at: new Date() })
              .where('email', '=', f.harbour.chefEmail)
              .execute();
          },
        },
      },
      { as: 'supplier', field: 'supplierId', body: (f) => ({ email: 'y.matrix@new.test', supplierId: f.nm.id }) },
      { as: 'supplier', field: 'email', body: (f) => ({ email: f.nm.email, delete: true }) },
    ],
  },
  '/invitation_cancel': {
    own: {
      restaurant: (f) => ({ invitationId: f.invites.mapleR }),
      supplier: (f) => ({ invitationId: f.invites.fv }),
      admin: (f) => ({ invitationId: f.invites.mapleA, businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'invitationId', body: (f) => ({ invitationId: f.invites.harbour }) },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ invitationId: f.invites.harbour, businessId: f.harbour.id }),
      },
      { as: 'supplier', field: 'invitationId', body: (f) => ({ invitationId: f.invites.nm }) },
      { as: 'supplier', field: 'supplierId', body: (f) => ({ invitationId: f.invites.nm, supplierId: f.nm.id }) },
    ],
  },
  '/invitation_get': {
    own: { anyone: (f) => ({ token: f.invites.viewToken }) },
    foreign: 'takes no ids',
  },
  '/invitation_accept': {
    own: {
      anyone: (f) => ({
        token: f.invites.joinTokens.shift(),
        firstName: 'Matrix',
        lastName: 'Joiner',
        password: 'Matrix-join1!',
      }),
    },
    foreign: [
      {
        as: 'person',
        field: 'invitationId',
        body: (f) => ({ invitationId: f.invites.nm }),
      },
      { as: 'restaurant', field: 'invitationId', body: (f) => ({ invitationId: f.invites.harbour }) },
      {
        as: 'guest',
        field: 'invitationId',
        body: (f) => ({ invitationId: f.invites.harbour }),
        expect: { status: 401, why: 'by id only signed in' },
      },
    ],
  },
  '/invitation_list': {
    own: Object.fromEntries(USER_TYPES.map((u) => [u, () => ({})])),
    foreign: 'takes no ids',
  },
  '/supplier_search': {
    own: { restaurant: () => ({ searchTerm: 'fresh' }), admin: () => ({ searchTerm: 'fresh' }) },
    foreign: 'takes no ids',
  },
  '/person_search': {
    own: { restaurant: () => ({}), admin: (f) => ({ business_id: f.maple.id }) },
    foreign: [
      { as: 'restaurant', field: 'business_id', body: (f) => ({ business_id: f.harbour.id }) },
      { as: 'restaurant', field: 'supplier_id', body: (f) => ({ supplier_id: f.harbour.privateSupplierId }) },
    ],
    notTenant: { email: "a text filter over the caller's own contacts" },
  },
  '/customer_supplier_put': {
    own: {
      restaurant: () => ({ name: 'Matrix New Supplier R', accountNumber: 'MX-R', ...CONNECTION }),
      admin: (f) => ({ name: 'Matrix New Supplier A', accountNumber: 'MX-A', businessId: f.maple.id, ...CONNECTION }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ name: 'Matrix X', accountNumber: 'X', businessId: f.harbour.id, ...CONNECTION }),
      },
      {
        as: 'restaurant',
        field: 'requestorId',
        body: (f) => ({ name: 'Matrix X', accountNumber: 'X', requestorId: f.harbour.id, ...CONNECTION }),
      },
    ],
    notTenant: { insertBusSupId: SHARED_SUPPLIER },
  },
  '/supplier_person_put': {
    own: {
      restaurant: (f) => ({ ...contact('matrix.r@contact.test'), supplier_id: f.fv.id }),
      admin: (f) => ({ ...contact('matrix.a@contact.test'), supplier_id: f.fv.id, business_id: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'supplier_id',
        body: (f) => ({ ...contact('x@contact.test'), supplier_id: f.harbour.privateSupplierId }),
      },
      {
        as: 'restaurant',
        field: 'business_id',
        body: (f) => ({ ...contact('x@contact.test'), supplier_id: f.fv.id, business_id: f.harbour.id }),
      },
      {
        as: 'restaurant',
        field: 'user_id',
        body: (f) => ({ ...contact('matrix.user-id@contact.test'), supplier_id: f.fv.id, user_id: f.harbour.ownerId }),
        expect: {
          own: 'the contact is recorded as added by the caller',
          verify: async (f) => {
            const row = await app()
              .ctx.db.selectFrom('contacts')
              .select(['user_id', 'business_id'])
              .where('email', '=', 'matrix.user-id@contact.test')
              .executeTakeFirstOrThrow();
            expect(row).toEqual({ user_id: f.maple.ownerId, business_id: f.maple.id });
          },
        },
      },
    ],
    notTenant: { email: "the new contact's own address" },
  },
  '/customer_supplier_update': {
    own: {
      restaurant: (f) => ({ type: 'supplier', supplierId: f.fv.id, creditTerms: 'Net 30' }),
      supplier: (f) => ({ type: 'customer', supplierId: f.fv.id, businessId: f.maple.id, customerNotes: 'Matrix' }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ type: 'supplier', supplierId: f.harbour.privateSupplierId }),
      },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ type: 'supplier', supplierId: f.fv.id, businessId: f.harbour.id }),
      },
      {
        as: 'supplier',
        field: 'supplierId',
        body: (f) => ({ type: 'customer', supplierId: f.nm.id, businessId: f.maple.id }),
      },
      {
        as: 'supplier',
        field: 'businessId',
        body: (f) => ({ type: 'customer', supplierId: f.fv.id, businessId: f.quayside.id }),
      },
      {
        as: 'restaurant',
        field: 'person_id',
        body: (f) => ({ type: 'supplier', supplierId: f.fv.id, person_id: f.harbour.ownerId }),
        expect: { own: 'not used by the update' },
      },
    ],
    notTenant: { accountId: 'the account number text' },
  },
  '/customer_get': {
    own: { supplier: () => ({}), admin: (f) => ({ supplier_id: f.fv.id }) },
    foreign: [{ as: 'supplier', field: 'supplier_id', body: (f) => ({ supplier_id: f.nm.id }) }],
  },
  '/supplier_get': {
    own: { restaurant: () => ({}), supplier: () => ({}), admin: () => ({}) },
    foreign: [
      { as: 'restaurant', field: 'business_id', body: (f) => ({ business_id: f.harbour.id }) },
      {
        as: 'supplier',
        field: 'business_id',
        body: (f) => ({ business_id: f.quayside.id }),
        expect: { own: 'a supplier gets its own record' },
      },
    ],
  },
  '/supplier_account': {
    own: {
      restaurant: (f) => ({ supplierId: f.fv.id }),
      admin: (f) => ({ supplierId: f.fv.id, businessId: f.maple.id }),
    },
    foreign: [
      { as: 'restaurant', field: 'supplierId', body: (f) => ({ supplierId: f.harbour.privateSupplierId }) },
      { as: 'restaurant', field: 'businessId', body: (f) => ({ supplierId: f.fv.id, businessId: f.harbour.id }) },
    ],
  },
  '/submit_account': {
    own: {
      restaurant: (f) => ({ supplierId: f.fv.id, accountId: f.maple.fvAccount }),
      admin: (f) => ({ supplierId: f.fv.id, accountId: f.maple.fvAccount, businessId: f.maple.id }),
    },
    foreign: [
      {
        as: 'restaurant',
        field: 'supplierId',
        body: (f) => ({ supplierId: f.harbour.privateSupplierId, accountId: 'X-1' }),
      },
      {
        as: 'restaurant',
        field: 'businessId',
        body: (f) => ({ supplierId: f.fv.id, accountId: 'X-1', businessId: f.harbour.id }),
      },
    ],
    notTenant: { accountId: 'the account number text' },
  },
};
