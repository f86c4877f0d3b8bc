package main

import (
	"flag"
	"fmt"
	"os"
	"time"
)

type listFlag []string

func (l *listFlag) String() string { return fmt.Sprint(*l) }
func (l *listFlag) Set(v string) error {
	if v == "" {
		return fmt.Errorf("empty value")
	}
	*l = append(*l, v)
	return nil
}

func main() {
	fs := flag.NewFlagSet("manager", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	addr := fs.String("metrics-bind-address", ":8080", "The address the metric endpoint binds to.")
	leader := fs.Bool("leader-elect", false, "Enable leader election for controller manager.")
	sync := fs.Duration("sync-period", 10*time.Hour, "Minimum `interval` at which watched resources are reconciled.")
	workers := fs.Int("workers", 4, "number of concurrent workers")
	ratio := fs.Float64("ratio", 0.5, "a ratio")
	var ns listFlag
	fs.Var(&ns, "namespace", "namespaces to watch (repeatable)")
	fs.Uint("zero", 0, "unsigned with zero default")
	fs.String("empty", "", "string with empty default")

	cases := [][]string{
		{"-leader-elect", "--workers=8", "-namespace", "a", "-namespace=b", "rest", "-x"},
		{"-workers", "many"},
		{"-sync-period", "10"},
		{"-unknown"},
		{"-namespace="},
		{"-ratio"},
		{"-leader-elect=maybe"},
		{"-h"},
		{"--", "-workers", "3"},
	}
	for _, c := range cases {
		fmt.Printf("== %q\n", c)
		err := fs.Parse(c)
		fmt.Println("err:", err, err == flag.ErrHelp)
		fmt.Println(*addr, *leader, *sync, *workers, *ratio, ns, fs.NArg(), fs.Args())
	}
	fs.Visit(func(f *flag.Flag) { fmt.Println("set:", f.Name, f.Value) })
	fmt.Println(fs.Lookup("workers").DefValue, fs.Lookup("nope") == nil)
	fmt.Println(fs.Set("workers", "x"))
	fmt.Println(fs.Set("nope", "1"))
	name, usage := flag.UnquoteUsage(fs.Lookup("sync-period"))
	fmt.Printf("%q %q\n", name, usage)
}

// Output:
// == ["-leader-elect" "--workers=8" "-namespace" "a" "-namespace=b" "rest" "-x"]
// err: <nil> false
// :8080 true 10h0m0s 8 0.5 [a b] 2 [rest -x]
// == ["-workers" "many"]
// invalid value "many" for flag -workers: parse error
// Usage of manager:
//   -empty string
//     	string with empty default
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace value
//     	namespaces to watch (repeatable)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period interval
//     	Minimum interval at which watched resources are reconciled. (default 10h0m0s)
//   -workers int
//     	number of concurrent workers (default 4)
//   -zero uint
//     	unsigned with zero default
// err: invalid value "many" for flag -workers: parse error false
// :8080 true 10h0m0s 0 0.5 [a b] 0 []
// == ["-sync-period" "10"]
// invalid value "10" for flag -sync-period: parse error
// Usage of manager:
//   -empty string
//     	string with empty default
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace value
//     	namespaces to watch (repeatable)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period interval
//     	Minimum interval at which watched resources are reconciled. (default 10h0m0s)
//   -workers int
//     	number of concurrent workers (default 4)
//   -zero uint
//     	unsigned with zero default
// err: invalid value "10" for flag -sync-period: parse error false
// :8080 true 0s 0 0.5 [a b] 0 []
// == ["-unknown"]
// flag provided but not defined: -unknown
// Usage of manager:
//   -empty string
//     	string with empty default
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace value
//     	namespaces to watch (repeatable)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period interval
//     	Minimum interval at which watched resources are reconciled. (default 10h0m0s)
//   -workers int
//     	number of concurrent workers (default 4)
//   -zero uint
//     	unsigned with zero default
// err: flag provided but not defined: -unknown false
// :8080 true 0s 0 0.5 [a b] 0 []
// == ["-namespace="]
// invalid value "" for flag -namespace: empty value
// Usage of manager:
//   -empty string
//     	string with empty default
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace value
//     	namespaces to watch (repeatable)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period interval
//     	Minimum interval at which watched resources are reconciled. (default 10h0m0s)
//   -workers int
//     	number of concurrent workers (default 4)
//   -zero uint
//     	unsigned with zero default
// err: invalid value "" for flag -namespace: empty value false
// :8080 true 0s 0 0.5 [a b] 0 []
// == ["-ratio"]
// flag needs an argument: -ratio
// Usage of manager:
//   -empty string
//     	string with empty default
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace value
//     	namespaces to watch (repeatable)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period interval
//     	Minimum interval at which watched resources are reconciled. (default 10h0m0s)
//   -workers int
//     	number of concurrent workers (default 4)
//   -zero uint
//     	unsigned with zero default
// err: flag needs an argument: -ratio false
// :8080 true 0s 0 0.5 [a b] 0 []
// == ["-leader-elect=maybe"]
// invalid boolean value "maybe" for -leader-elect: parse error
// Usage of manager:
//   -empty string
//     	string with empty default
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace value
//     	namespaces to watch (repeatable)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period interval
//     	Minimum interval at which watched resources are reconciled. (default 10h0m0s)
//   -workers int
//     	number of concurrent workers (default 4)
//   -zero uint
//     	unsigned with zero default
// err: invalid boolean value "maybe" for -leader-elect: parse error false
// :8080 false 0s 0 0.5 [a b] 0 []
// == ["-h"]
// Usage of manager:
//   -empty string
//     	string with empty default
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace value
//     	namespaces to watch (repeatable)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period interval
//     	Minimum interval at which watched resources are reconciled. (default 10h0m0s)
//   -workers int
//     	number of concurrent workers (default 4)
//   -zero uint
//     	unsigned with zero default
// err: flag: help requested true
// :8080 false 0s 0 0.5 [a b] 0 []
// == ["--" "-workers" "3"]
// err: <nil> false
// :8080 false 0s 0 0.5 [a b] 2 [-workers 3]
// set: leader-elect false
// set: namespace [a b]
// set: workers 0
// 4 true
// parse error
// no such flag -nope
// "interval" "Minimum interval at which watched resources are reconciled."
