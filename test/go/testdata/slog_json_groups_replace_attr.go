package main

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"time"
)

type token string

func (token) LogValue() slog.Value { return slog.StringValue("REDACTED") }

func main() {
	replace := func(groups []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey && len(groups) == 0 {
			return slog.Attr{}
		}
		if a.Key == "secret" {
			a.Value = slog.StringValue("***")
		}
		return a
	}
	opts := &slog.HandlerOptions{Level: slog.LevelDebug, ReplaceAttr: replace}
	jl := slog.New(slog.NewJSONHandler(os.Stdout, opts))
	tl := slog.New(slog.NewTextHandler(os.Stdout, opts))
	for _, l := range []*slog.Logger{jl, tl} {
		l.Debug("debugging", "n", 1, "f", 1.5, "b", true, "d", 1500*time.Millisecond)
		l.Info("with group", slog.Group("req", "method", "GET", slog.Int("status", 200)), "secret", "pw")
		l.WithGroup("reconcile").With("name", "demo", "ns", "default").Warn("requeue", "after", time.Second, "err", errors.New("conflict"))
		l.Error("bad", "tok", token("abc"), "nilerr", nil, "quote", "a \"b\" c", "empty", "", "sp", "a b")
		l.Info("odd", "lonely")
		l.Info("nested", slog.Group("a", slog.Group("b", "c", 1)), slog.Group("empty"))
		l.Log(context.Background(), slog.Level(2), "custom level")
		l.Log(context.Background(), slog.LevelError+4, "beyond error")
		l.Log(context.Background(), slog.LevelDebug-1, "below debug")
		l.Info("any", "m", map[string]int{"x": 1}, "s", []int{1, 2}, "t", time.Date(2024, 1, 2, 3, 4, 5, 6, time.UTC))
	}
	var lv slog.LevelVar
	lv.Set(slog.LevelWarn)
	h := slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: &lv, ReplaceAttr: replace})
	slog.New(h).Info("hidden")
	slog.New(h).Warn("shown", slog.Any("level", lv.Level()))
	slog.New(h).Enabled(context.Background(), slog.LevelInfo)
	os.Stdout.WriteString(slog.LevelInfo.String() + " " + slog.Level(-3).String() + " " + slog.Level(9).String() + "\n")
	var l slog.Level
	err := l.UnmarshalText([]byte("warn+2"))
	os.Stdout.WriteString(l.String() + "\n")
	err = l.UnmarshalText([]byte("loud"))
	os.Stdout.WriteString(err.Error() + "\n")
}

// Output:
// {"level":"DEBUG","msg":"debugging","n":1,"f":1.5,"b":true,"d":1500000000}
// {"level":"INFO","msg":"with group","req":{"method":"GET","status":200},"secret":"***"}
// {"level":"WARN","msg":"requeue","reconcile":{"name":"demo","ns":"default","after":1000000000,"err":"conflict"}}
// {"level":"ERROR","msg":"bad","tok":"REDACTED","nilerr":null,"quote":"a \"b\" c","empty":"","sp":"a b"}
// {"level":"INFO","msg":"odd","!BADKEY":"lonely"}
// {"level":"INFO","msg":"nested","a":{"b":{"c":1}}}
// {"level":"INFO+2","msg":"custom level"}
// {"level":"ERROR+4","msg":"beyond error"}
// {"level":"INFO","msg":"any","m":{"x":1},"s":[1,2],"t":"2024-01-02T03:04:05.000000006Z"}
// level=DEBUG msg=debugging n=1 f=1.5 b=true d=1.5s
// level=INFO msg="with group" req.method=GET req.status=200 secret=***
// level=WARN msg=requeue reconcile.name=demo reconcile.ns=default reconcile.after=1s reconcile.err=conflict
// level=ERROR msg=bad tok=REDACTED nilerr=<nil> quote="a \"b\" c" empty="" sp="a b"
// level=INFO msg=odd !BADKEY=lonely
// level=INFO msg=nested a.b.c=1
// level=INFO+2 msg="custom level"
// level=ERROR+4 msg="beyond error"
// level=INFO msg=any m=map[x:1] s="[1 2]" t=2024-01-02T03:04:05.000Z
// level=WARN msg=shown level=WARN
// INFO DEBUG+1 ERROR+1
// WARN+2
// slog: level string "loud": unknown name
