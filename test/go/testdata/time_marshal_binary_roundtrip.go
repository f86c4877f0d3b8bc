package main

import (
	"fmt"
	"net/url"
	"os"
	"time"
)

func main() {
	times := []time.Time{
		time.Date(2024, 2, 29, 13, 14, 15, 123456789, time.UTC),
		time.Date(1999, 12, 31, 23, 59, 59, 0, time.FixedZone("EST", -5*3600)),
		time.Date(2000, 1, 1, 0, 0, 0, 1, time.FixedZone("odd", 5*3600+30*60+15)),
		time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC),
		{},
		time.Unix(1700000000, 5).In(time.Local),
	}
	for _, t := range times {
		b, err := t.MarshalBinary()
		fmt.Printf("%x %v\n", b, err)
		var back time.Time
		err = back.UnmarshalBinary(b)
		fmt.Println(back, back.Equal(t), back.Location(), err)
		g, _ := t.GobEncode()
		var gb time.Time
		fmt.Println(gb.GobDecode(g), gb.Equal(t))
	}
	_, err := time.Date(2000, 1, 1, 0, 0, 0, 0, time.FixedZone("m1", -60)).MarshalBinary()
	fmt.Println(err)
	var t time.Time
	fmt.Println(t.UnmarshalBinary(nil))
	fmt.Println(t.UnmarshalBinary([]byte{3}))
	fmt.Println(t.UnmarshalBinary([]byte{1, 2, 3}))

	ue := &url.Error{Op: "Get", URL: "http://x", Err: os.ErrDeadlineExceeded}
	fmt.Println(ue, ue.Timeout(), ue.Temporary())
	ue2 := &url.Error{Op: "Get", URL: "http://x", Err: fmt.Errorf("plain")}
	fmt.Println(ue2.Timeout(), ue2.Temporary())
	u, _ := url.Parse("https://user@example.com:8443/a b?q=1#frag")
	b, _ := u.MarshalBinary()
	fmt.Println(string(b))
	var u2 url.URL
	fmt.Println(u2.UnmarshalBinary([]byte("http://h/p?x=%zz")), u2.String())
	fmt.Println(u2.UnmarshalBinary([]byte(":bad")))
}

// Output:
// 010000000edd727a27075bcd15ffff <nil>
// 2024-02-29 13:14:15.123456789 +0000 UTC true UTC <nil>
// <nil> true
// 010000000eafff80cf00000000fed4 <nil>
// 1999-12-31 23:59:59 -0500 -0500 true  <nil>
// <nil> true
// 020000000eaffeed1900000001014a0f <nil>
// 2000-01-01 00:00:00.000000001 +0530 +0530 true  <nil>
// <nil> true
// 01000000000000000000000000ffff <nil>
// 0001-01-01 00:00:00 +0000 UTC true UTC <nil>
// <nil> true
// 01000000000000000000000000ffff <nil>
// 0001-01-01 00:00:00 +0000 UTC true UTC <nil>
// <nil> true
// 010000000edce5e800000000050000 <nil>
// 2023-11-14 22:13:20.000000005 +0000 UTC true Local <nil>
// <nil> true
// Time.MarshalBinary: unexpected zone offset
// Time.UnmarshalBinary: no data
// Time.UnmarshalBinary: unsupported version
// Time.UnmarshalBinary: invalid length
// Get "http://x": i/o timeout true true
// false false
// https://user@example.com:8443/a%20b?q=1#frag
// <nil> http://h/p?x=%zz
// parse ":bad": missing protocol scheme
