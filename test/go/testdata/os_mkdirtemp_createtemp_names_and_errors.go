package main

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
)

var digits = regexp.MustCompile(`[0-9]+`)

func show(s string, err error) {
	fmt.Println(digits.ReplaceAllString(s, "N"), err != nil, digits.ReplaceAllString(fmt.Sprint(err), "N"))
}

func main() {
	d, err := os.MkdirTemp(".", "sub")
	show(d, err)
	d2, err := os.MkdirTemp(d+"/", "x-*-y")
	show(d2, err)
	show(os.MkdirTemp("", "a/b"))
	show(os.MkdirTemp("nodir/deeper", "p"))
	f, err := os.CreateTemp(d, "*.txt")
	show(f.Name(), err)
	_, err = os.CreateTemp(d, "a/b")
	show("", err)
	_, err = os.CreateTemp("missing", "q")
	show("", err)
	f2, err := os.CreateTemp("", "")
	show(f2.Name(), err)
	os.Remove(f2.Name())
	fmt.Println(filepath.Dir(f.Name()) == d)
	os.RemoveAll(d)
	os.Exit(3)
}

// Output:
// ./subN false <nil>
// ./subN/x-N-y false <nil>
//  true mkdirtemp a/b: pattern contains path separator
//  true stat nodir/deeper: no such file or directory
// ./subN/N.txt false <nil>
//  true createtemp a/b: pattern contains path separator
//  true open missing/qN: no such file or directory
// /tmp/N false <nil>
// false
// Exit: 3
