package main

import (
	"context"
	"errors"
	"log"
	"log/slog"
	"os"
	"time"
)

type User struct {
	ID   int
	Name string
}

func (u User) LogValue() slog.Value {
	return slog.GroupValue(slog.Int("id", u.ID), slog.String("name", u.Name))
}

func main() {
	noTime := func(groups []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey && len(groups) == 0 {
			return slog.Attr{}
		}
		return a
	}
	text := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: noTime, Level: slog.LevelDebug}))
	text.Info("reconciling", "name", "web", "namespace", "default", "attempt", 3)
	text.Debug("details", slog.Group("spec", "replicas", 2, "image", "nginx:1.25"), "ok", true)
	text.Warn("quoted values", "msg", "has spaces", "empty", "", "eq", "a=b", "quote", `say "hi"`, "nl", "a\nb")
	text.Error("failed", "err", errors.New("boom: not found"), "dur", 1500*time.Millisecond, "user", User{7, "ann"})
	text.With("controller", "deployment").WithGroup("req").Info("grouped", "id", 42, "f", 3.25)
	text.Info("odd", "lonely")
	text.Info("nil value", "v", nil, "bytes", []byte("hi"), "at", time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC))
	jsonL := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: noTime, AddSource: false}))
	jsonL.Info("reconciled", "name", "web", "count", 3, "ratio", 0.5, "tags", []string{"a", "b"}, "user", User{1, "bo"})
	jsonL.WithGroup("g").With("k", "v").Warn("warned", slog.Group("inner", "x", 1), "err", errors.New("e <tag>"))
	jsonL.Debug("hidden at info level")
	jsonL.Log(context.Background(), slog.Level(2), "custom level")
	jsonL.Log(context.Background(), slog.LevelError+4, "beyond error")
	var lv slog.LevelVar
	lv.Set(slog.LevelWarn)
	filtered := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: &lv, ReplaceAttr: noTime}))
	filtered.Info("dropped")
	filtered.Warn("kept", "level", lv.Level())
	slog.SetDefault(text)
	slog.Info("via default", "k", 1)
	log.SetFlags(0)
	log.SetOutput(os.Stdout)
	log.Printf("std log %d", 5)
	log.SetPrefix("[op] ")
	log.Println("with prefix")
	l := log.New(os.Stdout, "custom: ", log.Lmsgprefix)
	l.Print("msg prefix flag")
	log.Fatalf("fatal: %v", errors.New("giving up"))
}

// Output:
// level=INFO msg=reconciling name=web namespace=default attempt=3
// level=DEBUG msg=details spec.replicas=2 spec.image=nginx:1.25 ok=true
// level=WARN msg="quoted values" msg="has spaces" empty="" eq="a=b" quote="say \"hi\"" nl="a\nb"
// level=ERROR msg=failed err="boom: not found" dur=1.5s user.id=7 user.name=ann
// level=INFO msg=grouped controller=deployment req.id=42 req.f=3.25
// level=INFO msg=odd !BADKEY=lonely
// level=INFO msg="nil value" v=<nil> bytes="hi" at=2024-01-02T03:04:05.000Z
// {"level":"INFO","msg":"reconciled","name":"web","count":3,"ratio":0.5,"tags":["a","b"],"user":{"id":1,"name":"bo"}}
// {"level":"WARN","msg":"warned","g":{"k":"v","inner":{"x":1},"err":"e <tag>"}}
// {"level":"INFO+2","msg":"custom level"}
// {"level":"ERROR+4","msg":"beyond error"}
// level=WARN msg=kept level=WARN
// level=INFO msg="via default" k=1
// std log 5
// [op] with prefix
// custom: msg prefix flag
// [op] fatal: giving up
// Exit: 1
