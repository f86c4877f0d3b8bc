package main

import (
	"fmt"
	"html"
	"net/url"
	"path"
	"path/filepath"
	"unicode/utf16"
)

func main() {
	u, err := url.Parse("https://user:p%40ss@api.example.com:8443/v1/namespaces/default/pods?labelSelector=app%3Dweb&limit=10&limit=20#frag")
	fmt.Println(err)
	fmt.Println(u.Scheme, u.User.Username(), u.Host, u.Hostname(), u.Port(), u.Path, u.RawQuery, u.Fragment)
	pw, ok := u.User.Password()
	fmt.Println(pw, ok, u.String(), u.Redacted())
	q := u.Query()
	fmt.Println(q.Get("labelSelector"), q["limit"], q.Get("none"), q.Has("limit"))
	q.Set("watch", "true")
	q.Add("limit", "5")
	q.Del("labelSelector")
	fmt.Println(q.Encode())
	for _, s := range []string{"http://[::1]:80/x", "://bad", "http://a b.com/", "/relative/path?x=1", "mailto:a@b.c", "http://x.com/%zz"} {
		u, err := url.Parse(s)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Printf("%q %q %q %v\n", u.Scheme, u.Host, u.Path, u.IsAbs())
	}
	fmt.Println(url.QueryEscape("a b&c=d/é"), url.PathEscape("a b/c"))
	s, err := url.QueryUnescape("a%20b+c%zz")
	fmt.Printf("%q %v\n", s, err)
	base, _ := url.Parse("https://example.com/a/b/c")
	ref, _ := url.Parse("../d?x=1")
	fmt.Println(base.ResolveReference(ref), base.JoinPath("x", "../y"))
	fmt.Println(html.EscapeString(`<a href="x">Tom & 'Jerry'</a>`), html.UnescapeString("&lt;&amp;&#39;&eacute;&nbsp;!"))
	fmt.Println(path.Join("/a", "b/../c", "/d"), path.Base("/x/y.tar.gz"), path.Ext("y.tar.gz"), path.Dir("noslash"), path.IsAbs("a/b"))
	m, err := filepath.Match("*.y?ml", "app.yaml")
	m2, _ := filepath.Match("config/[a-c]*", "config/base")
	_, err2 := filepath.Match("[", "x")
	fmt.Println(m, err, m2, err2)
	dir, file := filepath.Split("/etc/kube/config")
	fmt.Println(dir, file, filepath.VolumeName("/x"), filepath.ToSlash("a/b"))
	enc := utf16.Encode([]rune("a€😀"))
	fmt.Println(enc, string(utf16.Decode(enc)), utf16.IsSurrogate(0xd83d))
}

// Output:
// <nil>
// https user api.example.com:8443 api.example.com 8443 /v1/namespaces/default/pods labelSelector=app%3Dweb&limit=10&limit=20 frag
// p@ss true https://user:p%40ss@api.example.com:8443/v1/namespaces/default/pods?labelSelector=app%3Dweb&limit=10&limit=20#frag https://user:xxxxx@api.example.com:8443/v1/namespaces/default/pods?labelSelector=app%3Dweb&limit=10&limit=20#frag
// app=web [10 20]  true
// limit=10&limit=20&limit=5&watch=true
// "http" "[::1]:80" "/x" true
// error: parse "://bad": missing protocol scheme
// error: parse "http://a b.com/": invalid character " " in host name
// "" "" "/relative/path" false
// "mailto" "" "" true
// error: parse "http://x.com/%zz": invalid URL escape "%zz"
// a+b%26c%3Dd%2F%C3%A9 a%20b%2Fc
// "" invalid URL escape "%zz"
// https://example.com/a/d?x=1 https://example.com/a/b/c/y
// &lt;a href=&#34;x&#34;&gt;Tom &amp; &#39;Jerry&#39;&lt;/a&gt; <&'é !
// /a/c/d y.tar.gz .gz . false
// true <nil> true syntax error in pattern
// /etc/kube/ config  a/b
// [97 8364 55357 56832] a€😀 true
