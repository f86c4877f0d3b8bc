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
	dir, err := os.MkdirTemp("", "notes-*")
	if err != nil {
		fmt.Println("mkdirtemp:", err)
		return
	}
	defer os.RemoveAll(dir)
	p := filepath.Join(dir, "a.txt")
	if err := os.WriteFile(p, []byte("line1\nline2\n"), 0o644); err != nil {
		fmt.Println(err)
	}
	f, err := os.OpenFile(p, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		fmt.Println(err)
		return
	}
	w := bufio.NewWriter(f)
	fmt.Fprintf(w, "line%d\n", 3)
	w.Flush()
	f.Close()
	data, _ := os.ReadFile(p)
	fmt.Printf("%q\n", data)
	st, _ := os.Stat(p)
	fmt.Println(st.Name(), st.Size(), st.IsDir(), st.Mode())
	os.MkdirAll(filepath.Join(dir, "sub", "deep"), 0o755)
	os.WriteFile(filepath.Join(dir, "sub", "b.md"), nil, 0o600)
	var seen []string
	filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
		rel, _ := filepath.Rel(dir, path)
		seen = append(seen, fmt.Sprintf("%s:%v", rel, d.IsDir()))
		return nil
	})
	sort.Strings(seen)
	fmt.Println(strings.Join(seen, " "))
	_, err = os.ReadFile(filepath.Join(dir, "missing"))
	fmt.Println(strings.Replace(err.Error(), dir, "$DIR", 1), errors.Is(err, os.ErrNotExist))
	err = os.Mkdir(filepath.Join(dir, "sub"), 0o755)
	fmt.Println(strings.Replace(err.Error(), dir, "$DIR", 1), errors.Is(err, fs.ErrExist))
	err = os.Remove(filepath.Join(dir, "sub"))
	var pe *fs.PathError
	fmt.Println(errors.As(err, &pe), pe.Op)
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		fmt.Println(e.Name(), e.IsDir(), e.Type().IsDir())
	}
	err = os.Rename(p, filepath.Join(dir, "renamed.txt"))
	fmt.Println(err)
	_, err = os.Stat(p)
	fmt.Println(os.IsNotExist(err))
	f2, _ := os.Create(filepath.Join(dir, "c.txt"))
	n, err := f2.WriteString("hello")
	f2.Seek(0, 0)
	buf := make([]byte, 10)
	m, rerr := f2.Read(buf)
	fmt.Println(n, err, m, rerr)
	f2.Close()
	_, err = f2.Write([]byte("x"))
	fmt.Println(strings.Replace(err.Error(), dir, "$DIR", 1))
}

// Output:
// "line1\nline2\nline3\n"
// a.txt 18 false -rw-r--r--
// .:true a.txt:false sub/b.md:false sub/deep:true sub:true
// open $DIR/missing: no such file or directory true
// mkdir $DIR/sub: file exists true
// true remove
// a.txt false false
// sub true true
// <nil>
// true
// 5 <nil> 5 <nil>
// write $DIR/c.txt: file already closed
