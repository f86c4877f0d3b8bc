// k8s.io/klog/v2 was not provided: a client-go controller (kubernetes/sample-controller's shape
// logs everything through klog) did not build. Lines as klog v2.130 writes them with its defaults
// (-logtostderr): the header at the call's file:line, printf-style and structured (InfoS/ErrorS,
// klog's internal/serialize quoting, KObj/KRef as "ns/name"), -v through InitFlags, klogr's
// logger="name" for Background().WithName, FromContext, and Fatal's F line with exit status 255.

import { expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"context"
	"errors"
	"flag"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	"k8s.io/klog/v2"
)

func main() {
	klog.InitFlags(nil)
	flag.Set("v", "2")
	flag.Parse()
	pod := &corev1.Pod{ObjectMeta: metav1.ObjectMeta{Namespace: "default", Name: "web"}}
	klog.Info("hello ", 42)
	klog.Infof("pods: %d", 3)
	klog.Infoln("a", "b")
	klog.InfoS("Syncing", "pod", klog.KObj(pod), "count", 2, "ref", klog.KRef("", "node-a"))
	klog.V(2).Info("verbose")
	klog.V(3).Info("hidden")
	klog.Warning("careful")
	klog.ErrorS(errors.New("boom"), "Failed", "key", "default/web")
	logger := klog.Background().WithName("ctrl")
	logger.Info("Starting", "workers", 2)
	logger.V(4).Info("no")
	ctx := klog.NewContext(context.Background(), logger.WithValues("x", 1))
	klog.FromContext(ctx).Error(nil, "oops")
	klog.Fatalf("fatal %s", "end")
	klog.Info("not reached")
}
`;

it('klog lines, verbosity and exit status', () => {
  const r = runMain(PROGRAM);
  expect(r.exitCode).toBe(255);
  expect(r.stdout).toBe('');
  const h = (s: string, line: number) => `${s}1114 22:13:20.000000       1 main.go:${line}] `;
  expect(r.stderr).toBe(
    [
      `${h('I', 18)}hello 42`,
      `${h('I', 19)}pods: 3`,
      `${h('I', 20)}a b`,
      `${h('I', 21)}"Syncing" pod="default/web" count=2 ref="node-a"`,
      `${h('I', 22)}verbose`,
      `${h('W', 24)}careful`,
      `${h('E', 25)}"Failed" err="boom" key="default/web"`,
      `${h('I', 27)}"Starting" logger="ctrl" workers=2`,
      `${h('E', 30)}"oops" logger="ctrl" x=1`,
      `${h('F', 31)}fatal end`,
      '',
    ].join('\n'),
  );
});
