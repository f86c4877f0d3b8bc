package main

import (
	"fmt"
	"net/url"
)

func main() {
	s := "postgres://user:pass@host.com:5432/path?k=v&k=w&x=1#f"
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Scheme)
	fmt.Println(u.User)
	fmt.Println(u.User.Username())
	p, _ := u.User.Password()
	fmt.Println(p)
	fmt.Println(u.Host, u.Hostname(), u.Port())
	fmt.Println(u.Path, u.Fragment, u.RawQuery)
	m, _ := url.ParseQuery(u.RawQuery)
	fmt.Println(m)
	fmt.Println(m["k"][0], u.Query().Get("x"))
	v := url.Values{}
	v.Set("name", "Ava Smith")
	v.Add("friend", "Jess")
	v.Add("friend", "Sarah & Co")
	fmt.Println(v.Encode())
	fmt.Println(url.QueryEscape("a b/c?d"), url.PathEscape("a b/c"))
	q, _ := url.QueryUnescape("a+b%2Fc")
	fmt.Println(q)
	u2 := &url.URL{Scheme: "https", Host: "example.com", Path: "/a b", RawQuery: v.Encode()}
	fmt.Println(u2.String())
	_, err = url.Parse("http://[::1")
	fmt.Println(err)
	rel, _ := u.Parse("../other?y=2")
	fmt.Println(rel)
}

// Output:
// postgres
// user:pass
// user
// pass
// host.com:5432 host.com 5432
// /path f k=v&k=w&x=1
// map[k:[v w] x:[1]]
// v 1
// friend=Jess&friend=Sarah+%26+Co&name=Ava+Smith
// a+b%2Fc%3Fd a%20b%2Fc
// a b/c
// https://example.com/a%20b?friend=Jess&friend=Sarah+%26+Co&name=Ava+Smith
// parse "http://[::1": missing ']' in host
// postgres://user:pass@host.com:5432/other?y=2
