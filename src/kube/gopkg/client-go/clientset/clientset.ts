// k8s.io/client-go/kubernetes (the typed clientset: kubernetes.NewForConfig, cs.CoreV1().Pods(ns)
// ...), its typed group packages (typed-*.go, written from a resource table in client-gen's shape)
// and k8s.io/client-go/gentype, their generic client. Plain Go over the direct client's natives
// (src/kube/bind/client.ts).

import type { NativePackage } from '../../../../go/interp/native.ts';
import { clientsetNatives } from '../../../bind/client.ts';
import { goPackage } from '../../pkg.ts';
import { clientGoMinor } from '../clientcmd/clientcmd.ts';
import clientsetSrc from './clientset.go?raw';
import fakeClientsetSrc from './fake-clientset.go?raw';
import gentypeSrc from './gentype.go?raw';
import gentypeFakeSrc from './gentype-fake.go?raw';
import admissionregistrationSrc from './typed-admissionregistration.go?raw';
import appsSrc from './typed-apps.go?raw';
import autoscalingSrc from './typed-autoscaling.go?raw';
import autoscalingV1Src from './typed-autoscaling-v1.go?raw';
import batchSrc from './typed-batch.go?raw';
import coordinationSrc from './typed-coordination.go?raw';
import coreSrc from './typed-core.go?raw';
import discoverySrc from './typed-discovery.go?raw';
import eventsSrc from './typed-events.go?raw';
import networkingSrc from './typed-networking.go?raw';
import policySrc from './typed-policy.go?raw';
import rbacSrc from './typed-rbac.go?raw';
import storageSrc from './typed-storage.go?raw';
import admissionregistrationV1FakeSrc from './typedfake/admissionregistration-v1.go?raw';
import appsV1FakeSrc from './typedfake/apps-v1.go?raw';
import autoscalingV1FakeSrc from './typedfake/autoscaling-v1.go?raw';
import autoscalingV2FakeSrc from './typedfake/autoscaling-v2.go?raw';
import batchV1FakeSrc from './typedfake/batch-v1.go?raw';
import coordinationV1FakeSrc from './typedfake/coordination-v1.go?raw';
import coreV1FakeSrc from './typedfake/core-v1.go?raw';
import discoveryV1FakeSrc from './typedfake/discovery-v1.go?raw';
import eventsV1FakeSrc from './typedfake/events-v1.go?raw';
import networkingV1FakeSrc from './typedfake/networking-v1.go?raw';
import policyV1FakeSrc from './typedfake/policy-v1.go?raw';
import rbacV1FakeSrc from './typedfake/rbac-v1.go?raw';
import storageV1FakeSrc from './typedfake/storage-v1.go?raw';

export const gentypePackage = goPackage({
  path: 'k8s.io/client-go/gentype',
  files: { 'type.go': gentypeSrc },
  natives: clientsetNatives,
});

export const clientsetPackage = goPackage({
  path: 'k8s.io/client-go/kubernetes',
  files: { 'clientset.go': clientsetSrc },
});

/** k8s.io/client-go/kubernetes/fake: NewSimpleClientset/NewClientset over client-go/testing. */
export const fakeClientsetPackage = goPackage({
  path: 'k8s.io/client-go/kubernetes/fake',
  files: { 'clientset_generated.go': fakeClientsetSrc },
  natives: { clientGoMinor: () => clientGoMinor() },
});

export const typedAppsV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/apps/v1',
  files: { 'apps_client.go': appsSrc },
});

export const typedAutoscalingV2Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/autoscaling/v2',
  files: { 'autoscaling_client.go': autoscalingSrc },
});

export const typedBatchV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/batch/v1',
  files: { 'batch_client.go': batchSrc },
});

export const typedCoordinationV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/coordination/v1',
  files: { 'coordination_client.go': coordinationSrc },
});

export const typedCoreV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/core/v1',
  files: { 'core_client.go': coreSrc },
});

export const typedNetworkingV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/networking/v1',
  files: { 'networking_client.go': networkingSrc },
});

export const typedPolicyV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/policy/v1',
  files: { 'policy_client.go': policySrc },
});

export const typedRbacV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/rbac/v1',
  files: { 'rbac_client.go': rbacSrc },
});

export const typedAdmissionregistrationV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/admissionregistration/v1',
  files: { 'admissionregistration_client.go': admissionregistrationSrc },
});

export const typedAutoscalingV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/autoscaling/v1',
  files: { 'autoscaling_client.go': autoscalingV1Src },
});

export const typedDiscoveryV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/discovery/v1',
  files: { 'discovery_client.go': discoverySrc },
});

export const typedEventsV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/events/v1',
  files: { 'events_client.go': eventsSrc },
});

export const typedStorageV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/storage/v1',
  files: { 'storage_client.go': storageSrc },
});

/** Import path of the generic typed fake client (gentype-fake.go), not a real package. */
export const GENTYPE_FAKE_PATH = 'oplab.dev/internal/gentype';

export const gentypeFakePackage = goPackage({
  path: GENTYPE_FAKE_PATH,
  files: { 'fake.go': gentypeFakeSrc },
});

/** A typed group's fakes: k8s.io/client-go/kubernetes/typed/<group>/<version>/fake. */
function typedFake(groupVersion: string, src: string): [string, () => NativePackage] {
  const [group] = groupVersion.split('/');
  const path = `k8s.io/client-go/kubernetes/typed/${groupVersion}/fake`;
  return [path, goPackage({ path, files: { [`fake_${group}_client.go`]: src } })];
}

/** The typed fake packages by import path. */
export const typedFakeLoaders: Readonly<Record<string, () => NativePackage>> = Object.fromEntries([
  typedFake('admissionregistration/v1', admissionregistrationV1FakeSrc),
  typedFake('apps/v1', appsV1FakeSrc),
  typedFake('autoscaling/v1', autoscalingV1FakeSrc),
  typedFake('autoscaling/v2', autoscalingV2FakeSrc),
  typedFake('batch/v1', batchV1FakeSrc),
  typedFake('coordination/v1', coordinationV1FakeSrc),
  typedFake('core/v1', coreV1FakeSrc),
  typedFake('discovery/v1', discoveryV1FakeSrc),
  typedFake('events/v1', eventsV1FakeSrc),
  typedFake('networking/v1', networkingV1FakeSrc),
  typedFake('policy/v1', policyV1FakeSrc),
  typedFake('rbac/v1', rbacV1FakeSrc),
  typedFake('storage/v1', storageV1FakeSrc),
]);

/** The typed group packages by import path. */
export const typedClientLoaders: Readonly<Record<string, () => NativePackage>> = {
  'k8s.io/client-go/kubernetes/typed/admissionregistration/v1': typedAdmissionregistrationV1Package,
  'k8s.io/client-go/kubernetes/typed/autoscaling/v1': typedAutoscalingV1Package,
  'k8s.io/client-go/kubernetes/typed/discovery/v1': typedDiscoveryV1Package,
  'k8s.io/client-go/kubernetes/typed/events/v1': typedEventsV1Package,
  'k8s.io/client-go/kubernetes/typed/storage/v1': typedStorageV1Package,
  'k8s.io/client-go/kubernetes/typed/apps/v1': typedAppsV1Package,
  'k8s.io/client-go/kubernetes/typed/autoscaling/v2': typedAutoscalingV2Package,
  'k8s.io/client-go/kubernetes/typed/batch/v1': typedBatchV1Package,
  'k8s.io/client-go/kubernetes/typed/coordination/v1': typedCoordinationV1Package,
  'k8s.io/client-go/kubernetes/typed/core/v1': typedCoreV1Package,
  'k8s.io/client-go/kubernetes/typed/networking/v1': typedNetworkingV1Package,
  'k8s.io/client-go/kubernetes/typed/policy/v1': typedPolicyV1Package,
  'k8s.io/client-go/kubernetes/typed/rbac/v1': typedRbacV1Package,
};
