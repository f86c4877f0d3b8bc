package rand

import "math"

type Source interface {
	Int63() int64
	Seed(seed int64)
}

type Source64 interface {
	Source
	Uint64() uint64
}

type rngSource struct {
	tap  int
	feed int
	vec  []uint32
}

func NewSource(seed int64) Source {
	s := &rngSource{}
	s.Seed(seed)
	return s
}

func (s *rngSource) Seed(seed int64)
func (s *rngSource) Uint64() uint64

func (s *rngSource) Int63() int64

type Rand struct {
	src Source
	s64 Source64

	// Read's leftover bytes: the value and how many of its low bytes are unread.
	readVal int64
	readPos int8
}

func New(src Source) *Rand {
	s64, _ := src.(Source64)
	return &Rand{src: src, s64: s64}
}

func (r *Rand) Seed(seed int64) {
	r.src.Seed(seed)
	r.readPos = 0
}

// Read fills p from Int63 values, 7 bytes each, low byte first (go1.23 rand.go read).
func (r *Rand) Read(p []byte) (n int, err error) {
	pos, val := r.readPos, r.readVal
	for n = 0; n < len(p); n++ {
		if pos == 0 {
			val = r.src.Int63()
			pos = 7
		}
		p[n] = byte(val)
		val >>= 8
		pos--
	}
	r.readPos, r.readVal = pos, val
	return
}

func (r *Rand) Int63() int64 {
	return r.src.Int63()
}

func (r *Rand) Uint32() uint32 {
	return uint32(r.Int63() >> 31)
}

func (r *Rand) Uint64() uint64 {
	if r.s64 != nil {
		return r.s64.Uint64()
	}
	return uint64(r.Int63())>>31 | uint64(r.Int63())<<32
}

func (r *Rand) Int31() int32 {
	return int32(r.Int63() >> 32)
}

func (r *Rand) Int() int {
	u := uint(r.Int63())
	return int(u << 1 >> 1)
}

func (r *Rand) Int63n(n int64) int64 {
	if n <= 0 {
		panic("invalid argument to Int63n")
	}
	if n&(n-1) == 0 {
		return r.Int63() & (n - 1)
	}
	max := int64((1 << 63) - 1 - (1<<63)%uint64(n))
	v := r.Int63()
	for v > max {
		v = r.Int63()
	}
	return v % n
}

func (r *Rand) Int31n(n int32) int32 {
	if n <= 0 {
		panic("invalid argument to Int31n")
	}
	if n&(n-1) == 0 {
		return r.Int31() & (n - 1)
	}
	max := int32((1 << 31) - 1 - (1<<31)%uint32(n))
	v := r.Int31()
	for v > max {
		v = r.Int31()
	}
	return v % n
}

func (r *Rand) Intn(n int) int {
	if n <= 0 {
		panic("invalid argument to Intn")
	}
	if n <= 1<<31-1 {
		return int(r.Int31n(int32(n)))
	}
	return int(r.Int63n(int64(n)))
}

func (r *Rand) Float64() float64 {
	for {
		f := float64(r.Int63()) / (1 << 63)
		if f < 1 {
			return f
		}
	}
}

func (r *Rand) Float32() float32 {
	for {
		f := float32(r.Float64())
		if f < 1 {
			return f
		}
	}
}

func (r *Rand) Perm(n int) []int {
	m := make([]int, n)
	for i := 0; i < n; i++ {
		j := r.Intn(i + 1)
		m[i] = m[j]
		m[j] = i
	}
	return m
}

func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	if n < 0 {
		panic("invalid argument to Shuffle")
	}
	i := n - 1
	for ; i > 1<<31-1-1; i-- {
		j := int(r.Int63n(int64(i + 1)))
		swap(i, j)
	}
	for ; i > 0; i-- {
		j := int(r.int31n(int32(i + 1)))
		swap(i, j)
	}
}

// int31n is Lemire's multiply-shift reduction (used by Shuffle).
func (r *Rand) int31n(n int32) int32 {
	v := r.Uint32()
	prod := uint64(v) * uint64(n)
	low := uint32(prod)
	if low < uint32(n) {
		thresh := uint32(-n) % uint32(n)
		for low < thresh {
			v = r.Uint32()
			prod = uint64(v) * uint64(n)
			low = uint32(prod)
		}
	}
	return int32(prod >> 32)
}

var globalRand = New(NewSource(1))

func Seed(seed int64)                    { globalRand.Seed(seed) }
func Read(p []byte) (n int, err error)   { return globalRand.Read(p) }
func Int63() int64                       { return globalRand.Int63() }
func Uint32() uint32                     { return globalRand.Uint32() }
func Uint64() uint64                     { return globalRand.Uint64() }
func Int31() int32                       { return globalRand.Int31() }
func Int() int                           { return globalRand.Int() }
func Int63n(n int64) int64               { return globalRand.Int63n(n) }
func Int31n(n int32) int32               { return globalRand.Int31n(n) }
func Intn(n int) int                     { return globalRand.Intn(n) }
func Float64() float64                   { return globalRand.Float64() }
func Float32() float32                   { return globalRand.Float32() }
func Perm(n int) []int                   { return globalRand.Perm(n) }
func Shuffle(n int, swap func(i, j int)) { globalRand.Shuffle(n, swap) }

func (r *Rand) NormFloat64() float64 {
	if !zigReady {
		zigset()
	}
	for {
		j := int32(r.Uint32()) // Possibly negative
		i := j & 0x7F
		x := float64(j) * float64(wn[i])
		if absInt32(j) < kn[i] {
			return x
		}
		if i == 0 {
			for {
				x = -math.Log(r.Float64()) * (1.0 / rn)
				y := -math.Log(r.Float64())
				if y+y >= x*x {
					break
				}
			}
			if j > 0 {
				return rn + x
			}
			return -rn - x
		}
		if fn[i]+float32(r.Float64())*(fn[i-1]-fn[i]) < float32(math.Exp(-.5*x*x)) {
			return x
		}
	}
}

func (r *Rand) ExpFloat64() float64 {
	if !zigReady {
		zigset()
	}
	for {
		j := r.Uint32()
		i := j & 0xFF
		x := float64(j) * float64(we[i])
		if j < ke[i] {
			return x
		}
		if i == 0 {
			return re - math.Log(r.Float64())
		}
		if fe[i]+float32(r.Float64())*(fe[i-1]-fe[i]) < float32(math.Exp(-x)) {
			return x
		}
	}
}

func NormFloat64() float64 { return globalRand.NormFloat64() }
func ExpFloat64() float64  { return globalRand.ExpFloat64() }

// The ziggurat tables of NormFloat64 and ExpFloat64 (Marsaglia & Tsang, 2000), computed on first
// use by the paper's zigset; the result equals go1.23's math/rand normal.go/exp.go tables entry
// for entry.
var (
	kn       [128]uint32
	wn, fn   [128]float32
	ke       [256]uint32
	we, fe   [256]float32
	zigReady bool
)

const (
	rn = 3.442619855899
	re = 7.69711747013104972
)

func zigset() {
	const m1, m2 = 2147483648.0, 4294967296.0
	dn, vn := rn, 9.91256303526217e-3
	tn := dn
	q := vn / math.Exp(-.5*dn*dn)
	kn[0], wn[0], wn[127], fn[0] = uint32((dn/q)*m1), float32(q/m1), float32(dn/m1), 1
	fn[127] = float32(math.Exp(-.5 * dn * dn))
	for i := 126; i >= 1; i-- {
		dn = math.Sqrt(-2 * math.Log(vn/dn+math.Exp(-.5*dn*dn)))
		kn[i+1] = uint32((dn / tn) * m1)
		tn = dn
		fn[i] = float32(math.Exp(-.5 * dn * dn))
		wn[i] = float32(dn / m1)
	}
	de, ve := 7.697117470131487, 3.949659822581572e-3
	te := de
	q = ve / math.Exp(-de)
	ke[0], we[0], we[255], fe[0] = uint32((de/q)*m2), float32(q/m2), float32(de/m2), 1
	fe[255] = float32(math.Exp(-de))
	for i := 254; i >= 1; i-- {
		de = -math.Log(ve/de + math.Exp(-de))
		ke[i+1] = uint32((de / te) * m2)
		te = de
		fe[i] = float32(math.Exp(-de))
		we[i] = float32(de / m2)
	}
	zigReady = true
}

func absInt32(i int32) uint32 {
	if i < 0 {
		return uint32(-i)
	}
	return uint32(i)
}

// A Zipf generates Zipf distributed variates: P(k) proportional to (v + k) ** (-s), k in
// [0, imax], by rejection-inversion (W. Hörmann, G. Derflinger, "Rejection-Inversion to Generate
// Variates from Monotone Discrete Distributions"), with go1.23 zipf.go's arithmetic so that a
// seeded generator yields the same values.
type Zipf struct {
	r            *Rand
	imax         float64
	v            float64
	q            float64
	s            float64
	oneminusQ    float64
	oneminusQinv float64
	hxm          float64
	hx0minusHxm  float64
}

// h is the integral of the hat function; hinv its inverse.
func (z *Zipf) h(x float64) float64 {
	return math.Exp(z.oneminusQ*math.Log(z.v+x)) * z.oneminusQinv
}

func (z *Zipf) hinv(x float64) float64 {
	return math.Exp(z.oneminusQinv*math.Log(z.oneminusQ*x)) - z.v
}

// NewZipf returns a Zipf variate generator, or nil unless s > 1 and v >= 1.
func NewZipf(r *Rand, s float64, v float64, imax uint64) *Zipf {
	z := new(Zipf)
	if s <= 1.0 || v < 1 {
		return nil
	}
	z.r = r
	z.imax = float64(imax)
	z.v = v
	z.q = s
	z.oneminusQ = 1.0 - z.q
	z.oneminusQinv = 1.0 / z.oneminusQ
	z.hxm = z.h(z.imax + 0.5)
	z.hx0minusHxm = z.h(0.5) - math.Exp(math.Log(z.v)*(-z.q)) - z.hxm
	z.s = 1 - z.hinv(z.h(1.5)-math.Exp(-z.q*math.Log(z.v+1.0)))
	return z
}

// Uint64 returns a value drawn from the Zipf distribution described by z.
func (z *Zipf) Uint64() uint64 {
	if z == nil {
		panic("rand: nil Zipf")
	}
	k := 0.0
	for {
		u := z.hxm + z.r.Float64()*z.hx0minusHxm
		x := z.hinv(u)
		k = math.Floor(x + 0.5)
		if k-x <= z.s || u >= z.h(k+0.5)-math.Exp(-math.Log(k+z.v)*z.q) {
			return uint64(k)
		}
	}
}
