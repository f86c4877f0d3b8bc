package main

import (
	"fmt"
	"net/url"
	"path"
	"path/filepath"
)

func main() {
	for _, raw := range []string{
		"https://user:pa%20ss@example.com:8443/a/b%2Fc?q=1&q=2&x=%zz#frag",
		"http://[::1]:80/",
		"mailto:someone@example.com",
		"/relative/path?x=1",
		"::bad",
		"http://host/%",
		"http://a b.com/",
		"HTTP://Example.COM/",
	} {
		u, err := url.Parse(raw)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Printf("%s|%s|%s|%s|%s|%q|%s|%s|%v\n", u.Scheme, u.User, u.Host, u.Hostname(), u.Port(), u.Path, u.RawQuery, u.Fragment, u.IsAbs())
		fmt.Println("  ", u.String(), u.EscapedPath(), u.RequestURI())
	}
	q, err := url.ParseQuery("a=1&b=2&a=3&c&d=%41&e=%")
	fmt.Println(q, err)
	v := url.Values{}
	v.Set("name", "Ava Z")
	v.Add("tag", "a&b")
	v.Add("tag", "c")
	fmt.Println(v.Encode(), v.Get("tag"), v["tag"], v.Has("x"))
	fmt.Println(url.QueryEscape("a b/c?d"), url.PathEscape("a b/c?d"))
	s, err := url.QueryUnescape("a%2Bb+c%")
	fmt.Printf("%q %v\n", s, err)
	base, _ := url.Parse("https://example.com/dir/page.html?x=1")
	for _, ref := range []string{"other.html", "../up", "/abs", "//cdn.example.org/x", "?y=2", "#top"} {
		r, _ := url.Parse(ref)
		fmt.Println(base.ResolveReference(r))
	}
	fmt.Println(base.JoinPath("a", "../b", "c/"))
	fmt.Println(path.Clean("/a/b/../../../c/./d/"), path.Join("a", "", "/b", ".."), path.Base(""), path.Dir("/a/b/"), path.Ext("x.tar.gz"), path.IsAbs("a"))
	fmt.Println(filepath.Clean("a//b/./c/.."), filepath.Join("/", "x", "..", "y"), filepath.Base("/"), filepath.Ext(".bashrc"))
	fmt.Println(filepath.Split("/home/user/file.txt"))
	rel, err := filepath.Rel("/a/b", "/a/c/d")
	fmt.Println(rel, err)
	rel, err = filepath.Rel("a", "/b")
	fmt.Println(rel, err)
	for _, p := range [][2]string{{"*.go", "main.go"}, {"a/*/c", "a/b/c"}, {"[a-c]?", "bz"}, {"[", "x"}, {"\\*", "*"}, {"a[", "a"}} {
		ok, err := path.Match(p[0], p[1])
		fmt.Println(p, ok, err)
	}
	fmt.Println(filepath.SplitList("/bin:/usr/bin::/x"), filepath.VolumeName("/x"), filepath.ToSlash("a/b"))
}

// Output:
// https|user:pa%20ss|example.com:8443|example.com|8443|"/a/b/c"|q=1&q=2&x=%zz|frag|true
//    https://user:pa%20ss@example.com:8443/a/b%2Fc?q=1&q=2&x=%zz#frag /a/b%2Fc /a/b%2Fc?q=1&q=2&x=%zz
// http||[::1]:80|::1|80|"/"|||true
//    http://[::1]:80/ / /
// mailto|||||""|||true
//    mailto:someone@example.com  someone@example.com
// |||||"/relative/path"|x=1||false
//    /relative/path?x=1 /relative/path /relative/path?x=1
// error: parse "::bad": missing protocol scheme
// error: parse "http://host/%": invalid URL escape "%"
// error: parse "http://a b.com/": invalid character " " in host name
// http||Example.COM|Example.COM||"/"|||true
//    http://Example.COM/ / /
// map[a:[1 3] b:[2] c:[] d:[A]] invalid URL escape "%"
// name=Ava+Z&tag=a%26b&tag=c a&b [a&b c] false
// a+b%2Fc%3Fd a%20b%2Fc%3Fd
// "" invalid URL escape "%"
// https://example.com/dir/other.html
// https://example.com/up
// https://example.com/abs
// https://cdn.example.org/x
// https://example.com/dir/page.html?y=2
// https://example.com/dir/page.html?x=1#top
// https://example.com/dir/page.html/b/c/?x=1
// /c/d a . /a/b .gz false
// a/b /y / .bashrc
// /home/user/ file.txt
// ../c/d <nil>
//  Rel: can't make /b relative to a
// [*.go main.go] true <nil>
// [a/*/c a/b/c] true <nil>
// [[a-c]? bz] true <nil>
// [[ x] false syntax error in pattern
// [\* *] true <nil>
// [a[ a] false syntax error in pattern
// [/bin /usr/bin  /x]  a/b
