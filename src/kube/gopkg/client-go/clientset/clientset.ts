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
import fakeGentypeSrc from './fake-gentype.go?raw';
import gentypeSrc from './gentype.go?raw';
import appsSrc from './typed-apps.go?raw';
import autoscalingSrc from './typed-autoscaling.go?raw';
import batchSrc from './typed-batch.go?raw';
import coordinationSrc from './typed-coordination.go?raw';
import coreSrc from './typed-core.go?raw';
import networkingSrc from './typed-networking.go?raw';
import policySrc from './typed-policy.go?raw';
import rbacSrc from './typed-rbac.go?raw';

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
  files: { 'clientset_generated.go': fakeClientsetSrc, 'gentype_fake.go': fakeGentypeSrc },
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

/** The typed group packages by import path. */
export const typedClientLoaders: Readonly<Record<string, () => NativePackage>> = {
  'k8s.io/client-go/kubernetes/typed/apps/v1': typedAppsV1Package,
  'k8s.io/client-go/kubernetes/typed/autoscaling/v2': typedAutoscalingV2Package,
  'k8s.io/client-go/kubernetes/typed/batch/v1': typedBatchV1Package,
  'k8s.io/client-go/kubernetes/typed/coordination/v1': typedCoordinationV1Package,
  'k8s.io/client-go/kubernetes/typed/core/v1': typedCoreV1Package,
  'k8s.io/client-go/kubernetes/typed/networking/v1': typedNetworkingV1Package,
  'k8s.io/client-go/kubernetes/typed/policy/v1': typedPolicyV1Package,
  'k8s.io/client-go/kubernetes/typed/rbac/v1': typedRbacV1Package,
};
