package main

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	for _, p := range [][2]string{{"/a/b", "/a/c/d"}, {"/a/b/c", "/a"}, {"a/b", "a/b/c/d"}, {"/", "/x/y"}, {"a", "b"}, {"../a", "b"}, {".", "a/b"}, {"/a", "b"}, {"a/./b", "a/b/"}} {
		r, err := filepath.Rel(p[0], p[1])
		fmt.Printf("%q %v\n", r, err)
	}
	tmp, _ := os.MkdirTemp("", "walk")
	defer os.RemoveAll(tmp)
	for _, f := range []string{"a/1.txt", "a/skip/2.txt", "b/3.go", "c.txt"} {
		p := filepath.Join(tmp, f)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(f), 0o644)
	}
	rel := func(p string) string { r, _ := filepath.Rel(tmp, p); return r }
	err := filepath.Walk(tmp, func(path string, info fs.FileInfo, err error) error {
		if err != nil {
			return err
		}
		if info.IsDir() && info.Name() == "skip" {
			fmt.Println("skipping", rel(path))
			return filepath.SkipDir
		}
		fmt.Println(rel(path), info.IsDir(), info.Size() > 0 || info.IsDir())
		return nil
	})
	fmt.Println("walk:", err)
	err = filepath.WalkDir(tmp, func(path string, d fs.DirEntry, err error) error {
		if strings.HasSuffix(path, ".go") {
			fmt.Println("found go file", rel(path), d.Type().IsRegular())
			return filepath.SkipAll
		}
		return nil
	})
	fmt.Println("walkdir:", err)
	err = filepath.WalkDir(filepath.Join(tmp, "missing"), func(path string, d fs.DirEntry, err error) error {
		fmt.Println("callback err:", strings.Replace(err.Error(), tmp, "TMP", 1), d == nil)
		return err
	})
	fmt.Println(strings.Replace(err.Error(), tmp, "TMP", 1))
	entries, _ := os.ReadDir(filepath.Join(tmp, "a"))
	for _, e := range entries {
		fmt.Println(e, e.Name(), e.Type().IsDir())
	}
	info, _ := os.Stat(filepath.Join(tmp, "c.txt"))
	fmt.Println(fs.FileInfoToDirEntry(info), info.Mode(), info.Mode().Type())
}

// Output:
// "../c/d" <nil>
// "../.." <nil>
// "c/d" <nil>
// "x/y" <nil>
// "../b" <nil>
// "" Rel: can't make b relative to ../a
// "a/b" <nil>
// "" Rel: can't make b relative to /a
// "." <nil>
// . true true
// a true true
// a/1.txt false true
// skipping a/skip
// b true true
// b/3.go false true
// c.txt false true
// walk: <nil>
// found go file b/3.go true
// walkdir: <nil>
// callback err: lstat TMP/missing: no such file or directory true
// lstat TMP/missing: no such file or directory
// - 1.txt 1.txt false
// d skip/ skip true
// - c.txt -rw-r--r-- ----------
