// An operator module on k8s.io v0.32 / controller-runtime v0.20 starts importing prometheus-operator's
// API types in the terminal: the go command finds the module providing monitoring/v1
// (github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring, a module nested in the
// repository, not its root) on the proxy; `go mod tidy` requires it and records its go.sum lines,
// leaving the project's newer k8s.io versions selected over the ones its go.mod asks for (v0.25.0);
// `go run` of a client creating a PrometheusRule fails on a cluster without the CRD and works once
// the CRD is applied. A module the proxy does not serve is reported as before.
import { describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';

const MOD = 'github.com/prometheus-operator/prometheus-operator/pkg/apis/monitoring';

const GO_MOD = `module example.com/rules

go 1.23.0

require (
\tk8s.io/api v0.32.0
\tk8s.io/apimachinery v0.32.0
\tsigs.k8s.io/controller-runtime v0.20.0
)
`;

const BEFORE = `package main

import (
	"fmt"

	corev1 "k8s.io/api/core/v1"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	var c client.Client
	fmt.Println(corev1.PodRunning, c)
}
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"os"

	monitoringv1 "${MOD}/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/util/intstr"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func main() {
	scheme := runtime.NewScheme()
	if err := monitoringv1.AddToScheme(scheme); err != nil {
		panic(err)
	}
	c, err := client.New(ctrl.GetConfigOrDie(), client.Options{Scheme: scheme})
	if err != nil {
		panic(err)
	}
	rule := &monitoringv1.PrometheusRule{
		ObjectMeta: metav1.ObjectMeta{Name: "up", Namespace: "default"},
		Spec: monitoringv1.PrometheusRuleSpec{Groups: []monitoringv1.RuleGroup{{
			Name:  "up",
			Rules: []monitoringv1.Rule{{Alert: "Down", Expr: intstr.FromString("up == 0"), For: "5m"}},
		}}},
	}
	if err := c.Create(context.Background(), rule); err != nil {
		fmt.Fprintln(os.Stderr, "create:", err)
		os.Exit(1)
	}
	fmt.Println("created", rule.Name, rule.Spec.Groups[0].Rules[0].Expr.String())
}
`;

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: prometheusrules.monitoring.coreos.com
spec:
  group: monitoring.coreos.com
  names:
    kind: PrometheusRule
    listKind: PrometheusRuleList
    plural: prometheusrules
    shortNames: [promrule]
    singular: prometheusrule
  scope: Namespaced
  versions:
  - name: v1
    served: true
    storage: true
    schema:
      openAPIV3Schema:
        type: object
        properties:
          spec:
            type: object
            x-kubernetes-preserve-unknown-fields: true
`;

describe('go mod tidy and go run with prometheus-operator/pkg/apis/monitoring', () => {
  it('finds the nested module, records it in go.mod and go.sum, and the program meets the cluster', async () => {
    const s = await ShellSession.create({
      profile: 'open',
      cwd: '/home/user/rules',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/rules/go.mod': GO_MOD,
        '/home/user/rules/main.go': BEFORE,
        '/home/user/rules/crd.yaml': CRD,
      },
    });
    expect((await s.run('go mod tidy')).exitCode).toBe(0);
    const sumBefore = (await s.run('cat go.sum')).stdout;
    await s.run('rm main.go');
    await s.fs.writeFile('/home/user/rules/main.go', MAIN);

    const build = await s.run('go build .');
    expect(build).toMatchObject({
      exitCode: 1,
      stderr: `main.go:8:2: no required module provides package ${MOD}/v1; to add it:\n\tgo get ${MOD}/v1\n`,
    });

    const tidy = await s.run('go mod tidy');
    expect(tidy.exitCode).toBe(0);
    // (go1.23 prints them finding, downloading, found: the download is part of the query)
    expect(tidy.stderr.split('\n').sort()).toEqual(
      [
        '',
        `go: downloading ${MOD} v0.59.0`,
        `go: finding module for package ${MOD}/v1`,
        `go: found ${MOD}/v1 in ${MOD} v0.59.0`,
      ].sort(),
    );
    const goMod = (await s.run('cat go.mod')).stdout;
    expect(goMod).toContain(`\t${MOD} v0.59.0\n`);
    // minimal version selection keeps the project's k8s.io/api over the v0.25.0 the module requires
    // (main no longer imports k8s.io/api itself: monitoring/v1 does)
    expect(goMod).toContain('\tk8s.io/api v0.32.0 // indirect\n');
    expect(goMod).not.toContain('v0.25.0');
    const sum = (await s.run('cat go.sum')).stdout;
    const added = sum.split('\n').filter((l) => l !== '' && !sumBefore.includes(l));
    expect(added.map((l) => l.replace(/ h1:\S+=$/, ''))).toEqual([`${MOD} v0.59.0`, `${MOD} v0.59.0/go.mod`]);

    expect((await s.run('go vet .')).exitCode).toBe(0);
    const missing = await s.run('go run .');
    expect(missing).toMatchObject({
      stdout: '',
      stderr:
        'create: no matches for kind "PrometheusRule" in version "monitoring.coreos.com/v1"\nexit status 1\n',
      exitCode: 1,
    });
    expect((await s.run('kubectl apply -f crd.yaml')).stdout).toBe(
      'customresourcedefinition.apiextensions.k8s.io/prometheusrules.monitoring.coreos.com created\n',
    );
    expect(await s.run('go run .')).toMatchObject({ stdout: 'created up up == 0\n', exitCode: 0 });
    expect((await s.run('kubectl get promrule -o jsonpath={.items[0].spec.groups[0].rules[0]}')).stdout).toBe(
      '{"alert":"Down","expr":"up == 0","for":"5m"}',
    );
  });

  it('a module the proxy does not serve is reported as before', async () => {
    const s = await ShellSession.create({
      profile: 'open',
      cwd: '/home/user/certs',
      goToolchain: srcGoToolchain,
      files: {
        '/home/user/certs/go.mod': 'module example.com/certs\n\ngo 1.23.0\n',
        '/home/user/certs/main.go':
          'package main\n\nimport _ "github.com/example-org/unknown-operator/api/v1"\n\nfunc main() {}\n',
      },
    });
    const tidy = await s.run('go mod tidy');
    expect(tidy.exitCode).toBe(1);
    expect(tidy.stderr).toContain(
      'github.com/example-org/unknown-operator/api/v1: cannot find module providing package github.com/example-org/unknown-operator/api/v1',
    );
  });
});
