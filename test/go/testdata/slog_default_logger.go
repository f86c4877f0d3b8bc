package main

import (
	"log"
	"log/slog"
	"os"
)

func main() {
	log.SetFlags(0)
	log.SetOutput(os.Stdout)
	slog.Info("hello", "count", 3)
	slog.Warn("careful", "path", "/tmp/x y")
	slog.Debug("not shown")
	slog.Error("bad", "err", os.ErrNotExist)
	slog.With("svc", "api").Info("with attrs")
	log.Print("plain log")
	slog.SetDefault(slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(g []string, a slog.Attr) slog.Attr {
			if a.Key == "time" {
				return slog.Attr{}
			}
			return a
		},
	})))
	slog.Info("after default", "k", "v")
	log.Printf("through log: %d", 5)
}

// Output:
// INFO hello count=3
// WARN careful path="/tmp/x y"
// ERROR bad err="file does not exist"
// INFO with attrs svc=api
// plain log
// level=INFO msg="after default" k=v
// level=INFO msg="through log: 5"
