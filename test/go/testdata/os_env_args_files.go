package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	fmt.Println(len(os.Args), os.Getenv("MISSING") == "")
	os.Setenv("APP_MODE", "test")
	v, ok := os.LookupEnv("APP_MODE")
	fmt.Println(v, ok)
	_, ok = os.LookupEnv("NOPE")
	fmt.Println(ok)
	fmt.Println(os.ExpandEnv("mode=$APP_MODE ${APP_MODE}x $NOPE."))
	os.Unsetenv("APP_MODE")
	fmt.Println(os.Getenv("APP_MODE") == "")
	dir, err := os.MkdirTemp("", "demo")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	p := filepath.Join(dir, "sub", "f.txt")
	fmt.Println(os.MkdirAll(filepath.Dir(p), 0o755))
	fmt.Println(os.WriteFile(p, []byte("line1\nline2\n"), 0o644))
	data, err := os.ReadFile(p)
	fmt.Printf("%q %v\n", data, err)
	f, _ := os.OpenFile(p, os.O_APPEND|os.O_WRONLY, 0)
	fmt.Fprintf(f, "line%d\n", 3)
	f.Close()
	data, _ = os.ReadFile(p)
	fmt.Println(strings.Count(string(data), "\n"))
	st, err := os.Stat(p)
	fmt.Println(st.Name(), st.Size(), st.IsDir(), st.Mode().IsRegular(), err)
	_, err = os.Stat(filepath.Join(dir, "nope"))
	fmt.Println(os.IsNotExist(err), strings.Contains(err.Error(), "no such file or directory"))
	entries, _ := os.ReadDir(filepath.Join(dir, "sub"))
	for _, e := range entries {
		fmt.Println(e.Name(), e.IsDir())
	}
	fmt.Println(filepath.Base(p), filepath.Ext(p), filepath.Clean("a//b/../c/."), filepath.IsAbs("x/y"))
	m, _ := filepath.Match("*.go", "main.go")
	fmt.Println(m, strings.TrimSuffix(filepath.Base(p), filepath.Ext(p)))
	fmt.Println(os.Remove(p), os.Remove(p) != nil)
}

// Output:
// 1 true
// test true
// false
// mode=test testx .
// true
// <nil>
// <nil>
// "line1\nline2\n" <nil>
// 3
// f.txt 18 false true <nil>
// true true
// f.txt false
// f.txt .txt a/c false
// true f
// <nil> true
