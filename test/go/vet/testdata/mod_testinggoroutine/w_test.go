package w

import (
	"sync"
	"testing"
)

func check(t *testing.T, n int) {
	if Work(n) != 2*n {
		t.Fatalf("bad %d", n)
	}
}

func TestWorkers(t *testing.T) {
	var wg sync.WaitGroup
	for i := range 3 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if Work(i) < 0 {
				t.Fatal("negative")
			}
			t.Error("fine: Error may be called")
		}()
	}
	wg.Wait()
	go check(t, 1)
	run := func() { t.SkipNow() }
	go run()
	go t.FailNow()
	go func(tb testing.TB) { tb.Skipf("x %d", 1) }(t)
	go func() {
		t.Run("sub", func(t *testing.T) { t.Fatal("in a subtest: not this analyzer's") })
	}()
}

func BenchmarkWork(b *testing.B) {
	go func() { b.Fatal("bench") }()
}

func helper() {
	var t *testing.T
	go func() { t.Fatal("not in a test function") }()
}
