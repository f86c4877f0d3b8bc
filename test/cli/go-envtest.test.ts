// `oplab go run` of a module that requires the Kubernetes modules runs as `go run` with envtest
// does: the simulated packages of the controller-runtime minor go.mod pins (no `go: downloading`
// for them: they are provided, never fetched), envtest.Environment.Start gives a rest.Config to a
// fresh simulated cluster, and a client on it gets the API server's real answers.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'oplab-envtest-'));
const MODS = [
  'k8s.io/api v0.34.1',
  'k8s.io/apimachinery v0.34.1',
  'k8s.io/client-go v0.34.1',
  'sigs.k8s.io/controller-runtime v0.22.1',
];
writeFileSync(
  join(dir, 'go.mod'),
  `module example.com/envt\n\ngo 1.24.0\n\nrequire (\n${MODS.map((m) => `\t${m}\n`).join('')})\n`,
);
writeFileSync(
  join(dir, 'go.sum'),
  MODS.map((m) => {
    const h = 'h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
    const [p, v] = m.split(' ');
    return `${p} ${v} ${h}\n${p} ${v}/go.mod ${h}\n`;
  }).join(''),
);
writeFileSync(
  join(dir, 'main.go'),
  `package main

import (
	"context"
	"fmt"

	corev1 "k8s.io/api/core/v1"
	apierrors "k8s.io/apimachinery/pkg/api/errors"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/client-go/kubernetes/scheme"
	"sigs.k8s.io/controller-runtime/pkg/client"
	"sigs.k8s.io/controller-runtime/pkg/envtest"
)

func main() {
	env := &envtest.Environment{}
	cfg, err := env.Start()
	if err != nil {
		panic(err)
	}
	defer env.Stop()
	c, err := client.New(cfg, client.Options{Scheme: scheme.Scheme})
	if err != nil {
		panic(err)
	}
	ctx := context.Background()
	cm := &corev1.ConfigMap{ObjectMeta: metav1.ObjectMeta{Name: "x", Namespace: "default"}, Data: map[string]string{"a": "b"}}
	if err := c.Create(ctx, cm); err != nil {
		panic(err)
	}
	got := &corev1.ConfigMap{}
	err = c.Get(ctx, client.ObjectKeyFromObject(cm), got)
	fmt.Println(got.Data["a"], err)
	cm.ResourceVersion = ""
	err = c.Create(ctx, cm)
	fmt.Println(apierrors.IsAlreadyExists(err), err)
}
`,
);

describe('oplab go run with envtest in a Kubernetes module', () => {
  it('gives the simulated packages and a cluster, with the real error strings', () => {
    const r = spawnSync(process.execPath, ['src/cli/oplab.ts', 'go', 'run', dir], {
      timeout: 120_000,
      env: { ...process.env, OPLAB_FROM_SOURCE: '1', GOFLAGS: '' },
    });
    expect(r.stderr.toString()).toBe('');
    expect(r.stdout.toString()).toBe('b <nil>\ntrue configmaps "x" already exists\n');
    expect(r.status).toBe(0);
  }, 150_000);
});
