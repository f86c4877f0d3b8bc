// runtime.Scheme's defaulting functions ([AM] pkg/runtime/scheme.go AddTypeDefaultingFunc / Default):
// kept per Go type (not per kind), the later function for a type replacing the earlier, called only
// for an object of exactly that type, and Default on a type without one leaves it as it is.
import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const src = `package main

import (
	"fmt"

	appsv1 "k8s.io/api/apps/v1"
	corev1 "k8s.io/api/core/v1"
	"k8s.io/apimachinery/pkg/runtime"
	clientgoscheme "k8s.io/client-go/kubernetes/scheme"
)

func SetObjectDefaults_ConfigMap(in *corev1.ConfigMap) {
	if in.Data == nil {
		in.Data = map[string]string{}
	}
	if _, ok := in.Data["mode"]; !ok {
		in.Data["mode"] = "auto"
	}
}

func RegisterDefaults(scheme *runtime.Scheme) error {
	scheme.AddTypeDefaultingFunc(&corev1.ConfigMap{}, func(obj interface{}) { SetObjectDefaults_ConfigMap(obj.(*corev1.ConfigMap)) })
	return nil
}

func main() {
	s := runtime.NewScheme()
	if err := clientgoscheme.AddToScheme(s); err != nil {
		panic(err)
	}
	d := &appsv1.Deployment{}
	s.Default(d)
	fmt.Println(d.Spec.Replicas == nil, d.Spec.Strategy.Type == "")

	cm := &corev1.ConfigMap{}
	s.Default(cm)
	fmt.Println(cm.Data == nil)
	if err := RegisterDefaults(s); err != nil {
		panic(err)
	}
	s.Default(cm)
	fmt.Println(cm.Data)
	cm.Data["mode"] = "manual"
	s.Default(cm)
	fmt.Println(cm.Data)

	calls := 0
	s.AddTypeDefaultingFunc(&corev1.ConfigMap{}, func(obj interface{}) {
		calls++
		obj.(*corev1.ConfigMap).Labels = map[string]string{"defaulted": "yes"}
	})
	other := &corev1.ConfigMap{}
	s.Default(other)
	fmt.Println(calls, other.Data == nil, other.Labels)

	unregistered := runtime.NewScheme()
	unregistered.AddTypeDefaultingFunc(&corev1.Secret{}, func(obj interface{}) { obj.(*corev1.Secret).Type = corev1.SecretTypeOpaque })
	sec := &corev1.Secret{}
	unregistered.Default(sec)
	unregistered.Default(&corev1.ConfigMap{})
	fmt.Println(sec.Type, unregistered.Recognizes(corev1.SchemeGroupVersion.WithKind("Secret")))
}
`;

it('calls the defaulting function registered for the object type, the latest one, and no other', () => {
  const r = runMain(src);
  expect(r.stderr).toBe('');
  expect(r.stdout).toBe(
    [
      'true true',
      'true',
      'map[mode:auto]',
      'map[mode:manual]',
      '1 true map[defaulted:yes]',
      'Opaque false',
      '',
    ].join('\n'),
  );
});
