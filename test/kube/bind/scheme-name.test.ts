// A scheme created by the learner's code is named after the creating file:line, as
// naming.GetNameFromCallsite does, once runtime.NewScheme records it through nameSchemeFromCaller
// (simulated here by a wrapper package standing where apimachinery's NewScheme is).
import { expect, it } from 'vitest';
import { makePhases } from '../../../src/go/build/default.ts';
import { runGo } from '../../../src/go/index.ts';
import type { NativePackage } from '../../../src/go/interp/native.ts';
import { stdPackage, stdPackagePaths } from '../../../src/go/std/index.ts';
import { newKubeEnv, withKubeEnv } from '../../../src/kube/bind/env.ts';
import { nameSchemeFromCaller } from '../../../src/kube/bind/scheme.ts';
import { kubePackage, kubePackagePaths } from '../../../src/kube/gopkg/index.ts';

const schemes: NativePackage = {
  path: 'oplab.dev/test/schemes',
  files: [
    {
      name: 'schemes.go',
      src: `package schemes

import "k8s.io/apimachinery/pkg/runtime"

// NewScheme is runtime.NewScheme plus the naming the real one does.
func NewScheme() *runtime.Scheme {
	s := runtime.NewScheme()
	name(s)
	return s
}

func name(s *runtime.Scheme)
`,
    },
  ],
  natives: { name: (ctx, s) => nameSchemeFromCaller(ctx, s) },
};
const phases = makePhases(
  (p) => (p === schemes.path ? schemes : (stdPackage(p) ?? kubePackage(p))),
  [...stdPackagePaths, ...kubePackagePaths, schemes.path],
);

it('names a learner scheme by its creating file:line', () => {
  const src = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/client-go/rest"
	"sigs.k8s.io/controller-runtime/pkg/client"

	"oplab.dev/test/schemes"
)

var scheme = schemes.NewScheme()

func main() {
	c, _ := client.New(&rest.Config{}, client.Options{Scheme: scheme})
	fmt.Println(c.Get(context.Background(), client.ObjectKey{Namespace: "default", Name: "x"}, &corev1.Pod{}))
}
`;
  const env = newKubeEnv();
  const r = withKubeEnv(env, () => runGo({ files: [{ name: 'main.go', src }], phases, clock: env.goClock }));
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    'no kind is registered for the type v1.Pod in scheme "/home/gopher/app/main.go:14"\n',
  );
});

it('runtime.NewScheme itself names the scheme after the learner line that called it', () => {
  const src = `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/client-go/rest"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	scheme := runtime.NewScheme()
	c, _ := client.New(&rest.Config{}, client.Options{Scheme: scheme})
	fmt.Println(c.Get(context.Background(), client.ObjectKey{Namespace: "default", Name: "x"}, &corev1.Pod{}))
}
`;
  const env = newKubeEnv();
  const r = withKubeEnv(env, () => runGo({ files: [{ name: 'main.go', src }], phases, clock: env.goClock }));
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    'no kind is registered for the type v1.Pod in scheme "/home/gopher/app/main.go:14"\n',
  );
});
