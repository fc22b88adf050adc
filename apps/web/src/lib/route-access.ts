import { type RouteAudience, SPA_ROUTES, type UserType } from '@app/contracts';
import { matchPath } from 'react-router';

export type Viewer = { loggedIn: boolean; usertype?: UserType };
export type Access = { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'wait' };

const PATTERNS = Object.keys(SPA_ROUTES);

/** The audience of the route table entry that matches the path (case-insensitive, like the router). */
export function audienceOf(pathname: string): RouteAudience | undefined {
  const pattern = PATTERNS.find((p) => matchPath({ path: p, end: true }, pathname));
  return pattern ? SPA_ROUTES[pattern] : undefined;
}

/** The home of a signed-in user type: person users only have Settings. */
export function homeOf(usertype: UserType): string {
  return usertype === 'person' ? '/Settings' : '/';
}

/**
 * The guards of spec 2.1: logged-out visitors reach only the public pages (others go to /login); logged-in visitors
 * leave /login for /; a user type outside a route's audience goes home; unknown routes go to / or /login.
 */
export function resolveAccess(pathname: string, viewer: Viewer): Access {
  const audience = audienceOf(pathname);
  if (audience === undefined) return { kind: 'redirect', to: viewer.loggedIn ? '/' : '/login' };
  if (audience === 'guest') return { kind: 'allow' };
  if (audience === 'loggedOut') return viewer.loggedIn ? { kind: 'redirect', to: '/' } : { kind: 'allow' };
  if (!viewer.loggedIn) return { kind: 'redirect', to: '/login' };
  if (!viewer.usertype) return { kind: 'wait' };
  if (audience.includes(viewer.usertype)) return { kind: 'allow' };
  return { kind: 'redirect', to: homeOf(viewer.usertype) };
}

/** Pages that keep the plain public frame even for a signed-in visitor. */
const PUBLIC_FRAME = new Set(['/login', '/register', '/logout', '/update_order', '/invite']);

export function usesAppFrame(pathname: string, loggedIn: boolean): boolean {
  if (!loggedIn) return false;
  const audience = audienceOf(pathname);
  if (audience === undefined) return false;
  return !PUBLIC_FRAME.has(pathname.toLowerCase()) && audience !== 'loggedOut';
}
