package p

import (
	"fmt"
	"sync"
	"testing"
)

func TestF(t *testing.T) {
	var mu sync.Mutex
	m2 := mu
	_ = m2
	fmt.Printf("%s\n", 3)
	t.Errorf("%d", "a")
}
