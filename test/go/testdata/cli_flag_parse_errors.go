package main

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"strings"
	"time"
)

type listFlag []string

func (l *listFlag) String() string { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error {
	if v == "" {
		return errors.New("empty value")
	}
	*l = append(*l, v)
	return nil
}

func parse(args []string) {
	fs := flag.NewFlagSet("deploy", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	replicas := fs.Int("replicas", 1, "number of replicas")
	name := fs.String("name", "", "deployment `name`")
	dry := fs.Bool("dry-run", false, "print only")
	timeout := fs.Duration("timeout", 30*time.Second, "wait this long")
	var labels listFlag
	fs.Var(&labels, "label", "a label (repeatable)")
	err := fs.Parse(args)
	if err != nil {
		fmt.Printf("error: %v (help requested: %t)\n", err, errors.Is(err, flag.ErrHelp))
		return
	}
	fmt.Printf("name=%q replicas=%d dry=%t timeout=%v labels=%v rest=%q nflag=%d\n",
		*name, *replicas, *dry, *timeout, labels, fs.Args(), fs.NFlag())
}

func main() {
	parse([]string{"-name", "web", "-replicas=3", "--dry-run", "extra", "args"})
	parse([]string{"-label", "a=b", "-label=c=d", "-timeout", "1m30s"})
	parse([]string{"-replicas", "three"})
	parse([]string{"-timeout", "soon"})
	parse([]string{"-nope"})
	parse([]string{"-label="})
	parse([]string{"-name"})
	parse([]string{"-h"})
	parse([]string{"--", "-name", "x"})
}

// Output:
// name="web" replicas=3 dry=true timeout=30s labels=[] rest=["extra" "args"] nflag=3
// name="" replicas=1 dry=false timeout=1m30s labels=[a=b c=d] rest=[] nflag=2
// invalid value "three" for flag -replicas: parse error
// Usage of deploy:
//   -dry-run
//     	print only
//   -label value
//     	a label (repeatable)
//   -name name
//     	deployment name
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait this long (default 30s)
// error: invalid value "three" for flag -replicas: parse error (help requested: false)
// invalid value "soon" for flag -timeout: parse error
// Usage of deploy:
//   -dry-run
//     	print only
//   -label value
//     	a label (repeatable)
//   -name name
//     	deployment name
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait this long (default 30s)
// error: invalid value "soon" for flag -timeout: parse error (help requested: false)
// flag provided but not defined: -nope
// Usage of deploy:
//   -dry-run
//     	print only
//   -label value
//     	a label (repeatable)
//   -name name
//     	deployment name
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait this long (default 30s)
// error: flag provided but not defined: -nope (help requested: false)
// invalid value "" for flag -label: empty value
// Usage of deploy:
//   -dry-run
//     	print only
//   -label value
//     	a label (repeatable)
//   -name name
//     	deployment name
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait this long (default 30s)
// error: invalid value "" for flag -label: empty value (help requested: false)
// flag needs an argument: -name
// Usage of deploy:
//   -dry-run
//     	print only
//   -label value
//     	a label (repeatable)
//   -name name
//     	deployment name
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait this long (default 30s)
// error: flag needs an argument: -name (help requested: false)
// Usage of deploy:
//   -dry-run
//     	print only
//   -label value
//     	a label (repeatable)
//   -name name
//     	deployment name
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait this long (default 30s)
// error: flag: help requested (help requested: true)
// name="" replicas=1 dry=false timeout=30s labels=[] rest=["-name" "x"] nflag=0
