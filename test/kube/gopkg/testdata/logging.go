package main

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/go-logr/logr"
	logf "sigs.k8s.io/controller-runtime/pkg/log"
)

// printSink prints one line per call: level, name, message, values.
type printSink struct {
	name   string
	values []any
	max    int
}

func (s *printSink) Init(logr.RuntimeInfo)  {}
func (s *printSink) Enabled(level int) bool { return level <= s.max }
func (s *printSink) Info(level int, msg string, kv ...any) {
	fmt.Printf("INFO v%d %s %q %v\n", level, s.name, msg, append(append([]any{}, s.values...), kv...))
}
func (s *printSink) Error(err error, msg string, kv ...any) {
	fmt.Printf("ERROR %s %q %v %v\n", s.name, msg, err, append(append([]any{}, s.values...), kv...))
}
func (s *printSink) WithValues(kv ...any) logr.LogSink {
	c := *s
	c.values = append(append([]any{}, s.values...), kv...)
	return &c
}
func (s *printSink) WithName(name string) logr.LogSink {
	c := *s
	c.name = strings.TrimPrefix(s.name+"."+name, ".")
	return &c
}

func main() {
	ctx := context.Background()
	early := logf.Log.WithName("setup")
	logf.FromContext(ctx).Info("dropped: no logger set yet")
	logf.SetLogger(logr.New(&printSink{max: 1}))
	early.Info("starting manager", "version", 1)
	log := logf.FromContext(ctx, "controller", "app")
	log.Info("reconciling", "name", "a")
	log.V(1).Info("detail")
	log.V(2).Info("too verbose")
	log.Error(errors.New("boom"), "failed", "retry", true)
	ctx = logf.IntoContext(ctx, log.WithValues("req", "ns/a"))
	logf.FromContext(ctx).WithName("sub").Info("from context")
	_, err := logr.FromContext(context.Background())
	fmt.Println(err, logr.Discard().Enabled(), log.V(2).Enabled(), log.GetV())
}

// Output:
// INFO v0 setup "starting manager" [version 1]
// INFO v0  "reconciling" [controller app name a]
// INFO v1  "detail" [controller app]
// ERROR  "failed" boom [controller app retry true]
// INFO v0 sub "from context" [controller app req ns/a]
// no logr.Logger was present false false 0
