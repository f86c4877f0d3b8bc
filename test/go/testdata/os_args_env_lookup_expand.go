package main

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	fmt.Println(len(os.Args), filepath.Base(os.Args[0]) != "")
	v, ok := os.LookupEnv("WATCH_NAMESPACE")
	fmt.Printf("%q %v\n", v, ok)
	os.Setenv("WATCH_NAMESPACE", "")
	v, ok = os.LookupEnv("WATCH_NAMESPACE")
	fmt.Printf("%q %v %q\n", v, ok, os.Getenv("WATCH_NAMESPACE"))
	os.Setenv("NS", "prod")
	os.Setenv("REPLICAS", "3")
	fmt.Println(os.ExpandEnv("ns=$NS replicas=${REPLICAS} missing=[$MISSING] dollar=$$ brace=${} ${NS"))
	fmt.Println(os.Expand("$1-$2-${name}-$", func(k string) string { return "<" + k + ">" }))
	fmt.Println(os.Setenv("", "x"))
	fmt.Println(os.Setenv("A=B", "x"))
	fmt.Println(os.Unsetenv("NS"), os.Getenv("NS"))
	env := os.Environ()
	sort.Strings(env)
	fmt.Println(env)
	os.Clearenv()
	fmt.Println(len(os.Environ()))
	os.Args = append(os.Args, "--flag", "value")
	fmt.Println(strings.Join(os.Args[1:], " "))
	h, err := os.Hostname()
	fmt.Println(h != "", err)
	_, err = os.UserHomeDir()
	fmt.Println(err)
	fmt.Println(os.Getpagesize(), os.PathSeparator, os.PathListSeparator, os.DevNull)
}

// Output:
// 1 true
// "" false
// "" true ""
// ns=prod replicas=3 missing=[] dollar= brace= NS
// <1>-<2>-<name>-$
// setenv: invalid argument
// setenv: invalid argument
// <nil> 
// [REPLICAS=3 WATCH_NAMESPACE=]
// 0
// --flag value
// true <nil>
// $HOME is not defined
// 4096 47 58 /dev/null
