package main

import (
	"bytes"
	"encoding/pem"
	"fmt"
	"os"
)

const bundle = `junk before
-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIUQ2Zt
-----END CERTIFICATE-----
-----BEGIN RSA PRIVATE KEY-----
Proc-Type: 4,ENCRYPTED
DEK-Info: AES-128-CBC,5E22A1B6
Comment : spaced  

aGVsbG8gd29ybGQ=
-----END RSA PRIVATE KEY-----
-----BEGIN BROKEN-----
!!!not base64!!!
-----END BROKEN-----
-----BEGIN MISMATCH-----
aGk=
-----END OTHER-----
trailing text
`

func main() {
	rest := []byte(bundle)
	for i := 0; ; i++ {
		var b *pem.Block
		b, rest = pem.Decode(rest)
		if b == nil {
			fmt.Printf("done after %d blocks, rest %q\n", i, rest)
			break
		}
		fmt.Printf("%d %q headers=%v bytes=%x len=%d\n", i, b.Type, b.Headers, b.Bytes, len(b.Bytes))
	}

	blk := &pem.Block{
		Type:    "TEST KEY",
		Headers: map[string]string{"Zeta": "1", "Alpha": "2", "Proc-Type": "4,ENCRYPTED"},
		Bytes:   bytes.Repeat([]byte{0xde, 0xad, 0xbe, 0xef}, 30),
	}
	if err := pem.Encode(os.Stdout, blk); err != nil {
		fmt.Println("err:", err)
	}
	out := pem.EncodeToMemory(&pem.Block{Type: "EMPTY"})
	fmt.Printf("%q\n", out)
	bad := pem.EncodeToMemory(&pem.Block{Type: "X", Headers: map[string]string{"a:b": "c"}})
	fmt.Println(bad == nil, len(bad))
	err := pem.Encode(os.Stdout, &pem.Block{Type: "X", Headers: map[string]string{"a:b": "c"}})
	fmt.Println(err)
	p, r := pem.Decode([]byte("no pem here"))
	fmt.Println(p == nil, string(r))
	p, r = pem.Decode([]byte("-----BEGIN A-----\r\nAQID\r\n-----END A-----\r\nnext"))
	fmt.Printf("%+v %q\n", *p, r)
	fmt.Printf("%#v\n", p.Headers)
}

// Output:
// 0 "CERTIFICATE" headers=map[] bytes=308201b330820159a003020102021443666d len=18
// 1 "RSA PRIVATE KEY" headers=map[Comment:spaced DEK-Info:AES-128-CBC,5E22A1B6 Proc-Type:4,ENCRYPTED] bytes=68656c6c6f20776f726c64 len=11
// done after 2 blocks, rest "-----BEGIN BROKEN-----\n!!!not base64!!!\n-----END BROKEN-----\n-----BEGIN MISMATCH-----\naGk=\n-----END OTHER-----\ntrailing text\n"
// -----BEGIN TEST KEY-----
// Proc-Type: 4,ENCRYPTED
// Alpha: 2
// Zeta: 1
//
// 3q2+796tvu/erb7v3q2+796tvu/erb7v3q2+796tvu/erb7v3q2+796tvu/erb7v
// 3q2+796tvu/erb7v3q2+796tvu/erb7v3q2+796tvu/erb7v3q2+796tvu/erb7v
// 3q2+796tvu/erb7v3q2+796tvu/erb7v
// -----END TEST KEY-----
// "-----BEGIN EMPTY-----\n-----END EMPTY-----\n"
// true 0
// pem: cannot encode a header key that contains a colon
// true no pem here
// {Type:A Headers:map[] Bytes:[1 2 3]} "next"
// map[string]string{}
