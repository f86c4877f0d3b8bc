// controller-runtime's exported package-level names that the simulated packages do not declare.
// gc's `undefined: builder.TypedControllerManagedBy` is the right message for a name the module
// lacks, and wrong as the only message here: the project is not at fault. A build that fails on
// one of these gets a line saying so (runProject, after the compiler's errors).
//
// Measured by listing the exported functions, types, variables and constants of every non-test
// .go file under pkg/ (internal/ excluded) and alias.go of kubernetes-sigs/controller-runtime
// v0.24.0, minus what the simulated packages of the same paths declare. Packages the simulator
// lacks entirely are the loader's message (src/go/build/mod/errors.ts sim-unsupported).

const CR = 'sigs.k8s.io/controller-runtime';

const UNMODELLED: Readonly<Record<string, readonly string[]>> = {
  [CR]: ['RegisterFlags'],
  [`${CR}/pkg/client`]: ['FieldValidation', 'WithFieldValidation'],
  [`${CR}/pkg/client/apiutil`]: ['AddToProtobufScheme', 'ErrResourceDiscoveryFailed', 'RESTClientForGVK'],
  [`${CR}/pkg/client/fake`]: ['AddIndex'],
  [`${CR}/pkg/envtest`]: [
    'APIServer',
    'Arg',
    'Arguments',
    'Authn',
    'ControlPlane',
    'CreateCRDs',
    'DefaultBinaryAssetsIndexURL',
    'DefaultKubeAPIServerFlags',
    'EmptyArguments',
    'Etcd',
    'InstallCRDs',
    'ListenAddr',
    'ReadCRDFiles',
    'SecureServing',
    'SetupEnvtestDefaultBinaryAssetsDirectory',
    'StartTimeout',
    'StopTimeout',
    'UninstallCRDs',
    'WaitForCRDs',
    'WaitForWebhooks',
  ],
  [`${CR}/pkg/healthz`]: ['CheckHandler', 'Handler'],
  [`${CR}/pkg/log`]: ['KubeAPIWarningLogger', 'KubeAPIWarningLoggerOptions', 'NewKubeAPIWarningLogger'],
  [`${CR}/pkg/log/zap`]: ['KubeAwareEncoder', 'NewRaw'],
  [`${CR}/pkg/manager`]: ['Server'],
  [`${CR}/pkg/metrics`]: [
    'AddsKey',
    'DepthKey',
    'LongestRunningProcessorKey',
    'QueueLatencyKey',
    'RetriesKey',
    'UnfinishedWorkKey',
    'WorkDurationKey',
    'WorkQueueSubsystem',
  ],
  [`${CR}/pkg/metrics/server`]: ['NewServer', 'Server'],
  [`${CR}/pkg/source`]: ['Informer'],
  [`${CR}/pkg/webhook/admission`]: [
    'MultiMutatingHandler',
    'MultiValidatingHandler',
    'StandaloneOptions',
    'StandaloneWebhook',
  ],
  [`${CR}/pkg/webhook/conversion`]: [
    'Decoder',
    'NewDecoder',
    'NewHubSpokeConverter',
    'NewSpokeConverter',
    'SpokeConverter',
  ],
};

/** The import paths of a Go file by the name they are used under (its import declarations). */
function importsOf(src: string): Map<string, string> {
  const out = new Map<string, string>();
  const blocks = [...src.matchAll(/^import\s*\(([\s\S]*?)^\)/gm)].map((m) => m[1]);
  for (const m of src.matchAll(/^import\s+((?:[\w.]+\s+)?"[^"]+")/gm)) blocks.push(m[1]);
  for (const block of blocks)
    for (const m of block.matchAll(/^\s*(?:([\w.]+)\s+)?"([^"]+)"/gm)) {
      const path = m[2];
      // a path's default name: its last element (controller-runtime's root package is controllerruntime)
      const name = m[1] ?? (path === CR ? 'controllerruntime' : path.slice(path.lastIndexOf('/') + 1));
      out.set(name, path);
    }
  return out;
}

/**
 * oplab's lines for the compiler's `undefined: x.Name` errors (stderr of a failed build) that name
 * a controller-runtime symbol the simulator does not model, one per symbol; '' when there is none.
 */
export function unmodelledNotes(stderr: string, files: readonly { name: string; src: string }[]): string {
  const byName = new Map(files.map((f) => [f.name, f.src]));
  const seen = new Set<string>();
  let out = '';
  for (const m of stderr.matchAll(/^(?:\.\/)?(\S+?\.go):\d+:\d+: undefined: (\w+)\.(\w+)$/gm)) {
    const src = byName.get(m[1]);
    const path = src === undefined ? undefined : importsOf(src).get(m[2]);
    if (path === undefined || !UNMODELLED[path]?.includes(m[3])) continue;
    const key = `${path}.${m[3]}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out += `oplab: ${key} is part of controller-runtime's API (v0.24) but not simulated by oplab\n`;
  }
  return out;
}
