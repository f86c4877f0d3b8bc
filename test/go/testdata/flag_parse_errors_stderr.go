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
func (l *listFlag) Set(s string) error {
	if s == "" {
		return fmt.Errorf("empty value")
	}
	*l = append(*l, s)
	return nil
}

func parse(args []string) {
	fs := flag.NewFlagSet("tool", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	verbose := fs.Bool("v", false, "verbose output")
	n := fs.Int("n", 3, "number of `items`")
	name := fs.String("name", "anon", "your name")
	d := fs.Duration("timeout", 2*time.Second, "how long to wait")
	var tags listFlag
	fs.Var(&tags, "tag", "a tag (repeatable)")
	ratio := fs.Float64("ratio", 0.5, "")
	err := fs.Parse(args)
	fmt.Printf("args=%q err=%v\n", args, err)
	if err == nil {
		fmt.Println(" ", *verbose, *n, *name, *d, tags, *ratio, fs.Args(), fs.NArg(), fs.NFlag())
	}
}

func main() {
	parse([]string{"-v", "-n=5", "--name", "Zed", "-tag", "a", "-tag=b", "rest", "-n", "9"})
	parse([]string{"-n", "x"})
	parse([]string{"-unknown"})
	parse([]string{"-tag="})
	parse([]string{"-timeout", "5"})
	parse([]string{"-name"})
	parse([]string{"-v=maybe"})
	parse([]string{"--", "-v"})
	parse([]string{"-h"})
	fs := flag.NewFlagSet("exit", flag.ExitOnError)
	fs.Int("port", 80, "port")
	fs.Parse([]string{"-port", "http"})
	fmt.Println("not reached")
}

// Output:
// args=["-v" "-n=5" "--name" "Zed" "-tag" "a" "-tag=b" "rest" "-n" "9"] err=<nil>
//   true 5 Zed 2s [a b] 0.5 [rest -n 9] 3 4
// invalid value "x" for flag -n: parse error
// Usage of tool:
//   -n items
//     	number of items (default 3)
//   -name string
//     	your name (default "anon")
//   -ratio float
//     	 (default 0.5)
//   -tag value
//     	a tag (repeatable)
//   -timeout duration
//     	how long to wait (default 2s)
//   -v	verbose output
// args=["-n" "x"] err=invalid value "x" for flag -n: parse error
// flag provided but not defined: -unknown
// Usage of tool:
//   -n items
//     	number of items (default 3)
//   -name string
//     	your name (default "anon")
//   -ratio float
//     	 (default 0.5)
//   -tag value
//     	a tag (repeatable)
//   -timeout duration
//     	how long to wait (default 2s)
//   -v	verbose output
// args=["-unknown"] err=flag provided but not defined: -unknown
// invalid value "" for flag -tag: empty value
// Usage of tool:
//   -n items
//     	number of items (default 3)
//   -name string
//     	your name (default "anon")
//   -ratio float
//     	 (default 0.5)
//   -tag value
//     	a tag (repeatable)
//   -timeout duration
//     	how long to wait (default 2s)
//   -v	verbose output
// args=["-tag="] err=invalid value "" for flag -tag: empty value
// invalid value "5" for flag -timeout: parse error
// Usage of tool:
//   -n items
//     	number of items (default 3)
//   -name string
//     	your name (default "anon")
//   -ratio float
//     	 (default 0.5)
//   -tag value
//     	a tag (repeatable)
//   -timeout duration
//     	how long to wait (default 2s)
//   -v	verbose output
// args=["-timeout" "5"] err=invalid value "5" for flag -timeout: parse error
// flag needs an argument: -name
// Usage of tool:
//   -n items
//     	number of items (default 3)
//   -name string
//     	your name (default "anon")
//   -ratio float
//     	 (default 0.5)
//   -tag value
//     	a tag (repeatable)
//   -timeout duration
//     	how long to wait (default 2s)
//   -v	verbose output
// args=["-name"] err=flag needs an argument: -name
// invalid boolean value "maybe" for -v: parse error
// Usage of tool:
//   -n items
//     	number of items (default 3)
//   -name string
//     	your name (default "anon")
//   -ratio float
//     	 (default 0.5)
//   -tag value
//     	a tag (repeatable)
//   -timeout duration
//     	how long to wait (default 2s)
//   -v	verbose output
// args=["-v=maybe"] err=invalid boolean value "maybe" for -v: parse error
// args=["--" "-v"] err=<nil>
//   false 3 anon 2s [] 0.5 [-v] 1 0
// Usage of tool:
//   -n items
//     	number of items (default 3)
//   -name string
//     	your name (default "anon")
//   -ratio float
//     	 (default 0.5)
//   -tag value
//     	a tag (repeatable)
//   -timeout duration
//     	how long to wait (default 2s)
//   -v	verbose output
// args=["-h"] err=flag: help requested
// Stderr:
// invalid value "http" for flag -port: parse error
// Usage of exit:
//   -port int
//     	port (default 80)
// Exit: 2
