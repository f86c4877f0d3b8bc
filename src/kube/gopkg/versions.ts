// The exported API of controller-runtime per minor, where it differs from the newest (v0.24) that the
// simulated packages declare: each symbol here exists from `since` (and up to `until`), so a project
// whose go.mod pins another minor gets gc's `undefined: …` / `has no field or method …` / `unknown
// field …` for it, through src/go/types/hidden.ts.
//
// Measured by parsing every non-test .go file under pkg/ of the tags v0.19.7, v0.20.4, v0.21.0,
// v0.22.5, v0.23.3 and v0.24.1 (kubernetes-sigs/controller-runtime) and diffing the exported
// functions, methods, types, struct fields and interface methods between consecutive minors. Only
// symbols the simulator models are listed; shapes that differ more than by presence (the webhook
// builder's For vs NewWebhookManagedBy(mgr, obj), admission's untyped Defaulter/Validator and typed
// Defaulter[T]/Validator[T], conversion.NewWebhookHandler's registry) are separate sources per minor
// (index.ts kubePackageFor).

export interface VersionedSymbol {
  /** Import path of the declaring package. */
  readonly pkg: string;
  /** `Name` at package level, or `Type.Member` (struct field, method, interface method). */
  readonly name: string;
  /** First minor (v0.<since>) that has it. */
  readonly since?: number;
  /** Last minor that has it. */
  readonly until?: number;
}

const CR = 'sigs.k8s.io/controller-runtime';

function since(minor: number, pkg: string, names: readonly string[]): VersionedSymbol[] {
  return names.map((name) => ({ pkg, name, since: minor }));
}

export const CONTROLLER_RUNTIME_API: readonly VersionedSymbol[] = [
  // v0.20
  ...since(20, `${CR}/pkg/config`, ['Controller.UsePriorityQueue']),
  ...since(20, `${CR}/pkg/controller/controllerutil`, ['HasOwnerReference']),
  ...since(20, `${CR}/pkg/handler`, ['LowPriority', 'WithLowPriorityWhenUnchanged']),
  ...since(20, `${CR}/pkg/webhook/admission`, ['DefaulterOption', 'DefaulterRemoveUnknownOrOmitableFields']),
  // v0.21
  ...since(21, `${CR}/pkg/cache`, ['Informer.AddEventHandlerWithOptions']),
  ...since(21, `${CR}/pkg/config`, ['Controller.Logger']),
  ...since(21, `${CR}/pkg/controller`, [
    'TypedOptions.Logger',
    'TypedOptions.UsePriorityQueue',
    'TypedOptions.DefaultFromConfig',
  ]),
  ...since(21, `${CR}/pkg/event`, ['TypedCreateEvent.IsInInitialList']),
  // v0.22
  ...since(22, `${CR}/pkg/cache`, ['ByObject.SyncPeriod', 'Config.SyncPeriod']),
  ...since(22, `${CR}/pkg/certwatcher`, ['CertWatcher.NeedLeaderElection']),
  ...since(22, `${CR}/pkg/client`, [
    'ApplyOption',
    'ApplyOptions',
    'Writer.Apply',
    'FieldOwner.ApplyToApply',
    'GetOptions.UnsafeDisableDeepCopy',
  ]),
  ...since(22, `${CR}/pkg/client/interceptor`, ['Funcs.Apply']),
  ...since(22, `${CR}/pkg/config`, ['Controller.EnableWarmup', 'Controller.ReconciliationTimeout']),
  ...since(22, `${CR}/pkg/controller`, ['TypedOptions.EnableWarmup', 'TypedOptions.ReconciliationTimeout']),
  ...since(22, `${CR}/pkg/manager`, ['Options.LeaderElectionLabels']),
  // v0.23
  ...since(23, CR, ['CreateOrPatch']),
  ...since(23, `${CR}/pkg/client`, [
    'Options.FieldOwner',
    'Options.FieldValidation',
    'SubResourceApplyOption',
    'SubResourceApplyOptions',
    'SubResourceWriter.Apply',
    'FieldOwner.ApplyToSubResourceApply',
  ]),
  ...since(23, `${CR}/pkg/client/interceptor`, ['Funcs.SubResourceApply']),
  ...since(23, `${CR}/pkg/manager`, ['Manager.GetConverterRegistry', 'Manager.GetEventRecorder']),
  ...since(23, `${CR}/pkg/reconcile`, ['Result.Priority']),
  ...since(23, `${CR}/pkg/recorder`, ['Provider.GetEventRecorder']),
  ...since(23, `${CR}/pkg/webhook/conversion`, ['Converter', 'Registry', 'NewRegistry']),
  // v0.24
  ...since(24, `${CR}/pkg/cache`, ['Informer.HasSyncedChecker']),
  // v0.24 removed the builder's WithCustomPath (v0.20–v0.23).
  { pkg: `${CR}/pkg/builder`, name: 'WebhookBuilder.WithCustomPath', since: 20, until: 23 },
];

/**
 * Exported only so that other simulated packages can share them: no version of the real package
 * has them, so a program gets gc's `undefined: rest.X` for each, as with the real module.
 */
const SIMULATOR_ONLY: readonly VersionedSymbol[] = [
  { pkg: 'k8s.io/client-go/rest', name: 'NewSimulatedWatch', until: -1 },
  { pkg: 'k8s.io/client-go/rest', name: 'NewRESTClientForGroupVersion', until: -1 },
  { pkg: 'k8s.io/client-go/gentype', name: 'NewRawClient', until: -1 },
  { pkg: 'k8s.io/client-go/gentype', name: 'NewRawClientWithList', until: -1 },
  { pkg: `${CR}/pkg/reconcile`, name: 'SimulatedPriority', until: -1 },
];

const byPackage = new Map<string, VersionedSymbol[]>();
for (const s of [...CONTROLLER_RUNTIME_API, ...SIMULATOR_ONLY]) {
  const list = byPackage.get(s.pkg) ?? [];
  list.push(s);
  byPackage.set(s.pkg, list);
}

/** The symbols of package `pkg` that controller-runtime v0.<minor> does not have. */
export function absentAt(pkg: string, minor: number): string[] {
  const out: string[] = [];
  for (const s of byPackage.get(pkg) ?? [])
    if ((s.since !== undefined && minor < s.since) || (s.until !== undefined && minor > s.until))
      out.push(s.name);
  return out;
}
