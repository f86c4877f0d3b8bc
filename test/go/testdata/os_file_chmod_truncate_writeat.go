package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"
)

func main() {
	dir, err := os.MkdirTemp("", "ops")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	p := filepath.Join(dir, "state.txt")
	if err := os.WriteFile(p, []byte("hello world"), 0644); err != nil {
		panic(err)
	}
	fmt.Println(os.Truncate(p, 5))
	b, _ := os.ReadFile(p)
	fmt.Printf("%q\n", b)
	fmt.Println(os.Truncate(p, 8))
	b, _ = os.ReadFile(p)
	fmt.Printf("%q\n", b)
	err = os.Truncate(filepath.Join(dir, "missing"), 1)
	fmt.Println(strings.ReplaceAll(err.Error(), dir, "DIR"), os.IsNotExist(err))
	err = os.Truncate(dir, 0)
	fmt.Println(strings.ReplaceAll(err.Error(), dir, "DIR"))
	err = os.Truncate(p, -1)
	fmt.Println(strings.ReplaceAll(err.Error(), dir, "DIR"))

	fmt.Println(os.Chmod(p, 0600))
	fi, _ := os.Stat(p)
	fmt.Println(fi.Mode(), fi.Size())
	err = os.Chmod(filepath.Join(dir, "nope"), 0600)
	fmt.Println(strings.ReplaceAll(err.Error(), dir, "DIR"))

	f, _ := os.OpenFile(p, os.O_RDWR, 0)
	n, err := f.WriteAt([]byte("XY"), 1)
	fmt.Println(n, err)
	n, err = f.WriteAt([]byte("!"), 10)
	fmt.Println(n, err)
	_, err = f.WriteAt([]byte("!"), -1)
	fmt.Println(strings.ReplaceAll(err.Error(), dir, "DIR"))
	_, err = f.ReadAt(make([]byte, 1), -1)
	fmt.Println(strings.ReplaceAll(err.Error(), dir, "DIR"))
	off, _ := f.Seek(0, io.SeekCurrent)
	fmt.Println("offset still", off)
	fmt.Println(f.Truncate(3))
	f.Chmod(0640)
	fi, _ = f.Stat()
	fmt.Println(fi.Mode(), fi.Size())
	var sb strings.Builder
	n64, err := f.WriteTo(&sb)
	fmt.Printf("%d %v %q\n", n64, err, sb.String())
	f.Close()
	fmt.Println(strings.ReplaceAll(f.Truncate(1).Error(), dir, "DIR"))
	fmt.Println(strings.ReplaceAll(f.Chmod(0600).Error(), dir, "DIR"))
	b, _ = os.ReadFile(p)
	fmt.Printf("%q\n", b)

	ro, _ := os.Open(p)
	fmt.Println(strings.ReplaceAll(ro.Truncate(0).Error(), dir, "DIR"))
	ro.Close()
	ap, _ := os.OpenFile(p, os.O_WRONLY|os.O_APPEND, 0)
	_, err = ap.WriteAt([]byte("z"), 0)
	fmt.Println(err)
	ap.Close()

	mt := time.Date(2024, 3, 1, 12, 0, 0, 0, time.UTC)
	fmt.Println(os.Chtimes(p, time.Time{}, mt))
	fi, _ = os.Stat(p)
	fmt.Println(fi.ModTime().UTC())
	err = os.Chtimes(filepath.Join(dir, "x"), mt, mt)
	fmt.Println(strings.ReplaceAll(err.Error(), dir, "DIR"))

	fi1, _ := os.Stat(p)
	fi2, _ := os.Stat(filepath.Join(dir, ".", "state.txt"))
	fi3, _ := os.Stat(dir)
	fmt.Println(os.SameFile(fi1, fi2), os.SameFile(fi1, fi3))

	for _, name := range []string{"b.txt", "a.txt", "c.txt"} {
		os.WriteFile(filepath.Join(dir, name), []byte(name), 0644)
	}
	os.Mkdir(filepath.Join(dir, "sub"), 0755)
	d, _ := os.Open(dir)
	infos, err := d.Readdir(2)
	fmt.Println(len(infos), err)
	more, err := d.Readdir(-1)
	fmt.Println(len(more), err)
	var names []string
	for _, fi := range append(infos, more...) {
		if fi.IsDir() {
			names = append(names, fi.Name()+" dir")
		} else {
			names = append(names, fmt.Sprint(fi.Name(), " ", fi.Size()))
		}
	}
	slices.Sort(names)
	fmt.Println(strings.Join(names, "\n"))
	infos, err = d.Readdir(-1)
	fmt.Println(len(infos), infos == nil, err)
	infos, err = d.Readdir(1)
	fmt.Println(len(infos), err)
	d.Close()
}

// Output:
// <nil>
// "hello"
// <nil>
// "hello\x00\x00\x00"
// truncate DIR/missing: no such file or directory true
// truncate DIR: is a directory
// truncate DIR/state.txt: invalid argument
// <nil>
// -rw------- 8
// chmod DIR/nope: no such file or directory
// 2 <nil>
// 1 <nil>
// writeat DIR/state.txt: negative offset
// readat DIR/state.txt: negative offset
// offset still 0
// <nil>
// -rw-r----- 3
// 3 <nil> "hXY"
// truncate DIR/state.txt: file already closed
// chmod DIR/state.txt: file already closed
// "hXY"
// truncate DIR/state.txt: invalid argument
// os: invalid use of WriteAt on file opened with O_APPEND
// <nil>
// 2024-03-01 12:00:00 +0000 UTC
// chtimes DIR/x: no such file or directory
// true false
// 2 <nil>
// 3 <nil>
// a.txt 5
// b.txt 5
// c.txt 5
// state.txt 3
// sub dir
// 0 false <nil>
// 0 EOF
