// Package loaders owned by one engineer (see /work/notes/kube-bind-contract.md); merged in index.ts.
import type { NativePackage } from '../../go/interp/native.ts';
import { apiextensionsv1Package } from './api/apiextensionsv1.ts';
import { applyConfigurationLoaders } from './client-go/applyconfigurations/applyconfigurations.ts';
import { clientAuthAzurePackage, clientAuthGcpPackage, clientAuthPackage } from './client-go/auth.ts';
import { toolsCachePackage } from './client-go/cache/cache.ts';
import { clientcmdApiPackage, clientcmdPackage, homedirPackage } from './client-go/clientcmd/clientcmd.ts';
import {
  clientsetPackage,
  fakeClientsetPackage,
  GENTYPE_FAKE_PATH,
  gentypeFakePackage,
  gentypePackage,
  typedClientLoaders,
  typedFakeLoaders,
} from './client-go/clientset/clientset.ts';
import { discoveryPackage, fakeDiscoveryPackage, versionPackage } from './client-go/discovery/discovery.ts';
import { dynamicPackage } from './client-go/dynamic/dynamic.ts';
import { dynamicinformerPackage, dynamiclisterPackage } from './client-go/dynamicinformer/dynamicinformer.ts';
import { flowcontrolPackage } from './client-go/flowcontrol/flowcontrol.ts';
import { informerLoaders } from './client-go/informers/informers.ts';
import { leaderelectionPackage, resourcelockPackage } from './client-go/leaderelection/leaderelection.ts';
import { eventsPackage, recordPackage } from './client-go/record.ts';
import { restPackage } from './client-go/rest.ts';
import { memoryPackage, restmapperPackage } from './client-go/restmapper/restmapper.ts';
import { retryPackage, waitPackage } from './client-go/retry.ts';
import { testingPackage } from './client-go/testing/testing.ts';
import { apiutilPackage } from './controller-runtime/apiutil.ts';
import { clientConfigPackage } from './controller-runtime/clientconfig.ts';
import { clientFakePackage } from './controller-runtime/clientfake.ts';
import { envtestPackage } from './controller-runtime/envtest.ts';
import { interceptorPackage } from './controller-runtime/interceptor.ts';
import { komegaPackage } from './controller-runtime/komega.ts';
import { klogPackage } from './klog/klog.ts';
import { ratePackage } from './xtime/rate.ts';

export const clientLoaders: Readonly<Record<string, () => NativePackage>> = {
  'golang.org/x/time/rate': ratePackage,
  'k8s.io/apiextensions-apiserver/pkg/apis/apiextensions/v1': apiextensionsv1Package,
  'k8s.io/apimachinery/pkg/util/wait': waitPackage,
  'k8s.io/apimachinery/pkg/version': versionPackage,
  'k8s.io/client-go/discovery': discoveryPackage,
  'k8s.io/client-go/discovery/cached/memory': memoryPackage,
  'k8s.io/client-go/discovery/fake': fakeDiscoveryPackage,
  'k8s.io/client-go/dynamic': dynamicPackage,
  'k8s.io/client-go/dynamic/dynamicinformer': dynamicinformerPackage,
  'k8s.io/client-go/dynamic/dynamiclister': dynamiclisterPackage,
  'k8s.io/client-go/gentype': gentypePackage,
  'k8s.io/client-go/kubernetes': clientsetPackage,
  'k8s.io/client-go/kubernetes/fake': fakeClientsetPackage,
  'k8s.io/client-go/plugin/pkg/client/auth': clientAuthPackage,
  'k8s.io/client-go/plugin/pkg/client/auth/azure': clientAuthAzurePackage,
  'k8s.io/client-go/plugin/pkg/client/auth/gcp': clientAuthGcpPackage,
  'k8s.io/client-go/rest': restPackage,
  'k8s.io/client-go/restmapper': restmapperPackage,
  'k8s.io/client-go/testing': testingPackage,
  'k8s.io/client-go/tools/cache': toolsCachePackage,
  'k8s.io/client-go/tools/clientcmd': clientcmdPackage,
  'k8s.io/client-go/tools/clientcmd/api': clientcmdApiPackage,
  'k8s.io/client-go/tools/events': eventsPackage,
  'k8s.io/client-go/tools/leaderelection': leaderelectionPackage,
  'k8s.io/client-go/tools/leaderelection/resourcelock': resourcelockPackage,
  'k8s.io/client-go/tools/record': recordPackage,
  'k8s.io/client-go/util/flowcontrol': flowcontrolPackage,
  'k8s.io/client-go/util/homedir': homedirPackage,
  'k8s.io/client-go/util/retry': retryPackage,
  'k8s.io/klog/v2': klogPackage,
  'sigs.k8s.io/controller-runtime/pkg/client/apiutil': apiutilPackage,
  'sigs.k8s.io/controller-runtime/pkg/client/config': clientConfigPackage,
  'sigs.k8s.io/controller-runtime/pkg/client/fake': clientFakePackage,
  'sigs.k8s.io/controller-runtime/pkg/client/interceptor': interceptorPackage,
  'sigs.k8s.io/controller-runtime/pkg/envtest': envtestPackage,
  'sigs.k8s.io/controller-runtime/pkg/envtest/komega': komegaPackage,
  [GENTYPE_FAKE_PATH]: gentypeFakePackage,
  ...typedClientLoaders,
  ...typedFakeLoaders,
  ...informerLoaders,
  ...applyConfigurationLoaders,
};
