import { teamMemberGetBody, userAddBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.js';
import { apiRoute } from '../../http/route.js';
import { addMember, listMembers, removeMember } from './members.js';

export function teamRoutes(app: FastifyInstance, ctx: AppContext): void {
  apiRoute(app, '/team_member_get', { body: teamMemberGetBody }, (b, req) => listMembers(ctx, req.principal, b));
  apiRoute(app, '/user_add', { body: userAddBody }, (b, req) =>
    b.delete ? removeMember(ctx, req.principal, b) : addMember(ctx, req.principal, b),
  );
}
