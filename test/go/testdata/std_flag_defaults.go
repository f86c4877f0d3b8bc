package main

import (
	"flag"
	"fmt"
	"os"
)

func main() {
	word := flag.String("word", "foo", "a string")
	numb := flag.Int("numb", 42, "an int")
	fork := flag.Bool("fork", false, "a bool")
	var svar string
	flag.StringVar(&svar, "svar", "bar", "a string var")
	dur := flag.Duration("wait", 0, "duration")
	flag.Parse()
	fmt.Println("word:", *word)
	fmt.Println("numb:", *numb)
	fmt.Println("fork:", *fork)
	fmt.Println("svar:", svar)
	fmt.Println("wait:", *dur)
	fmt.Println("tail:", flag.Args(), flag.NArg(), len(os.Args))
	fs := flag.NewFlagSet("sub", flag.ContinueOnError)
	lvl := fs.Int("level", 1, "level")
	name := fs.String("name", "", "name")
	err := fs.Parse([]string{"-level=3", "--name", "x", "rest", "-more"})
	fmt.Println(*lvl, *name, err, fs.Args())
	fs2 := flag.NewFlagSet("bad", flag.ContinueOnError)
	fs2.SetOutput(os.Stdout)
	fs2.Int("n", 0, "a number")
	err = fs2.Parse([]string{"-n", "abc"})
	fmt.Println("err:", err)
	err = fs2.Parse([]string{"-unknown"})
	fmt.Println("err:", err)
	fs2.VisitAll(func(f *flag.Flag) { fmt.Println(f.Name, f.Value, f.DefValue, f.Usage) })
}

// Output:
// word: foo
// numb: 42
// fork: false
// svar: bar
// wait: 0s
// tail: [] 0 1
// 3 x <nil> [rest -more]
// invalid value "abc" for flag -n: parse error
// Usage of bad:
//   -n int
//     	a number
// err: invalid value "abc" for flag -n: parse error
// flag provided but not defined: -unknown
// Usage of bad:
//   -n int
//     	a number
// err: flag provided but not defined: -unknown
// n 0 0 a number
