package codec

import (
	"fmt"
	"testing"
)

func TestRoundTrip(t *testing.T) {
	r, ok := Decode(Encode(Record{"a", 3}))
	if !ok || r.Count != 3 {
		t.Fatalf("got %+v", r)
	}
}

func BenchmarkEncode(b *testing.B) {
	r := Record{Name: "widget", Count: 42}
	for i := 0; i < b.N; i++ {
		Encode(r)
	}
}

func BenchmarkDecode(b *testing.B) {
	inputs := make([]string, 100)
	for i := range inputs {
		inputs[i] = Encode(Record{fmt.Sprint("n", i), i})
	}
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, ok := Decode(inputs[i%len(inputs)]); !ok {
			b.Fatal("decode")
		}
	}
}

func BenchmarkSizes(b *testing.B) {
	for _, size := range []int{1, 10, 100} {
		b.Run(fmt.Sprintf("size=%d", size), func(b *testing.B) {
			name := string(make([]byte, size))
			b.SetBytes(int64(size))
			for i := 0; i < b.N; i++ {
				Encode(Record{Name: name})
			}
		})
	}
}

func BenchmarkNested(b *testing.B) {
	b.Run("outer", func(b *testing.B) {
		b.Run("inner", func(b *testing.B) {
			for i := 0; i < b.N; i++ {
			}
		})
	})
}

func BenchmarkLogs(b *testing.B) {
	b.Logf("N=%d", b.N)
	b.ReportMetric(2.5, "records/op")
	for i := 0; i < b.N; i++ {
		b.StopTimer()
		Encode(Record{})
		b.StartTimer()
	}
}

func BenchmarkSkipped(b *testing.B) {
	b.Skip("not on this machine")
}

func BenchmarkParallel(b *testing.B) {
	b.ReportAllocs()
	b.RunParallel(func(pb *testing.PB) {
		for pb.Next() {
			Encode(Record{Name: "p"})
		}
	})
}
