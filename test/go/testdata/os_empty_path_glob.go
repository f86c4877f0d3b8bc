package main

// An empty path names no file (ENOENT from every call, not the working directory);
// filepath.Glob matches directory by directory, sorted, ignoring I/O errors, with ErrBadPattern
// for a malformed pattern; the process's ids are there (their values are the machine's).

import (
	"fmt"
	"os"
	"path/filepath"
)

func main() {
	_, err := os.ReadFile("")
	fmt.Println(err)
	_, err = os.Stat("")
	fmt.Println(err)
	_, err = os.Open("")
	fmt.Println(err)
	_, err = os.Create("")
	fmt.Println(err)
	fmt.Println(os.Mkdir("", 0o755))
	fmt.Println(os.Remove(""))
	fmt.Println(os.WriteFile("", nil, 0o644))
	fmt.Println(os.Chdir(""))
	_, err = os.ReadDir("")
	fmt.Println(err)

	dir, _ := os.MkdirTemp("", "glob")
	defer os.RemoveAll(dir)
	for _, n := range []string{"b.txt", "a.txt", "c.go", "sub/x.txt", "sub/y.go", "sub2/z.txt", "sub/deep/w.txt"} {
		p := filepath.Join(dir, n)
		os.MkdirAll(filepath.Dir(p), 0o755)
		os.WriteFile(p, []byte(n), 0o644)
	}
	for _, pat := range []string{"*.txt", "*", "sub*/*.txt", "*/*/*.txt", "[ab].txt", "?.go", "nomatch*", "a.txt", "missing.txt", "sub/[", "sub/\\*"} {
		m, err := filepath.Glob(filepath.Join(dir, pat))
		rel := []string{}
		for _, x := range m {
			r, _ := filepath.Rel(dir, x)
			rel = append(rel, r)
		}
		fmt.Println(pat, rel, m == nil, err)
	}
	m, err := filepath.Glob("[")
	fmt.Println(m, err, err == filepath.ErrBadPattern)
	m, err = filepath.Glob("/nonexistent/*")
	fmt.Println(m, err, m == nil)

	fmt.Println(os.Getuid() == os.Geteuid(), os.Getgid() == os.Getegid(), os.Getpagesize(), os.Getppid() >= 0)
	_, err = os.Getgroups()
	fmt.Println(err)
}

// Output:
// open : no such file or directory
// stat : no such file or directory
// open : no such file or directory
// open : no such file or directory
// mkdir : no such file or directory
// remove : no such file or directory
// open : no such file or directory
// chdir : no such file or directory
// open : no such file or directory
// *.txt [a.txt b.txt] false <nil>
// * [a.txt b.txt c.go sub sub2] false <nil>
// sub*/*.txt [sub/x.txt sub2/z.txt] false <nil>
// */*/*.txt [sub/deep/w.txt] false <nil>
// [ab].txt [a.txt b.txt] false <nil>
// ?.go [c.go] false <nil>
// nomatch* [] true <nil>
// a.txt [a.txt] false <nil>
// missing.txt [] true <nil>
// sub/[ [] true syntax error in pattern
// sub/\* [] true <nil>
// [] syntax error in pattern true
// [] <nil> true
// true true 4096 true
// <nil>
