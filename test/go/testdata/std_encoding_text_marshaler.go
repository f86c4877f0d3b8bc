package main

import (
	"encoding"
	"encoding/json"
	"fmt"
	"strings"
)

type Level int

const (
	Debug Level = iota
	Info
	Warn
)

var names = []string{"debug", "info", "warn"}

func (l Level) MarshalText() ([]byte, error) {
	if int(l) < 0 || int(l) >= len(names) {
		return nil, fmt.Errorf("unknown level %d", int(l))
	}
	return []byte(names[l]), nil
}

func (l *Level) UnmarshalText(b []byte) error {
	for i, n := range names {
		if strings.EqualFold(n, string(b)) {
			*l = Level(i)
			return nil
		}
	}
	return fmt.Errorf("invalid level %q", b)
}

var (
	_ encoding.TextMarshaler   = Level(0)
	_ encoding.TextUnmarshaler = (*Level)(nil)
)

type Config struct {
	Level  Level           `json:"level"`
	Limits map[Level]int   `json:"limits"`
	Extra  json.RawMessage `json:"extra,omitempty"`
}

func describe(v any) {
	_, tm := v.(encoding.TextMarshaler)
	_, bm := v.(encoding.BinaryMarshaler)
	fmt.Printf("%T text=%v binary=%v\n", v, tm, bm)
}

func main() {
	var c Config
	err := json.Unmarshal([]byte(`{"level":"WARN","limits":{"debug":1,"info":5}}`), &c)
	fmt.Println(c.Level, c.Limits, err)
	out, err := json.Marshal(c)
	fmt.Println(string(out), err)
	err = json.Unmarshal([]byte(`{"level":"trace"}`), &c)
	fmt.Println(err)
	_, err = json.Marshal(Config{Level: 9})
	fmt.Println(err)
	describe(Info)
	describe(&c)
	var u encoding.TextUnmarshaler = new(Level)
	fmt.Println(u.UnmarshalText([]byte("info")), *u.(*Level))
}

// Output:
// 2 map[0:1 1:5] <nil>
// {"level":"warn","limits":{"debug":1,"info":5}} <nil>
// invalid level "trace"
// json: error calling MarshalText for type main.Level: unknown level 9
// main.Level text=true binary=false
// *main.Config text=false binary=false
// <nil> 1
