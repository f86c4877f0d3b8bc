// Kubernetes objects in a controller-runtime zap logger: KubeAwareEncoder ([CR] pkg/log/zap/
// kube_helpers.go) rewrites a runtime.Object among an entry's keysAndValues, when not Verbose
// (Options.Development false), to its apiVersion and kind (when its GVK has a version), namespace (when
// set) and name; a nil object or one without ObjectMeta gets zap's `<key>Error` field. WithValues'
// pairs go through Logger.With, which the encoder does not rewrite: an object there is printed by its
// generated String method, as zap encodes a fmt.Stringer; in development mode every object is.

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
)

func main() {
	svc := &corev1.Service{ObjectMeta: metav1.ObjectMeta{Name: "web", Namespace: "shop"}}
	typed := &corev1.ConfigMap{TypeMeta: metav1.TypeMeta{APIVersion: "v1", Kind: "ConfigMap"}, ObjectMeta: metav1.ObjectMeta{Name: "cfg"}}
	var missing *corev1.Pod
	prod := zap.New(zap.UseDevMode(false))
	prod.Info("entry", "service", svc, "config", typed, "pod", missing)
	prod.Info("list", "items", &corev1.SecretList{})
	prod.WithValues("service", &corev1.Service{ObjectMeta: metav1.ObjectMeta{Name: "w"}}).Info("with")
	dev := zap.New(zap.UseDevMode(true), zap.ConsoleEncoder())
	dev.Info("dev", "port", &corev1.ServicePort{Port: 80})
}
`;

describe('Kubernetes objects logged through controller-runtime zap', () => {
  it("an entry's object as its name and namespace; WithValues' and development mode's by String", () => {
    const r = runMain(PROGRAM);
    const lines = r.stderr.split('\n');
    const entry = JSON.parse(lines[0]);
    expect(entry.service).toEqual({ namespace: 'shop', name: 'web' });
    expect(Object.keys(entry.service)).toEqual(['namespace', 'name']);
    expect(entry.config).toEqual({ apiVersion: 'v1', kind: 'ConfigMap', name: 'cfg' });
    expect(entry.pod).toEqual({});
    expect(entry.podError).toBe('got nil for runtime.Object');
    const list = JSON.parse(lines[1]);
    expect(list.items).toEqual({});
    // %v of the ListMeta value: a nil *ShardInfo prints through its generated String ("nil")
    expect(list.itemsError).toBe(
      'got runtime.Object without object metadata: &SecretList{ListMeta:{   <nil> nil},Items:[]Secret{},}',
    );
    expect(JSON.parse(lines[2]).service).toMatch(
      /^&Service\{ObjectMeta:\{w {6}0 0001-01-01 00:00:00 \+0000 UTC /,
    );
    expect(lines[3]).toContain(
      '\tdev\t{"port": "&ServicePort{Name:,Protocol:,Port:80,TargetPort:{0 0 },NodePort:0,AppProtocol:nil,}"}',
    );
  });
});
