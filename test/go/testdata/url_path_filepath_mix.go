package main

import (
	"fmt"
	"net/url"
	"path"
	"path/filepath"
)

func main() {
	u, err := url.Parse("https://user:p%40ss@example.com:8443/a b/../c?q=1&q=2&x=%zz#frag ment")
	fmt.Println(u, err)
	u, err = url.Parse("https://user:p%40ss@example.com:8443/a%20b/../c?q=1&q=2&z=y#frag")
	fmt.Println(err)
	fmt.Println(u.Scheme, u.User.Username(), u.Host, u.Hostname(), u.Port(), u.Path, u.RawPath, u.EscapedPath(), u.Fragment)
	pw, ok := u.User.Password()
	fmt.Println(pw, ok, u.Query(), u.Query()["q"], u.Query().Get("z"), u.RequestURI())
	q := url.Values{}
	q.Set("name", "A & B")
	q.Add("tag", "x y")
	q.Add("tag", "ü")
	fmt.Println(q.Encode(), url.QueryEscape("a/b c"), url.PathEscape("a/b c"))
	_, err = url.ParseQuery("a=1&b=%")
	fmt.Println(err)
	_, err = url.Parse(":foo")
	fmt.Println(err)
	_, err = url.ParseRequestURI("rel/path")
	fmt.Println(err)
	base, _ := url.Parse("http://h/a/b/c")
	ref, _ := url.Parse("../d?x=1")
	fmt.Println(base.ResolveReference(ref), base.JoinPath("x", "../y"))
	fmt.Println(path.Join("a", "b/../c", "/d"), path.Clean("//a/./b/"), path.Base("/x/y.tar.gz"), path.Ext("y.tar.gz"), path.Dir("/x/y"), path.IsAbs("x"))
	m, err := path.Match("*.go", "main.go")
	fmt.Println(m, err)
	_, err = path.Match("[", "x")
	fmt.Println(err)
	fmt.Println(filepath.Join("dir", "sub", "..", "f.txt"), filepath.Base(""), filepath.Dir(""), filepath.Ext("noext"))
	fmt.Println(filepath.Split("/usr/local/bin/go"))
	rel, err := filepath.Rel("/a/b", "/a/c/d")
	fmt.Println(rel, err)
	_, err = filepath.Rel("a", "/b")
	fmt.Println(err)
	fmt.Println(filepath.SplitList("/bin:/usr/bin"), filepath.ToSlash("a/b"), filepath.VolumeName("/x"))
}

// Output:
// https://user:p%40ss@example.com:8443/a%20b/../c?q=1&q=2&x=%zz#frag%20ment <nil>
// <nil>
// https user example.com:8443 example.com 8443 /a b/../c  /a%20b/../c frag
// p@ss true map[q:[1 2] z:[y]] [1 2] y /a%20b/../c?q=1&q=2&z=y
// name=A+%26+B&tag=x+y&tag=%C3%BC a%2Fb+c a%2Fb%20c
// invalid URL escape "%"
// parse ":foo": missing protocol scheme
// parse "rel/path": invalid URI for request
// http://h/a/d?x=1 http://h/a/b/c/y
// a/c/d /a/b y.tar.gz .gz /x false
// true <nil>
// syntax error in pattern
// dir/f.txt . . 
// /usr/local/bin/ go
// ../c/d <nil>
// Rel: can't make /b relative to a
// [/bin /usr/bin] a/b 
