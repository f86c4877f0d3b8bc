package main

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"strings"
)

func main() {
	_, err := os.ReadFile("/no/such/file.txt")
	fmt.Println(err, errors.Is(err, fs.ErrNotExist), os.IsNotExist(err))
	var pe *fs.PathError
	if errors.As(err, &pe) {
		fmt.Println(pe.Op, pe.Path, pe.Err)
	}
	err = os.WriteFile("/no/such/dir/x", []byte("x"), 0644)
	fmt.Println(err)
	fmt.Println(os.Mkdir("/tmp", 0755))
	fmt.Println(os.MkdirAll("/tmp/a/b/c", 0755), os.Remove("/tmp/a"))
	f, _ := os.Create("/tmp/a/b/log.txt")
	for i := 1; i <= 3; i++ {
		fmt.Fprintf(f, "line %d\n", i)
	}
	f.Close()
	fmt.Println(f.Close())
	_, err = f.Write([]byte("x"))
	fmt.Println(err)
	af, _ := os.OpenFile("/tmp/a/b/log.txt", os.O_APPEND|os.O_WRONLY, 0644)
	af.WriteString("appended\n")
	af.Close()
	rf, _ := os.Open("/tmp/a/b/log.txt")
	defer rf.Close()
	info, _ := rf.Stat()
	fmt.Println(info.Name(), info.Size(), info.IsDir(), info.Mode())
	sc := bufio.NewScanner(rf)
	n := 0
	for sc.Scan() {
		n++
		fmt.Println(n, strings.ToUpper(sc.Text()))
	}
	rf.Seek(5, io.SeekStart)
	buf := make([]byte, 1)
	rf.Read(buf)
	fmt.Println(string(buf))
	_, err = rf.Write([]byte("no"))
	fmt.Println(err)
	entries, _ := os.ReadDir("/tmp/a")
	for _, e := range entries {
		fmt.Println(e.Name(), e.IsDir())
	}
	_, err = os.ReadFile("/tmp/a")
	fmt.Println(err)
	fmt.Println(os.Rename("/tmp/a/b/log.txt", "/tmp/a/moved.txt"))
	_, err = os.Stat("/tmp/a/b/log.txt")
	fmt.Println(err)
	data, _ := os.ReadFile("/tmp/a/moved.txt")
	fmt.Print(string(data))
	fmt.Println(os.RemoveAll("/tmp/a"), os.TempDir())
	_, err = os.Stat("/tmp/a/moved.txt")
	fmt.Println(os.IsNotExist(err))
	wd, _ := os.Getwd()
	os.WriteFile("rel.txt", []byte("relative"), 0600)
	d2, err := os.ReadFile(wd + "/rel.txt")
	fmt.Println(string(d2), err)
}

// Output:
// open /no/such/file.txt: no such file or directory true true
// open /no/such/file.txt no such file or directory
// open /no/such/dir/x: no such file or directory
// mkdir /tmp: file exists
// <nil> remove /tmp/a: directory not empty
// close /tmp/a/b/log.txt: file already closed
// write /tmp/a/b/log.txt: file already closed
// log.txt 30 false -rw-r--r--
// 1 LINE 1
// 2 LINE 2
// 3 LINE 3
// 4 APPENDED
// 1
// write /tmp/a/b/log.txt: bad file descriptor
// b true
// read /tmp/a: is a directory
// <nil>
// stat /tmp/a/b/log.txt: no such file or directory
// line 1
// line 2
// line 3
// appended
// <nil> /tmp
// true
// relative <nil>
