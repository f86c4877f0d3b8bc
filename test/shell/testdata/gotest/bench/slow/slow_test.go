package slow

import "testing"

func BenchmarkSpin(b *testing.B) {
	for i := 0; i < b.N; i++ {
		Spin(10)
	}
}

func BenchmarkBroken(b *testing.B) {
	if b.N > 1 {
		b.Errorf("N=%d is too many", b.N)
	}
}

func BenchmarkFatal(b *testing.B) {
	b.Fatal("cannot run")
}
