package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
)

type kv struct{ m map[string]string }

func (k *kv) String() string {
	parts := []string{}
	for key, v := range k.m {
		parts = append(parts, key+"="+v)
	}
	return strings.Join(parts, ",")
}

func (k *kv) Set(s string) error {
	key, v, ok := strings.Cut(s, "=")
	if !ok {
		return fmt.Errorf("want key=value, got %q", s)
	}
	if k.m == nil {
		k.m = map[string]string{}
	}
	k.m[key] = v
	return nil
}

type level int

func (l *level) String() string { return [...]string{"low", "mid", "high"}[*l+1] }
func (l *level) Set(s string) error { return nil }

type boolish struct{ on bool }

func (b *boolish) String() string   { return fmt.Sprint(b.on) }
func (b *boolish) Set(s string) error { b.on = s == "true"; return nil }
func (b *boolish) IsBoolFlag() bool  { return true }

func main() {
	fs := flag.NewFlagSet("app", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	labels := &kv{m: map[string]string{"app": "web"}}
	fs.Var(labels, "label", "a `key=value` label")
	lv := level(1)
	fs.Var(&lv, "level", "the level")
	fs.Var(&boolish{}, "dry-run", "do not apply")
	fs.Func("on-change", "callback `hook`", func(s string) error { fmt.Println("hook", s); return nil })
	fs.BoolFunc("trace", "enable tracing", func(s string) error { fmt.Println("trace", s); return nil })
	fs.TextVar(new(myText), "mode", myText("fast"), "the mode")
	fs.Var(ptrVal{new(int)}, "ptr", "a pointer-backed `n`")
	fs.PrintDefaults()
	fmt.Println(fs.Parse([]string{"-dry-run", "-trace", "-on-change", "x", "-label", "bad"}))
	fmt.Println(fs.Parse([]string{"-trace=false", "-mode", "slow", "-mode", "bogus"}))
}

type myText string

func (m myText) MarshalText() ([]byte, error) { return []byte(m), nil }
func (m *myText) UnmarshalText(b []byte) error {
	if string(b) == "bogus" {
		return fmt.Errorf("unknown mode %q", b)
	}
	*m = myText(b)
	return nil
}

type ptrVal struct{ p *int }

func (v ptrVal) String() string     { return fmt.Sprint(*v.p) }
func (v ptrVal) Set(s string) error { return nil }

// Output:
//   -dry-run
//     	do not apply
//   -label key=value
//     	a key=value label (default app=web)
//   -level value
//     	the level (default high)
//   -mode value
//     	the mode (default fast)
//   -on-change hook
//     	callback hook
//   -ptr n
//     	a pointer-backed n
//   -trace
//     	enable tracing
//
// panic calling String method on zero main.ptrVal for flag ptr: runtime error: invalid memory address or nil pointer dereference
// trace true
// hook x
// invalid value "bad" for flag -label: want key=value, got "bad"
// Usage of app:
//   -dry-run
//     	do not apply
//   -label key=value
//     	a key=value label (default app=web)
//   -level value
//     	the level (default high)
//   -mode value
//     	the mode (default fast)
//   -on-change hook
//     	callback hook
//   -ptr n
//     	a pointer-backed n
//   -trace
//     	enable tracing
//
// panic calling String method on zero main.ptrVal for flag ptr: runtime error: invalid memory address or nil pointer dereference
// invalid value "bad" for flag -label: want key=value, got "bad"
// trace false
// invalid value "bogus" for flag -mode: unknown mode "bogus"
// Usage of app:
//   -dry-run
//     	do not apply
//   -label key=value
//     	a key=value label (default app=web)
//   -level value
//     	the level (default high)
//   -mode value
//     	the mode (default fast)
//   -on-change hook
//     	callback hook
//   -ptr n
//     	a pointer-backed n
//   -trace
//     	enable tracing
//
// panic calling String method on zero main.ptrVal for flag ptr: runtime error: invalid memory address or nil pointer dereference
// invalid value "bogus" for flag -mode: unknown mode "bogus"
