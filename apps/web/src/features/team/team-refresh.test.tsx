import type { FirstRun, Session, TeamMembersResponse } from '@app/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../lib/auth-store';
import { useSession } from '../../lib/session';
import { useSettingsStore } from '../../lib/settings-store';
import { useFirstRun } from '../help/help-api';
import { useSaveSettings } from '../settings/settings-api';
import { useAcceptInvitation, useAddMember, useTeamMembers } from './team-api';

/** A restaurant of one member, Olivia, as the server holds it. */
function restaurantServer() {
  const user = {
    firstName: 'Olivia',
    lastName: 'Martin',
    timezone: 'America/Toronto',
    business: null as string | null,
  };
  const invitations: string[] = [];
  const session = (): Session => ({
    User: {
      id: 1,
      firstName: user.firstName,
      lastName: user.lastName,
      email: 'olivia@maple.example',
      usertype: user.business ? 'restaurant' : 'person',
      phone: '',
      jobTitle: '',
      language: 'en',
      dateFormat: 'YYYY-MM-DD',
      timezone: user.timezone,
      autoTimezone: false,
      orderDisplayTimeRange: 'Today',
      notifyNewOrders: true,
      notifySavings: true,
      role: user.business ? 'Owner' : null,
    },
    Business: null,
    BusinessLocation: null,
    Supplier: null,
    SupplierLocation: null,
  });
  const team = (): TeamMembersResponse => ({
    users: [
      { id: 1, firstName: user.firstName, lastName: user.lastName, email: 'olivia@maple.example', role: 'Admin' },
    ],
    invitations: invitations.map((email, i) => ({
      id: i + 1,
      email,
      firstName: '',
      lastName: '',
      invitedAt: '2026-03-01T10:00:00.000Z',
      expiresAt: '2026-03-15T10:00:00.000Z',
    })),
  });
  const firstRun = (): FirstRun => ({
    dismissed: false,
    steps: [
      { key: 'suppliers', done: false },
      { key: 'documents', done: false },
      { key: 'orderGuide', done: false },
      { key: 'team', done: invitations.length > 0 },
    ],
  });
  const paths: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input).replace('/api', '');
      paths.push(path);
      const body = JSON.parse(String(init?.body ?? '{}'));
      switch (path) {
        case '/user_settings':
          Object.assign(user, body);
          return Response.json(session());
        case '/user_add':
          invitations.push(body.email);
          return Response.json({ status: 'SUCCESS', message: 'Invitation sent' });
        case '/invitation_accept':
          user.business = 'Maple Bistro';
          return Response.json({ status: 'SUCCESS', businessName: 'Maple Bistro', email: '', accountCreated: false });
        case '/team_member_get':
          return Response.json(team());
        case '/first_run_get':
          return Response.json(firstRun());
        default:
          return Response.json(session());
      }
    }),
  );
  return paths;
}

function wrapper(qc: QueryClient) {
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={qc}>{children}</QueryClientProvider>;
}

const client = () => new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });

describe('changes to the account and its team refresh every screen showing them', () => {
  beforeEach(() => {
    useAuthStore.setState({ idToken: 'id', refreshToken: 'refresh', expiresAt: Date.now() + 3600_000 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    useAuthStore.getState().clear();
    useSettingsStore.getState().reset();
  });

  it('a name saved in Settings shows in the session and in the team list; the kept settings follow the server', async () => {
    const paths = restaurantServer();
    const { result } = renderHook(
      () => ({ session: useSession(), team: useTeamMembers({}), save: useSaveSettings() }),
      { wrapper: wrapper(client()) },
    );
    await waitFor(() => expect(result.current.team.data?.users[0]?.firstName).toBe('Olivia'));
    await waitFor(() => expect(result.current.session.data?.User.firstName).toBe('Olivia'));
    await act(() => result.current.save.mutateAsync({ firstName: 'Liv', timezone: 'Europe/Paris' }));
    await waitFor(() => expect(result.current.session.data?.User.firstName).toBe('Liv'));
    await waitFor(() => expect(result.current.team.data?.users[0]?.firstName).toBe('Liv'));
    expect(useSettingsStore.getState().timezone).toBe('Europe/Paris');
    expect(paths.filter((p) => p === '/user')).toHaveLength(2);
  });

  it("an invitation sent ticks the first-run checklist's team step", async () => {
    restaurantServer();
    const { result } = renderHook(
      () => ({ firstRun: useFirstRun(true), team: useTeamMembers({}), add: useAddMember({}) }),
      { wrapper: wrapper(client()) },
    );
    await waitFor(() => expect(result.current.firstRun.data?.steps[3]).toEqual({ key: 'team', done: false }));
    await act(() => result.current.add.mutateAsync({ email: 'sam@maple.example' }));
    await waitFor(() => expect(result.current.firstRun.data?.steps[3]).toEqual({ key: 'team', done: true }));
    expect(result.current.team.data?.invitations.map((i) => i.email)).toEqual(['sam@maple.example']);
  });

  it('accepting an invitation reloads the session, so the account becomes the restaurant it joined', async () => {
    restaurantServer();
    const { result } = renderHook(() => ({ session: useSession(), accept: useAcceptInvitation() }), {
      wrapper: wrapper(client()),
    });
    await waitFor(() => expect(result.current.session.data?.User.usertype).toBe('person'));
    await act(() => result.current.accept.mutateAsync({ invitationId: 1 }));
    await waitFor(() => expect(result.current.session.data?.User.usertype).toBe('restaurant'));
  });
});
