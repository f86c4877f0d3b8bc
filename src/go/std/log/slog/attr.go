// go1.23 src/log/slog/attr.go (Copyright 2022 The Go Authors, BSD license), doc comments removed;
// the changes for the interpreter are in oplab.go's declarations and marked where made.
package slog

import (
	"time"
)

type Attr struct {
	Key   string
	Value Value
}

func String(key, value string) Attr {
	return Attr{key, StringValue(value)}
}

func Int64(key string, value int64) Attr {
	return Attr{key, Int64Value(value)}
}

func Int(key string, value int) Attr {
	return Int64(key, int64(value))
}

func Uint64(key string, v uint64) Attr {
	return Attr{key, Uint64Value(v)}
}

func Float64(key string, v float64) Attr {
	return Attr{key, Float64Value(v)}
}

func Bool(key string, v bool) Attr {
	return Attr{key, BoolValue(v)}
}

func Time(key string, v time.Time) Attr {
	return Attr{key, TimeValue(v)}
}

func Duration(key string, v time.Duration) Attr {
	return Attr{key, DurationValue(v)}
}

func Group(key string, args ...any) Attr {
	return Attr{key, GroupValue(argsToAttrSlice(args)...)}
}

func argsToAttrSlice(args []any) []Attr {
	var (
		attr  Attr
		attrs []Attr
	)
	for len(args) > 0 {
		attr, args = argsToAttr(args)
		attrs = append(attrs, attr)
	}
	return attrs
}

func Any(key string, value any) Attr {
	return Attr{key, AnyValue(value)}
}

func (a Attr) Equal(b Attr) bool {
	return a.Key == b.Key && a.Value.Equal(b.Value)
}

func (a Attr) String() string {
	return a.Key + "=" + a.Value.String()
}

func (a Attr) isEmpty() bool {
	return a.Key == "" && a.Value.num == 0 && a.Value.any == nil
}
