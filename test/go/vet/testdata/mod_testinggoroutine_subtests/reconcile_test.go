package m

import (
	"sync"
	"testing"
)

func check(t *testing.T, name string) {
	if err := Reconcile(name); err != nil {
		t.Fatalf("reconcile %s: %v", name, err)
	}
}

func TestReconcileParallel(t *testing.T) {
	var wg sync.WaitGroup
	for _, name := range []string{"a", "b"} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := Reconcile(name); err != nil {
				t.Fatal(err)
			}
		}()
		go check(t, name)
	}
	wg.Wait()
	t.Run("sub", func(t *testing.T) {
		go func() {
			t.FailNow()
		}()
	})
	helper := func() {
		t.Skip("skip")
	}
	go helper()
	go t.Fatalf("direct %d", 1)
}

func BenchmarkReconcile(b *testing.B) {
	done := make(chan bool)
	go func() {
		b.Fatal("in bench")
		done <- true
	}()
	<-done
}

func TestPrintf(t *testing.T) {
	t.Errorf("got %d want %s", "x", 1)
	t.Logf("value", 3)
	t.Fatalf("%w", nil)
}
