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

// Fields and methods of simulated types that the simulator lacks (gc: `unknown field X in struct
// literal of type T`, `x.X undefined (type T has no field or method X)`), measured as above over
// exported struct fields, methods and interface methods (types unmodelled whole are listed above).
const UNMODELLED_MEMBERS: Readonly<Record<string, readonly string[]>> = {
  [`${CR}/pkg/builder`]: ['WebhookBuilder.WithContextFunc'],
  [`${CR}/pkg/cache`]: ['Options.DefaultWatchErrorHandler', 'Options.HTTPClient', 'Options.NewInformer'],
  [`${CR}/pkg/client`]: ['Options.HTTPClient'],
  [`${CR}/pkg/manager`]: [
    'Manager.AddMetricsServerExtraHandler',
    'Options.EventBroadcaster',
    'Options.LeaderElectionResourceLockInterface',
    'Options.MapperProvider',
  ],
  [`${CR}/pkg/metrics/server`]: ['Options.ListenConfig'],
  [`${CR}/pkg/webhook`]: ['DefaultServer.WebhookMux', 'Options.WebhookMux', 'Server.WebhookMux'],
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
  const member =
    /^(?:\.\/)?(\S+?\.go):\d+:\d+: (?:unknown field (\w+) in struct literal of type|\S+ undefined \(type) \*?(?:"([^"]+)"|(\w+))\.(\w+)(?:\[.*\])?(?: has no field or method (\w+)\))?$/gm;
  for (const m of stderr.matchAll(member)) {
    const name = m[2] ?? m[6];
    const src = byName.get(m[1]);
    if (name === undefined || src === undefined) continue;
    // gc qualifies a type by its package's name (its path when two packages share the name)
    let path = m[3] ?? packageNamed(src, m[4]);
    if (path === CR && m[5] === 'Options') path = `${CR}/pkg/manager`; // ctrl.Options = manager.Options
    const key = `${path}.${m[5]}.${name}`;
    if (path === undefined || !UNMODELLED_MEMBERS[path]?.includes(`${m[5]}.${name}`) || seen.has(key))
      continue;
    seen.add(key);
    out += `oplab: ${key} is part of controller-runtime's API (v0.24) but not simulated by oplab\n`;
  }
  return out;
}

const packageName = (path: string) =>
  path === CR ? 'controllerruntime' : path.slice(path.lastIndexOf('/') + 1);

/**
 * The import path of the package named `name` (its package clause's name) that src imports, else
 * the controller-runtime package of that name with unmodelled members (a type the file reaches
 * without importing its package: mgr.GetWebhookServer()'s webhook.Server).
 */
function packageNamed(src: string, name: string | undefined): string | undefined {
  for (const path of importsOf(src).values()) if (packageName(path) === name) return path;
  return Object.keys(UNMODELLED_MEMBERS).find((path) => packageName(path) === name);
}

// ---------------------------------------------------------------------------------------------
// API that controller-runtime changed before v0.19, the oldest minor the simulator models. A project
// pinning an older minor builds against the simulated packages (with oplab's "a version oplab does
// not model" line first), so gc's errors name code that is right for its go.mod. Each rule matches
// one of gc's errors and names the change, measured by diffing the tags of
// kubernetes-sigs/controller-runtime (pkg/manager/manager.go Options, pkg/cache/cache.go Options,
// pkg/webhook/server.go, pkg/source/source.go, pkg/handler/enqueue_owner.go and enqueue_mapped.go,
// pkg/webhook/admission/validator.go, pkg/controller/controller.go, pkg/reconcile/reconcile.go).

interface OlderApi {
  /**
   * gc's error (after `file:line:col: `, with its tab-indented continuation lines, such as an
   * interface error's have/want, after a newline); $1 names the symbol when the rule covers several.
   */
  readonly error: RegExp;
  /** The minor (v0.<since>) from which the project's form no longer compiles. */
  readonly since: number;
  /** What the project's form is and what replaced it. */
  readonly text: (m: RegExpExecArray) => string;
}

const OPTIONS_REMOVED_IN_16: Readonly<Record<string, string>> = {
  MetricsBindAddress: 'Metrics: metricsserver.Options{BindAddress: …}',
  Port: 'WebhookServer: webhook.NewServer(webhook.Options{Port: …})',
  Host: 'WebhookServer: webhook.NewServer(webhook.Options{Host: …})',
  CertDir: 'WebhookServer: webhook.NewServer(webhook.Options{CertDir: …})',
  TLSOpts: 'WebhookServer: webhook.NewServer(webhook.Options{TLSOpts: …})',
  Namespace: 'Cache: cache.Options{DefaultNamespaces: …}',
  SyncPeriod: 'Cache: cache.Options{SyncPeriod: …}',
  ClientDisableCacheFor: 'Client: client.Options{Cache: &client.CacheOptions{DisableFor: …}}',
  DryRunClient: 'Client: client.Options{DryRun: …}',
};

const OLDER_API: readonly OlderApi[] = [
  {
    error: /^unknown field (\w+) in struct literal of type (?:controllerruntime|manager)\.Options$/m,
    since: 16,
    text: (m) =>
      OPTIONS_REMOVED_IN_16[m[1]] === undefined
        ? ''
        : `manager.Options.${m[1]} was removed in v0.16; its place is ${OPTIONS_REMOVED_IN_16[m[1]]}`,
  },
  {
    error: /^\S+ undefined \(type (?:controllerruntime|manager)\.Options has no field or method (\w+)\)$/m,
    since: 16,
    text: (m) =>
      OPTIONS_REMOVED_IN_16[m[1]] === undefined
        ? ''
        : `manager.Options.${m[1]} was removed in v0.16; its place is ${OPTIONS_REMOVED_IN_16[m[1]]}`,
  },
  {
    error:
      /^unknown field Namespaces in struct literal of type (?:cache|"sigs\.k8s\.io\/controller-runtime\/pkg\/cache")\.Options$/m,
    since: 16,
    text: () => 'cache.Options.Namespaces became DefaultNamespaces (a map[string]cache.Config) in v0.16',
  },
  {
    error: /^undefined: cache\.MultiNamespacedCacheBuilder$/m,
    since: 16,
    text: () =>
      'cache.MultiNamespacedCacheBuilder was removed in v0.16; its place is Cache: cache.Options{DefaultNamespaces: …}',
  },
  {
    error: /^invalid composite literal type webhook\.Server$/m,
    since: 15,
    text: () => 'webhook.Server became an interface in v0.15, made by webhook.NewServer(webhook.Options{…})',
  },
  {
    error: /^source\.Kind \(.*\) is not a type$/m,
    since: 15,
    text: () =>
      "source.Kind became a function in v0.15 (source.Kind(cache, obj); from v0.18 with the handler and predicates), and the builder's Watches takes the object (Watches(obj, handler))",
  },
  {
    error: /^handler\.EnqueueRequestForOwner \(.*\) is not a type$/m,
    since: 15,
    text: () =>
      'handler.EnqueueRequestForOwner became a function in v0.15: handler.EnqueueRequestForOwner(scheme, mapper, owner, handler.OnlyControllerOwner())',
  },
  {
    error:
      /^cannot use .* \(value of type func\(\w* ?client\.Object\) \[\]reconcile\.Request\) as handler\.MapFunc value/,
    since: 15,
    text: () =>
      'handler.MapFunc takes a context.Context first from v0.15: func(ctx context.Context, obj client.Object) []reconcile.Request',
  },
  {
    error:
      /^cannot use .* does not implement (?:webhook|admission)\.Validator \(wrong type for method Validate(?:Create|Update|Delete)\)$/m,
    since: 15,
    text: () => "the webhook Validator's methods return (admission.Warnings, error) from v0.15",
  },
  {
    error:
      /^(?:too many arguments in call to (?:\S+\.)?(?:Watch|WatchesRawSource)|not enough arguments in call to source\.Kind)$/m,
    since: 18,
    text: () =>
      'from v0.18 Watch and WatchesRawSource take the source alone; the handler and predicates go to source.Kind(cache, obj, handler, predicates...)',
  },
  {
    // a handler.Funcs field or an EventHandler of the program's (its have/want lines)
    error:
      /^cannot use [^\n]*(?:workqueue\.RateLimitingInterface[^\n]* as func\(context\.Context, event\.Typed|does not implement handler\.TypedEventHandler\[[^\n]*\n\s*have \w+\([^\n]*workqueue\.RateLimitingInterface\))/,
    since: 19,
    text: () =>
      "event handlers' functions and methods get a workqueue.TypedRateLimitingInterface[reconcile.Request] from v0.19 (workqueue.RateLimitingInterface before) and a context.Context first from v0.15",
  },
  {
    error: /^cannot use .* does not implement reconcile\.Reconciler \(wrong type for method Reconcile\)$/m,
    since: 7,
    text: () =>
      'Reconcile takes a context.Context first from v0.7: Reconcile(ctx context.Context, req ctrl.Request)',
  },
];

/**
 * oplab's lines for gc's errors that come from controller-runtime API changed before v0.19 when
 * go.mod pins such a minor (one line per change); '' otherwise.
 */
export function olderApiNotes(stderr: string, gomod: string): string {
  const pin = /^\s*(?:require\s+)?sigs\.k8s\.io\/controller-runtime\s+(v0\.(\d+)\.\S+)/m.exec(gomod);
  if (pin === null) return '';
  const minor = Number(pin[2]);
  const seen = new Set<string>();
  let out = '';
  for (const entry of stderr.matchAll(/^(?:\.\/)?\S+?\.go:\d+:\d+: (.*(?:\n\t.*)*)/gm))
    for (const rule of OLDER_API) {
      if (minor >= rule.since) continue;
      const m = rule.error.exec(entry[1]);
      const text = m === null ? '' : rule.text(m);
      if (text === '' || seen.has(text)) continue;
      seen.add(text);
      out += `oplab: ${text} (go.mod requires controller-runtime ${pin[1]}; oplab simulates v0.19 to v0.24)\n`;
    }
  return out;
}
