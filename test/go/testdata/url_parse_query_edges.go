package main

import (
	"errors"
	"fmt"
	"net/url"
)

func main() {
	for _, s := range []string{
		"https://user:p%40ss@example.com:8443/api/v1/namespaces/default/pods?watch=true&labelSelector=app%3Dweb#frag",
		"http://[::1]:8080/x",
		"/relative/path?q=1",
		"mailto:admin@example.com",
		"://missing-scheme",
		"http://host/%zz",
		"http://a b.com/",
		"HTTP://Example.COM/A%2FB",
		"file:///etc/hosts",
		"http://host:port/",
		"",
	} {
		u, err := url.Parse(s)
		if err != nil {
			var ue *url.Error
			fmt.Println("error:", err, errors.As(err, &ue))
			continue
		}
		pw, hasPw := u.User.Password()
		fmt.Printf("%q scheme=%q opaque=%q user=%q pw=%q/%t host=%q hostname=%q port=%q path=%q raw=%q query=%q frag=%q abs=%t\n",
			u.String(), u.Scheme, u.Opaque, u.User.Username(), pw, hasPw, u.Host, u.Hostname(), u.Port(), u.Path, u.RawPath, u.RawQuery, u.Fragment, u.IsAbs())
		fmt.Println("   ", u.Query(), u.EscapedPath(), u.RequestURI(), u.Redacted())
	}
	base, _ := url.Parse("http://example.com/a/b/c?x=1")
	for _, ref := range []string{"d", "../d", "/d", "?y=2", "#f", "//other.com/p", "../../../../d", "."} {
		r, _ := url.Parse(ref)
		fmt.Println(ref, "->", base.ResolveReference(r))
	}
	q := url.Values{}
	q.Set("b", "2 3")
	q.Add("a", "x&y")
	q.Add("a", "z")
	q.Set("empty", "")
	fmt.Println(q.Encode(), q.Get("a"), q["a"], q.Has("c"))
	q.Del("a")
	fmt.Println(q.Encode())
	vals, err := url.ParseQuery("a=1&b=%zz&c=3;d=4&e")
	fmt.Println(vals, err)
	fmt.Println(url.QueryEscape("a b/c?d=é"), url.PathEscape("a b/c?d=é"))
	s, err := url.QueryUnescape("a+b%20c%2")
	fmt.Printf("%q %v\n", s, err)
	s, err = url.PathUnescape("a+b%20c")
	fmt.Printf("%q %v\n", s, err)
	u := &url.URL{Scheme: "https", Host: "api.example.com", Path: "/v1/items/a b", RawQuery: url.Values{"page": {"2"}}.Encode()}
	fmt.Println(u, u.JoinPath("x", "../y"), url.UserPassword("me", "s e").String())
	j, err := url.JoinPath("https://h.com/a/", "b/", "../c")
	fmt.Println(j, err)
}

// Output:
// "https://user:p%40ss@example.com:8443/api/v1/namespaces/default/pods?watch=true&labelSelector=app%3Dweb#frag" scheme="https" opaque="" user="user" pw="p@ss"/true host="example.com:8443" hostname="example.com" port="8443" path="/api/v1/namespaces/default/pods" raw="" query="watch=true&labelSelector=app%3Dweb" frag="frag" abs=true
//     map[labelSelector:[app=web] watch:[true]] /api/v1/namespaces/default/pods /api/v1/namespaces/default/pods?watch=true&labelSelector=app%3Dweb https://user:xxxxx@example.com:8443/api/v1/namespaces/default/pods?watch=true&labelSelector=app%3Dweb#frag
// "http://[::1]:8080/x" scheme="http" opaque="" user="" pw=""/false host="[::1]:8080" hostname="::1" port="8080" path="/x" raw="" query="" frag="" abs=true
//     map[] /x /x http://[::1]:8080/x
// "/relative/path?q=1" scheme="" opaque="" user="" pw=""/false host="" hostname="" port="" path="/relative/path" raw="" query="q=1" frag="" abs=false
//     map[q:[1]] /relative/path /relative/path?q=1 /relative/path?q=1
// "mailto:admin@example.com" scheme="mailto" opaque="admin@example.com" user="" pw=""/false host="" hostname="" port="" path="" raw="" query="" frag="" abs=true
//     map[]  admin@example.com mailto:admin@example.com
// error: parse "://missing-scheme": missing protocol scheme true
// error: parse "http://host/%zz": invalid URL escape "%zz" true
// error: parse "http://a b.com/": invalid character " " in host name true
// "http://Example.COM/A%2FB" scheme="http" opaque="" user="" pw=""/false host="Example.COM" hostname="Example.COM" port="" path="/A/B" raw="/A%2FB" query="" frag="" abs=true
//     map[] /A%2FB /A%2FB http://Example.COM/A%2FB
// "file:///etc/hosts" scheme="file" opaque="" user="" pw=""/false host="" hostname="" port="" path="/etc/hosts" raw="" query="" frag="" abs=true
//     map[] /etc/hosts /etc/hosts file:///etc/hosts
// error: parse "http://host:port/": invalid port ":port" after host true
// "" scheme="" opaque="" user="" pw=""/false host="" hostname="" port="" path="" raw="" query="" frag="" abs=false
//     map[]  / 
// d -> http://example.com/a/b/d
// ../d -> http://example.com/a/d
// /d -> http://example.com/d
// ?y=2 -> http://example.com/a/b/c?y=2
// #f -> http://example.com/a/b/c?x=1#f
// //other.com/p -> http://other.com/p
// ../../../../d -> http://example.com/d
// . -> http://example.com/a/b/
// a=x%26y&a=z&b=2+3&empty= x&y [x&y z] false
// b=2+3&empty=
// map[a:[1] e:[]] invalid semicolon separator in query
// a+b%2Fc%3Fd%3D%C3%A9 a%20b%2Fc%3Fd=%C3%A9
// "" invalid URL escape "%2"
// "a+b c" <nil>
// https://api.example.com/v1/items/a%20b?page=2 https://api.example.com/v1/items/a%20b/y?page=2 me:s%20e
// https://h.com/a/c <nil>
