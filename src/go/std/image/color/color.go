package color

// Package image/color after go1.23's go/src/image/color/color.go: the colour types with their
// alpha-premultiplied 16-bit RGBA, the models converting between them, Palette and the standard
// colours. (ycbcr.go's YCbCr and CMYK are not here.)

type Color interface {
	RGBA() (r, g, b, a uint32)
}

// x8 widens an 8-bit channel to 16 bits (0xab → 0xabab).
func x8(v uint8) uint32 { return uint32(v) | uint32(v)<<8 }

type RGBA struct {
	R, G, B, A uint8
}

func (c RGBA) RGBA() (r, g, b, a uint32) { return x8(c.R), x8(c.G), x8(c.B), x8(c.A) }

type RGBA64 struct {
	R, G, B, A uint16
}

func (c RGBA64) RGBA() (r, g, b, a uint32) {
	return uint32(c.R), uint32(c.G), uint32(c.B), uint32(c.A)
}

// NRGBA is not alpha-premultiplied: RGBA multiplies each channel by alpha.
type NRGBA struct {
	R, G, B, A uint8
}

func (c NRGBA) RGBA() (r, g, b, a uint32) {
	a8 := uint32(c.A)
	return x8(c.R) * a8 / 0xff, x8(c.G) * a8 / 0xff, x8(c.B) * a8 / 0xff, x8(c.A)
}

type NRGBA64 struct {
	R, G, B, A uint16
}

func (c NRGBA64) RGBA() (r, g, b, a uint32) {
	a = uint32(c.A)
	return uint32(c.R) * a / 0xffff, uint32(c.G) * a / 0xffff, uint32(c.B) * a / 0xffff, a
}

type Alpha struct {
	A uint8
}

func (c Alpha) RGBA() (r, g, b, a uint32) {
	a = x8(c.A)
	return a, a, a, a
}

type Alpha16 struct {
	A uint16
}

func (c Alpha16) RGBA() (r, g, b, a uint32) {
	a = uint32(c.A)
	return a, a, a, a
}

type Gray struct {
	Y uint8
}

func (c Gray) RGBA() (r, g, b, a uint32) {
	y := x8(c.Y)
	return y, y, y, 0xffff
}

type Gray16 struct {
	Y uint16
}

func (c Gray16) RGBA() (r, g, b, a uint32) {
	y := uint32(c.Y)
	return y, y, y, 0xffff
}

type Model interface {
	Convert(c Color) Color
}

func ModelFunc(f func(Color) Color) Model { return &modelFunc{f} }

type modelFunc struct {
	f func(Color) Color
}

func (m *modelFunc) Convert(c Color) Color { return m.f(c) }

var (
	RGBAModel    Model = ModelFunc(rgbaModel)
	RGBA64Model  Model = ModelFunc(rgba64Model)
	NRGBAModel   Model = ModelFunc(nrgbaModel)
	NRGBA64Model Model = ModelFunc(nrgba64Model)
	AlphaModel   Model = ModelFunc(alphaModel)
	Alpha16Model Model = ModelFunc(alpha16Model)
	GrayModel    Model = ModelFunc(grayModel)
	Gray16Model  Model = ModelFunc(gray16Model)
)

func rgbaModel(c Color) Color {
	if _, ok := c.(RGBA); ok {
		return c
	}
	r, g, b, a := c.RGBA()
	return RGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

func rgba64Model(c Color) Color {
	if _, ok := c.(RGBA64); ok {
		return c
	}
	r, g, b, a := c.RGBA()
	return RGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
}

// unpremultiply divides r, g and b by alpha (a neither 0 nor 0xffff).
func unpremultiply(r, g, b, a uint32) (uint32, uint32, uint32) {
	return r * 0xffff / a, g * 0xffff / a, b * 0xffff / a
}

func nrgbaModel(c Color) Color {
	if _, ok := c.(NRGBA); ok {
		return c
	}
	r, g, b, a := c.RGBA()
	if a == 0xffff {
		return NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 0xff}
	}
	if a == 0 {
		return NRGBA{0, 0, 0, 0}
	}
	r, g, b = unpremultiply(r, g, b, a)
	return NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)}
}

func nrgba64Model(c Color) Color {
	if _, ok := c.(NRGBA64); ok {
		return c
	}
	r, g, b, a := c.RGBA()
	if a == 0xffff {
		return NRGBA64{uint16(r), uint16(g), uint16(b), 0xffff}
	}
	if a == 0 {
		return NRGBA64{0, 0, 0, 0}
	}
	r, g, b = unpremultiply(r, g, b, a)
	return NRGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
}

func alphaModel(c Color) Color {
	if _, ok := c.(Alpha); ok {
		return c
	}
	_, _, _, a := c.RGBA()
	return Alpha{uint8(a >> 8)}
}

func alpha16Model(c Color) Color {
	if _, ok := c.(Alpha16); ok {
		return c
	}
	_, _, _, a := c.RGBA()
	return Alpha16{uint16(a)}
}

// luma is the JFIF luminance of r, g, b, in 16.16 fixed point rounded (shifted right by 16: Gray16,
// by 24: Gray).
func luma(r, g, b uint32) uint32 { return 19595*r + 38470*g + 7471*b + 1<<15 }

func grayModel(c Color) Color {
	if _, ok := c.(Gray); ok {
		return c
	}
	r, g, b, _ := c.RGBA()
	return Gray{uint8(luma(r, g, b) >> 24)}
}

func gray16Model(c Color) Color {
	if _, ok := c.(Gray16); ok {
		return c
	}
	r, g, b, _ := c.RGBA()
	return Gray16{uint16(luma(r, g, b) >> 16)}
}

type Palette []Color

func (p Palette) Convert(c Color) Color {
	if len(p) == 0 {
		return nil
	}
	return p[p.Index(c)]
}

// Index is the palette's closest colour to c by Euclidean RGBA distance, the first on a tie.
func (p Palette) Index(c Color) int {
	cr, cg, cb, ca := c.RGBA()
	ret, bestSum := 0, uint32(1<<32-1)
	for i, v := range p {
		vr, vg, vb, va := v.RGBA()
		sum := sqDiff(cr, vr) + sqDiff(cg, vg) + sqDiff(cb, vb) + sqDiff(ca, va)
		if sum < bestSum {
			if sum == 0 {
				return i
			}
			ret, bestSum = i, sum
		}
	}
	return ret
}

// sqDiff is (x-y)² / 4 without overflow (x and y are 16-bit values).
func sqDiff(x, y uint32) uint32 {
	d := x - y
	return (d * d) >> 2
}

var (
	Black       = Gray16{0}
	White       = Gray16{0xffff}
	Transparent = Alpha16{0}
	Opaque      = Alpha16{0xffff}
)
