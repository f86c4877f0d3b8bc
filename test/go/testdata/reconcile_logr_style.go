package main

import (
	"fmt"
	"strings"
)

type Logger struct {
	name   string
	values []any
	level  int
}

func (l Logger) WithValues(kv ...any) Logger {
	l.values = append(append([]any{}, l.values...), kv...)
	return l
}

func (l Logger) WithName(n string) Logger {
	if l.name != "" {
		n = l.name + "." + n
	}
	l.name = n
	return l
}

func (l Logger) V(level int) Logger { l.level = level; return l }

func format(kv []any) string {
	var b strings.Builder
	for i := 0; i+1 < len(kv); i += 2 {
		fmt.Fprintf(&b, " %v=%q", kv[i], fmt.Sprint(kv[i+1]))
	}
	return b.String()
}

func (l Logger) Info(msg string, kv ...any) {
	if l.level > 0 {
		return
	}
	fmt.Printf("INFO\t%s\t%s%s%s\n", l.name, msg, format(l.values), format(kv))
}

func (l Logger) Error(err error, msg string, kv ...any) {
	fmt.Printf("ERROR\t%s\t%s%s%s error=%q\n", l.name, msg, format(l.values), format(kv), err.Error())
}

func main() {
	log := Logger{}.WithName("controller").WithName("memcached")
	log = log.WithValues("namespace", "default", "name", "cache")
	log.Info("Reconciling", "generation", 2)
	log.V(1).Info("debug detail", "x", 1)
	log.Error(fmt.Errorf("failed to get %s", "deployment"), "Failed to get Deployment", "replicas", int32(3))
	base := Logger{name: "setup"}
	_ = base.WithValues("ignored", true)
	base.Info("starting manager")
}

// Output:
// INFO	controller.memcached	Reconciling namespace="default" name="cache" generation="2"
// ERROR	controller.memcached	Failed to get Deployment namespace="default" name="cache" replicas="3" error="failed to get deployment"
// INFO	setup	starting manager
