package main

import (
	"bufio"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

func check(e error) {
	if e != nil {
		panic(e)
	}
}

func main() {
	dir, err := os.MkdirTemp("", "sampledir")
	check(err)
	defer os.RemoveAll(dir)
	p := filepath.Join(dir, "dat1")
	err = os.WriteFile(p, []byte("hello\ngo\n"), 0644)
	check(err)
	dat, err := os.ReadFile(p)
	check(err)
	fmt.Print(string(dat))
	f, err := os.Create(filepath.Join(dir, "dat2"))
	check(err)
	w := bufio.NewWriter(f)
	n, _ := w.WriteString("buffered\n")
	fmt.Println("wrote", n)
	w.Flush()
	f.Close()
	f2, _ := os.Open(filepath.Join(dir, "dat2"))
	sc := bufio.NewScanner(f2)
	for sc.Scan() {
		fmt.Println(strings.ToUpper(sc.Text()))
	}
	f2.Close()
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		fmt.Println(e.Name(), e.IsDir())
	}
	_, err = os.Stat(filepath.Join(dir, "nope"))
	fmt.Println(os.IsNotExist(err))
	fmt.Println(filepath.Base("/a/b/c.txt"), filepath.Ext("x.tar.gz"), filepath.Dir("/a/b/c"), filepath.IsAbs("a/b"))
	rel, _ := filepath.Rel("/a/b", "/a/b/t/file")
	fmt.Println(rel, filepath.Clean("a//b/../c/."))
	m, _ := filepath.Match("*.go", "main.go")
	fmt.Println(m, strings.TrimSuffix("f.go", filepath.Ext("f.go")))
}

// Output:
// hello
// go
// wrote 9
// BUFFERED
// dat1 false
// dat2 false
// true
// c.txt .gz /a/b false
// t/file a/c
// true f
