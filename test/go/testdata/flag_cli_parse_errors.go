package main

import (
	"flag"
	"fmt"
	"os"
	"strings"
	"time"
)

type listFlag []string

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error { *l = append(*l, v); return nil }

func parse(args []string) {
	fs := flag.NewFlagSet("deploy", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	replicas := fs.Int("replicas", 1, "number of `pods` to run")
	dry := fs.Bool("dry-run", false, "print only")
	timeout := fs.Duration("timeout", 30*time.Second, "rollout timeout")
	var labels listFlag
	fs.Var(&labels, "label", "labels to add (repeatable)")
	name := fs.String("name", "", "deployment name")
	err := fs.Parse(args)
	fmt.Printf("err=%v replicas=%d dry=%v timeout=%v labels=%v name=%q rest=%q\n", err, *replicas, *dry, *timeout, labels, *name, fs.Args())
	if err == nil {
		fs.Visit(func(f *flag.Flag) { fmt.Print(f.Name, " ") })
		fmt.Println(fs.NFlag(), fs.NArg())
	}
}

func main() {
	parse([]string{"-replicas=3", "--dry-run", "-label", "a=b", "-label=c=d", "web", "extra"})
	parse([]string{"-timeout", "2m", "--", "-replicas=5"})
	parse([]string{"-replicas", "many"})
	parse([]string{"-unknown"})
	parse([]string{"-timeout=soon"})
	parse([]string{"-h"})
}

// Output:
// err=<nil> replicas=3 dry=true timeout=30s labels=[a=b c=d] name="" rest=["web" "extra"]
// dry-run label replicas 3 2
// err=<nil> replicas=1 dry=false timeout=2m0s labels=[] name="" rest=["-replicas=5"]
// timeout 1 1
// invalid value "many" for flag -replicas: parse error
// Usage of deploy:
//   -dry-run
//     	print only
//   -label value
//     	labels to add (repeatable)
//   -name string
//     	deployment name
//   -replicas pods
//     	number of pods to run (default 1)
//   -timeout duration
//     	rollout timeout (default 30s)
// err=invalid value "many" for flag -replicas: parse error replicas=0 dry=false timeout=30s labels=[] name="" rest=[]
// flag provided but not defined: -unknown
// Usage of deploy:
//   -dry-run
//     	print only
//   -label value
//     	labels to add (repeatable)
//   -name string
//     	deployment name
//   -replicas pods
//     	number of pods to run (default 1)
//   -timeout duration
//     	rollout timeout (default 30s)
// err=flag provided but not defined: -unknown replicas=1 dry=false timeout=30s labels=[] name="" rest=[]
// invalid value "soon" for flag -timeout: parse error
// Usage of deploy:
//   -dry-run
//     	print only
//   -label value
//     	labels to add (repeatable)
//   -name string
//     	deployment name
//   -replicas pods
//     	number of pods to run (default 1)
//   -timeout duration
//     	rollout timeout (default 30s)
// err=invalid value "soon" for flag -timeout: parse error replicas=1 dry=false timeout=0s labels=[] name="" rest=[]
// Usage of deploy:
//   -dry-run
//     	print only
//   -label value
//     	labels to add (repeatable)
//   -name string
//     	deployment name
//   -replicas pods
//     	number of pods to run (default 1)
//   -timeout duration
//     	rollout timeout (default 30s)
// err=flag: help requested replicas=1 dry=false timeout=30s labels=[] name="" rest=[]
