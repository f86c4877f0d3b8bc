package main

import (
	"context"
	"errors"
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

func dropTime(groups []string, a slog.Attr) slog.Attr {
	if a.Key == slog.TimeKey && len(groups) == 0 {
		return slog.Attr{}
	}
	if a.Key == "password" {
		return slog.String("password", "***")
	}
	return a
}

func main() {
	opts := &slog.HandlerOptions{Level: slog.LevelDebug, ReplaceAttr: dropTime}
	j := slog.New(slog.NewJSONHandler(os.Stdout, opts))
	j.Info("login", "user", User{7, "ann"}, "password", "hunter2", "took", 1500*time.Millisecond)
	j.Debug("details", slog.Group("req", "method", "GET", "path", "/x"), "err", errors.New("boom"))
	j.With("svc", "api").WithGroup("g").Warn("nested", "n", 1, "ok", true, "f", 2.5)
	t := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: dropTime}))
	t.Info("text line", "quote", "a b", "empty", "", "nilerr", error(nil), "bytes", []byte("hi"))
	t.Debug("hidden at info level")
	t.Log(context.Background(), slog.LevelWarn+2, "custom level")
	t.Error("failed", "count", 3, slog.Any("list", []int{1, 2}))
	var lv slog.LevelVar
	lv.Set(slog.LevelError)
	e := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: &lv, ReplaceAttr: dropTime}))
	e.Warn("suppressed")
	e.Error("shown", "level", lv.Level())
	slog.SetDefault(t)
	slog.Info("via default", "k", "v")
	os.Stdout.WriteString(slog.LevelInfo.String() + " " + (slog.LevelDebug - 1).String() + "\n")
}

// Output:
// {"level":"INFO","msg":"login","user":{"id":7,"name":"ann"},"password":"***","took":1500000000}
// {"level":"DEBUG","msg":"details","req":{"method":"GET","path":"/x"},"err":"boom"}
// {"level":"WARN","msg":"nested","svc":"api","g":{"n":1,"ok":true,"f":2.5}}
// level=INFO msg="text line" quote="a b" empty="" nilerr=<nil> bytes="hi"
// level=WARN+2 msg="custom level"
// level=ERROR msg=failed count=3 list="[1 2]"
// level=ERROR msg=shown level=ERROR
// level=INFO msg="via default" k=v
// INFO DEBUG-1
