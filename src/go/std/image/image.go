package image

import (
	"bufio"
	"errors"
	"image/color"
	"io"
	"math/bits"
	"strconv"
)

// Package image after go1.23's go/src/image: Point and Rectangle (geom.go), the Image interfaces
// and the RGBA, NRGBA, Gray and Alpha images (image.go), Uniform and the standard uniform images
// (names.go), and RegisterFormat/Decode's format sniffing (format.go; no decoders are registered
// here), with the 16-bit and Paletted images. The CMYK and YCbCr images are not here.

// ---- geom.go ----

type Point struct {
	X, Y int
}

func (p Point) String() string { return "(" + strconv.Itoa(p.X) + "," + strconv.Itoa(p.Y) + ")" }

func (p Point) Add(q Point) Point { return Point{p.X + q.X, p.Y + q.Y} }
func (p Point) Sub(q Point) Point { return Point{p.X - q.X, p.Y - q.Y} }
func (p Point) Mul(k int) Point   { return Point{p.X * k, p.Y * k} }
func (p Point) Div(k int) Point   { return Point{p.X / k, p.Y / k} }

func (p Point) In(r Rectangle) bool {
	return r.Min.X <= p.X && p.X < r.Max.X && r.Min.Y <= p.Y && p.Y < r.Max.Y
}

// Mod is the point of r congruent to p modulo r's size.
func (p Point) Mod(r Rectangle) Point {
	w, h := r.Dx(), r.Dy()
	p = p.Sub(r.Min)
	p.X = p.X % w
	if p.X < 0 {
		p.X += w
	}
	p.Y = p.Y % h
	if p.Y < 0 {
		p.Y += h
	}
	return p.Add(r.Min)
}

func (p Point) Eq(q Point) bool { return p == q }

var ZP Point

func Pt(X, Y int) Point { return Point{X, Y} }

// Rectangle holds the points with Min.X <= X < Max.X, Min.Y <= Y < Max.Y.
type Rectangle struct {
	Min, Max Point
}

func (r Rectangle) String() string { return r.Min.String() + "-" + r.Max.String() }

func (r Rectangle) Dx() int     { return r.Max.X - r.Min.X }
func (r Rectangle) Dy() int     { return r.Max.Y - r.Min.Y }
func (r Rectangle) Size() Point { return Point{r.Max.X - r.Min.X, r.Max.Y - r.Min.Y} }
func (r Rectangle) Add(p Point) Rectangle {
	return Rectangle{Point{r.Min.X + p.X, r.Min.Y + p.Y}, Point{r.Max.X + p.X, r.Max.Y + p.Y}}
}

func (r Rectangle) Sub(p Point) Rectangle {
	return Rectangle{Point{r.Min.X - p.X, r.Min.Y - p.Y}, Point{r.Max.X - p.X, r.Max.Y - p.Y}}
}

// Inset shrinks r by n on each side; a dimension smaller than 2n collapses to its midpoint.
func (r Rectangle) Inset(n int) Rectangle {
	if r.Dx() < 2*n {
		r.Min.X = (r.Min.X + r.Max.X) / 2
		r.Max.X = r.Min.X
	} else {
		r.Min.X += n
		r.Max.X -= n
	}
	if r.Dy() < 2*n {
		r.Min.Y = (r.Min.Y + r.Max.Y) / 2
		r.Max.Y = r.Min.Y
	} else {
		r.Min.Y += n
		r.Max.Y -= n
	}
	return r
}

func (r Rectangle) Intersect(s Rectangle) Rectangle {
	r.Min.X, r.Min.Y = max(r.Min.X, s.Min.X), max(r.Min.Y, s.Min.Y)
	r.Max.X, r.Max.Y = min(r.Max.X, s.Max.X), min(r.Max.Y, s.Max.Y)
	// An empty intersection is ZR, whatever the bounds: two rectangles that do not overlap meet
	// nowhere (geom.go).
	if r.Empty() {
		return ZR
	}
	return r
}

func (r Rectangle) Union(s Rectangle) Rectangle {
	if r.Empty() {
		return s
	}
	if s.Empty() {
		return r
	}
	r.Min.X, r.Min.Y = min(r.Min.X, s.Min.X), min(r.Min.Y, s.Min.Y)
	r.Max.X, r.Max.Y = max(r.Max.X, s.Max.X), max(r.Max.Y, s.Max.Y)
	return r
}

func (r Rectangle) Empty() bool { return r.Min.X >= r.Max.X || r.Min.Y >= r.Max.Y }

func (r Rectangle) Eq(s Rectangle) bool { return r == s || r.Empty() && s.Empty() }

func (r Rectangle) Overlaps(s Rectangle) bool {
	return !r.Empty() && !s.Empty() &&
		r.Min.X < s.Max.X && s.Min.X < r.Max.X && r.Min.Y < s.Max.Y && s.Min.Y < r.Max.Y
}

func (r Rectangle) In(s Rectangle) bool {
	if r.Empty() {
		return true
	}
	return s.Min.X <= r.Min.X && r.Max.X <= s.Max.X && s.Min.Y <= r.Min.Y && r.Max.Y <= s.Max.Y
}

func (r Rectangle) Canon() Rectangle {
	if r.Max.X < r.Min.X {
		r.Min.X, r.Max.X = r.Max.X, r.Min.X
	}
	if r.Max.Y < r.Min.Y {
		r.Min.Y, r.Max.Y = r.Max.Y, r.Min.Y
	}
	return r
}

// A Rectangle is also an Image: opaque inside, transparent outside.
func (r Rectangle) At(x, y int) color.Color {
	if (Point{x, y}).In(r) {
		return color.Opaque
	}
	return color.Transparent
}

func (r Rectangle) RGBA64At(x, y int) color.RGBA64 {
	if (Point{x, y}).In(r) {
		return color.RGBA64{0xffff, 0xffff, 0xffff, 0xffff}
	}
	return color.RGBA64{}
}

func (r Rectangle) Bounds() Rectangle { return r }

func (r Rectangle) ColorModel() color.Model { return color.Alpha16Model }

var ZR Rectangle

func Rect(x0, y0, x1, y1 int) Rectangle {
	if x0 > x1 {
		x0, x1 = x1, x0
	}
	if y0 > y1 {
		y0, y1 = y1, y0
	}
	return Rectangle{Point{x0, y0}, Point{x1, y1}}
}

// mul3NonNeg is x*y*z, or -1 if an argument is negative or the product overflows an int.
func mul3NonNeg(x int, y int, z int) int {
	if (x < 0) || (y < 0) || (z < 0) {
		return -1
	}
	hi, lo := bits.Mul64(uint64(x), uint64(y))
	if hi != 0 {
		return -1
	}
	hi, lo = bits.Mul64(lo, uint64(z))
	if hi != 0 {
		return -1
	}
	a := int(lo)
	if (a < 0) || (uint64(a) != lo) {
		return -1
	}
	return a
}

// ---- image.go ----

type Config struct {
	ColorModel    color.Model
	Width, Height int
}

type Image interface {
	ColorModel() color.Model
	Bounds() Rectangle
	At(x, y int) color.Color
}

type RGBA64Image interface {
	RGBA64At(x, y int) color.RGBA64
	Image
}

type PalettedImage interface {
	ColorIndexAt(x, y int) uint8
	Image
}

func pixelBufferLength(bytesPerPixel int, r Rectangle, imageTypeName string) int {
	totalLength := mul3NonNeg(bytesPerPixel, r.Dx(), r.Dy())
	if totalLength < 0 {
		panic("image: New" + imageTypeName + " Rectangle has huge or negative dimensions")
	}
	return totalLength
}

// opaque reports whether every alpha byte (every step bytes from first, per row) is 0xff.
func opaque(pix []uint8, stride int, r Rectangle, first, step int) bool {
	if r.Empty() {
		return true
	}
	i0, i1 := first, r.Dx()*step
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for i := i0; i < i1; i += step {
			if pix[i] != 0xff {
				return false
			}
		}
		i0 += stride
		i1 += stride
	}
	return true
}

// RGBA is an in-memory image of color.RGBA pixels (R, G, B, A bytes, row by row).
type RGBA struct {
	Pix    []uint8
	Stride int
	Rect   Rectangle
}

func (p *RGBA) ColorModel() color.Model { return color.RGBAModel }
func (p *RGBA) Bounds() Rectangle       { return p.Rect }
func (p *RGBA) At(x, y int) color.Color { return p.RGBAAt(x, y) }

func (p *RGBA) RGBA64At(x, y int) color.RGBA64 {
	r, g, b, a := p.RGBAAt(x, y).RGBA()
	return color.RGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
}

func (p *RGBA) RGBAAt(x, y int) color.RGBA {
	if !(Point{x, y}.In(p.Rect)) {
		return color.RGBA{}
	}
	i := p.PixOffset(x, y)
	s := p.Pix[i : i+4 : i+4]
	return color.RGBA{s[0], s[1], s[2], s[3]}
}

func (p *RGBA) PixOffset(x, y int) int {
	return (y-p.Rect.Min.Y)*p.Stride + (x-p.Rect.Min.X)*4
}

func (p *RGBA) Set(x, y int, c color.Color) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.SetRGBA(x, y, color.RGBAModel.Convert(c).(color.RGBA))
}

func (p *RGBA) SetRGBA64(x, y int, c color.RGBA64) {
	p.SetRGBA(x, y, color.RGBA{uint8(c.R >> 8), uint8(c.G >> 8), uint8(c.B >> 8), uint8(c.A >> 8)})
}

func (p *RGBA) SetRGBA(x, y int, c color.RGBA) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	i := p.PixOffset(x, y)
	s := p.Pix[i : i+4 : i+4]
	s[0], s[1], s[2], s[3] = c.R, c.G, c.B, c.A
}

// SubImage shares p's pixels.
func (p *RGBA) SubImage(r Rectangle) Image {
	r = r.Intersect(p.Rect)
	if r.Empty() {
		return &RGBA{}
	}
	i := p.PixOffset(r.Min.X, r.Min.Y)
	return &RGBA{Pix: p.Pix[i:], Stride: p.Stride, Rect: r}
}

func (p *RGBA) Opaque() bool { return opaque(p.Pix, p.Stride, p.Rect, 3, 4) }

func NewRGBA(r Rectangle) *RGBA {
	return &RGBA{Pix: make([]uint8, pixelBufferLength(4, r, "RGBA")), Stride: 4 * r.Dx(), Rect: r}
}

// NRGBA is an in-memory image of color.NRGBA pixels (not alpha-premultiplied).
type NRGBA struct {
	Pix    []uint8
	Stride int
	Rect   Rectangle
}

func (p *NRGBA) ColorModel() color.Model { return color.NRGBAModel }
func (p *NRGBA) Bounds() Rectangle       { return p.Rect }
func (p *NRGBA) At(x, y int) color.Color { return p.NRGBAAt(x, y) }

func (p *NRGBA) RGBA64At(x, y int) color.RGBA64 {
	r, g, b, a := p.NRGBAAt(x, y).RGBA()
	return color.RGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
}

func (p *NRGBA) NRGBAAt(x, y int) color.NRGBA {
	if !(Point{x, y}.In(p.Rect)) {
		return color.NRGBA{}
	}
	i := p.PixOffset(x, y)
	s := p.Pix[i : i+4 : i+4]
	return color.NRGBA{s[0], s[1], s[2], s[3]}
}

func (p *NRGBA) PixOffset(x, y int) int {
	return (y-p.Rect.Min.Y)*p.Stride + (x-p.Rect.Min.X)*4
}

func (p *NRGBA) Set(x, y int, c color.Color) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.SetNRGBA(x, y, color.NRGBAModel.Convert(c).(color.NRGBA))
}

func (p *NRGBA) SetRGBA64(x, y int, c color.RGBA64) {
	r, g, b, a := uint32(c.R), uint32(c.G), uint32(c.B), uint32(c.A)
	if (a != 0) && (a != 0xffff) {
		r = (r * 0xffff) / a
		g = (g * 0xffff) / a
		b = (b * 0xffff) / a
	}
	p.SetNRGBA(x, y, color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), uint8(a >> 8)})
}

func (p *NRGBA) SetNRGBA(x, y int, c color.NRGBA) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	i := p.PixOffset(x, y)
	s := p.Pix[i : i+4 : i+4]
	s[0], s[1], s[2], s[3] = c.R, c.G, c.B, c.A
}

func (p *NRGBA) SubImage(r Rectangle) Image {
	r = r.Intersect(p.Rect)
	if r.Empty() {
		return &NRGBA{}
	}
	i := p.PixOffset(r.Min.X, r.Min.Y)
	return &NRGBA{Pix: p.Pix[i:], Stride: p.Stride, Rect: r}
}

func (p *NRGBA) Opaque() bool { return opaque(p.Pix, p.Stride, p.Rect, 3, 4) }

func NewNRGBA(r Rectangle) *NRGBA {
	return &NRGBA{Pix: make([]uint8, pixelBufferLength(4, r, "NRGBA")), Stride: 4 * r.Dx(), Rect: r}
}

// Alpha is an in-memory image of color.Alpha pixels.
type Alpha struct {
	Pix    []uint8
	Stride int
	Rect   Rectangle
}

func (p *Alpha) ColorModel() color.Model { return color.AlphaModel }
func (p *Alpha) Bounds() Rectangle       { return p.Rect }
func (p *Alpha) At(x, y int) color.Color { return p.AlphaAt(x, y) }

func (p *Alpha) RGBA64At(x, y int) color.RGBA64 {
	a := uint16(p.AlphaAt(x, y).A)
	a |= a << 8
	return color.RGBA64{a, a, a, a}
}

func (p *Alpha) AlphaAt(x, y int) color.Alpha {
	if !(Point{x, y}.In(p.Rect)) {
		return color.Alpha{}
	}
	return color.Alpha{p.Pix[p.PixOffset(x, y)]}
}

func (p *Alpha) PixOffset(x, y int) int {
	return (y-p.Rect.Min.Y)*p.Stride + (x - p.Rect.Min.X)
}

func (p *Alpha) Set(x, y int, c color.Color) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.Pix[p.PixOffset(x, y)] = color.AlphaModel.Convert(c).(color.Alpha).A
}

func (p *Alpha) SetRGBA64(x, y int, c color.RGBA64) { p.SetAlpha(x, y, color.Alpha{uint8(c.A >> 8)}) }

func (p *Alpha) SetAlpha(x, y int, c color.Alpha) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.Pix[p.PixOffset(x, y)] = c.A
}

func (p *Alpha) SubImage(r Rectangle) Image {
	r = r.Intersect(p.Rect)
	if r.Empty() {
		return &Alpha{}
	}
	i := p.PixOffset(r.Min.X, r.Min.Y)
	return &Alpha{Pix: p.Pix[i:], Stride: p.Stride, Rect: r}
}

func (p *Alpha) Opaque() bool { return opaque(p.Pix, p.Stride, p.Rect, 0, 1) }

func NewAlpha(r Rectangle) *Alpha {
	return &Alpha{Pix: make([]uint8, pixelBufferLength(1, r, "Alpha")), Stride: 1 * r.Dx(), Rect: r}
}

// Gray is an in-memory image of color.Gray pixels.
type Gray struct {
	Pix    []uint8
	Stride int
	Rect   Rectangle
}

func (p *Gray) ColorModel() color.Model { return color.GrayModel }
func (p *Gray) Bounds() Rectangle       { return p.Rect }
func (p *Gray) At(x, y int) color.Color { return p.GrayAt(x, y) }

func (p *Gray) RGBA64At(x, y int) color.RGBA64 {
	gray := uint16(p.GrayAt(x, y).Y)
	gray |= gray << 8
	return color.RGBA64{gray, gray, gray, 0xffff}
}

func (p *Gray) GrayAt(x, y int) color.Gray {
	if !(Point{x, y}.In(p.Rect)) {
		return color.Gray{}
	}
	return color.Gray{p.Pix[p.PixOffset(x, y)]}
}

func (p *Gray) PixOffset(x, y int) int {
	return (y-p.Rect.Min.Y)*p.Stride + (x - p.Rect.Min.X)
}

func (p *Gray) Set(x, y int, c color.Color) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.Pix[p.PixOffset(x, y)] = color.GrayModel.Convert(c).(color.Gray).Y
}

func (p *Gray) SetRGBA64(x, y int, c color.RGBA64) {
	gray := (19595*uint32(c.R) + 38470*uint32(c.G) + 7471*uint32(c.B) + 1<<15) >> 24
	p.SetGray(x, y, color.Gray{uint8(gray)})
}

func (p *Gray) SetGray(x, y int, c color.Gray) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.Pix[p.PixOffset(x, y)] = c.Y
}

func (p *Gray) SubImage(r Rectangle) Image {
	r = r.Intersect(p.Rect)
	if r.Empty() {
		return &Gray{}
	}
	i := p.PixOffset(r.Min.X, r.Min.Y)
	return &Gray{Pix: p.Pix[i:], Stride: p.Stride, Rect: r}
}

func (p *Gray) Opaque() bool { return true }

func NewGray(r Rectangle) *Gray {
	return &Gray{Pix: make([]uint8, pixelBufferLength(1, r, "Gray")), Stride: 1 * r.Dx(), Rect: r}
}

// ---- the 16-bit images (big-endian channels) and Paletted ----

func get16(pix []uint8, i int) uint16 { return uint16(pix[i])<<8 | uint16(pix[i+1]) }

func put16(pix []uint8, i int, v uint16) { pix[i], pix[i+1] = uint8(v>>8), uint8(v) }

// opaque16 is opaque for 16-bit alpha (both bytes 0xff).
func opaque16(pix []uint8, stride int, r Rectangle, first, step int) bool {
	if r.Empty() {
		return true
	}
	i0, i1 := first, r.Dx()*step
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for i := i0; i < i1; i += step {
			if pix[i+0] != 0xff || pix[i+1] != 0xff {
				return false
			}
		}
		i0 += stride
		i1 += stride
	}
	return true
}

// RGBA64 is an in-memory image of color.RGBA64 pixels.
type RGBA64 struct {
	Pix    []uint8
	Stride int
	Rect   Rectangle
}

func (p *RGBA64) ColorModel() color.Model { return color.RGBA64Model }
func (p *RGBA64) Bounds() Rectangle       { return p.Rect }
func (p *RGBA64) At(x, y int) color.Color { return p.RGBA64At(x, y) }

func (p *RGBA64) RGBA64At(x, y int) color.RGBA64 {
	if !(Point{x, y}.In(p.Rect)) {
		return color.RGBA64{}
	}
	i := p.PixOffset(x, y)
	return color.RGBA64{get16(p.Pix, i), get16(p.Pix, i+2), get16(p.Pix, i+4), get16(p.Pix, i+6)}
}

func (p *RGBA64) PixOffset(x, y int) int {
	return (y-p.Rect.Min.Y)*p.Stride + (x-p.Rect.Min.X)*8
}

func (p *RGBA64) Set(x, y int, c color.Color) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.SetRGBA64(x, y, color.RGBA64Model.Convert(c).(color.RGBA64))
}

func (p *RGBA64) SetRGBA64(x, y int, c color.RGBA64) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	i := p.PixOffset(x, y)
	put16(p.Pix, i, c.R)
	put16(p.Pix, i+2, c.G)
	put16(p.Pix, i+4, c.B)
	put16(p.Pix, i+6, c.A)
}

func (p *RGBA64) SubImage(r Rectangle) Image {
	r = r.Intersect(p.Rect)
	if r.Empty() {
		return &RGBA64{}
	}
	i := p.PixOffset(r.Min.X, r.Min.Y)
	return &RGBA64{Pix: p.Pix[i:], Stride: p.Stride, Rect: r}
}

func (p *RGBA64) Opaque() bool { return opaque16(p.Pix, p.Stride, p.Rect, 6, 8) }

func NewRGBA64(r Rectangle) *RGBA64 {
	return &RGBA64{Pix: make([]uint8, pixelBufferLength(8, r, "RGBA64")), Stride: 8 * r.Dx(), Rect: r}
}

// NRGBA64 is an in-memory image of color.NRGBA64 pixels.
type NRGBA64 struct {
	Pix    []uint8
	Stride int
	Rect   Rectangle
}

func (p *NRGBA64) ColorModel() color.Model { return color.NRGBA64Model }
func (p *NRGBA64) Bounds() Rectangle       { return p.Rect }
func (p *NRGBA64) At(x, y int) color.Color { return p.NRGBA64At(x, y) }

func (p *NRGBA64) RGBA64At(x, y int) color.RGBA64 {
	r, g, b, a := p.NRGBA64At(x, y).RGBA()
	return color.RGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
}

func (p *NRGBA64) NRGBA64At(x, y int) color.NRGBA64 {
	if !(Point{x, y}.In(p.Rect)) {
		return color.NRGBA64{}
	}
	i := p.PixOffset(x, y)
	return color.NRGBA64{get16(p.Pix, i), get16(p.Pix, i+2), get16(p.Pix, i+4), get16(p.Pix, i+6)}
}

func (p *NRGBA64) PixOffset(x, y int) int {
	return (y-p.Rect.Min.Y)*p.Stride + (x-p.Rect.Min.X)*8
}

func (p *NRGBA64) Set(x, y int, c color.Color) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.SetNRGBA64(x, y, color.NRGBA64Model.Convert(c).(color.NRGBA64))
}

func (p *NRGBA64) SetRGBA64(x, y int, c color.RGBA64) {
	r, g, b, a := uint32(c.R), uint32(c.G), uint32(c.B), uint32(c.A)
	if (a != 0) && (a != 0xffff) {
		r = (r * 0xffff) / a
		g = (g * 0xffff) / a
		b = (b * 0xffff) / a
	}
	p.SetNRGBA64(x, y, color.NRGBA64{uint16(r), uint16(g), uint16(b), uint16(a)})
}

func (p *NRGBA64) SetNRGBA64(x, y int, c color.NRGBA64) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	i := p.PixOffset(x, y)
	put16(p.Pix, i, c.R)
	put16(p.Pix, i+2, c.G)
	put16(p.Pix, i+4, c.B)
	put16(p.Pix, i+6, c.A)
}

func (p *NRGBA64) SubImage(r Rectangle) Image {
	r = r.Intersect(p.Rect)
	if r.Empty() {
		return &NRGBA64{}
	}
	i := p.PixOffset(r.Min.X, r.Min.Y)
	return &NRGBA64{Pix: p.Pix[i:], Stride: p.Stride, Rect: r}
}

func (p *NRGBA64) Opaque() bool { return opaque16(p.Pix, p.Stride, p.Rect, 6, 8) }

func NewNRGBA64(r Rectangle) *NRGBA64 {
	return &NRGBA64{Pix: make([]uint8, pixelBufferLength(8, r, "NRGBA64")), Stride: 8 * r.Dx(), Rect: r}
}

// Alpha16 is an in-memory image of color.Alpha16 pixels.
type Alpha16 struct {
	Pix    []uint8
	Stride int
	Rect   Rectangle
}

func (p *Alpha16) ColorModel() color.Model { return color.Alpha16Model }
func (p *Alpha16) Bounds() Rectangle       { return p.Rect }
func (p *Alpha16) At(x, y int) color.Color { return p.Alpha16At(x, y) }

func (p *Alpha16) RGBA64At(x, y int) color.RGBA64 {
	a := p.Alpha16At(x, y).A
	return color.RGBA64{a, a, a, a}
}

func (p *Alpha16) Alpha16At(x, y int) color.Alpha16 {
	if !(Point{x, y}.In(p.Rect)) {
		return color.Alpha16{}
	}
	return color.Alpha16{get16(p.Pix, p.PixOffset(x, y))}
}

func (p *Alpha16) PixOffset(x, y int) int {
	return (y-p.Rect.Min.Y)*p.Stride + (x-p.Rect.Min.X)*2
}

func (p *Alpha16) Set(x, y int, c color.Color) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.SetAlpha16(x, y, color.Alpha16Model.Convert(c).(color.Alpha16))
}

func (p *Alpha16) SetRGBA64(x, y int, c color.RGBA64) { p.SetAlpha16(x, y, color.Alpha16{c.A}) }

func (p *Alpha16) SetAlpha16(x, y int, c color.Alpha16) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	put16(p.Pix, p.PixOffset(x, y), c.A)
}

func (p *Alpha16) SubImage(r Rectangle) Image {
	r = r.Intersect(p.Rect)
	if r.Empty() {
		return &Alpha16{}
	}
	i := p.PixOffset(r.Min.X, r.Min.Y)
	return &Alpha16{Pix: p.Pix[i:], Stride: p.Stride, Rect: r}
}

func (p *Alpha16) Opaque() bool { return opaque16(p.Pix, p.Stride, p.Rect, 0, 2) }

func NewAlpha16(r Rectangle) *Alpha16 {
	return &Alpha16{Pix: make([]uint8, pixelBufferLength(2, r, "Alpha16")), Stride: 2 * r.Dx(), Rect: r}
}

// Gray16 is an in-memory image of color.Gray16 pixels.
type Gray16 struct {
	Pix    []uint8
	Stride int
	Rect   Rectangle
}

func (p *Gray16) ColorModel() color.Model { return color.Gray16Model }
func (p *Gray16) Bounds() Rectangle       { return p.Rect }
func (p *Gray16) At(x, y int) color.Color { return p.Gray16At(x, y) }

func (p *Gray16) RGBA64At(x, y int) color.RGBA64 {
	gray := p.Gray16At(x, y).Y
	return color.RGBA64{gray, gray, gray, 0xffff}
}

func (p *Gray16) Gray16At(x, y int) color.Gray16 {
	if !(Point{x, y}.In(p.Rect)) {
		return color.Gray16{}
	}
	return color.Gray16{get16(p.Pix, p.PixOffset(x, y))}
}

func (p *Gray16) PixOffset(x, y int) int {
	return (y-p.Rect.Min.Y)*p.Stride + (x-p.Rect.Min.X)*2
}

func (p *Gray16) Set(x, y int, c color.Color) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.SetGray16(x, y, color.Gray16Model.Convert(c).(color.Gray16))
}

func (p *Gray16) SetRGBA64(x, y int, c color.RGBA64) {
	gray := (19595*uint32(c.R) + 38470*uint32(c.G) + 7471*uint32(c.B) + 1<<15) >> 16
	p.SetGray16(x, y, color.Gray16{uint16(gray)})
}

func (p *Gray16) SetGray16(x, y int, c color.Gray16) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	put16(p.Pix, p.PixOffset(x, y), c.Y)
}

func (p *Gray16) SubImage(r Rectangle) Image {
	r = r.Intersect(p.Rect)
	if r.Empty() {
		return &Gray16{}
	}
	i := p.PixOffset(r.Min.X, r.Min.Y)
	return &Gray16{Pix: p.Pix[i:], Stride: p.Stride, Rect: r}
}

func (p *Gray16) Opaque() bool { return true }

func NewGray16(r Rectangle) *Gray16 {
	return &Gray16{Pix: make([]uint8, pixelBufferLength(2, r, "Gray16")), Stride: 2 * r.Dx(), Rect: r}
}

// Paletted is an in-memory image of indices into a palette.
type Paletted struct {
	Pix     []uint8
	Stride  int
	Rect    Rectangle
	Palette color.Palette
}

func (p *Paletted) ColorModel() color.Model { return p.Palette }
func (p *Paletted) Bounds() Rectangle       { return p.Rect }

// At outside the bounds is the palette's first colour (nil with an empty palette).
func (p *Paletted) At(x, y int) color.Color {
	if len(p.Palette) == 0 {
		return nil
	}
	if !(Point{x, y}.In(p.Rect)) {
		return p.Palette[0]
	}
	return p.Palette[p.Pix[p.PixOffset(x, y)]]
}

func (p *Paletted) RGBA64At(x, y int) color.RGBA64 {
	if len(p.Palette) == 0 {
		return color.RGBA64{}
	}
	r, g, b, a := p.At(x, y).RGBA()
	return color.RGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
}

func (p *Paletted) PixOffset(x, y int) int {
	return (y-p.Rect.Min.Y)*p.Stride + (x - p.Rect.Min.X)
}

func (p *Paletted) Set(x, y int, c color.Color) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.Pix[p.PixOffset(x, y)] = uint8(p.Palette.Index(c))
}

func (p *Paletted) SetRGBA64(x, y int, c color.RGBA64) { p.Set(x, y, c) }

func (p *Paletted) ColorIndexAt(x, y int) uint8 {
	if !(Point{x, y}.In(p.Rect)) {
		return 0
	}
	return p.Pix[p.PixOffset(x, y)]
}

func (p *Paletted) SetColorIndex(x, y int, index uint8) {
	if !(Point{x, y}.In(p.Rect)) {
		return
	}
	p.Pix[p.PixOffset(x, y)] = index
}

func (p *Paletted) SubImage(r Rectangle) Image {
	r = r.Intersect(p.Rect)
	if r.Empty() {
		return &Paletted{Palette: p.Palette}
	}
	i := p.PixOffset(r.Min.X, r.Min.Y)
	return &Paletted{Pix: p.Pix[i:], Stride: p.Stride, Rect: p.Rect.Intersect(r), Palette: p.Palette}
}

// Opaque checks the palette entries the image uses.
func (p *Paletted) Opaque() bool {
	var present [256]bool
	i0, i1 := 0, p.Rect.Dx()
	for y := p.Rect.Min.Y; y < p.Rect.Max.Y; y++ {
		for _, c := range p.Pix[i0:i1] {
			present[c] = true
		}
		i0 += p.Stride
		i1 += p.Stride
	}
	for i, c := range p.Palette {
		if !present[i] {
			continue
		}
		_, _, _, a := c.RGBA()
		if a != 0xffff {
			return false
		}
	}
	return true
}

func NewPaletted(r Rectangle, p color.Palette) *Paletted {
	return &Paletted{Pix: make([]uint8, pixelBufferLength(1, r, "Paletted")), Stride: 1 * r.Dx(), Rect: r, Palette: p}
}

// ---- names.go ----

var (
	Black       = NewUniform(color.Black)
	White       = NewUniform(color.White)
	Transparent = NewUniform(color.Transparent)
	Opaque      = NewUniform(color.Opaque)
)

// Uniform is an infinite image of one colour; it is also a color.Color and a color.Model.
type Uniform struct {
	C color.Color
}

func (c *Uniform) RGBA() (r, g, b, a uint32)       { return c.C.RGBA() }
func (c *Uniform) ColorModel() color.Model         { return c }
func (c *Uniform) Convert(color.Color) color.Color { return c.C }
func (c *Uniform) Bounds() Rectangle               { return Rectangle{Point{-1e9, -1e9}, Point{1e9, 1e9}} }
func (c *Uniform) At(x, y int) color.Color         { return c.C }

func (c *Uniform) RGBA64At(x, y int) color.RGBA64 {
	r, g, b, a := c.C.RGBA()
	return color.RGBA64{uint16(r), uint16(g), uint16(b), uint16(a)}
}

func (c *Uniform) Opaque() bool {
	_, _, _, a := c.C.RGBA()
	return a == 0xffff
}

func NewUniform(c color.Color) *Uniform { return &Uniform{c} }

// ---- format.go ----

var ErrFormat = errors.New("image: unknown format")

type format struct {
	name, magic  string
	decode       func(io.Reader) (Image, error)
	decodeConfig func(io.Reader) (Config, error)
}

var formats []format

// RegisterFormat registers a decoder for the images whose first bytes match magic ('?' matches
// any byte).
func RegisterFormat(name, magic string, decode func(io.Reader) (Image, error), decodeConfig func(io.Reader) (Config, error)) {
	formats = append(formats, format{name, magic, decode, decodeConfig})
}

type reader interface {
	io.Reader
	Peek(int) ([]byte, error)
}

func asReader(r io.Reader) reader {
	if rr, ok := r.(reader); ok {
		return rr
	}
	return bufio.NewReader(r)
}

func match(magic string, b []byte) bool {
	if len(magic) != len(b) {
		return false
	}
	for i, c := range b {
		if magic[i] != c && magic[i] != '?' {
			return false
		}
	}
	return true
}

func sniff(r reader) format {
	for _, f := range formats {
		b, err := r.Peek(len(f.magic))
		if err == nil && match(f.magic, b) {
			return f
		}
	}
	return format{}
}

func Decode(r io.Reader) (Image, string, error) {
	rr := asReader(r)
	f := sniff(rr)
	if f.decode == nil {
		return nil, "", ErrFormat
	}
	m, err := f.decode(rr)
	return m, f.name, err
}

func DecodeConfig(r io.Reader) (Config, string, error) {
	rr := asReader(r)
	f := sniff(rr)
	if f.decodeConfig == nil {
		return Config{}, "", ErrFormat
	}
	c, err := f.decodeConfig(rr)
	return c, f.name, err
}
