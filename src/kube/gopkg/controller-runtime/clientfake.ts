// sigs.k8s.io/controller-runtime/pkg/client/fake: NewClientBuilder().WithObjects(...).Build() over the
// runtime's FakeClient (declarations and natives in src/kube/bind/client-fake.ts).

import { fakeNatives, fakeSrc, fakeSubresourceSrc } from '../../bind/client-fake.ts';
import { goPackage } from '../pkg.ts';

export const clientFakePackage = goPackage({
  path: 'sigs.k8s.io/controller-runtime/pkg/client/fake',
  files: { 'client.go': fakeSrc, 'subresource.go': fakeSubresourceSrc },
  natives: fakeNatives,
});
