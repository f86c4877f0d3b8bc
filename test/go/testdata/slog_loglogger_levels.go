package main

import (
	"log"
	"log/slog"
	"os"
)

func main() {
	h := slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		Level: slog.LevelDebug,
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{}
			}
			if a.Key == slog.LevelKey {
				lv := a.Value.Any().(slog.Level)
				if lv == slog.LevelDebug-4 {
					a.Value = slog.StringValue("TRACE")
				}
			}
			return a
		},
	})
	l := slog.New(h)
	l.Log(nil, slog.LevelDebug-4, "trace msg")
	l.Log(nil, slog.LevelDebug, "debug msg", "i", 1)
	ll := slog.NewLogLogger(h, slog.LevelWarn)
	ll.Printf("from log.Logger %d", 42)
	ll.Println("with newline")
	slog.SetDefault(l)
	log.Print("std log via slog")
	old := slog.SetLogLoggerLevel(slog.LevelError)
	log.Print("now at error level")
	slog.Info("package-level", "old", old)
	slog.Debug("package debug")
	slog.Log(nil, slog.LevelWarn, "pkg log")
	slog.LogAttrs(nil, slog.LevelInfo, "pkg attrs", slog.Int("x", 1))
	slog.Default().With("a", "b").Info("default with")
	slog.With("c", 3).Warn("slog.With")
	var lv slog.LevelVar
	lv.Set(slog.LevelInfo + 1)
	log.Println(lv.String(), lv.Level())
}

// Output:
// level=DEBUG msg="debug msg" i=1
// level=WARN msg="from log.Logger 42"
// level=WARN msg="with newline"
// level=INFO msg="std log via slog"
// level=ERROR msg="now at error level"
// level=INFO msg=package-level old=INFO
// level=DEBUG msg="package debug"
// level=WARN msg="pkg log"
// level=INFO msg="pkg attrs" x=1
// level=INFO msg="default with" a=b
// level=WARN msg=slog.With c=3
// level=ERROR msg="LevelVar(INFO+1) INFO+1"
