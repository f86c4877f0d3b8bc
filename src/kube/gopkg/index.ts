// The Kubernetes-facing Go packages: import path → package (Go declarations + natives), built on
// first use — the same shape as the standard library registry (src/go/std/index.ts), so the driver
// can resolve Kubernetes import paths from it.

import type { NativePackage, NativeRegistry, NativeTable } from '../../go/interp/native.ts';
import { admissionregistrationv1Package } from './api/admissionregistrationv1.ts';
import { appsv1Package } from './api/appsv1.ts';
import { autoscalingv1Package } from './api/autoscalingv1.ts';
import { autoscalingv2Package } from './api/autoscalingv2.ts';
import { batchv1Package } from './api/batchv1.ts';
import { clientgoSchemePackage } from './api/clientgoscheme.ts';
import { coordinationv1Package } from './api/coordinationv1.ts';
import { corev1Package } from './api/corev1.ts';
import { discoveryv1Package } from './api/discoveryv1.ts';
import { eventsv1Package } from './api/eventsv1.ts';
import { networkingv1Package } from './api/networkingv1.ts';
import { policyv1Package } from './api/policyv1.ts';
import { rbacv1Package } from './api/rbacv1.ts';
import { storagev1Package } from './api/storagev1.ts';
import { equalityPackage } from './apimachinery/equality.ts';
import { apiErrorsPackage } from './apimachinery/errors.ts';
import { fieldPackage, utilErrorsPackage } from './apimachinery/field.ts';
import { intstrPackage } from './apimachinery/intstr.ts';
import { fieldsPackage, labelsPackage, selectionPackage } from './apimachinery/labels.ts';
import { apiMetaPackage } from './apimachinery/meta.ts';
import { metav1Package } from './apimachinery/metav1.ts';
import { infPackage, resourcePackage } from './apimachinery/resource.ts';
import { runtimePackage } from './apimachinery/runtime.ts';
import { schemaPackage } from './apimachinery/schema.ts';
import {
  serializerJsonPackage,
  serializerPackage,
  serializerYamlPackage,
  utilYamlPackage,
} from './apimachinery/serializer.ts';
import { setsPackage } from './apimachinery/sets.ts';
import { mergepatchPackage, strategicpatchPackage } from './apimachinery/strategicpatch.ts';
import { typesPackage } from './apimachinery/types.ts';
import { unstructuredPackage } from './apimachinery/unstructured.ts';
import { utilDurationPackage } from './apimachinery/utilduration.ts';
import { utilJsonPackage } from './apimachinery/utiljson.ts';
import { utilRandPackage } from './apimachinery/utilrand.ts';
import { utilRuntimePackage } from './apimachinery/utilruntime.ts';
import { utilUuidPackage } from './apimachinery/utiluuid.ts';
import { watchPackage } from './apimachinery/watch.ts';
import { builderPackage } from './controller-runtime/builder.ts';
import { clientPackage } from './controller-runtime/client.ts';
import { controllerutilPackage } from './controller-runtime/controllerutil.ts';
import { CONVERSION_WEBHOOK, conversionWebhookPackage } from './controller-runtime/conversion-webhook.ts';
import { reconcilePackage, reconcileV022Package } from './controller-runtime/reconcile.ts';
import { rootPackage } from './controller-runtime/root.ts';
import { schemePackage } from './controller-runtime/scheme.ts';
import { DEEPCOPY_HELPER_PATH, deepCopyHelperPackage } from './deepcopygen.ts';
import { extApiLoaders } from './extapi/extapi.ts';
import { crLogPackage, logrPackage } from './logr/logr.ts';
import { ginkgoPackage, gomegaPackage } from './onsi/onsi.ts';
import { clientLoaders } from './registry-client.ts';
import { managerLoaders } from './registry-manager.ts';
import { operatorLoaders } from './registry-operators.ts';
import { webhookLoaders } from './registry-webhook.ts';
import { sigsYamlPackage } from './sigsyaml/yaml.ts';
import { clockPackage, clockTestingPackage } from './utils/clock.ts';
import { pointerPackage } from './utils/pointer.ts';
import { ptrPackage } from './utils/ptr.ts';
import { absentAt } from './versions.ts';
import { admissionV019Package, admissionV020Package } from './webhook/admission.ts';
import { webhookBuilderPart } from './webhook/builder.ts';
import { webhookV019Package } from './webhook/webhook.ts';

const loaders: Readonly<Record<string, () => NativePackage>> = {
  'github.com/go-logr/logr': logrPackage,
  'gopkg.in/inf.v0': infPackage,
  'github.com/onsi/ginkgo/v2': ginkgoPackage,
  'github.com/onsi/gomega': gomegaPackage,
  'k8s.io/api/admissionregistration/v1': admissionregistrationv1Package,
  'k8s.io/api/apps/v1': appsv1Package,
  'k8s.io/api/autoscaling/v1': autoscalingv1Package,
  'k8s.io/api/autoscaling/v2': autoscalingv2Package,
  'k8s.io/api/batch/v1': batchv1Package,
  'k8s.io/api/coordination/v1': coordinationv1Package,
  'k8s.io/api/core/v1': corev1Package,
  'k8s.io/api/discovery/v1': discoveryv1Package,
  'k8s.io/api/events/v1': eventsv1Package,
  'k8s.io/api/networking/v1': networkingv1Package,
  'k8s.io/api/policy/v1': policyv1Package,
  'k8s.io/api/rbac/v1': rbacv1Package,
  'k8s.io/api/storage/v1': storagev1Package,
  'k8s.io/apimachinery/pkg/api/equality': equalityPackage,
  'k8s.io/apimachinery/pkg/api/errors': apiErrorsPackage,
  'k8s.io/apimachinery/pkg/api/meta': apiMetaPackage,
  'k8s.io/apimachinery/pkg/api/resource': resourcePackage,
  'k8s.io/apimachinery/pkg/apis/meta/v1': metav1Package,
  'k8s.io/apimachinery/pkg/apis/meta/v1/unstructured': unstructuredPackage,
  'k8s.io/apimachinery/pkg/fields': fieldsPackage,
  'k8s.io/apimachinery/pkg/labels': labelsPackage,
  'k8s.io/apimachinery/pkg/runtime': runtimePackage,
  'k8s.io/apimachinery/pkg/runtime/schema': schemaPackage,
  'k8s.io/apimachinery/pkg/runtime/serializer': serializerPackage,
  'k8s.io/apimachinery/pkg/runtime/serializer/json': serializerJsonPackage,
  'k8s.io/apimachinery/pkg/runtime/serializer/yaml': serializerYamlPackage,
  'k8s.io/apimachinery/pkg/selection': selectionPackage,
  'k8s.io/apimachinery/pkg/types': typesPackage,
  'k8s.io/apimachinery/pkg/util/duration': utilDurationPackage,
  'k8s.io/apimachinery/pkg/util/errors': utilErrorsPackage,
  'k8s.io/apimachinery/pkg/util/intstr': intstrPackage,
  'k8s.io/apimachinery/pkg/util/json': utilJsonPackage,
  'k8s.io/apimachinery/pkg/util/rand': utilRandPackage,
  'k8s.io/apimachinery/pkg/util/runtime': utilRuntimePackage,
  'k8s.io/apimachinery/pkg/util/mergepatch': mergepatchPackage,
  'k8s.io/apimachinery/pkg/util/sets': setsPackage,
  'k8s.io/apimachinery/pkg/util/strategicpatch': strategicpatchPackage,
  'k8s.io/apimachinery/pkg/util/uuid': utilUuidPackage,
  'k8s.io/apimachinery/pkg/util/yaml': utilYamlPackage,
  'k8s.io/apimachinery/pkg/util/validation/field': fieldPackage,
  'k8s.io/apimachinery/pkg/watch': watchPackage,
  'k8s.io/client-go/kubernetes/scheme': clientgoSchemePackage,
  'k8s.io/utils/clock': clockPackage,
  'k8s.io/utils/clock/testing': clockTestingPackage,
  'k8s.io/utils/pointer': pointerPackage,
  'k8s.io/utils/ptr': ptrPackage,
  'sigs.k8s.io/controller-runtime/pkg/client': clientPackage,
  'sigs.k8s.io/controller-runtime/pkg/controller/controllerutil': controllerutilPackage,
  'sigs.k8s.io/controller-runtime/pkg/log': crLogPackage,
  'sigs.k8s.io/controller-runtime/pkg/reconcile': reconcilePackage,
  'sigs.k8s.io/controller-runtime/pkg/scheme': schemePackage,
  'sigs.k8s.io/yaml': sigsYamlPackage,
  [DEEPCOPY_HELPER_PATH]: deepCopyHelperPackage,
  ...clientLoaders,
  ...managerLoaders,
  ...webhookLoaders,
  ...operatorLoaders,
  ...extApiLoaders,
  [CONVERSION_WEBHOOK]: conversionWebhookPackage(24),
};

/** Import paths of the Kubernetes packages provided, sorted. */
export const kubePackagePaths: readonly string[] = Object.keys(loaders).sort();

/** Is `path` a Kubernetes package provided here? */
export function isKubePackage(path: string): boolean {
  return Object.hasOwn(loaders, path);
}

/** controller-runtime minors whose API the simulator gives (go.mod's version selects one). */
export const CONTROLLER_RUNTIME_MINORS = [19, 20, 21, 22, 23, 24] as const;
export const DEFAULT_CONTROLLER_RUNTIME_MINOR = 24;

/**
 * Packages the real package imports (directly or not) that the simulated one does not, where a name
 * collides with a simulated package: gc then writes the simulated package's path in full in messages
 * (`"sigs.k8s.io/controller-runtime/pkg/cache".ByObject`, since controller-runtime's cache imports
 * client-go's tools/cache).
 */
const GRAPH_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  'sigs.k8s.io/controller-runtime/pkg/cache': ['k8s.io/client-go/tools/cache'],
};

const versioned = new Map<number, (path: string) => NativePackage | undefined>();

/**
 * The packages as controller-runtime v0.<minor> declares them: where the API differs (the webhook
 * builder: `NewWebhookManagedBy(mgr).For(obj)` with CustomDefaulter/CustomValidator up to v0.22,
 * `NewWebhookManagedBy(mgr, obj)` with typed Defaulter[T]/Validator[T] from v0.23), that version's
 * declarations; symbols added or removed between minors (versions.ts) are hidden from the program,
 * so code of the other shape gets the compile errors real Go gives.
 */
export function kubePackageFor(minor: number): (path: string) => NativePackage | undefined {
  let get = versioned.get(minor);
  if (get === undefined) {
    const table: Readonly<Record<string, () => NativePackage>> =
      minor >= 23
        ? loaders
        : {
            ...loaders,
            'sigs.k8s.io/controller-runtime': rootPackage({
              webhookBuilder: () => true,
              legacyWebhook: true,
            }),
            'sigs.k8s.io/controller-runtime/pkg/builder': builderPackage(() => webhookBuilderPart(minor)),
            'sigs.k8s.io/controller-runtime/pkg/reconcile': reconcileV022Package,
            ...(minor <= 19
              ? {
                  'sigs.k8s.io/controller-runtime/pkg/webhook/admission': admissionV019Package,
                  'sigs.k8s.io/controller-runtime/pkg/webhook': webhookV019Package,
                }
              : { 'sigs.k8s.io/controller-runtime/pkg/webhook/admission': admissionV020Package }),
            [CONVERSION_WEBHOOK]: conversionWebhookPackage(minor),
          };
    // One NativePackage object per path and minor: the build caches key on it.
    const built = new Map<string, NativePackage>();
    get = (path) => {
      if (!Object.hasOwn(table, path)) return undefined;
      let pkg = built.get(path);
      if (pkg === undefined) {
        const base = table[path]();
        const hidden = absentAt(path, minor);
        const graphImports = GRAPH_IMPORTS[path];
        pkg =
          hidden.length === 0 && graphImports === undefined
            ? base
            : {
                ...base,
                ...(hidden.length > 0 ? { hidden } : {}),
                ...(graphImports !== undefined ? { graphImports } : {}),
              };
        built.set(path, pkg);
      }
      return pkg;
    };
    versioned.set(minor, get);
  }
  return get;
}

/** The package for an import path (controller-runtime's newest minor), or undefined if not provided. */
export function kubePackage(path: string): NativePackage | undefined {
  return kubePackageFor(DEFAULT_CONTROLLER_RUNTIME_MINOR)(path);
}

/** Native tables by import path, for the interpreter. */
export const kubeNatives: NativeRegistry = {
  natives(path: string): NativeTable | undefined {
    return kubePackage(path)?.natives;
  },
};
