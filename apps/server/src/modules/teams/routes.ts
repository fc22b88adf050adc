import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { acceptInvitation, cancelInvitation, getInvitation, listMyInvitations } from './invitations.js';
import { inviteMember, listMembers, removeMember } from './members.js';

export function teamRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(app, '/team_member_get', (b, req) => listMembers(ctx, req.principal, b));
  route(app, '/user_add', (b, req) =>
    b.delete ? removeMember(ctx, req.principal, b) : inviteMember(ctx, req.principal, b),
  );
  route(app, '/invitation_cancel', (b, req) => cancelInvitation(ctx, req.principal, b));
  route(app, '/invitation_get', (b) => getInvitation(ctx, b.token));
  route(app, '/invitation_accept', (b, req) => acceptInvitation(ctx, req.principal, b));
  route(app, '/invitation_list', (_b, req) => listMyInvitations(ctx, req.principal));
}
