package main

import (
	"log/slog"
	"os"
	"path/filepath"
	"slices"
)

type Server struct{ log *slog.Logger }

func (s *Server) Handle(path string) {
	s.log.Info("handle", "path", path)
}

func main() {
	opts := &slog.HandlerOptions{
		AddSource: true,
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			if a.Key == slog.TimeKey {
				return slog.Attr{}
			}
			if a.Key == slog.SourceKey {
				src := a.Value.Any().(*slog.Source)
				src.File = filepath.Base(src.File)
			}
			return a
		},
	}
	log := slog.New(slog.NewJSONHandler(os.Stdout, opts))
	log.Info("start")
	func() { log.Warn("in closure") }()
	for v := range slices.Values([]int{1}) {
		log.Info("in range body", "v", v)
	}
	s := &Server{log}
	s.Handle("/x")
	h := s.Handle
	h("/y")
	text := slog.New(slog.NewTextHandler(os.Stdout, opts))
	text.Error("text", "k", 1)
}

// Output:
// {"level":"INFO","source":{"function":"main.main","file":"slog_add_source_closures_range_body.go","line":31},"msg":"start"}
// {"level":"WARN","source":{"function":"main.main.func2","file":"slog_add_source_closures_range_body.go","line":32},"msg":"in closure"}
// {"level":"INFO","source":{"function":"main.main-range1","file":"slog_add_source_closures_range_body.go","line":34},"msg":"in range body","v":1}
// {"level":"INFO","source":{"function":"main.(*Server).Handle","file":"slog_add_source_closures_range_body.go","line":13},"msg":"handle","path":"/x"}
// {"level":"INFO","source":{"function":"main.(*Server).Handle","file":"slog_add_source_closures_range_body.go","line":13},"msg":"handle","path":"/y"}
// level=ERROR source=slog_add_source_closures_range_body.go:41 msg=text k=1
