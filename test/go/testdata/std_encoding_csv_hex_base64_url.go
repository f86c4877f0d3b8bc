package main

import (
	"encoding/base64"
	"encoding/csv"
	"encoding/hex"
	"fmt"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"strings"
)

func main() {
	r := csv.NewReader(strings.NewReader("name,replicas,image\nweb,3,\"nginx:1.25, latest\"\n\"multi\nline\",1,x\nbad,\"unterminated\n"))
	for {
		rec, err := r.Read()
		if err != nil {
			fmt.Println("err:", err)
			break
		}
		fmt.Printf("%d %q\n", len(rec), rec)
	}
	r2 := csv.NewReader(strings.NewReader("a,b\nc\n"))
	_, err := r2.ReadAll()
	fmt.Println(err)
	r3 := csv.NewReader(strings.NewReader("a;b;\"c\"\"d\"\n# comment\ne;f;g\n"))
	r3.Comma = ';'
	r3.Comment = '#'
	recs, err := r3.ReadAll()
	fmt.Println(recs, err)
	w := csv.NewWriter(os.Stdout)
	w.Write([]string{"plain", "with,comma", "with \"quote\"", "new\nline", " lead"})
	w.Flush()
	fmt.Println(w.Error())
	fmt.Println(hex.EncodeToString([]byte("Go!")), strings.ToUpper(hex.EncodeToString([]byte{0xde, 0xad})))
	_, err = hex.DecodeString("abc")
	fmt.Println(err)
	_, err = hex.DecodeString("zz")
	fmt.Println(err)
	fmt.Print(hex.Dump([]byte("kubernetes operator pattern!")))
	enc := base64.StdEncoding.EncodeToString([]byte("secret-value?>"))
	fmt.Println(enc, base64.URLEncoding.EncodeToString([]byte("secret-value?>")), base64.RawStdEncoding.EncodeToString([]byte("a")))
	_, err = base64.StdEncoding.DecodeString("abc")
	fmt.Println(err)
	_, err = base64.StdEncoding.DecodeString("a*==")
	fmt.Println(err)
	d, err := base64.StdEncoding.DecodeString("c2VjcmV0")
	fmt.Println(string(d), err)
	u, err := url.Parse("https://user:pa%20ss@api.example.com:6443/apis/apps/v1/namespaces/default?watch=true&labelSelector=app%3Dweb&x=1&x=2#frag")
	fmt.Println(err, u.Scheme, u.User.Username(), u.Host, u.Hostname(), u.Port(), u.Path, u.RawQuery, u.Fragment)
	pw, _ := u.User.Password()
	fmt.Println(pw, u.Query()["x"], u.Query().Get("labelSelector"), u.String())
	q := url.Values{}
	q.Set("b", "2 3")
	q.Add("a", "x&y")
	q.Add("a", "z")
	fmt.Println(q.Encode(), url.QueryEscape("a b/c?"), url.PathEscape("a b/c?"))
	_, err = url.Parse("http://[::1")
	fmt.Println(err)
	_, err = url.Parse(":foo")
	fmt.Println(err)
	_, err = url.ParseQuery("a=1&b=%zz")
	fmt.Println(err)
	ref, _ := url.Parse("../v2/pods?limit=5")
	fmt.Println(u.ResolveReference(ref))
	fmt.Println(path.Join("a", "b/../c", "/d"), path.Base("/x/y.tar.gz"), path.Ext("y.tar.gz"), path.Dir("/x/y"), path.Clean("a//b/./c/.."))
	fmt.Println(filepath.Join("etc", "kube", "..", "config"), filepath.Base(""), filepath.Dir(""), filepath.IsAbs("/a"))
	m, err := filepath.Match("*.yaml", "deploy.yaml")
	fmt.Println(m, err)
	_, err = filepath.Match("[", "x")
	fmt.Println(err)
	fmt.Println(strings.Split(filepath.ToSlash("a/b"), "/"), filepath.SplitList("/bin:/usr/bin"))
	dir, file := filepath.Split("/var/log/app.log")
	fmt.Println(dir, file)
	rel, err := filepath.Rel("/a/b", "/a/c/d")
	fmt.Println(rel, err)
}

// Output:
// 3 ["name" "replicas" "image"]
// 3 ["web" "3" "nginx:1.25, latest"]
// 3 ["multi\nline" "1" "x"]
// err: parse error on line 5, column 19: extraneous or missing " in quoted-field
// record on line 2: wrong number of fields
// [[a b c"d] [e f g]] <nil>
// plain,"with,comma","with ""quote""","new
// line"," lead"
// <nil>
// 476f21 DEAD
// encoding/hex: odd length hex string
// encoding/hex: invalid byte: U+007A 'z'
// 00000000  6b 75 62 65 72 6e 65 74  65 73 20 6f 70 65 72 61  |kubernetes opera|
// 00000010  74 6f 72 20 70 61 74 74  65 72 6e 21              |tor pattern!|
// c2VjcmV0LXZhbHVlPz4= c2VjcmV0LXZhbHVlPz4= YQ
// illegal base64 data at input byte 0
// illegal base64 data at input byte 1
// secret <nil>
// <nil> https user api.example.com:6443 api.example.com 6443 /apis/apps/v1/namespaces/default watch=true&labelSelector=app%3Dweb&x=1&x=2 frag
// pa ss [1 2] app=web https://user:pa%20ss@api.example.com:6443/apis/apps/v1/namespaces/default?watch=true&labelSelector=app%3Dweb&x=1&x=2#frag
// a=x%26y&a=z&b=2+3 a+b%2Fc%3F a%20b%2Fc%3F
// parse "http://[::1": missing ']' in host
// parse ":foo": missing protocol scheme
// invalid URL escape "%zz"
// https://user:pa%20ss@api.example.com:6443/apis/apps/v1/v2/pods?limit=5
// a/c/d y.tar.gz .gz /x a/b
// etc/config . . true
// true <nil>
// syntax error in pattern
// [a b] [/bin /usr/bin]
// /var/log/ app.log
// ../c/d <nil>
