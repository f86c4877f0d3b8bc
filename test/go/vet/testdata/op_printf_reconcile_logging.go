package main

import (
	"errors"
	"fmt"
	"log"
	"os"
	"time"
)

type Request struct {
	Namespace string
	Name      string
}

func (r Request) String() string { return r.Namespace + "/" + r.Name }

type Memcached struct {
	Name string
	Size int32
}

func logf(format string, args ...any) {
	fmt.Fprintf(os.Stderr, format+"\n", args...)
}

func reconcile(req Request, m *Memcached) error {
	log.Printf("reconciling %d", req)
	logf("size is %s", m.Size)
	logf("object %v has %d replicas", m)
	if m.Size < 0 {
		return fmt.Errorf("invalid size %d for %s: %w", m.Size, req)
	}
	err := errors.New("boom")
	log.Printf("failed: %w", err)
	fmt.Printf("requeue after %s\n", 5*time.Second, req)
	fmt.Println("done %s", req)
	log.Print("status: %v", m)
	fmt.Sprintf("unused %q", m.Name)
	fmt.Printf("%!d\n", 3)
	fmt.Printf("%.*d\n", 3)
	fmt.Printf("%[2]d %[1]d\n", 1)
	fmt.Printf("%t\n", m.Name)
	fmt.Printf("%x %X %o %b\n", 1.5, "s", "o", true)
	fmt.Printf("%p\n", m.Size)
	fmt.Printf("%s\n", m)
	fmt.Printf("%v\n", reconcile)
	fmt.Printf("%d%%\n", 50, 1)
	return fmt.Errorf("wrapped: %w and %w", err, err)
}

func main() {
	_ = reconcile(Request{}, &Memcached{})
}
