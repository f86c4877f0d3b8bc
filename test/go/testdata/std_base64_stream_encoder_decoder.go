package main

// base64.NewEncoder writes whole quanta and the last partial one on Close; NewDecoder skips
// newlines, decodes as input arrives, and reports corrupt input and a truncated stream as go does.

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"os"
	"strings"
)

func main() {
	enc := base64.NewEncoder(base64.StdEncoding, os.Stdout)
	enc.Write([]byte("Hello, "))
	enc.Write([]byte("streaming world!"))
	fmt.Println(enc.Close())
	var buf bytes.Buffer
	e2 := base64.NewEncoder(base64.RawURLEncoding, &buf)
	io.Copy(e2, strings.NewReader(strings.Repeat("xyz?>", 300)))
	e2.Close()
	fmt.Println(buf.Len(), buf.String()[:40])
	d := base64.NewDecoder(base64.StdEncoding, strings.NewReader("SGVsbG8s\nIHN0cmVh\r\nbWluZyB3b3JsZCE="))
	out, err := io.ReadAll(d)
	fmt.Printf("%q %v\n", out, err)
	d = base64.NewDecoder(base64.RawURLEncoding, &buf)
	out, err = io.ReadAll(d)
	fmt.Println(len(out), err, string(out[:10]))
	d = base64.NewDecoder(base64.StdEncoding, strings.NewReader("SGVsbG8*IHN0"))
	out, err = io.ReadAll(d)
	fmt.Printf("%q %v\n", out, err)
	d = base64.NewDecoder(base64.StdEncoding, strings.NewReader("SGVsbG8sIH"))
	out, err = io.ReadAll(d)
	fmt.Printf("%q %v\n", out, err)
	p := make([]byte, 2)
	d = base64.NewDecoder(base64.StdEncoding, strings.NewReader("YWJjZGVm"))
	for {
		n, err := d.Read(p)
		fmt.Print(n, string(p[:n]), err, ";")
		if err != nil {
			break
		}
	}
	fmt.Println()
}

// Output:
// SGVsbG8sIHN0cmVhbWluZyB3b3JsZCE=<nil>
// 2000 eHl6Pz54eXo_Pnh5ej8-eHl6Pz54eXo_Pnh5ej8-
// "Hello, streaming world!" <nil>
// 1500 <nil> xyz?>xyz?>
// "Hel" illegal base64 data at input byte 7
// "Hello," unexpected EOF
// 2ab<nil>;1c<nil>;2de<nil>;1f<nil>;0EOF;
