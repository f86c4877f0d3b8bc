// k8s.io/client-go/kubernetes (the typed clientset: kubernetes.NewForConfig, cs.CoreV1().Pods(ns)
// ...), its typed group packages (core, apps, batch v1) and k8s.io/client-go/gentype, their
// generic client. Plain Go over the direct client's natives (src/kube/bind/client.ts).

import { clientsetNatives } from '../../../bind/client.ts';
import { goPackage } from '../../pkg.ts';
import clientsetSrc from './clientset.go?raw';
import gentypeSrc from './gentype.go?raw';
import appsSrc from './typed-apps.go?raw';
import batchSrc from './typed-batch.go?raw';
import coreSrc from './typed-core.go?raw';

export const gentypePackage = goPackage({
  path: 'k8s.io/client-go/gentype',
  files: { 'type.go': gentypeSrc },
  natives: clientsetNatives,
});

export const clientsetPackage = goPackage({
  path: 'k8s.io/client-go/kubernetes',
  files: { 'clientset.go': clientsetSrc },
});

export const typedCoreV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/core/v1',
  files: { 'core_client.go': coreSrc },
});

export const typedAppsV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/apps/v1',
  files: { 'apps_client.go': appsSrc },
});

export const typedBatchV1Package = goPackage({
  path: 'k8s.io/client-go/kubernetes/typed/batch/v1',
  files: { 'batch_client.go': batchSrc },
});
