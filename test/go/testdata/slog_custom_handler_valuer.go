package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"strings"
	"time"
)

type Token string

func (Token) LogValue() slog.Value { return slog.StringValue("REDACTED") }

type User struct {
	ID    int
	Email string
}

func (u User) LogValue() slog.Value {
	return slog.GroupValue(slog.Int("id", u.ID), slog.String("domain", u.Email[strings.Index(u.Email, "@")+1:]))
}

type lineHandler struct {
	attrs  []slog.Attr
	prefix string
}

func (h *lineHandler) Enabled(_ context.Context, l slog.Level) bool { return l >= slog.LevelInfo }
func (h *lineHandler) Handle(_ context.Context, r slog.Record) error {
	var b strings.Builder
	fmt.Fprintf(&b, "[%s] %s", r.Level, r.Message)
	for _, a := range h.attrs {
		fmt.Fprintf(&b, " %s%s", h.prefix, a)
	}
	r.Attrs(func(a slog.Attr) bool {
		fmt.Fprintf(&b, " %s%s=%v(%s)", h.prefix, a.Key, a.Value, a.Value.Kind())
		return true
	})
	fmt.Fprintf(&b, " n=%d", r.NumAttrs())
	fmt.Println(b.String())
	return nil
}
func (h *lineHandler) WithAttrs(as []slog.Attr) slog.Handler {
	return &lineHandler{append(append([]slog.Attr{}, h.attrs...), as...), h.prefix}
}
func (h *lineHandler) WithGroup(name string) slog.Handler {
	return &lineHandler{h.attrs, h.prefix + name + "."}
}

func main() {
	l := slog.New(&lineHandler{})
	l.Info("login", "token", Token("abc"), "user", User{7, "a@example.com"}, "at", time.Date(2024, 5, 6, 7, 8, 9, 0, time.UTC))
	l.Debug("skipped")
	l.With("req", 12).WithGroup("http").Warn("slow", "ms", 250, "ok", true, "ratio", 0.5, "big", uint64(1<<63))
	l.LogAttrs(context.Background(), slog.LevelError, "attrs", slog.Any("err", fmt.Errorf("wrapped: %w", os.ErrPermission)), slog.Duration("d", time.Minute))
	fmt.Println(l.Enabled(context.Background(), slog.LevelDebug), l.Enabled(context.Background(), slog.LevelError))
	th := slog.New(slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{
		ReplaceAttr: func(groups []string, a slog.Attr) slog.Attr {
			switch a.Key {
			case slog.TimeKey:
				return slog.Attr{}
			case slog.LevelKey:
				return slog.String("severity", strings.ToLower(a.Value.String()))
			case "password":
				return slog.String("password", "***")
			}
			if len(groups) > 0 {
				a.Key = strings.Join(groups, "/") + ":" + a.Key
			}
			return a
		},
	}))
	th.Info("valuers", "token", Token("x"), "user", User{1, "b@corp.io"}, "password", "hunter2")
	th.WithGroup("g1").With("w", 1).WithGroup("g2").Info("nested", "k", "v", slog.Group("empty"), slog.Group("sub", "a", 1))
	jh := slog.New(slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: func(_ []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey {
			return slog.Attr{}
		}
		return a
	}}))
	jh.Info("valuers", "token", Token("x"), "user", User{1, "b@corp.io"}, "bytes", []byte("hi"), "dur", 2*time.Second, "f", 1e21, "i", -3)
	a := slog.Int("n", 5)
	fmt.Println(a, a.String(), a.Equal(slog.Int64("n", 5)), a.Value.Int64(), slog.Any("x", 1.5).Value.Kind())
	fmt.Println(slog.Group("g", "a", 1, "b", "two"), slog.Bool("b", true), slog.Time("t", time.Date(2020, 1, 1, 0, 0, 0, 0, time.UTC)))
	var lvl slog.Level
	fmt.Println(lvl.UnmarshalText([]byte("warn+1")), lvl, lvl.Level())
	fmt.Println(lvl.UnmarshalText([]byte("loud")))
	b, _ := slog.LevelError.MarshalJSON()
	fmt.Println(string(b))
}

// Output:
// [INFO] login token=abc(LogValuer) user={7 a@example.com}(LogValuer) at=2024-05-06 07:08:09 +0000 UTC(Time) n=3
// [WARN] slow http.req=12 http.ms=250(Int64) http.ok=true(Bool) http.ratio=0.5(Float64) http.big=9223372036854775808(Uint64) n=4
// [ERROR] attrs err=wrapped: permission denied(Any) d=1m0s(Duration) n=2
// false true
// severity=info msg=valuers token=REDACTED user.user:id=1 user.user:domain=corp.io password=***
// severity=info msg=nested g1.g1:w=1 g1.g2.g1/g2:k=v g1.g2.sub.g1/g2/sub:a=1
// {"level":"INFO","msg":"valuers","token":"REDACTED","user":{"id":1,"domain":"corp.io"},"bytes":"aGk=","dur":2000000000,"f":1e+21,"i":-3}
// n=5 n=5 true 5 Float64
// g=[a=1 b=two] b=true t=2020-01-01 00:00:00 +0000 UTC
// <nil> WARN+1 WARN+1
// slog: level string "loud": unknown name
// "ERROR"
