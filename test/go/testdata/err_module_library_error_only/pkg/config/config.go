package config

import (
	"os"
	"time"
)

type Options struct {
	Namespace   string
	SyncPeriod  time.Duration
	LeaderElect bool
	metricsAddr string
}

func FromEnv() Options {
	o := Options{Namespace: os.Getenv("NS")}
	o.SyncPeriod = os.Getenv("SYNC")
	if o.LeaderElect == "true" {
		o.metricsAddr = ":8080"
	}
	return o
}
