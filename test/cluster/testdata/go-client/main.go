// A client of the Kubernetes REST API in plain Go (net/http, crypto/tls, encoding/json: what
// client-go does underneath, without modules): list, watch from the list's resourceVersion, create,
// and an update with a stale resourceVersion that must be a 409 Conflict. It prints one line per
// observation for the test to compare.
package main

import (
	"bufio"
	"bytes"
	"crypto/tls"
	"crypto/x509"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"time"
)

type object struct {
	APIVersion string            `json:"apiVersion,omitempty"`
	Kind       string            `json:"kind,omitempty"`
	Metadata   map[string]any    `json:"metadata"`
	Data       map[string]string `json:"data,omitempty"`
	Items      []object          `json:"items,omitempty"`
	Message    string            `json:"message,omitempty"`
	Reason     string            `json:"reason,omitempty"`
}

func must(err error) {
	if err != nil {
		fmt.Println("error:", err)
		os.Exit(1)
	}
}

func main() {
	server, caFile, certFile, keyFile := os.Args[1], os.Args[2], os.Args[3], os.Args[4]
	ca, err := os.ReadFile(caFile)
	must(err)
	pool := x509.NewCertPool()
	pool.AppendCertsFromPEM(ca)
	cert, err := tls.LoadX509KeyPair(certFile, keyFile)
	must(err)
	client := &http.Client{Transport: &http.Transport{TLSClientConfig: &tls.Config{RootCAs: pool, Certificates: []tls.Certificate{cert}}}}
	base := server + "/api/v1/namespaces/default/configmaps"

	do := func(method, url string, body any) (int, object) {
		var r io.Reader
		if body != nil {
			b, err := json.Marshal(body)
			must(err)
			r = bytes.NewReader(b)
		}
		req, err := http.NewRequest(method, url, r)
		must(err)
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("Accept", "application/json")
		resp, err := client.Do(req)
		must(err)
		defer resp.Body.Close()
		var o object
		must(json.NewDecoder(resp.Body).Decode(&o))
		return resp.StatusCode, o
	}

	code, list := do("GET", base, nil)
	rv := list.Metadata["resourceVersion"].(string)
	fmt.Printf("list %d %s %d\n", code, list.Kind, len(list.Items))

	events := make(chan string, 10)
	req, err := http.NewRequest("GET", base+"?watch=true&resourceVersion="+rv, nil)
	must(err)
	resp, err := client.Do(req)
	must(err)
	go func() {
		sc := bufio.NewScanner(resp.Body)
		for sc.Scan() {
			var e struct {
				Type   string `json:"type"`
				Object object `json:"object"`
			}
			if json.Unmarshal(sc.Bytes(), &e) == nil {
				events <- e.Type + " " + fmt.Sprint(e.Object.Metadata["name"]) + " " + e.Object.Data["step"]
			}
		}
	}()

	code, made := do("POST", base, object{APIVersion: "v1", Kind: "ConfigMap", Metadata: map[string]any{"name": "go-made"}, Data: map[string]string{"step": "1"}})
	fmt.Printf("create %d %s\n", code, made.Metadata["name"])
	stale := made.Metadata["resourceVersion"]

	made.Data["step"] = "2"
	code, _ = do("PUT", base+"/go-made", made)
	fmt.Printf("update %d\n", code)

	made.Data["step"] = "3"
	made.Metadata["resourceVersion"] = stale
	code, status := do("PUT", base+"/go-made", made)
	fmt.Printf("stale update %d %s %s\n", code, status.Reason, status.Message)

	for i := 0; i < 2; i++ {
		select {
		case e := <-events:
			fmt.Println("watch", e)
		case <-time.After(10 * time.Second):
			fmt.Println("watch timeout")
			os.Exit(1)
		}
	}
	resp.Body.Close()
}
