import autocannon from 'autocannon';

export interface LoadResult {
  name: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  non2xx: number;
  errors: number;
}

/** Runs autocannon against one URL and keeps the figures the report shows. */
export async function load(
  name: string,
  options: { url: string; connections?: number; durationSeconds?: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url: options.url,
    connections: options.connections ?? 20,
    duration: options.durationSeconds ?? 10,
    headers: options.headers,
  });
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}
