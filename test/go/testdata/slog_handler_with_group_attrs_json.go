package main

import (
	"context"
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

type dur time.Duration

func main() {
	noTime := func(groups []string, a slog.Attr) slog.Attr {
		if a.Key == slog.TimeKey && len(groups) == 0 {
			return slog.Attr{}
		}
		if a.Key == "drop" {
			return slog.Attr{}
		}
		if len(groups) > 0 && a.Key == "id" {
			a.Key = "ID(" + groups[len(groups)-1] + ")"
		}
		return a
	}
	for _, h := range []slog.Handler{
		slog.NewJSONHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: noTime}),
		slog.NewTextHandler(os.Stdout, &slog.HandlerOptions{ReplaceAttr: noTime}),
	} {
		l := slog.New(h)
		l.Info("user", "u", user{7, "ann"}, "drop", 1)
		l.With("a", 1).WithGroup("g1").With("b", 2).WithGroup("g2").Info("deep", "c", 3, slog.Group("g3", "id", 4))
		l.WithGroup("empty").Info("no attrs in group")
		l.WithGroup("").Info("empty group name", "k", "v")
		l.Info("types", "i64", int64(-5), "u64", uint64(18446744073709551615), "f32", float32(0.1), "dur", 90*time.Second, "mydur", dur(5), "bytes", []byte("hi"), "err", os.ErrNotExist, "ptr", (*int)(nil))
		l.Info("special", "nan", slog.Float64Value(0).Float64(), "t", time.Date(2024, 5, 6, 7, 8, 9, 123456789, time.FixedZone("X", 3600)))
		l.Info("", "emptymsg", true)
		l.Info("key with spaces", "a b", "c=d", "quote\"key", "x\ny", "", "emptykey")
		l.LogAttrs(context.Background(), slog.LevelWarn, "attrs", slog.Bool("ok", false), slog.Any("nil", nil), slog.Group("", slog.Int("inlined", 1)))
	}
	r := slog.NewRecord(time.Time{}, slog.LevelInfo, "manual", 0)
	r.AddAttrs(slog.Int("n", 1))
	r.Add("x", 2, "dangling")
	slog.NewTextHandler(os.Stdout, nil).Handle(context.Background(), r)
	slog.NewJSONHandler(os.Stdout, nil).Handle(context.Background(), r)
	os.Stdout.WriteString(slog.IntValue(3).String() + " " + slog.AnyValue([]int{1}).Kind().String() + " " + slog.DurationValue(time.Millisecond).String() + "\n")
	a := slog.Group("g", "k", 1)
	os.Stdout.WriteString(a.String() + " " + a.Value.Kind().String() + "\n")
	os.Stdout.WriteString(slog.String("k", "v").String() + " " + slog.Attr{}.String() + "\n")
}

// Output:
// {"level":"INFO","msg":"user","u":{"ID(u)":7,"name":"ann"}}
// {"level":"INFO","msg":"deep","a":1,"g1":{"b":2,"g2":{"c":3,"g3":{"ID(g3)":4}}}}
// {"level":"INFO","msg":"no attrs in group"}
// {"level":"INFO","msg":"empty group name","k":"v"}
// {"level":"INFO","msg":"types","i64":-5,"u64":18446744073709551615,"f32":0.10000000149011612,"dur":90000000000,"mydur":5,"bytes":"aGk=","err":"file does not exist","ptr":null}
// {"level":"INFO","msg":"special","nan":0,"t":"2024-05-06T07:08:09.123456789+01:00"}
// {"level":"INFO","msg":"","emptymsg":true}
// {"level":"INFO","msg":"key with spaces","a b":"c=d","quote\"key":"x\ny","":"emptykey"}
// {"level":"WARN","msg":"attrs","ok":false,"nil":null,"inlined":1}
// level=INFO msg=user u.ID(u)=7 u.name=ann
// level=INFO msg=deep a=1 g1.b=2 g1.g2.c=3 g1.g2.g3.ID(g3)=4
// level=INFO msg="no attrs in group"
// level=INFO msg="empty group name" k=v
// level=INFO msg=types i64=-5 u64=18446744073709551615 f32=0.10000000149011612 dur=1m30s mydur=5 bytes="hi" err="file does not exist" ptr=<nil>
// level=INFO msg=special nan=0 t=2024-05-06T07:08:09.123+01:00
// level=INFO msg="" emptymsg=true
// level=INFO msg="key with spaces" "a b"="c=d" "quote\"key"="x\ny" ""=emptykey
// level=WARN msg=attrs ok=false nil=<nil> inlined=1
// level=INFO msg=manual n=1 x=2 !BADKEY=dangling
// {"level":"INFO","msg":"manual","n":1,"x":2,"!BADKEY":"dangling"}
// 3 Any 1ms
// g=[k=1] Group
// k=v =<nil>
