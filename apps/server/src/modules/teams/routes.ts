import {
  invitationAcceptBody,
  invitationCancelBody,
  invitationGetBody,
  invitationListBody,
  teamMemberGetBody,
  userAddBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { acceptInvitation, cancelInvitation, getInvitation, listMyInvitations } from './invitations.js';
import { inviteMember, listMembers, removeMember } from './members.js';

export function teamRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, '/team_member_get', { body: teamMemberGetBody }, (b, req) => listMembers(ctx, req.principal, b));
  apiRoute(
    app,
    '/user_add',
    { body: userAddBody, summary: 'Invite an email to the team (the same answer for any email), or remove a member' },
    (b, req) => (b.delete ? removeMember(ctx, req.principal, b) : inviteMember(ctx, req.principal, b)),
  );
  apiRoute(app, '/invitation_cancel', { body: invitationCancelBody }, (b, req) =>
    cancelInvitation(ctx, req.principal, b),
  );
  apiRoute(app, '/invitation_get', { body: invitationGetBody, summary: 'The invitation of a mailed link' }, (b) =>
    getInvitation(ctx, b.token),
  );
  apiRoute(
    app,
    '/invitation_accept',
    { body: invitationAcceptBody, summary: 'Join a team: with the mailed link, or signed in as the invited email' },
    (b, req) => acceptInvitation(ctx, req.principal, b),
  );
  apiRoute(app, '/invitation_list', { body: invitationListBody }, (_b, req) => listMyInvitations(ctx, req.principal));
}
