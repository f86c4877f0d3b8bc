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
	root := "work"
	fmt.Println(os.MkdirAll(filepath.Join(root, "config", "base"), 0o755))
	fmt.Println(os.WriteFile(filepath.Join(root, "config", "base", "app.yaml"), []byte("replicas: 3\nimage: nginx\n"), 0o644))
	fmt.Println(os.WriteFile(filepath.Join(root, "README"), []byte("hello"), 0o600))
	_, err := os.ReadFile(filepath.Join(root, "missing.txt"))
	fmt.Println(err, errors.Is(err, fs.ErrNotExist), os.IsNotExist(err))
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Println(pe.Op, pe.Path, pe.Err)
	}
	err = os.Mkdir(filepath.Join(root, "config"), 0o755)
	fmt.Println(err, errors.Is(err, fs.ErrExist))
	err = os.Remove(filepath.Join(root, "config"))
	fmt.Println(err != nil)
	f, err := os.OpenFile(filepath.Join(root, "log.txt"), os.O_CREATE|os.O_WRONLY|os.O_APPEND, 0o644)
	fmt.Println(err)
	for i := range 3 {
		fmt.Fprintf(f, "line %d\n", i)
	}
	fmt.Println(f.Name(), f.Close(), f.Close())
	_, err = f.Write([]byte("x"))
	fmt.Println(err)
	rf, _ := os.Open(filepath.Join(root, "log.txt"))
	sc := bufio.NewScanner(rf)
	for sc.Scan() {
		fmt.Printf("%q ", sc.Text())
	}
	fmt.Println(sc.Err())
	rf.Close()
	st, err := os.Stat(filepath.Join(root, "README"))
	fmt.Println(st.Name(), st.Size(), st.IsDir(), st.Mode(), st.Mode().Perm(), err)
	st, _ = os.Stat(filepath.Join(root, "config"))
	fmt.Println(st.Name(), st.IsDir(), st.Mode()&fs.ModeDir != 0, st.Mode().String()[0])
	var walked []string
	filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		walked = append(walked, fmt.Sprintf("%s(%t)", path, d.IsDir()))
		if d.Name() == "base" {
			return filepath.SkipDir
		}
		return nil
	})
	fmt.Println(walked)
	entries, err := os.ReadDir(root)
	names := []string{}
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	fmt.Println(names, err)
	matches, _ := filepath.Glob(filepath.Join(root, "*"))
	fmt.Println(matches)
	fmt.Println(os.Rename(filepath.Join(root, "README"), filepath.Join(root, "README.md")))
	_, err = os.Stat(filepath.Join(root, "README"))
	fmt.Println(err)
	fsys := os.DirFS(root)
	data, err := fs.ReadFile(fsys, "config/base/app.yaml")
	fmt.Printf("%q %v\n", data, err)
	_, err = fs.ReadFile(fsys, "../escape")
	fmt.Println(err)
	fmt.Println(os.RemoveAll(root))
	_, err = os.Stat(root)
	fmt.Println(os.IsNotExist(err))
	fmt.Println(filepath.Join("a", "../b", "./c/"), filepath.Clean("//x/../y/."), filepath.Ext("a.tar.gz"), filepath.Base("/a/b/"), filepath.Dir("a/b/c"), strings.Join(filepath.SplitList("a:b"), "|"))
	rel, err := filepath.Rel("/a/b", "/a/c/d")
	fmt.Println(rel, err)
	_, err = filepath.Rel("a", "/b")
	fmt.Println(err)
	m, err := filepath.Match("*.go", "main.go")
	fmt.Println(m, err)
	_, err = filepath.Match("[", "x")
	fmt.Println(err)
}

// Output:
// <nil>
// <nil>
// <nil>
// open work/missing.txt: no such file or directory true true
// open work/missing.txt no such file or directory
// mkdir work/config: file exists true
// true
// <nil>
// work/log.txt <nil> close work/log.txt: file already closed
// write work/log.txt: file already closed
// "line 0" "line 1" "line 2" <nil>
// README 5 false -rw------- -rw------- <nil>
// config true true 100
// [work(true) work/README(false) work/config(true) work/config/base(true) work/log.txt(false)]
// [README config log.txt] <nil>
// [work/README work/config work/log.txt]
// <nil>
// stat work/README: no such file or directory
// "replicas: 3\nimage: nginx\n" <nil>
// readfile ../escape: invalid argument
// <nil>
// true
// b/c /y .gz b a/b a|b
// ../c/d <nil>
// Rel: can't make /b relative to a
// true <nil>
// syntax error in pattern
