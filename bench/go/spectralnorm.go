// Benchmarks Game spectral-norm (to the published specification): the spectral norm of an infinite
// matrix by the power method; n = 150.
package main

import (
	"fmt"
	"math"
)

func a(i, j int) float64 { return 1.0 / float64((i+j)*(i+j+1)/2+i+1) }

func times(v []float64, u []float64) {
	for i := range v {
		s := 0.0
		for j := range u {
			s += a(i, j) * u[j]
		}
		v[i] = s
	}
}

func timesTransp(v []float64, u []float64) {
	for i := range v {
		s := 0.0
		for j := range u {
			s += a(j, i) * u[j]
		}
		v[i] = s
	}
}

func atimesTransp(v, u, tmp []float64) {
	times(tmp, u)
	timesTransp(v, tmp)
}

func main() {
	n := 150
	u := make([]float64, n)
	for i := range u {
		u[i] = 1
	}
	v := make([]float64, n)
	tmp := make([]float64, n)
	for i := 0; i < 10; i++ {
		atimesTransp(v, u, tmp)
		atimesTransp(u, v, tmp)
	}
	var vBv, vv float64
	for i, vi := range v {
		vBv += u[i] * vi
		vv += vi * vi
	}
	fmt.Printf("%0.9f\n", math.Sqrt(vBv/vv))
}
