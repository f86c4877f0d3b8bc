// sigs.k8s.io/controller-runtime/pkg/certwatcher ([CR] v0.24.1 pkg/certwatcher/certwatcher.go): the
// watcher the operator-sdk scaffold's main.go builds for --webhook-cert-path / --metrics-cert-path.
// New reads the key pair at once (the real `open <path>: no such file or directory` when the
// certificate is not there: where the manager runs decides, see src/kube/bind/webhook.ts), Start
// logs as the real one and waits for its context. Deviation: no file polling (nothing rewrites the
// simulated certificate files, so a re-read could never change it).

import type { NativeContext } from '../../../go/interp/native.ts';
import { goString, jsString } from '../../../go/interp/strings.ts';
import { certificateFileError } from '../../bind/webhook.ts';
import { goPackage } from '../pkg.ts';
import src from './certwatcher.go?raw';

export const certwatcherPackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/certwatcher',
  files: { 'certwatcher.go': src },
  natives: {
    loadKeyPair: (_ctx: NativeContext, cert: string, key: string) =>
      goString(certificateFileError(jsString(cert), jsString(key))),
  },
});
