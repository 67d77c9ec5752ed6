export const nginxPath: string;
export const nginxInstalled: boolean;

export interface RunningNginx {
  url: string;
  stop(): Promise<void>;
}

export function startNginx(
  upstreams: string[],
  options?: { workers?: string; workerConnections?: number },
): Promise<RunningNginx>;
