package main

import (
	"errors"
	"fmt"
	"net/url"
)

func main() {
	for _, s := range []string{
		"https://example.com",
		"https://example.com/",
		"http://user@host/path?q=1#frag",
		"mailto:someone@example.com",
		"/relative/path?x=y",
		"file:///etc/hosts",
		"http://host:8080/a%2Fb/c?x=a+b&y=%41",
		"HTTP://Example.COM/Path",
		"http://h/sp ace?q=a b",
		"//cdn.example.com/lib.js",
		"http://[::1]:80/x",
		"http://a b.com/",
		"http://host/%zz",
		":foo",
		"1http://x",
		"http://host:port/",
		"localhost:8080",
	} {
		u, err := url.Parse(s)
		if err != nil {
			var ue *url.Error
			fmt.Println("ERR", err, errors.As(err, &ue))
			continue
		}
		fmt.Printf("%q scheme=%q host=%q path=%q raw=%q query=%q frag=%q opaque=%q => %s | %s\n", s, u.Scheme, u.Host, u.Path, u.RawPath, u.RawQuery, u.Fragment, u.Opaque, u.String(), u.RequestURI())
	}
	base, _ := url.Parse("http://a/b/c/d;p?q")
	for _, ref := range []string{"g", "./g", "g/", "/g", "//g", "?y", "g?y", "#s", "..", "../g", "../..", "../../../g", "g;x=1/../y"} {
		r, _ := base.Parse(ref)
		fmt.Println(ref, "->", r)
	}
	v := url.Values{"b": {"2", "1"}, "a": {"x y"}, "c": nil}
	fmt.Println(v.Encode(), v.Get("b"), v.Has("c"), v.Get("zz"))
	v.Del("b")
	fmt.Println(v.Encode())
	q, err := url.ParseQuery("a=1&b=%zz&c=3;d=4")
	fmt.Println(q, err)
	u := &url.URL{Scheme: "https", Host: "x.io", Path: "/a/b c", User: url.UserPassword("me", "p@ss")}
	fmt.Println(u, u.Redacted(), u.User.Username())
	j, _ := url.JoinPath("https://x.io/a/", "../b", "c/")
	fmt.Println(j)
	fmt.Println(url.PathEscape("a/b c?"), url.QueryEscape("ä=ö&"))
	_, err = url.QueryUnescape("%g")
	fmt.Println(err)
}

// Output:
// "https://example.com" scheme="https" host="example.com" path="" raw="" query="" frag="" opaque="" => https://example.com | /
// "https://example.com/" scheme="https" host="example.com" path="/" raw="" query="" frag="" opaque="" => https://example.com/ | /
// "http://user@host/path?q=1#frag" scheme="http" host="host" path="/path" raw="" query="q=1" frag="frag" opaque="" => http://user@host/path?q=1#frag | /path?q=1
// "mailto:someone@example.com" scheme="mailto" host="" path="" raw="" query="" frag="" opaque="someone@example.com" => mailto:someone@example.com | someone@example.com
// "/relative/path?x=y" scheme="" host="" path="/relative/path" raw="" query="x=y" frag="" opaque="" => /relative/path?x=y | /relative/path?x=y
// "file:///etc/hosts" scheme="file" host="" path="/etc/hosts" raw="" query="" frag="" opaque="" => file:///etc/hosts | /etc/hosts
// "http://host:8080/a%2Fb/c?x=a+b&y=%41" scheme="http" host="host:8080" path="/a/b/c" raw="/a%2Fb/c" query="x=a+b&y=%41" frag="" opaque="" => http://host:8080/a%2Fb/c?x=a+b&y=%41 | /a%2Fb/c?x=a+b&y=%41
// "HTTP://Example.COM/Path" scheme="http" host="Example.COM" path="/Path" raw="" query="" frag="" opaque="" => http://Example.COM/Path | /Path
// "http://h/sp ace?q=a b" scheme="http" host="h" path="/sp ace" raw="/sp ace" query="q=a b" frag="" opaque="" => http://h/sp%20ace?q=a b | /sp%20ace?q=a b
// "//cdn.example.com/lib.js" scheme="" host="cdn.example.com" path="/lib.js" raw="" query="" frag="" opaque="" => //cdn.example.com/lib.js | /lib.js
// "http://[::1]:80/x" scheme="http" host="[::1]:80" path="/x" raw="" query="" frag="" opaque="" => http://[::1]:80/x | /x
// ERR parse "http://a b.com/": invalid character " " in host name true
// ERR parse "http://host/%zz": invalid URL escape "%zz" true
// ERR parse ":foo": missing protocol scheme true
// ERR parse "1http://x": first path segment in URL cannot contain colon true
// ERR parse "http://host:port/": invalid port ":port" after host true
// "localhost:8080" scheme="localhost" host="" path="" raw="" query="" frag="" opaque="8080" => localhost:8080 | 8080
// g -> http://a/b/c/g
// ./g -> http://a/b/c/g
// g/ -> http://a/b/c/g/
// /g -> http://a/g
// //g -> http://g
// ?y -> http://a/b/c/d;p?y
// g?y -> http://a/b/c/g?y
// #s -> http://a/b/c/d;p?q#s
// .. -> http://a/b/
// ../g -> http://a/b/g
// ../.. -> http://a/
// ../../../g -> http://a/g
// g;x=1/../y -> http://a/b/c/y
// a=x+y&b=2&b=1 2 true 
// a=x+y
// map[a:[1]] invalid semicolon separator in query
// https://me:p%40ss@x.io/a/b%20c https://me:xxxxx@x.io/a/b%20c me
// https://x.io/b/c/
// a%2Fb%20c%3F %C3%A4%3D%C3%B6%26
// invalid URL escape "%g"
