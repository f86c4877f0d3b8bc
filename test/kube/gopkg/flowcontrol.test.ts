// k8s.io/client-go/util/flowcontrol (token-bucket and fake rate limiters, Backoff) and the REST
// client's rate limiter: rest.Config.RateLimiter, rest.DefaultQPS/DefaultBurst, GetRateLimiter in
// rest.Interface (a client-go program setting cfg.RateLimiter, or a typed client's
// RESTClient().GetRateLimiter(), did not build: the package did not exist). The flowcontrol
// program's output is real Go 1.23's on client-go v0.36.0's util/flowcontrol with golang.org/x/time
// and k8s.io/utils from their repositories; the REST client's follows rest/config.go and
// kubernetes/clientset.go (a token bucket of QPS and Burst, 5 and 10 when unset, none for a
// negative QPS; the clientset shares one when QPS is set).

import { describe, expect, it } from 'vitest';
import { runProject } from '../../../src/kube/run/index.ts';
import { runMain } from './helpers.ts';

const GO_MOD = `module example.com/limits

go 1.26.0

require (
	k8s.io/apimachinery v0.36.0
	k8s.io/client-go v0.36.0
)
`;

const FLOWCONTROL = `package main

import (
	"context"
	"fmt"
	"time"

	"k8s.io/client-go/util/flowcontrol"
	testingclock "k8s.io/utils/clock/testing"
)

func main() {
	start := time.Date(2026, 1, 1, 0, 0, 0, 0, time.UTC)
	fc := testingclock.NewFakeClock(start)
	rl := flowcontrol.NewTokenBucketRateLimiterWithClock(2, 3, fc)
	for i := 0; i < 4; i++ {
		fmt.Print(rl.TryAccept(), " ")
	}
	fmt.Println(rl.QPS())
	fc.Step(500 * time.Millisecond)
	fmt.Println(rl.TryAccept(), rl.TryAccept())
	fc.Step(1500 * time.Millisecond)
	fmt.Println(rl.TryAccept(), rl.TryAccept(), rl.TryAccept(), rl.TryAccept())

	p := flowcontrol.NewTokenBucketPassiveRateLimiterWithClock(1, 1, fc)
	fmt.Println(p.TryAccept(), p.TryAccept(), p.QPS())

	always, never := flowcontrol.NewFakeAlwaysRateLimiter(), flowcontrol.NewFakeNeverRateLimiter()
	fmt.Println(always.TryAccept(), always.QPS(), always.Wait(context.Background()), never.TryAccept(), never.Wait(context.Background()))
	go never.Stop()
	never.Accept()
	fmt.Println("never accepted after Stop")

	b := flowcontrol.NewFakeBackOff(time.Second, 8*time.Second, fc)
	for i := 0; i < 5; i++ {
		b.Next("pod", fc.Now())
		fmt.Print(b.Get("pod"), " ")
	}
	fmt.Println(b.Get("other"))
	ev := fc.Now()
	fmt.Println(b.IsInBackOffSince("pod", ev), b.IsInBackOffSinceUpdate("pod", ev))
	fc.Step(9 * time.Second)
	fmt.Println(b.IsInBackOffSince("pod", ev), b.IsInBackOffSinceUpdate("pod", fc.Now()))
	fc.Step(10 * time.Second)
	b.GC()
	fmt.Println(b.Get("pod"))
	b.Next("pod", fc.Now())
	fmt.Println(b.Get("pod"))
	b.Reset("pod")
	fmt.Println(b.Get("pod"))

	real := flowcontrol.NewTokenBucketRateLimiter(10, 1)
	t0 := time.Now()
	real.Accept()
	real.Accept()
	real.Accept()
	d := time.Since(t0)
	fmt.Println(d >= 190*time.Millisecond && d < 260*time.Millisecond)
}
`;

const CLIENT = `package main

import (
	"fmt"

	"k8s.io/apimachinery/pkg/runtime/schema"
	"k8s.io/client-go/kubernetes"
	"k8s.io/client-go/kubernetes/scheme"
	"k8s.io/client-go/rest"
	"k8s.io/client-go/util/flowcontrol"
)

func main() {
	cfg := &rest.Config{Host: "https://127.0.0.1:6443"}
	cs := kubernetes.NewForConfigOrDie(cfg)
	rl := cs.CoreV1().RESTClient().GetRateLimiter()
	fmt.Println(rl.QPS(), rest.DefaultQPS, rest.DefaultBurst)

	tuned := rest.CopyConfig(cfg)
	tuned.QPS, tuned.Burst = 50, 100
	cs = kubernetes.NewForConfigOrDie(tuned)
	fmt.Println(cs.AppsV1().RESTClient().GetRateLimiter().QPS())

	shared := flowcontrol.NewTokenBucketRateLimiter(20, 40)
	tuned.RateLimiter = shared
	cs = kubernetes.NewForConfigOrDie(tuned)
	fmt.Println(cs.CoreV1().RESTClient().GetRateLimiter() == shared, cs.BatchV1().RESTClient().GetRateLimiter().QPS())

	tuned.RateLimiter, tuned.QPS = nil, -1
	rc, err := rest.RESTClientFor(&rest.Config{Host: "https://127.0.0.1:6443", QPS: -1, ContentConfig: rest.ContentConfig{GroupVersion: &schema.GroupVersion{Version: "v1"}, NegotiatedSerializer: scheme.Codecs.WithoutConversion()}})
	fmt.Println(rc.GetRateLimiter() == nil, err)

	var none *rest.RESTClient
	fmt.Println(none.GetRateLimiter() == nil)

	_, err = kubernetes.NewForConfig(&rest.Config{Host: "https://127.0.0.1:6443", QPS: 10})
	fmt.Println(err)
	_, err = kubernetes.NewForConfig(&rest.Config{Host: "https://127.0.0.1:6443", QPS: 10, RateLimiter: flowcontrol.NewFakeAlwaysRateLimiter()})
	fmt.Println(err)
}
`;

describe('util/flowcontrol and the REST client rate limiter', () => {
  it('token buckets, fakes and Backoff on a fake clock, as real Go runs them', () => {
    const r = runMain(FLOWCONTROL);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        'true true true false 2',
        'true false',
        'true true true false',
        'true false 1',
        'true 1 <nil> false can not be accept',
        'never accepted after Stop',
        '1s 2s 4s 8s 8s 0s',
        'true true',
        'false false',
        '0s',
        '1s',
        '0s',
        'true',
        '',
      ].join('\n'),
    );
  });

  it('every REST client has a limiter from its Config', () => {
    const r = runProject({
      files: [
        { name: 'go.mod', src: GO_MOD },
        { name: 'main.go', src: CLIENT },
      ],
      objects: [],
      rbac: 'admin',
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '5 5 10',
        '50',
        'true 20',
        'true <nil>',
        'true',
        'burst is required to be greater than 0 when RateLimiter is not set and QPS is set to greater than 0',
        '<nil>',
        '',
      ].join('\n'),
    );
  });
});
