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
func (l *listFlag) Set(s string) error { *l = append(*l, s); return nil }

func main() {
	port := flag.Int("port", 8080, "port to listen on")
	host := flag.String("host", "localhost", "`hostname` to bind")
	verbose := flag.Bool("v", false, "verbose output")
	timeout := flag.Duration("timeout", 1500*time.Millisecond, "request timeout")
	ratio := flag.Float64("ratio", 0.75, "sample ratio")
	var tags listFlag
	flag.Var(&tags, "tag", "tag to add (repeatable)")
	var retries uint
	flag.UintVar(&retries, "retries", 3, "number of retries")
	flag.Parse()

	fmt.Println("args:", len(os.Args), strings.HasSuffix(os.Args[0], "main") || len(os.Args[0]) > 0)
	fmt.Println(*port, *host, *verbose, *timeout, *ratio, tags, retries)
	fmt.Println("NArg", flag.NArg(), "NFlag", flag.NFlag(), "Args", flag.Args(), flag.Arg(0) == "", flag.Parsed())
	flag.VisitAll(func(f *flag.Flag) {
		fmt.Printf("-%s default=%q value=%q usage=%q\n", f.Name, f.DefValue, f.Value.String(), f.Usage)
	})
	n := 0
	flag.Visit(func(*flag.Flag) { n++ })
	fmt.Println("set flags:", n)
	fmt.Println(flag.Set("port", "9090"), *port, flag.Set("nope", "1"), flag.Set("v", "maybe"))
	f := flag.Lookup("port")
	fmt.Println(f.Value, f.DefValue, flag.Lookup("missing") == nil)
	flag.CommandLine.SetOutput(os.Stdout)
	flag.PrintDefaults()

	fs := flag.NewFlagSet("sub", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	lvl := fs.Int("level", 1, "level")
	err := fs.Parse([]string{"-level", "5", "--", "-x", "rest"})
	fmt.Println(err, *lvl, fs.Args())
	err = fs.Parse([]string{"-level=abc"})
	fmt.Println("err:", err)
	err = fs.Parse([]string{"-h"})
	fmt.Println("err:", err, err == flag.ErrHelp)
}

// Output:
// args: 1 true
// 8080 localhost false 1.5s 0.75 [] 3
// NArg 0 NFlag 0 Args [] true true
// -host default="localhost" value="localhost" usage="`hostname` to bind"
// -port default="8080" value="8080" usage="port to listen on"
// -ratio default="0.75" value="0.75" usage="sample ratio"
// -retries default="3" value="3" usage="number of retries"
// -tag default="" value="" usage="tag to add (repeatable)"
// -timeout default="1.5s" value="1.5s" usage="request timeout"
// -v default="false" value="false" usage="verbose output"
// set flags: 0
// <nil> 9090 no such flag -nope parse error
// 9090 8080 true
//   -host hostname
//     	hostname to bind (default "localhost")
//   -port int
//     	port to listen on (default 8080)
//   -ratio float
//     	sample ratio (default 0.75)
//   -retries uint
//     	number of retries (default 3)
//   -tag value
//     	tag to add (repeatable)
//   -timeout duration
//     	request timeout (default 1.5s)
//   -v	verbose output
// <nil> 5 [-x rest]
// invalid value "abc" for flag -level: parse error
// Usage of sub:
//   -level int
//     	level (default 1)
// err: invalid value "abc" for flag -level: parse error
// Usage of sub:
//   -level int
//     	level (default 1)
// err: flag: help requested true
