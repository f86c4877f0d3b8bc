// DeleteOptions.GracePeriodSeconds reaches the API server (issue 21: every option passed from Go
// reaches the server for every verb). Only pods are deleted gracefully, as the pod strategy's
// CheckGracefulDelete decides: a pod on a node gets a deletionTimestamp `grace` seconds ahead and
// stays until the kubelet has stopped it (under --cluster kind); a pod on no node, or a grace of 0,
// goes at once; other kinds ignore the option.

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';

const GOMOD = `module example.com/grace

go 1.26.0

require sigs.k8s.io/controller-runtime v0.24.1
`;

const MAIN = `package main

import (
	"context"
	"fmt"
	"time"

	corev1 "k8s.io/api/core/v1"
	metav1 "k8s.io/apimachinery/pkg/apis/meta/v1"
	ctrl "sigs.k8s.io/controller-runtime"
	"sigs.k8s.io/controller-runtime/pkg/client"
)

func pod(name, node string) *corev1.Pod {
	return &corev1.Pod{
		ObjectMeta: metav1.ObjectMeta{Name: name, Namespace: "default"},
		Spec: corev1.PodSpec{
			NodeName:   node,
			Containers: []corev1.Container{{Name: "app", Image: "busybox"}},
		},
	}
}

func show(ctx context.Context, c client.Client, name string) {
	var p corev1.Pod
	if err := c.Get(ctx, client.ObjectKey{Namespace: "default", Name: name}, &p); err != nil {
		fmt.Println(err)
		return
	}
	grace := "nil"
	if p.DeletionGracePeriodSeconds != nil {
		grace = fmt.Sprint(*p.DeletionGracePeriodSeconds)
	}
	fmt.Printf("%s: deleting=%v grace=%s\\n", name, p.DeletionTimestamp != nil, grace)
}

func main() {
	ctx := context.Background()
	c, err := client.New(ctrl.GetConfigOrDie(), client.Options{})
	if err != nil {
		panic(err)
	}
	for _, p := range []*corev1.Pod{pod("short", "kind-control-plane"), pod("default", "kind-control-plane"), pod("unscheduled", ""), pod("now", "kind-control-plane")} {
		if err := c.Create(ctx, p); err != nil {
			panic(err)
		}
	}
	fmt.Println(c.Delete(ctx, pod("short", ""), client.GracePeriodSeconds(5)))
	fmt.Println(c.Delete(ctx, pod("default", "")))
	fmt.Println(c.Delete(ctx, pod("unscheduled", ""), client.GracePeriodSeconds(5)))
	fmt.Println(c.Delete(ctx, pod("now", ""), client.GracePeriodSeconds(0)))
	for _, n := range []string{"short", "default", "unscheduled", "now"} {
		show(ctx, c, n)
	}
	// deleting again with a longer grace period does not lengthen it
	fmt.Println(c.Delete(ctx, pod("short", ""), client.GracePeriodSeconds(60)))
	show(ctx, c, "short")
	time.Sleep(6 * time.Second)
	show(ctx, c, "short")
	show(ctx, c, "default")
	time.Sleep(30 * time.Second)
	show(ctx, c, "default")
}
`;

describe('client.GracePeriodSeconds on Delete', () => {
  it('pods on a node wait their grace period for the kubelet (--cluster kind); others go at once', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GOMOD },
        { name: 'main.go', src: MAIN },
      ],
      cluster: 'kind',
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '<nil>',
        '<nil>',
        '<nil>',
        '<nil>',
        'short: deleting=true grace=5',
        'default: deleting=true grace=30',
        'pods "unscheduled" not found',
        'pods "now" not found',
        '<nil>',
        'short: deleting=true grace=5',
        'pods "short" not found',
        'default: deleting=true grace=30',
        'pods "default" not found',
        '',
      ].join('\n'),
    );
  });
});
