package rand

import (
	"errors"
	"math"
	"math/bits"
)

type Source interface {
	Uint64() uint64
}

type PCG struct {
	hi uint64
	lo uint64
}

func NewPCG(seed1, seed2 uint64) *PCG { return &PCG{seed1, seed2} }

func (p *PCG) Seed(seed1, seed2 uint64) {
	p.hi = seed1
	p.lo = seed2
}

func (p *PCG) Uint64() uint64

// MarshalBinary: "pcg:" and the 128-bit state, big endian (go1.23 pcg.go).
func (p *PCG) MarshalBinary() ([]byte, error) {
	b := make([]byte, 20)
	copy(b, "pcg:")
	for i := 0; i < 8; i++ {
		b[4+i] = byte(p.hi >> (56 - 8*i))
		b[12+i] = byte(p.lo >> (56 - 8*i))
	}
	return b, nil
}

var errUnmarshalPCG = errors.New("invalid PCG encoding")

func (p *PCG) UnmarshalBinary(data []byte) error {
	if len(data) != 20 || string(data[:4]) != "pcg:" {
		return errUnmarshalPCG
	}
	p.hi, p.lo = 0, 0
	for i := 0; i < 8; i++ {
		p.hi = p.hi<<8 | uint64(data[4+i])
		p.lo = p.lo<<8 | uint64(data[12+i])
	}
	return nil
}

type Rand struct {
	src Source
}

func New(src Source) *Rand { return &Rand{src: src} }

func (r *Rand) Int64() int64   { return int64(r.src.Uint64() &^ (1 << 63)) }
func (r *Rand) Uint32() uint32 { return uint32(r.src.Uint64() >> 32) }
func (r *Rand) Uint64() uint64 { return r.src.Uint64() }
func (r *Rand) Int32() int32   { return int32(r.src.Uint64() >> 33) }
func (r *Rand) Int() int       { return int(uint(r.src.Uint64()) << 1 >> 1) }
func (r *Rand) Uint() uint     { return uint(r.src.Uint64()) }

func (r *Rand) Int64N(n int64) int64 {
	if n <= 0 {
		panic("invalid argument to Int64N")
	}
	return int64(r.uint64n(uint64(n)))
}

func (r *Rand) Uint64N(n uint64) uint64 {
	if n == 0 {
		panic("invalid argument to Uint64N")
	}
	return r.uint64n(n)
}

func (r *Rand) uint64n(n uint64) uint64 {
	if n&(n-1) == 0 {
		return r.Uint64() & (n - 1)
	}
	hi, lo := bits.Mul64(r.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(r.Uint64(), n)
		}
	}
	return hi
}

func (r *Rand) uint32n(n uint32) uint32 {
	if n&(n-1) == 0 {
		return uint32(r.Uint64()) & (n - 1)
	}
	x := r.Uint64()
	lo1a, lo0 := bits.Mul32(uint32(x), n)
	hi, lo1b := bits.Mul32(uint32(x>>32), n)
	lo1, c := bits.Add32(lo1a, lo1b, 0)
	hi += c
	if lo1 == 0 && lo0 < uint32(n) {
		n64 := uint64(n)
		thresh := uint32(-n64 % n64)
		for lo1 == 0 && lo0 < thresh {
			x := r.Uint64()
			lo1a, lo0 = bits.Mul32(uint32(x), n)
			hi, lo1b = bits.Mul32(uint32(x>>32), n)
			lo1, c = bits.Add32(lo1a, lo1b, 0)
			hi += c
		}
	}
	return hi
}

func (r *Rand) Int32N(n int32) int32 {
	if n <= 0 {
		panic("invalid argument to Int32N")
	}
	return int32(r.uint64n(uint64(n)))
}

func (r *Rand) Uint32N(n uint32) uint32 {
	if n == 0 {
		panic("invalid argument to Uint32N")
	}
	return uint32(r.uint64n(uint64(n)))
}

func (r *Rand) IntN(n int) int {
	if n <= 0 {
		panic("invalid argument to IntN")
	}
	return int(r.uint64n(uint64(n)))
}

func (r *Rand) UintN(n uint) uint {
	if n == 0 {
		panic("invalid argument to UintN")
	}
	return uint(r.uint64n(uint64(n)))
}

func (r *Rand) Float64() float64 { return float64(r.Uint64()<<11>>11) / (1 << 53) }

func (r *Rand) Float32() float32 { return float32(r.Uint32()<<8>>8) / (1 << 24) }

func (r *Rand) Perm(n int) []int {
	p := make([]int, n)
	for i := range p {
		p[i] = i
	}
	r.Shuffle(len(p), func(i, j int) { p[i], p[j] = p[j], p[i] })
	return p
}

func (r *Rand) Shuffle(n int, swap func(i, j int)) {
	if n < 0 {
		panic("invalid argument to Shuffle")
	}
	for i := n - 1; i > 0; i-- {
		j := int(r.uint64n(uint64(i + 1)))
		swap(i, j)
	}
}

var globalRand = New(NewPCG(0x9e3779b97f4a7c15, 0x6a09e667f3bcc909))

func Int64() int64                       { return globalRand.Int64() }
func Uint32() uint32                     { return globalRand.Uint32() }
func Uint64() uint64                     { return globalRand.Uint64() }
func Int32() int32                       { return globalRand.Int32() }
func Int() int                           { return globalRand.Int() }
func Uint() uint                         { return globalRand.Uint() }
func Int64N(n int64) int64               { return globalRand.Int64N(n) }
func Uint64N(n uint64) uint64            { return globalRand.Uint64N(n) }
func Int32N(n int32) int32               { return globalRand.Int32N(n) }
func Uint32N(n uint32) uint32            { return globalRand.Uint32N(n) }
func IntN(n int) int                     { return globalRand.IntN(n) }
func UintN(n uint) uint                  { return globalRand.UintN(n) }
func Float64() float64                   { return globalRand.Float64() }
func Float32() float32                   { return globalRand.Float32() }
func Perm(n int) []int                   { return globalRand.Perm(n) }
func Shuffle(n int, swap func(i, j int)) { globalRand.Shuffle(n, swap) }

func N[Int ~int | ~int8 | ~int16 | ~int32 | ~int64 | ~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr](n Int) Int {
	if n <= 0 {
		panic("invalid argument to N")
	}
	return Int(globalRand.uint64n(uint64(n)))
}

func (r *Rand) NormFloat64() float64 {
	if !zigReady {
		zigset()
	}
	for {
		u := r.Uint64()
		j := int32(u) // Possibly negative
		i := u >> 32 & 0x7F
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
		u := r.Uint64()
		j := uint32(u)
		i := uint8(u >> 32)
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

// ChaCha8 is the ChaCha8-based generator of go1.23 (internal/chacha8rand): each refill runs four
// ChaCha8 blocks side by side (counters c..c+3) and hands out their words interleaved as the
// vectorised code lays them out; every fourth refill the last four words reseed it instead of
// being returned. Written here in Go, word for word the same output for a seed.
type ChaCha8 struct {
	buf     [32]uint64
	seed    [4]uint64
	i, n, c uint32
	readBuf [8]byte
	readLen int // 0 <= readLen <= 8
}

const (
	chachaCtrInc = 4  // the counter advances by 4 blocks per refill
	chachaCtrMax = 16 // and wraps, reseeding, at 16
	chachaChunk  = 32 // words per refill
	chachaReseed = 4  // words kept back to reseed
)

// NewChaCha8 returns a new ChaCha8 seeded with the given seed.
func NewChaCha8(seed [32]byte) *ChaCha8 {
	c := new(ChaCha8)
	c.init(seed)
	return c
}

// Seed resets the ChaCha8 to behave the same way as NewChaCha8(seed).
func (c *ChaCha8) Seed(seed [32]byte) {
	c.init(seed)
	c.readLen = 0
	c.readBuf = [8]byte{}
}

func (c *ChaCha8) init(seed [32]byte) {
	var s [4]uint64
	for i := range s {
		s[i] = leUint64(seed[i*8:])
	}
	c.seed = s
	chachaBlock(&c.seed, &c.buf, 0)
	c.c, c.i, c.n = 0, 0, chachaChunk
}

func (c *ChaCha8) refill() {
	c.c += chachaCtrInc
	if c.c == chachaCtrMax {
		copy(c.seed[:], c.buf[chachaChunk-chachaReseed:])
		c.c = 0
	}
	chachaBlock(&c.seed, &c.buf, c.c)
	c.i = 0
	c.n = chachaChunk
	if c.c == chachaCtrMax-chachaCtrInc {
		c.n = chachaChunk - chachaReseed
	}
}

// Uint64 returns a uniformly distributed random uint64 value.
func (c *ChaCha8) Uint64() uint64 {
	for c.i >= c.n {
		c.refill()
	}
	x := c.buf[c.i&31]
	c.i++
	return x
}

// Read reads exactly len(p) bytes into p: whole words little endian, a partial word's rest kept for
// the next Read.
func (c *ChaCha8) Read(p []byte) (n int, err error) {
	if c.readLen > 0 {
		n = copy(p, c.readBuf[len(c.readBuf)-c.readLen:])
		c.readLen -= n
		p = p[n:]
	}
	for len(p) >= 8 {
		lePutUint64(p, c.Uint64())
		p = p[8:]
		n += 8
	}
	if len(p) > 0 {
		lePutUint64(c.readBuf[:], c.Uint64())
		n += copy(p, c.readBuf[:])
		c.readLen = 8 - len(p)
	}
	return
}

// MarshalBinary: "chacha8:", the words used since the seed (big endian) and the seed (little
// endian), after "readbuf:" and the unread bytes of a partial Read if any.
func (c *ChaCha8) MarshalBinary() ([]byte, error) {
	var out []byte
	if c.readLen > 0 {
		out = append([]byte("readbuf:"), uint8(c.readLen))
		out = append(out, c.readBuf[len(c.readBuf)-c.readLen:]...)
	}
	data := make([]byte, 6*8)
	copy(data, "chacha8:")
	used := uint64((c.c/chachaCtrInc)*chachaChunk + c.i)
	for i := 0; i < 8; i++ {
		data[8+i] = byte(used >> (56 - 8*i))
	}
	for i, s := range c.seed {
		lePutUint64(data[(2+i)*8:], s)
	}
	return append(out, data...), nil
}

type errUnmarshalChaCha8 struct{}

func (*errUnmarshalChaCha8) Error() string { return "invalid ChaCha8 encoding" }

// UnmarshalBinary restores a state MarshalBinary wrote.
func (c *ChaCha8) UnmarshalBinary(data []byte) error {
	if len(data) >= 8 && string(data[:8]) == "readbuf:" {
		data = data[8:]
		if len(data) == 0 || len(data) < int(1+data[0]) {
			return errors.New("invalid ChaCha8 Read buffer encoding")
		}
		buf := data[1 : 1+data[0]]
		data = data[1+data[0]:]
		c.readLen = copy(c.readBuf[len(c.readBuf)-len(buf):], buf)
	}
	if len(data) != 6*8 || string(data[:8]) != "chacha8:" {
		return new(errUnmarshalChaCha8)
	}
	var used uint64
	for i := 0; i < 8; i++ {
		used = used<<8 | uint64(data[8+i])
	}
	if used > (chachaCtrMax/chachaCtrInc)*chachaChunk-chachaReseed {
		return new(errUnmarshalChaCha8)
	}
	for i := range c.seed {
		c.seed[i] = leUint64(data[(2+i)*8:])
	}
	c.c = chachaCtrInc * (uint32(used) / chachaChunk)
	chachaBlock(&c.seed, &c.buf, c.c)
	c.i = uint32(used) % chachaChunk
	c.n = chachaChunk
	if c.c == chachaCtrMax-chachaCtrInc {
		c.n = chachaChunk - chachaReseed
	}
	return nil
}

func leUint64(b []byte) uint64 {
	_ = b[7]
	return uint64(b[0]) | uint64(b[1])<<8 | uint64(b[2])<<16 | uint64(b[3])<<24 |
		uint64(b[4])<<32 | uint64(b[5])<<40 | uint64(b[6])<<48 | uint64(b[7])<<56
}

func lePutUint64(b []byte, v uint64) {
	_ = b[7]
	for i := 0; i < 8; i++ {
		b[i] = byte(v >> (8 * i))
	}
}

// chachaBlock runs ChaCha8 (4 double rounds) on the blocks with counters counter..counter+3 and
// writes them to buf as go1.23 does: word w of block i is uint32 lane 4*w+i, two lanes a uint64,
// the key words (4..11) with the input added back, the others as the rounds left them.
func chachaBlock(seed *[4]uint64, buf *[32]uint64, counter uint32) {
	var in [16]uint32
	in[0], in[1], in[2], in[3] = 0x61707865, 0x3320646e, 0x79622d32, 0x6b206574
	for k := 0; k < 4; k++ {
		in[4+2*k] = uint32(seed[k])
		in[5+2*k] = uint32(seed[k] >> 32)
	}
	var lanes [64]uint32
	for blk := 0; blk < 4; blk++ {
		x := in
		x[12] = counter + uint32(blk)
		for round := 0; round < 4; round++ {
			x[0], x[4], x[8], x[12] = chachaQR(x[0], x[4], x[8], x[12])
			x[1], x[5], x[9], x[13] = chachaQR(x[1], x[5], x[9], x[13])
			x[2], x[6], x[10], x[14] = chachaQR(x[2], x[6], x[10], x[14])
			x[3], x[7], x[11], x[15] = chachaQR(x[3], x[7], x[11], x[15])
			x[0], x[5], x[10], x[15] = chachaQR(x[0], x[5], x[10], x[15])
			x[1], x[6], x[11], x[12] = chachaQR(x[1], x[6], x[11], x[12])
			x[2], x[7], x[8], x[13] = chachaQR(x[2], x[7], x[8], x[13])
			x[3], x[4], x[9], x[14] = chachaQR(x[3], x[4], x[9], x[14])
		}
		for w := 0; w < 16; w++ {
			v := x[w]
			if w >= 4 && w < 12 {
				v += in[w]
			}
			lanes[4*w+blk] = v
		}
	}
	for j := range buf {
		buf[j] = uint64(lanes[2*j]) | uint64(lanes[2*j+1])<<32
	}
}

func chachaQR(a, b, c, d uint32) (uint32, uint32, uint32, uint32) {
	a += b
	d ^= a
	d = d<<16 | d>>16
	c += d
	b ^= c
	b = b<<12 | b>>20
	a += b
	d ^= a
	d = d<<8 | d>>24
	c += d
	b ^= c
	b = b<<7 | b>>25
	return a, b, c, d
}
