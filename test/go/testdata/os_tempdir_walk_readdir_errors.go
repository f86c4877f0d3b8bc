package main

import (
	"bufio"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

func main() {
	dir, err := os.MkdirTemp("", "oplab-test-*")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	must := func(err error) {
		if err != nil {
			panic(err)
		}
	}
	must(os.MkdirAll(filepath.Join(dir, "config", "nested"), 0o755))
	must(os.WriteFile(filepath.Join(dir, "config", "app.yaml"), []byte("name: demo\nreplicas: 2\n"), 0o644))
	must(os.WriteFile(filepath.Join(dir, "config", "nested", "extra.txt"), []byte("x"), 0o600))
	f, err := os.OpenFile(filepath.Join(dir, "log.txt"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	must(err)
	w := bufio.NewWriter(f)
	for i := 0; i < 3; i++ {
		fmt.Fprintf(w, "line %d\n", i)
	}
	must(w.Flush())
	must(f.Close())
	var paths []string
	must(filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		rel, _ := filepath.Rel(dir, p)
		info, _ := d.Info()
		kind := "file"
		if d.IsDir() {
			kind = "dir"
		}
		paths = append(paths, fmt.Sprintf("%s %s %d", rel, kind, map[bool]int64{true: 0, false: info.Size()}[d.IsDir()]))
		return nil
	}))
	sort.Strings(paths)
	fmt.Println(strings.Join(paths, "\n"))
	b, err := os.ReadFile(filepath.Join(dir, "log.txt"))
	fmt.Printf("%q %v\n", b, err)
	_, err = os.ReadFile(filepath.Join(dir, "missing.txt"))
	fmt.Println(errors.Is(err, fs.ErrNotExist), strings.Replace(err.Error(), dir, "$DIR", 1))
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Println(pe.Op, filepath.Base(pe.Path), pe.Err)
	}
	err = os.Remove(filepath.Join(dir, "config"))
	fmt.Println(strings.Replace(err.Error(), dir, "$DIR", 1))
	st, err := os.Stat(filepath.Join(dir, "config", "app.yaml"))
	fmt.Println(st.Name(), st.Size(), st.IsDir(), st.Mode(), err)
	matches, _ := filepath.Glob(filepath.Join(dir, "config", "*.yaml"))
	fmt.Println(len(matches), filepath.Ext(matches[0]), filepath.Dir("a/b/c.txt"), filepath.Join("a", "../b", "c"), filepath.Clean("/../a//b/./c/.."))
	entries, _ := os.ReadDir(filepath.Join(dir, "config"))
	for _, e := range entries {
		fmt.Println(e.Name(), e.IsDir(), e.Type())
	}
}

// Output:
// . dir 0
// config dir 0
// config/app.yaml file 23
// config/nested dir 0
// config/nested/extra.txt file 1
// log.txt file 21
// "line 0\nline 1\nline 2\n" <nil>
// true open $DIR/missing.txt: no such file or directory
// open missing.txt no such file or directory
// remove $DIR/config: directory not empty
// app.yaml 23 false -rw-r--r-- <nil>
// 1 .yaml a/b b/c /a/b
// app.yaml false ----------
// nested true d---------
