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

func (l *listFlag) String() string     { return strings.Join(*l, ",") }
func (l *listFlag) Set(v string) error {
	if v == "" {
		return errors.New("empty value")
	}
	*l = append(*l, v)
	return nil
}

func parse(args []string) {
	fs := flag.NewFlagSet("oplab-ctl", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	ns := fs.String("namespace", "default", "target `namespace`")
	replicas := fs.Int("replicas", 1, "number of replicas")
	dry := fs.Bool("dry-run", false, "print only")
	timeout := fs.Duration("timeout", 30*time.Second, "wait timeout")
	var labels listFlag
	fs.Var(&labels, "label", "label to add (repeatable)")
	err := fs.Parse(args)
	fmt.Printf("args=%q err=%v\n", args, err)
	if err == nil {
		fmt.Println(" ", *ns, *replicas, *dry, *timeout, labels, fs.Args(), fs.NArg(), fs.NFlag())
	}
}

func main() {
	parse([]string{"-namespace", "prod", "--replicas=3", "-dry-run", "-label", "a=b", "-label=c=d", "deploy", "-x"})
	parse([]string{"-replicas", "three"})
	parse([]string{"-unknown"})
	parse([]string{"-timeout", "5"})
	parse([]string{"-label", ""})
	parse([]string{"-h"})
	parse([]string{"--", "-replicas", "2"})
	parse([]string{"-dry-run=maybe"})
	parse([]string{"-namespace"})
}

// Output:
// args=["-namespace" "prod" "--replicas=3" "-dry-run" "-label" "a=b" "-label=c=d" "deploy" "-x"] err=<nil>
//   prod 3 true 30s [a=b c=d] [deploy -x] 2 4
// invalid value "three" for flag -replicas: parse error
// Usage of oplab-ctl:
//   -dry-run
//     	print only
//   -label value
//     	label to add (repeatable)
//   -namespace namespace
//     	target namespace (default "default")
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait timeout (default 30s)
// args=["-replicas" "three"] err=invalid value "three" for flag -replicas: parse error
// flag provided but not defined: -unknown
// Usage of oplab-ctl:
//   -dry-run
//     	print only
//   -label value
//     	label to add (repeatable)
//   -namespace namespace
//     	target namespace (default "default")
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait timeout (default 30s)
// args=["-unknown"] err=flag provided but not defined: -unknown
// invalid value "5" for flag -timeout: parse error
// Usage of oplab-ctl:
//   -dry-run
//     	print only
//   -label value
//     	label to add (repeatable)
//   -namespace namespace
//     	target namespace (default "default")
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait timeout (default 30s)
// args=["-timeout" "5"] err=invalid value "5" for flag -timeout: parse error
// invalid value "" for flag -label: empty value
// Usage of oplab-ctl:
//   -dry-run
//     	print only
//   -label value
//     	label to add (repeatable)
//   -namespace namespace
//     	target namespace (default "default")
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait timeout (default 30s)
// args=["-label" ""] err=invalid value "" for flag -label: empty value
// Usage of oplab-ctl:
//   -dry-run
//     	print only
//   -label value
//     	label to add (repeatable)
//   -namespace namespace
//     	target namespace (default "default")
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait timeout (default 30s)
// args=["-h"] err=flag: help requested
// args=["--" "-replicas" "2"] err=<nil>
//   default 1 false 30s [] [-replicas 2] 2 0
// invalid boolean value "maybe" for -dry-run: parse error
// Usage of oplab-ctl:
//   -dry-run
//     	print only
//   -label value
//     	label to add (repeatable)
//   -namespace namespace
//     	target namespace (default "default")
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait timeout (default 30s)
// args=["-dry-run=maybe"] err=invalid boolean value "maybe" for -dry-run: parse error
// flag needs an argument: -namespace
// Usage of oplab-ctl:
//   -dry-run
//     	print only
//   -label value
//     	label to add (repeatable)
//   -namespace namespace
//     	target namespace (default "default")
//   -replicas int
//     	number of replicas (default 1)
//   -timeout duration
//     	wait timeout (default 30s)
// args=["-namespace"] err=flag needs an argument: -namespace
