declare module 'autocannon' {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: { body?: string }) => { body?: string };
  };
  type Histogram = { average: number; p50: number; p90: number; p99: number; max: number; total: number };
  type Result = { requests: Histogram; latency: Histogram; errors: number; timeouts: number; non2xx: number };
  export default function autocannon(opts: {
    url: string;
    connections?: number;
    duration?: number;
    requests?: Request[];
  }): Promise<Result>;
}
