package main

import (
	"log/slog"
	"os"
	"path/filepath"
)

func main() {
	h := slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		AddSource: true,
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			switch a.Key {
			case slog.TimeKey:
				return slog.Attr{}
			case slog.SourceKey:
				s := a.Value.Any().(*slog.Source)
				s.File = filepath.Base(s.File)
				s.Function = ""
			case slog.LevelKey:
				a.Value = slog.StringValue("lvl=" + a.Value.String())
			case slog.MessageKey:
				a.Key = "message"
			}
			return a
		},
	})
	l := slog.New(h)
	l.Info("hello", "k", "v")
	l.With("a", 1).WithGroup("g").With("b", 2).Info("grouped", "c", 3)
	slog.SetDefault(l)
	slog.Info("via default", "x", []string{"a"})
	slog.Warn("warn")
}

// Output:
// level="lvl=INFO" source=slog_text_source_addsource.go:29 message=hello k=v
// level="lvl=INFO" source=slog_text_source_addsource.go:30 message=grouped a=1 g.b=2 g.c=3
// level="lvl=INFO" source=slog_text_source_addsource.go:32 message="via default" x=[a]
// level="lvl=WARN" source=slog_text_source_addsource.go:33 message=warn
