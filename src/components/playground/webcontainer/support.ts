// Why the full sandbox cannot start here, before anything is loaded: WebContainers need a
// cross-origin isolated page (SharedArrayBuffer) and StackBlitz's service on the network.
// https://webcontainers.io/guides/browser-support and /guides/configuring-headers
export type SandboxBlocker = 'not-isolated' | 'no-shared-memory' | 'offline';

export interface SandboxEnv {
  crossOriginIsolated: boolean;
  sharedArrayBuffer: boolean;
  onLine: boolean;
}

export function sandboxBlockers(env: SandboxEnv): SandboxBlocker[] {
  const out: SandboxBlocker[] = [];
  if (!env.crossOriginIsolated) out.push('not-isolated');
  else if (!env.sharedArrayBuffer) out.push('no-shared-memory');
  if (!env.onLine) out.push('offline');
  return out;
}

export function browserSandboxEnv(g: typeof globalThis): SandboxEnv {
  return {
    crossOriginIsolated: g.crossOriginIsolated === true,
    sharedArrayBuffer: typeof g.SharedArrayBuffer === 'function',
    onLine: g.navigator?.onLine !== false,
  };
}
