package main

import (
	"fmt"
	"io/ioutil"
	"os"
	"path/filepath"
	"strings"
)

func main() {
	dir, err := ioutil.TempDir("", "legacy-")
	if err != nil {
		panic(err)
	}
	defer os.RemoveAll(dir)
	fmt.Println(strings.HasPrefix(filepath.Base(dir), "legacy-"))
	for _, n := range []string{"zeta.yaml", "alpha.yaml", "Mid.txt"} {
		ioutil.WriteFile(filepath.Join(dir, n), []byte(n+"\n"), 0644)
	}
	os.Mkdir(filepath.Join(dir, "charts"), 0755)
	f, err := ioutil.TempFile(dir, "tmp-*.json")
	fmt.Println(err, strings.HasSuffix(f.Name(), ".json"), strings.HasPrefix(filepath.Base(f.Name()), "tmp-"))
	f.Close()
	os.Remove(f.Name())
	infos, err := ioutil.ReadDir(dir)
	fmt.Println(len(infos), err)
	for _, fi := range infos {
		if fi.IsDir() {
			fmt.Println(fi.Name(), "dir", fi.Mode())
		} else {
			fmt.Println(fi.Name(), fi.Size(), fi.Mode())
		}
	}
	_, err = ioutil.ReadDir(filepath.Join(dir, "missing"))
	fmt.Println(strings.ReplaceAll(err.Error(), dir, "DIR"))
	_, err = ioutil.ReadDir(filepath.Join(dir, "alpha.yaml"))
	fmt.Println(strings.ReplaceAll(err.Error(), dir, "DIR"))

	for _, p := range []string{"a/b", "a/../b", "../a", "a/../../b", "/abs", "", ".", "..", "a/./b/..", "a//b", "./..x", "..."} {
		fmt.Printf("%q local=%v\n", p, filepath.IsLocal(p))
	}
	for _, p := range []string{"a/b", "a/../b", "/abs", "a\x00b", "", ".", "a/", "a//b"} {
		l, err := filepath.Localize(p)
		fmt.Printf("%q -> %q %v\n", p, l, err)
	}
	fmt.Println(filepath.HasPrefix("/usr/lib", "/us"))
}

// Output:
// true
// <nil> true true
// 4 <nil>
// Mid.txt 8 -rw-r--r--
// alpha.yaml 11 -rw-r--r--
// charts dir drwxr-xr-x
// zeta.yaml 10 -rw-r--r--
// open DIR/missing: no such file or directory
// readdirent DIR/alpha.yaml: not a directory
// "a/b" local=true
// "a/../b" local=true
// "../a" local=false
// "a/../../b" local=false
// "/abs" local=false
// "" local=false
// "." local=true
// ".." local=false
// "a/./b/.." local=true
// "a//b" local=true
// "./..x" local=true
// "..." local=true
// "a/b" -> "a/b" <nil>
// "a/../b" -> "" invalid path
// "/abs" -> "" invalid path
// "a\x00b" -> "" invalid path
// "" -> "" invalid path
// "." -> "." <nil>
// "a/" -> "" invalid path
// "a//b" -> "" invalid path
// true
