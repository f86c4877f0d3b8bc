package main

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"time"
)

type podRef struct{ ns, name string }

func (p podRef) LogValue() slog.Value {
	return slog.GroupValue(slog.String("namespace", p.ns), slog.String("name", p.name))
}

func main() {
	drop := func(groups []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey && len(groups) == 0 {
			return slog.Attr{}
		}
		if a.Key == "password" {
			return slog.String("password", "REDACTED")
		}
		if a.Value.Kind() == slog.KindDuration {
			return slog.String(a.Key, a.Value.Duration().String())
		}
		return a
	}
	var lvl slog.LevelVar
	lvl.Set(slog.LevelDebug)
	text := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: &lvl, ReplaceAttr: drop}))
	jsonl := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelInfo, ReplaceAttr: drop, AddSource: false}))
	for _, l := range []*slog.Logger{text, jsonl} {
		rl := l.With("controller", "pod", slog.Int("worker", 2)).WithGroup("reconcile")
		rl.Debug("starting", "pod", podRef{"default", "web-0"})
		rl.Info("synced", "took", 1500*time.Millisecond, "changed", true, "password", "hunter2")
		rl.Warn("retrying", slog.Group("backoff", "attempt", 3, "delay", "2s"), "err", errors.New("conflict"))
		rl.Error("failed", "err", nil, "ratio", 0.5, "tags", []string{"a", "b"}, "empty", "", "quoted", "has space=eq")
		rl.LogAttrs(context.Background(), slog.LevelInfo+2, "custom level", slog.Any("m", map[string]int{"x": 1}))
		l.Log(context.Background(), slog.Level(-8), "below debug")
	}
	lvl.Set(slog.LevelWarn)
	text.Info("suppressed")
	text.Warn("shown", "level-var", lvl.Level())
	slog.SetDefault(text)
	slog.Info("through default", "k", 1)
}

// Output:
// level=DEBUG msg=starting controller=pod worker=2 reconcile.pod.namespace=default reconcile.pod.name=web-0
// level=INFO msg=synced controller=pod worker=2 reconcile.took=1.5s reconcile.changed=true reconcile.password=REDACTED
// level=WARN msg=retrying controller=pod worker=2 reconcile.backoff.attempt=3 reconcile.backoff.delay=2s reconcile.err=conflict
// level=ERROR msg=failed controller=pod worker=2 reconcile.err=<nil> reconcile.ratio=0.5 reconcile.tags="[a b]" reconcile.empty="" reconcile.quoted="has space=eq"
// level=INFO+2 msg="custom level" controller=pod worker=2 reconcile.m=map[x:1]
// {"level":"INFO","msg":"synced","controller":"pod","worker":2,"reconcile":{"took":"1.5s","changed":true,"password":"REDACTED"}}
// {"level":"WARN","msg":"retrying","controller":"pod","worker":2,"reconcile":{"backoff":{"attempt":3,"delay":"2s"},"err":"conflict"}}
// {"level":"ERROR","msg":"failed","controller":"pod","worker":2,"reconcile":{"err":null,"ratio":0.5,"tags":["a","b"],"empty":"","quoted":"has space=eq"}}
// {"level":"INFO+2","msg":"custom level","controller":"pod","worker":2,"reconcile":{"m":{"x":1}}}
// level=WARN msg=shown level-var=WARN
