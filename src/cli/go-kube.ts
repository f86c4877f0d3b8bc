// `oplab go run` of a module that requires the Kubernetes modules (an envtest program, a client-go
// tool): the simulated packages of the controller-runtime minor go.mod pins, and a fresh simulated
// cluster for the run, as a real `go run` with envtest reaches the API server envtest starts
// (envtest.Environment.Start returns a rest.Config to it; its clients act as envtest's admin).
// Loaded only for such modules, so plain programs start without the Kubernetes packages.

import { type GoRunRequest, type GoRunResult, runGo } from '../go/index.ts';
import { newKubeEnv, withKubeEnv } from '../kube/bind/env.ts';
// client-go's REST client reaches the simulated API server through the REST layer, bound here.
import '../kube/rest/bind-transport.ts';
import { controllerRuntimeMinor, kubePhases } from '../kube/run/run.ts';

export function runGoWithCluster(req: GoRunRequest): GoRunResult {
  const env = newKubeEnv({ seed: 1, files: req.files });
  // zap's lines go to the program's stderr, as a real `go run` prints them
  env.logs.echo = true;
  const start = BigInt(env.goClock.now());
  const r = withKubeEnv(env, () =>
    runGo({ ...req, phases: kubePhases(controllerRuntimeMinor(req.files)), clock: env.goClock }),
  );
  // go test's package time: the binary ran on the cluster's clock, so the caller's moves on as far
  req.clock?.advance(BigInt(env.goClock.now()) - start);
  return r;
}
