// sigs.k8s.io/controller-runtime/pkg/webhook (v0.24.1 server.go, alias.go): Server, NewServer,
// Options, DefaultServer and the admission aliases. DefaultServer.Start logs as the real one
// (`Starting webhook server`, `Serving webhook server` with host and port under the
// `controller-runtime.webhook` logger), loads the certificate (failing with the real `open
// .../tls.crt: no such file or directory` when the scenario runs the manager without certs) and
// serves the registered handlers on the simulated network until its context ends
// (src/kube/bind/webhook.ts). TLSOpts are applied to a crypto/tls Config, as the real Start does
// (kubebuilder's disableHTTP2 logs), which then only records them. Deviation: no WebhookMux (the
// shared net/http subset has no ServeMux).

import { webhookServerNatives } from '../../bind/webhook-go.ts';
import { goPackage } from '../pkg.ts';
import aliasSrc from './webhook-alias.go?raw';
import src from './webhook-server.go?raw';

export const WEBHOOK = 'sigs.k8s.io/controller-runtime/pkg/webhook';

export const webhookPackage = goPackage({
  path: WEBHOOK,
  files: { 'server.go': src },
  natives: webhookServerNatives,
});

/** controller-runtime v0.19 and earlier also alias the deprecated Defaulter / Validator (alias.go at v0.19.0). */
export const webhookV019Package = goPackage({
  path: WEBHOOK,
  files: {
    'server.go': src,
    'alias.go': aliasSrc,
  },
  natives: webhookServerNatives,
});
