package main

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	dir, err := os.MkdirTemp("", "demo-")
	if err != nil {
		fmt.Println(err)
		return
	}
	defer os.RemoveAll(dir)
	files := map[string]string{"a.txt": "alpha\n", "b.log": "beta\nbeta2\n", "sub/c.txt": "gamma"}
	for name, content := range files {
		p := filepath.Join(dir, name)
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			fmt.Println(err)
		}
		if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
			fmt.Println(err)
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		info, _ := e.Info()
		fmt.Println(e.Name(), e.IsDir(), info.Size() > 0 || e.IsDir())
	}
	var found []string
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		if strings.HasSuffix(path, ".txt") {
			rel, _ := filepath.Rel(dir, path)
			found = append(found, rel)
		}
		return nil
	})
	sort.Strings(found)
	fmt.Println(found)
	data, err := os.ReadFile(filepath.Join(dir, "b.log"))
	fmt.Printf("%q %v\n", data, err)
	f, _ := os.OpenFile(filepath.Join(dir, "b.log"), os.O_APPEND|os.O_WRONLY, 0)
	n, err := f.WriteString("more\n")
	f.Close()
	fmt.Println(n, err)
	_, err = f.WriteString("after close")
	fmt.Println(strings.Replace(err.Error(), dir, "DIR", 1))
	_, err = os.ReadFile(filepath.Join(dir, "missing.txt"))
	fmt.Println(errors.Is(err, fs.ErrNotExist), strings.Replace(err.Error(), dir, "DIR", 1))
	err = os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	fmt.Println(errors.Is(err, fs.ErrExist))
	err = os.Remove(filepath.Join(dir, "sub"))
	fmt.Println(err != nil)
	fmt.Println(filepath.Ext("x/y.tar.gz"), filepath.Base("/a/b/"), filepath.Clean("a//b/../c/."), filepath.IsAbs("a"))
	m, _ := filepath.Match("*.txt", "notes.txt")
	fmt.Println(m, strings.Join(filepath.SplitList("a:b"), "|"))
}

// Output:
// a.txt false true
// b.log false true
// sub true true
// [a.txt sub/c.txt]
// "beta\nbeta2\n" <nil>
// 5 <nil>
// write DIR/b.log: file already closed
// true open DIR/missing.txt: no such file or directory
// true
// true
// .gz b a/c false
// true a|b
