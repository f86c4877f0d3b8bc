package main

// Go by Example's URL parsing: the host and port split with net.SplitHostPort.

import (
	"fmt"
	"net"
	"net/url"
)

func main() {
	s := "postgres://user:pass@host.com:5432/path?k=v#f"
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Scheme)
	fmt.Println(u.User)
	fmt.Println(u.User.Username())
	p, _ := u.User.Password()
	fmt.Println(p)
	fmt.Println(u.Host)
	host, port, _ := net.SplitHostPort(u.Host)
	fmt.Println(host)
	fmt.Println(port)
	fmt.Println(u.Path)
	fmt.Println(u.Fragment)
	fmt.Println(u.RawQuery)
	m, _ := url.ParseQuery(u.RawQuery)
	fmt.Println(m)
	fmt.Println(m["k"][0])
	_, _, err = net.SplitHostPort("localhost")
	fmt.Println(err)
	ip := net.ParseIP("10.0.0.7")
	_, cidr, _ := net.ParseCIDR("10.0.0.0/24")
	fmt.Println(cidr, cidr.Contains(ip), ip.IsPrivate())
}

// Output:
// postgres
// user:pass
// user
// pass
// host.com:5432
// host.com
// 5432
// /path
// f
// k=v
// map[k:[v]]
// v
// address localhost: missing port in address
// 10.0.0.0/24 true true
