import type { z } from 'zod';
import { type Access, API_ACCESS, type ApiPath } from './access.js';
import { adminEndpoints, reportEndpoints } from './admin.js';
import { authEndpoints } from './auth.js';
import { catalogEndpoints } from './catalog.js';
import type { Endpoint } from './endpoint.js';
import { healthEndpoints } from './health.js';
import { helpEndpoints } from './help.js';
import { invoiceEndpoints } from './invoices.js';
import { noticeEndpoints } from './notices.js';
import { orderEndpoints } from './orders.js';
import { receivingEndpoints } from './receiving.js';
import { supplierEndpoints } from './suppliers.js';
import { teamEndpoints } from './teams.js';
import { userEndpoints } from './user.js';

/** Every endpoint of the API, by path: the contract server and web share. */
export const ENDPOINTS = {
  ...orderEndpoints,
  ...authEndpoints,
  ...userEndpoints,
  ...teamEndpoints,
  ...helpEndpoints,
  ...noticeEndpoints,
  ...healthEndpoints,
  ...supplierEndpoints,
  ...catalogEndpoints,
  ...receivingEndpoints,
  ...invoiceEndpoints,
  ...adminEndpoints,
  ...reportEndpoints,
} satisfies Record<ApiPath, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointPath = keyof Endpoints;
/** The body a caller sends to a path (before defaults). */
export type BodyOf<P extends EndpointPath> = z.input<Endpoints[P]['body']>;
/** The JSON a path answers with. */
export type ResponseOf<P extends EndpointPath> = z.output<Endpoints[P]['response']>;

/** The whole contract of one endpoint: path, who may call it, body and response. */
export function contractOf<P extends EndpointPath>(path: P): Endpoints[P] & { path: P; access: Access } {
  return { ...ENDPOINTS[path], path, access: API_ACCESS[path] as Access };
}
