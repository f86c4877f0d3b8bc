package store

import (
	"fmt"
	"os"
	"testing"
)

func TestMain(m *testing.M) {
	fmt.Println("setup")
	code := m.Run()
	fmt.Println("teardown")
	os.Exit(code)
}

func TestNew(t *testing.T) {
	if New() == nil {
		t.Fatal("nil")
	}
}
