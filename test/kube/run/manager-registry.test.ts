// manager.Manager.GetConverterRegistry (controller-runtime v0.23+) and manager.Options.
// LeaderElectionLabels (v0.22+) as a project uses them, pinned per minor (issue 21): the registry is
// the one the webhook builder registers converters in ([CR] v0.24.1 pkg/manager/internal.go,
// pkg/webhook/conversion/conversion_registry.go, its error text), and the minors before lack them
// with gc's messages.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const gomod = (minor: number) => `module example.com/registry

go 1.26.0

require (
	k8s.io/apimachinery v0.${minor + 12}.0
	k8s.io/client-go v0.${minor + 12}.0
	sigs.k8s.io/controller-runtime v0.${minor}.0
)
`;

const main = `package main

import (
	"context"
	"os"

	"k8s.io/apimachinery/pkg/runtime"
	"k8s.io/apimachinery/pkg/runtime/schema"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/webhook/conversion"
)

// passthrough is a conversion.Converter for a GroupKind served in several versions.
type passthrough struct{}

func (passthrough) ConvertObject(ctx context.Context, src, dst runtime.Object) error { return nil }

var _ conversion.Converter = passthrough{}

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(true)))
	log := ctrl.Log.WithName("setup")
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{
		LeaderElectionLabels: map[string]string{"team": "platform"},
	})
	if err != nil {
		os.Exit(1)
	}
	gk := schema.GroupKind{Group: "batch.example.com", Kind: "CronJob"}
	registry := mgr.GetConverterRegistry()
	if err := registry.RegisterConverter(gk, passthrough{}); err != nil {
		os.Exit(1)
	}
	_, ok := registry.GetConverter(gk)
	_, other := registry.GetConverter(schema.GroupKind{Group: "apps", Kind: "Deployment"})
	again := registry.RegisterConverter(gk, passthrough{})
	log.Info("registry", "registered", ok, "other", other, "again", again.Error())
}
`;

const files = (minor: number) => [
  { name: 'go.mod', src: gomod(minor) },
  { name: 'cmd/main.go', src: main },
];

function at(text: string): string {
  const lines = main.split('\n');
  const i = lines.findIndex((l) => l.includes(text));
  return `cmd/main.go:${i + 1}:${lines[i].indexOf(text) + 1}`;
}

describe('the manager’s converter registry and leader-election labels', { timeout: 120_000 }, () => {
  it('v0.23 and v0.24: one registry per manager, real error text on a second registration', () => {
    for (const minor of [23, 24]) {
      const r = runProject({ files: files(minor) });
      expect(r.diagnostics).toEqual([]);
      expect(r.stderr).toBe('');
      const l = r.logs.find((x) => x.msg === 'registry');
      expect(l?.fields).toEqual([
        ['registered', true],
        ['other', false],
        [
          'again',
          'failed to register Converter for GroupKind CronJob.batch.example.com: converter already registered',
        ],
      ]);
    }
  });

  it('v0.22 has LeaderElectionLabels but no GetConverterRegistry or webhook/conversion.Converter', () => {
    const r = runProject({ files: files(22) });
    expect(r.stage).toBe('compile');
    const got = [...r.diagnostics]
      .sort((a, b) => a.line - b.line || a.col - b.col)
      .map((d) => `${d.file}:${d.line}:${d.col}: ${d.msg}`);
    expect(got).toEqual([
      `${at('conversion.Converter = ').replace(/:(\d+)$/, (_, c) => `:${Number(c) + 'conversion.'.length}`)}: undefined: conversion.Converter`,
      `${at('mgr.GetConverterRegistry()').replace(/:(\d+)$/, (_, c) => `:${Number(c) + 'mgr.'.length}`)}: mgr.GetConverterRegistry undefined (type manager.Manager has no field or method GetConverterRegistry)`,
    ]);
  });

  // ctrl.Options is an alias (controllerruntime's alias.go); go1.23's checker names the alias
  it('v0.21 lacks LeaderElectionLabels too', () => {
    const r = runProject({ files: files(21) });
    expect(r.stage).toBe('compile');
    expect(r.diagnostics.map((d) => `${d.file}:${d.line}:${d.col}: ${d.msg}`)).toContain(
      `${at('LeaderElectionLabels')}: unknown field LeaderElectionLabels in struct literal of type controllerruntime.Options`,
    );
  });
});
