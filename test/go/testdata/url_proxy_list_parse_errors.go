package main

import (
	"fmt"
	"net/url"
	"strings"
)

// checkProxies mimics what a tool might do with a GOPROXY-like list.
func checkProxies(list string) {
	for _, raw := range strings.FieldsFunc(list, func(r rune) bool { return r == ',' || r == '|' }) {
		raw = strings.TrimSpace(raw)
		u, err := url.Parse(raw)
		if err != nil {
			fmt.Println("error:", err)
			continue
		}
		fmt.Printf("scheme=%q host=%q path=%q opaque=%q redacted=%s\n", u.Scheme, u.Host, u.Path, u.Opaque, u.Redacted())
	}
}

func main() {
	checkProxies("https://goproxy.cn,direct|file:///srv/proxy")
	checkProxies("htps://user:pw@x, HTTPS://A.b/P ,x:/y")
	checkProxies("https://a.b c|https://h:x|http://[::1|https://a.b/%zz")
	checkProxies("file:/srv,//a.b,/abs/path,mailto:me@x")
}

// Output:
// scheme="https" host="goproxy.cn" path="" opaque="" redacted=https://goproxy.cn
// scheme="" host="" path="direct" opaque="" redacted=direct
// scheme="file" host="" path="/srv/proxy" opaque="" redacted=file:///srv/proxy
// scheme="htps" host="x" path="" opaque="" redacted=htps://user:xxxxx@x
// scheme="https" host="A.b" path="/P" opaque="" redacted=https://A.b/P
// scheme="x" host="" path="/y" opaque="" redacted=x:/y
// error: parse "https://a.b c": invalid character " " in host name
// error: parse "https://h:x": invalid port ":x" after host
// error: parse "http://[::1": missing ']' in host
// error: parse "https://a.b/%zz": invalid URL escape "%zz"
// scheme="file" host="" path="/srv" opaque="" redacted=file:/srv
// scheme="" host="a.b" path="" opaque="" redacted=//a.b
// scheme="" host="" path="/abs/path" opaque="" redacted=/abs/path
// scheme="mailto" host="" path="" opaque="me@x" redacted=mailto:me@x
