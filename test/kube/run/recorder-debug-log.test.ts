// The manager's recorder provider logs every event its recorders emit at V(1) under the "events"
// logger, as its broadcasters' watchers do ([CR] pkg/internal/recorder/recorder.go getBroadcaster:
// core events with "object" the involvedObject, events.k8s.io ones with their note and "object"
// the related reference, nil when none). A development zap logger (the scaffold's main.go) prints
// them as DEBUG lines; a production one does not. An event with an invalid type is not emitted.
import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { formatLogEntry } from '../../../src/kube/runtime/log.ts';

const goMod = `module example.com/ev

go 1.26.0

require (
	k8s.io/api v0.36.0
	k8s.io/apimachinery v0.36.0
	k8s.io/client-go v0.36.0
	sigs.k8s.io/controller-runtime v0.24.1
)
`;

const main = (dev: boolean) => `package main

import (
	"context"
	"os"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/log/zap"
	"sigs.k8s.io/controller-runtime/pkg/manager"
)

// +kubebuilder:rbac:groups="",resources=events,verbs=create;patch
// +kubebuilder:rbac:groups=events.k8s.io,resources=events,verbs=create;patch

func main() {
	ctrl.SetLogger(zap.New(zap.UseDevMode(${dev})))
	mgr, err := ctrl.NewManager(ctrl.GetConfigOrDie(), ctrl.Options{})
	if err != nil {
		os.Exit(1)
	}
	cm := &corev1.ConfigMap{
		TypeMeta:   metav1.TypeMeta{Kind: "ConfigMap", APIVersion: "v1"},
		ObjectMeta: metav1.ObjectMeta{Name: "one", Namespace: "default", UID: "u-1"},
	}
	mgr.Add(manager.RunnableFunc(func(ctx context.Context) error {
		old := mgr.GetEventRecorderFor("old")
		old.Eventf(cm, corev1.EventTypeNormal, "Synced", "synced %d keys", 2)
		old.Event(cm, "Info", "Bad", "not a valid type")
		rec := mgr.GetEventRecorder("new")
		rec.Eventf(cm, nil, corev1.EventTypeWarning, "Failed", "Sync", "failed %s", "twice")
		rec.Eventf(cm, cm, corev1.EventTypeNormal, "Linked", "Link", "to itself")
		return nil
	}))
	if err := mgr.Start(ctrl.SetupSignalHandler()); err != nil {
		os.Exit(1)
	}
}
`;

function debugLines(dev: boolean): string[] {
  const r = runProject({
    files: [
      { name: 'go.mod', src: goMod },
      { name: 'main.go', src: main(dev) },
    ],
    virtualTimeLimitMs: 5_000,
  });
  expect(r.diagnostics).toEqual([]);
  return r.logs.filter((l) => l.level === 'DEBUG').map((l) => formatLogEntry(l).replace(/^\S+\t/, ''));
}

describe('the recorder provider’s event log', () => {
  it('prints each event as DEBUG under a development logger', () => {
    expect(debugLines(true)).toEqual([
      'DEBUG\tevents\tsynced 2 keys\t{"type": "Normal", "object": {"kind":"ConfigMap","namespace":"default","name":"one","uid":"u-1","apiVersion":"v1"}, "reason": "Synced"}',
      'DEBUG\tevents\tfailed twice\t{"type": "Warning", "object": null, "action": "Sync", "reason": "Failed"}',
      'DEBUG\tevents\tto itself\t{"type": "Normal", "object": "&ObjectReference{Kind:ConfigMap,Namespace:default,Name:one,UID:u-1,APIVersion:v1,ResourceVersion:,FieldPath:,}", "action": "Link", "reason": "Linked"}',
    ]);
  });

  it('prints nothing at the production level', () => {
    expect(debugLines(false)).toEqual([]);
  });
});
