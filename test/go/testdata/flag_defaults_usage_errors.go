package main

import (
	"flag"
	"fmt"
	"os"
	"time"
)

func main() {
	fs := flag.NewFlagSet("manager", flag.ContinueOnError)
	fs.SetOutput(os.Stdout)
	metrics := fs.String("metrics-bind-address", ":8080", "The address the metric endpoint binds to.")
	leader := fs.Bool("leader-elect", false, "Enable leader election for controller manager.")
	workers := fs.Int("workers", 1, "number of `N` workers")
	sync := fs.Duration("sync-period", 10*time.Hour, "resync period")
	ratio := fs.Float64("ratio", 0.5, "a ratio")
	var ns string
	fs.StringVar(&ns, "namespace", "", "namespace to watch (empty for all)")
	for _, args := range [][]string{
		{},
		{"--leader-elect", "-workers=4", "--sync-period", "90s", "extra", "-x"},
		{"-workers", "many"},
		{"-sync-period=5"},
		{"-unknown"},
		{"-leader-elect=maybe"},
		{"-ratio", "1e400"},
		{"-h"},
		{"--", "-workers=9"},
	} {
		err := fs.Parse(args)
		fmt.Printf("args=%q err=%v\n", args, err)
		fmt.Printf("  metrics=%s leader=%v workers=%d sync=%v ratio=%v ns=%q rest=%q nflag=%d\n", *metrics, *leader, *workers, *sync, *ratio, ns, fs.Args(), fs.NFlag())
	}
	fs.Visit(func(f *flag.Flag) { fmt.Println("set:", f.Name, f.Value, f.DefValue) })
	fmt.Println(fs.Lookup("workers").Usage, fs.Lookup("nope") == nil)
	fmt.Println(fs.Set("workers", "7"), *workers, fs.Set("nope", "1"))
	name, usage := flag.UnquoteUsage(fs.Lookup("workers"))
	fmt.Println(name, usage)
}

// Output:
// args=[] err=<nil>
//   metrics=:8080 leader=false workers=1 sync=10h0m0s ratio=0.5 ns="" rest=[] nflag=0
// args=["--leader-elect" "-workers=4" "--sync-period" "90s" "extra" "-x"] err=<nil>
//   metrics=:8080 leader=true workers=4 sync=1m30s ratio=0.5 ns="" rest=["extra" "-x"] nflag=3
// invalid value "many" for flag -workers: parse error
// Usage of manager:
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace string
//     	namespace to watch (empty for all)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period duration
//     	resync period (default 10h0m0s)
//   -workers N
//     	number of N workers (default 1)
// args=["-workers" "many"] err=invalid value "many" for flag -workers: parse error
//   metrics=:8080 leader=true workers=0 sync=1m30s ratio=0.5 ns="" rest=[] nflag=3
// invalid value "5" for flag -sync-period: parse error
// Usage of manager:
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace string
//     	namespace to watch (empty for all)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period duration
//     	resync period (default 10h0m0s)
//   -workers N
//     	number of N workers (default 1)
// args=["-sync-period=5"] err=invalid value "5" for flag -sync-period: parse error
//   metrics=:8080 leader=true workers=0 sync=0s ratio=0.5 ns="" rest=[] nflag=3
// flag provided but not defined: -unknown
// Usage of manager:
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace string
//     	namespace to watch (empty for all)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period duration
//     	resync period (default 10h0m0s)
//   -workers N
//     	number of N workers (default 1)
// args=["-unknown"] err=flag provided but not defined: -unknown
//   metrics=:8080 leader=true workers=0 sync=0s ratio=0.5 ns="" rest=[] nflag=3
// invalid boolean value "maybe" for -leader-elect: parse error
// Usage of manager:
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace string
//     	namespace to watch (empty for all)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period duration
//     	resync period (default 10h0m0s)
//   -workers N
//     	number of N workers (default 1)
// args=["-leader-elect=maybe"] err=invalid boolean value "maybe" for -leader-elect: parse error
//   metrics=:8080 leader=false workers=0 sync=0s ratio=0.5 ns="" rest=[] nflag=3
// invalid value "1e400" for flag -ratio: value out of range
// Usage of manager:
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace string
//     	namespace to watch (empty for all)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period duration
//     	resync period (default 10h0m0s)
//   -workers N
//     	number of N workers (default 1)
// args=["-ratio" "1e400"] err=invalid value "1e400" for flag -ratio: value out of range
//   metrics=:8080 leader=false workers=0 sync=0s ratio=+Inf ns="" rest=[] nflag=3
// Usage of manager:
//   -leader-elect
//     	Enable leader election for controller manager.
//   -metrics-bind-address string
//     	The address the metric endpoint binds to. (default ":8080")
//   -namespace string
//     	namespace to watch (empty for all)
//   -ratio float
//     	a ratio (default 0.5)
//   -sync-period duration
//     	resync period (default 10h0m0s)
//   -workers N
//     	number of N workers (default 1)
// args=["-h"] err=flag: help requested
//   metrics=:8080 leader=false workers=0 sync=0s ratio=+Inf ns="" rest=[] nflag=3
// args=["--" "-workers=9"] err=<nil>
//   metrics=:8080 leader=false workers=0 sync=0s ratio=+Inf ns="" rest=["-workers=9"] nflag=3
// set: leader-elect false false
// set: sync-period 0s 10h0m0s
// set: workers 0 1
// number of `N` workers true
// <nil> 7 no such flag -nope
// N number of N workers
