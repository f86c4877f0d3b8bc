package main

// os.DirFS serves a directory as an fs.FS; fs.ReadFile/ReadDir/Stat/WalkDir/Glob/Sub/ValidPath work
// over it with go's errors (paths relative to the FS, ErrInvalid for invalid names).

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

func main() {
	dir, _ := os.MkdirTemp("", "fsys")
	defer os.RemoveAll(dir)
	for _, n := range []string{"a.txt", "b/c.txt", "b/d/e.go", "z.md"} {
		p := filepath.Join(dir, n)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte("data:"+n), 0o644)
	}
	fsys := os.DirFS(dir)
	b, err := fs.ReadFile(fsys, "b/c.txt")
	fmt.Printf("%q %v\n", b, err)
	_, err = fs.ReadFile(fsys, "nope.txt")
	fmt.Println(err, errors.Is(err, fs.ErrNotExist))
	_, err = fs.ReadFile(fsys, "../x")
	fmt.Println(err, errors.Is(err, fs.ErrInvalid))
	_, err = fsys.Open("/abs")
	fmt.Println(err)
	ents, err := fs.ReadDir(fsys, ".")
	for _, e := range ents {
		fmt.Println(e.Name(), e.IsDir())
	}
	fmt.Println(err)
	st, err := fs.Stat(fsys, "b/d/e.go")
	fmt.Println(st.Name(), st.Size(), st.IsDir(), err)
	err = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.Name() == "d" {
			return fs.SkipDir
		}
		fmt.Println("walk", p, d.IsDir())
		return nil
	})
	fmt.Println(err)
	m, err := fs.Glob(fsys, "*/*.txt")
	fmt.Println(m, err)
	sub, err := fs.Sub(fsys, "b")
	fmt.Println(err)
	b, err = fs.ReadFile(sub, "d/e.go")
	fmt.Printf("%q %v\n", b, err)
	fmt.Println(fs.ValidPath("a/b"), fs.ValidPath("/a"), fs.ValidPath("a/../b"), fs.ValidPath("."), fs.ValidPath(""))
	f, _ := fsys.Open("a.txt")
	var _ fs.File = f
	_, isRD := f.(fs.ReadDirFile)
	fmt.Println(isRD)
	f.Close()
	err = fs.WalkDir(fsys, "missing", func(p string, d fs.DirEntry, err error) error {
		fmt.Println("cb", p, d == nil, err)
		return err
	})
	fmt.Println(err)
	_, err = os.DirFS("").Open("a")
	fmt.Println(err)
}

// Output:
// "data:b/c.txt" <nil>
// open nope.txt: no such file or directory true
// readfile ../x: invalid argument true
// open /abs: invalid argument
// a.txt false
// b true
// z.md false
// <nil>
// e.go 13 false <nil>
// walk . true
// walk a.txt false
// walk b true
// walk b/c.txt false
// walk z.md false
// <nil>
// [b/c.txt] <nil>
// <nil>
// "data:b/d/e.go" <nil>
// true false false true false
// true
// cb missing true stat missing: no such file or directory
// stat missing: no such file or directory
// open a: os: DirFS with empty root
