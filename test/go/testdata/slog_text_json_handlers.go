package main

import (
	"errors"
	"log/slog"
	"os"
	"time"
)

type user struct {
	ID   int
	Name string
}

func noTime(groups []string, a slog.Attr) slog.Attr {
	if a.Key == slog.TimeKey && len(groups) == 0 {
		return slog.Attr{}
	}
	return a
}

func main() {
	opts := &slog.HandlerOptions{ReplaceAttr: noTime}
	th := slog.New(slog.NewTextHandler(os.Stdout, opts))
	th.Info("starting", "port", 8080, "debug", false, "ratio", 0.75)
	th.Warn("slow request", slog.Duration("took", 1500*time.Millisecond), slog.String("path", "/a b"))
	th.Error("failed", "err", errors.New("connection refused"), "user", user{1, "ann"})
	th.Debug("hidden")
	l2 := th.With("component", "reconciler").WithGroup("req")
	l2.Info("reconcile", "name", "web", "namespace", "default", slog.Group("obj", "kind", "Pod", "gen", 3))
	th.Info("quotes", "empty", "", "eq", "a=b", "quote", `say "hi"`, "nl", "a\nb", "uni", "héllo")
	th.Info("odd", "lonely")
	th.Info("bad key", 42, "x")
	jh := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: noTime, Level: slog.LevelDebug}))
	jh.Debug("debugging", "n", 1, "f", 2.5, "s", "x<y", "b", true, "nil", nil)
	jh.Info("struct", "user", user{2, "bob"}, "list", []string{"a", "b"}, "m", map[string]int{"k": 1})
	jh.With("a", 1).WithGroup("g").Error("grouped", "err", errors.New("boom"), "t", time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC))
	jh.Log(nil, slog.LevelWarn+2, "custom level")
	var lv slog.LevelVar
	lv.Set(slog.LevelWarn)
	lh := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{Level: &lv, ReplaceAttr: noTime}))
	lh.Info("dropped")
	lh.Warn("kept")
	os.Stdout.WriteString(slog.LevelDebug.String() + " " + slog.Level(2).String() + " " + slog.Level(-6).String() + "\n")
}

// Output:
// level=INFO msg=starting port=8080 debug=false ratio=0.75
// level=WARN msg="slow request" took=1.5s path="/a b"
// level=ERROR msg=failed err="connection refused" user="{ID:1 Name:ann}"
// level=INFO msg=reconcile component=reconciler req.name=web req.namespace=default req.obj.kind=Pod req.obj.gen=3
// level=INFO msg=quotes empty="" eq="a=b" quote="say \"hi\"" nl="a\nb" uni=héllo
// level=INFO msg=odd !BADKEY=lonely
// level=INFO msg="bad key" !BADKEY=42 !BADKEY=x
// {"level":"DEBUG","msg":"debugging","n":1,"f":2.5,"s":"x<y","b":true,"nil":null}
// {"level":"INFO","msg":"struct","user":{"ID":2,"Name":"bob"},"list":["a","b"],"m":{"k":1}}
// {"level":"ERROR","msg":"grouped","a":1,"g":{"err":"boom","t":"2024-01-02T03:04:05Z"}}
// {"level":"WARN+2","msg":"custom level"}
// level=WARN msg=kept
// DEBUG INFO+2 DEBUG-2
