// k8s.io/apimachinery/pkg/util/runtime: Must (every kubebuilder main calls
// utilruntime.Must(clientgoscheme.AddToScheme(scheme))), and HandleError/HandleCrash with klog's
// output for the apimachinery minor in go.mod (utilruntime.go).

import type { NativeContext } from '../../../go/interp/native.ts';
import { goString } from '../../../go/interp/strings.ts';
import { maybeKubeEnv } from '../../bind/env.ts';
import { clientGoMinor } from '../client-go/clientcmd/clientcmd.ts';
import { goPackage } from '../pkg.ts';
import src from './utilruntime.go?raw';

let siteOverride: { file: string; line: number } | undefined;

/**
 * The file:line the next klog line written by this package names, when the caller is client-go
 * code simulated in another shape (tools/cache's reflector.go for the informers' watch errors);
 * taken by that line.
 */
export function setKlogSite(file: string, line: number): void {
  siteOverride = { file, line };
}

/** k8s.io/apimachinery v0.<minor> as go.mod requires it, else client-go's. */
export function apimachineryMinor(): number {
  const gomod = maybeKubeEnv()?.moduleSite?.gomod ?? '';
  const m = /^\s*(?:require\s+)?k8s\.io\/apimachinery\s+v0\.(\d+)\./m.exec(gomod);
  return m !== null ? Number(m[1]) : clientGoMinor();
}

export const utilRuntimePackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/runtime',
  files: { 'runtime.go': src },
  natives: {
    apimachineryMinor: (_ctx: NativeContext) => apimachineryMinor(),
    klogSite: (_ctx: NativeContext): [string, number, boolean] => {
      const s = siteOverride;
      siteOverride = undefined;
      return s === undefined ? [goString(''), 0, false] : [goString(s.file), s.line, true];
    },
  },
});
