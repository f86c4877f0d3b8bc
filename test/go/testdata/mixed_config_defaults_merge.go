package main

import (
	"fmt"
	"time"
)

type Options struct {
	Workers       int
	SyncPeriod    *time.Duration
	LeaderElect   bool
	Namespace     string
	MetricsAddr   string
	HealthTimeout time.Duration
}

func withDefaults(o Options) Options {
	if o.Workers == 0 {
		o.Workers = 1
	}
	if o.SyncPeriod == nil {
		d := 10 * time.Hour
		o.SyncPeriod = &d
	}
	if o.MetricsAddr == "" {
		o.MetricsAddr = ":8080"
	}
	if o.HealthTimeout == 0 {
		o.HealthTimeout = 15 * time.Second
	}
	return o
}

func main() {
	o := withDefaults(Options{Namespace: "prod"})
	fmt.Println(o.Workers, *o.SyncPeriod, o.LeaderElect, o.Namespace, o.MetricsAddr, o.HealthTimeout)
	short := 30 * time.Minute
	p := withDefaults(Options{Workers: 4, SyncPeriod: &short, MetricsAddr: "0"})
	fmt.Println(p.Workers, *p.SyncPeriod, p.MetricsAddr)
}

// Output:
// 1 10h0m0s false prod :8080 15s
// 4 30m0s 0
