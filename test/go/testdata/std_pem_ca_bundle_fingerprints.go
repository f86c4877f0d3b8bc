package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/pem"
	"fmt"
	"log"
	"strings"
)

// A fake CA bundle the way a webhook operator would store it in a Secret.
func fakeDER(name string, n int) []byte {
	var b bytes.Buffer
	b.WriteString("DER:")
	b.WriteString(name)
	for i := 0; i < n; i++ {
		b.WriteByte(byte(i*31 + len(name)))
	}
	return b.Bytes()
}

func fingerprint(der []byte) string {
	sum := sha256.Sum256(der)
	parts := make([]string, len(sum))
	for i, c := range sum {
		parts[i] = fmt.Sprintf("%02X", c)
	}
	return strings.Join(parts, ":")
}

func main() {
	log.SetFlags(0)
	var bundle bytes.Buffer
	for i, name := range []string{"root-ca", "intermediate", "leaf.example.com"} {
		blk := &pem.Block{Type: "CERTIFICATE", Bytes: fakeDER(name, 40+i*37)}
		if err := pem.Encode(&bundle, blk); err != nil {
			log.Fatal(err)
		}
	}
	key := pem.EncodeToMemory(&pem.Block{
		Type:    "EC PRIVATE KEY",
		Headers: map[string]string{"Proc-Type": "4,ENCRYPTED", "DEK-Info": "AES-256-CBC,00112233"},
		Bytes:   []byte("secret-key-material"),
	})
	bundle.Write(key)
	fmt.Print(bundle.String())

	data := bundle.Bytes()
	count := 0
	for {
		var blk *pem.Block
		blk, data = pem.Decode(data)
		if blk == nil {
			break
		}
		count++
		fmt.Printf("%-16s %4d bytes  sha256=%s...\n", blk.Type, len(blk.Bytes), fingerprint(blk.Bytes)[:23])
		if len(blk.Headers) > 0 {
			fmt.Println("  headers:", blk.Headers)
		}
	}
	fmt.Println("blocks:", count, "leftover:", len(data))
	fmt.Println(base64.StdEncoding.EncodeToString(bundle.Bytes()[:48]))
	fmt.Println(hex.Dump(key[:40]))
}

// Output:
// -----BEGIN CERTIFICATE-----
// REVSOnJvb3QtY2EHJkVkg6LB4P8ePVx7mrnY9xY1VHOSsdDvDi1Ma4qpyOcGJURj
// gqHA
// -----END CERTIFICATE-----
// -----BEGIN CERTIFICATE-----
// REVSOmludGVybWVkaWF0ZQwrSmmIp8blBCNCYYCfvt38GzpZeJe21fQTMlFwj67N
// 7AsqSWiHpsXkAyJBYH+evdz7GjlYd5a11PMSMVBvjq3M6wopSGeGpcTjAiFA
// -----END CERTIFICATE-----
// -----BEGIN CERTIFICATE-----
// REVSOmxlYWYuZXhhbXBsZS5jb20QL05tjKvK6QgnRmWEo8LhAB8+XXybutn4FzZV
// dJOy0fAPLk1si6rJ6AcmRWSDosHg/x49XHuaudj3FjVUc5Kx0O8OLUxriqnI5wYl
// RGOCocDf/h08W3qZuNf2FTRTcpGwz+4NLEtqiajH5gUkQ2KBoL8=
// -----END CERTIFICATE-----
// -----BEGIN EC PRIVATE KEY-----
// Proc-Type: 4,ENCRYPTED
// DEK-Info: AES-256-CBC,00112233
//
// c2VjcmV0LWtleS1tYXRlcmlhbA==
// -----END EC PRIVATE KEY-----
// CERTIFICATE        51 bytes  sha256=2F:EA:E6:95:A5:21:57:26...
// CERTIFICATE        93 bytes  sha256=86:D0:25:FF:4F:26:78:BA...
// CERTIFICATE       134 bytes  sha256=8D:EA:D7:F5:CF:BD:F0:65...
// EC PRIVATE KEY     19 bytes  sha256=3C:41:72:12:5D:17:53:CD...
//   headers: map[DEK-Info:AES-256-CBC,00112233 Proc-Type:4,ENCRYPTED]
// blocks: 4 leftover: 0
// LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tClJFVlNPbkp2YjNRdFkyRUhKa1Zr
// 00000000  2d 2d 2d 2d 2d 42 45 47  49 4e 20 45 43 20 50 52  |-----BEGIN EC PR|
// 00000010  49 56 41 54 45 20 4b 45  59 2d 2d 2d 2d 2d 0a 50  |IVATE KEY-----.P|
// 00000020  72 6f 63 2d 54 79 70 65                           |roc-Type|
//
