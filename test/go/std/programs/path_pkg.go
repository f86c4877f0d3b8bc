package main

import (
	"fmt"
	"path"
	"path/filepath"
)

func main() {
	for _, p := range []string{"", "a/b/../c", "/../x", "a//b/./c/", "../../a", "/", ".", "a/..", "/a/b/c/../../..", "x/./y/../z"} {
		fmt.Printf("%q -> %q\n", p, path.Clean(p))
	}
	fmt.Println(path.Join("a", "b", "../c"), path.Join("", ""), path.Join("/", "x"), filepath.Join("config", "app.yaml"))
	fmt.Println(path.Base("/a/b.txt"), path.Base(""), path.Base("///"), path.Dir("/a/b/c"), path.Dir("file"), path.Ext("x.tar.gz"), path.Ext("noext"))
	d, f := path.Split("static/css/main.css")
	fmt.Println(d, f, path.IsAbs("/x"), filepath.IsAbs("x"))
	r, err := filepath.Rel("/a", "/a/b/c")
	fmt.Println(r, err)
	fmt.Println(filepath.SplitList("/usr/bin:/bin"), filepath.Base("dir/file.go"), filepath.Ext("main.go"))
}
