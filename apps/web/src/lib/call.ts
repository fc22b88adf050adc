/**
 * The typed way to the API: `call(path, body)` takes the body its contract in @app/contracts describes and resolves
 * with the response its contract describes. Queries are keyed by the resource they read (`queryKey`), and a change
 * refreshes every query of the resources its contract says it changes, whichever screen holds them.
 */
import { type BodyOf, ENDPOINTS, type EndpointPath, type Resource, type ResponseOf } from '@app/contracts';
import {
  type QueryClient,
  type UseMutationOptions,
  type UseQueryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { type ApiError, type ApiOptions, api } from './api';

/** POST /api<path> with a body of its contract; resolves with its contract's response or throws an ApiError. */
export function call<P extends EndpointPath>(path: P, body: BodyOf<P>, options?: ApiOptions): Promise<ResponseOf<P>> {
  return api<ResponseOf<P>>(path, body, options);
}

/** The query key of a call: the resource it reads, then the path and the body. */
export function queryKey<P extends EndpointPath>(path: P, body?: BodyOf<P>): readonly unknown[] {
  const reads: Resource | 'other' = ENDPOINTS[path].reads ?? 'other';
  return body === undefined ? [reads, path] : [reads, path, body];
}

/** Marks every query of these resources stale and refetches the ones on screen. */
export function refresh(qc: QueryClient, resources: readonly Resource[]): Promise<void> {
  return Promise.all(resources.map((r) => qc.invalidateQueries({ queryKey: [r] }))).then(() => undefined);
}

type QueryOptions<P extends EndpointPath, T> = Omit<
  UseQueryOptions<ResponseOf<P>, ApiError, T>,
  'queryKey' | 'queryFn'
>;

/** A query of one endpoint, keyed by its resource. */
export function useCall<P extends EndpointPath, T = ResponseOf<P>>(
  path: P,
  body: BodyOf<P>,
  options: QueryOptions<P, T> = {},
) {
  return useQuery<ResponseOf<P>, ApiError, T>({
    queryKey: queryKey(path, body),
    queryFn: ({ signal }) => call(path, body, { signal }),
    ...options,
  });
}

type ChangeOptions<P extends EndpointPath, V> = Omit<UseMutationOptions<ResponseOf<P>, ApiError, V>, 'mutationFn'> & {
  /** The body of the call from the mutation's variables (default: the variables are the body). */
  toBody?: (variables: V) => BodyOf<P>;
};

/**
 * A change through one endpoint. After it succeeds, the queries of the resources its contract changes are refreshed
 * (before `onSuccess` runs, so a screen that navigates on success shows fresh data).
 */
export function useChange<P extends EndpointPath, V = BodyOf<P>>(path: P, options: ChangeOptions<P, V> = {}) {
  const qc = useQueryClient();
  const { toBody, onSuccess, ...rest } = options;
  return useMutation<ResponseOf<P>, ApiError, V>({
    mutationFn: (variables) => call(path, toBody ? toBody(variables) : (variables as unknown as BodyOf<P>)),
    ...rest,
    onSuccess: async (...args) => {
      await refresh(qc, ENDPOINTS[path].changes ?? []);
      await onSuccess?.(...args);
    },
  });
}
