package main

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"time"
)

type user struct {
	ID   int
	Name string
}

func (u user) LogValue() slog.Value {
	return slog.GroupValue(slog.Int("id", u.ID), slog.String("name", u.Name))
}

func main() {
	replace := func(groups []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey && len(groups) == 0 {
			return slog.Attr{}
		}
		return a
	}
	th := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelDebug, ReplaceAttr: replace}))
	th.Debug("starting", "workers", 3, "ratio", 0.75)
	th.Info("reconciled", slog.String("ns", "default"), slog.Duration("took", 12*time.Millisecond), "user", user{7, "ann lee"})
	th.With("controller", "web").WithGroup("req").Warn("slow", "id", "abc", "retry", true)
	th.Error("failed", "err", errors.New("conflict: object modified"), "quoted", "a=b c")
	jh := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: replace, AddSource: false}))
	jh.Info("json", "n", 1, "list", []string{"a", "b"}, "m", map[string]int{"z": 1, "a": 2}, slog.Group("g", "k", "v"))
	jh.Debug("hidden")
	jh.Log(context.Background(), slog.LevelWarn+2, "custom level", "user", user{1, "x"})
	var lv slog.LevelVar
	lv.Set(slog.LevelError)
	slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: &lv, ReplaceAttr: replace})).Warn("dropped")
	os.Stdout.WriteString(lv.Level().String() + " " + slog.LevelInfo.String() + " " + (slog.LevelDebug - 2).String() + "\n")
}

// Output:
// level=DEBUG msg=starting workers=3 ratio=0.75
// level=INFO msg=reconciled ns=default took=12ms user.id=7 user.name="ann lee"
// level=WARN msg=slow controller=web req.id=abc req.retry=true
// level=ERROR msg=failed err="conflict: object modified" quoted="a=b c"
// {"level":"INFO","msg":"json","n":1,"list":["a","b"],"m":{"a":2,"z":1},"g":{"k":"v"}}
// {"level":"WARN+2","msg":"custom level","user":{"id":1,"name":"x"}}
// ERROR INFO DEBUG-2
