package main

import (
	"context"
	"errors"
	"log/slog"
	"os"
	"time"
)

type Ref struct {
	Namespace, Name string
}

func (r Ref) LogValue() slog.Value {
	return slog.GroupValue(slog.String("namespace", r.Namespace), slog.String("name", r.Name))
}

func main() {
	drop := func(groups []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey && len(groups) == 0 {
			return slog.Attr{}
		}
		return a
	}
	text := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: drop, Level: slog.LevelDebug}))
	text.Info("reconciling", "controller", "memcached", "object", Ref{"default", "sample"}, "attempt", 3)
	text.Debug("details", slog.Group("req", "method", "GET", "path", "/api/v1/pods"), "dur", 1500*time.Millisecond)
	text.Warn("with spaces and quotes", "msg2", `say "hi"`, "empty", "", "err", errors.New("boom: x=1"))
	text.With("worker", 2).WithGroup("sub").Error("failed", "count", 7, "ok", false, "f", 1.5, "nil", nil)
	js := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: drop, AddSource: false}))
	js.Info("reconciled", "object", Ref{"kube-system", "dns"}, "requeue", 30*time.Second, "tags", []string{"a", "b"})
	js.Log(context.Background(), slog.Level(2), "custom level", "m", map[string]int{"z": 1, "a": 2})
	js.Debug("not shown")
	js.WithGroup("g").With("k", "v").Info("grouped", slog.Int("n", 1))
	var lv slog.LevelVar
	lv.Set(slog.LevelWarn)
	fmt := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: &lv, ReplaceAttr: drop}))
	fmt.Info("hidden")
	fmt.Warn("shown", "level", lv.Level())
	println := slog.Level(-2).String() + " " + slog.Level(6).String() + " " + slog.LevelError.String()
	os.Stdout.WriteString(println + "\n")
}

// Output:
// level=INFO msg=reconciling controller=memcached object.namespace=default object.name=sample attempt=3
// level=DEBUG msg=details req.method=GET req.path=/api/v1/pods dur=1.5s
// level=WARN msg="with spaces and quotes" msg2="say \"hi\"" empty="" err="boom: x=1"
// level=ERROR msg=failed worker=2 sub.count=7 sub.ok=false sub.f=1.5 sub.nil=<nil>
// {"level":"INFO","msg":"reconciled","object":{"namespace":"kube-system","name":"dns"},"requeue":30000000000,"tags":["a","b"]}
// {"level":"INFO+2","msg":"custom level","m":{"a":2,"z":1}}
// {"level":"INFO","msg":"grouped","g":{"k":"v","n":1}}
// level=WARN msg=shown level=WARN
// DEBUG+2 WARN+2 ERROR
