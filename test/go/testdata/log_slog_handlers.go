package main

import (
	"errors"
	"log"
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
	l := log.New(os.Stdout, "[app] ", log.Lmsgprefix|log.Lshortfile)
	l.Println("starting", 3, "workers")
	l.Printf("value=%d", 42)
	l.SetFlags(0)
	l.SetPrefix("")
	l.Print("no newline added twice\n")
	log.SetOutput(os.Stdout)
	log.SetFlags(0)
	log.Println("std logger")

	drop := func(groups []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey && len(groups) == 0 {
			return slog.Attr{}
		}
		if a.Key == "secret" {
			return slog.String("secret", "***")
		}
		return a
	}
	th := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: slog.LevelDebug, ReplaceAttr: drop}))
	th.Debug("debugging", "n", 1, "f", 2.5, "b", true, "d", 1500*time.Millisecond)
	th.Info("user login", "user", user{7, "ann"}, "secret", "hunter2", "quoted", "has space", "empty", "")
	th.With("req", "abc").WithGroup("http").Warn("slow", "status", 503, slog.Group("timing", "ms", 120))
	th.Error("failed", "err", errors.New("boom"), "odd")
	jh := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: drop, AddSource: false}))
	jh.Info("json", "user", user{8, "bo"}, "list", []int{1, 2}, "map", map[string]int{"a": 1}, "nil", nil)
	jh.Debug("hidden")
	jh.WithGroup("g").With("k", "v").Info("grouped", "x", 1)
	var lv slog.LevelVar
	lv.Set(slog.LevelWarn)
	h := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: &lv, ReplaceAttr: drop}))
	h.Info("not shown")
	h.Warn("shown", slog.Any("level", lv.Level()))
	lv.Set(slog.LevelInfo - 2)
	h.Log(nil, slog.LevelInfo-2, "custom level")
	h.Log(nil, slog.LevelError+4, "higher")
	l.Fatalf("fatal: %v", errors.New("the end"))
}

// Output:
// log_slog_handlers.go:22: [app] starting 3 workers
// log_slog_handlers.go:23: [app] value=42
// no newline added twice
// std logger
// level=DEBUG msg=debugging n=1 f=2.5 b=true d=1.5s
// level=INFO msg="user login" user.id=7 user.name=ann secret=*** quoted="has space" empty=""
// level=WARN msg=slow req=abc http.status=503 http.timing.ms=120
// level=ERROR msg=failed err=boom !BADKEY=odd
// {"level":"INFO","msg":"json","user":{"id":8,"name":"bo"},"list":[1,2],"map":{"a":1},"nil":null}
// {"level":"INFO","msg":"grouped","g":{"k":"v","x":1}}
// level=WARN msg=shown level=WARN
// level=DEBUG+2 msg="custom level"
// level=ERROR+4 msg=higher
// fatal: the end
// Exit: 1
