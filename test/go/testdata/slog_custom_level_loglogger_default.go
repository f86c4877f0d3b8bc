package main

import (
	"context"
	"log"
	"log/slog"
	"os"
	"strings"
)

const LevelTrace = slog.Level(-8)

func main() {
	opts := &slog.HandlerOptions{
		Level: LevelTrace,
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			switch a.Key {
			case slog.TimeKey:
				return slog.Attr{}
			case slog.LevelKey:
				lvl := a.Value.Any().(slog.Level)
				if lvl == LevelTrace {
					a.Value = slog.StringValue("TRACE")
				} else {
					a.Value = slog.StringValue(strings.ToLower(lvl.String()))
				}
			case slog.SourceKey:
				return slog.Attr{}
			}
			return a
		},
	}
	l := slog.New(slog.NewJSONHandler(os.Stdout, opts))
	l.Log(context.Background(), LevelTrace, "trace msg")
	l.Info("info", "k", 1)
	l.Log(context.Background(), slog.LevelWarn+1, "warn plus")
	std := slog.NewLogLogger(slog.NewTextHandler(os.Stdout, opts), slog.LevelError)
	std.Printf("from std log %d", 5)
	std.SetPrefix("pre: ")
	std.Println("with prefix")
	slog.SetDefault(l)
	log.Print("log.Print goes through slog now")
	log.SetFlags(log.Lshortfile)
	log.Printf("with flags %s", "x")
	slog.SetLogLoggerLevel(slog.LevelWarn)
	slog.Default().Info("default info")
	ctx := context.Background()
	slog.InfoContext(ctx, "ctx info", "a", 1)
	slog.DebugContext(ctx, "ctx debug hidden?")
	h := slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == "time" {
			return slog.Attr{}
		}
		return a
	}})
	slog.New(h).Info("multi\nline", "v", "tab\there", "u", "ünï", "e", "=", "br", "{}", "q", "it's")
}

// Output:
// {"level":"TRACE","msg":"trace msg"}
// {"level":"info","msg":"info","k":1}
// {"level":"warn+1","msg":"warn plus"}
// level=error msg="from std log 5"
// level=error msg="pre: with prefix"
// {"level":"info","msg":"log.Print goes through slog now"}
// {"level":"info","msg":"slog_custom_level_loglogger_default.go:44: with flags x"}
// {"level":"info","msg":"default info"}
// {"level":"info","msg":"ctx info","a":1}
// {"level":"debug","msg":"ctx debug hidden?"}
// level=INFO msg="multi\nline" v="tab\there" u=ünï e="=" br={} q=it's
