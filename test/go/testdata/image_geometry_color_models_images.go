package main

import (
	"fmt"
	"image"
	"image/color"
	"strings"
)

type Gradient struct{ W, H int }

func (g Gradient) ColorModel() color.Model { return color.RGBAModel }
func (g Gradient) Bounds() image.Rectangle { return image.Rect(0, 0, g.W, g.H) }
func (g Gradient) At(x, y int) color.Color {
	return color.RGBA{uint8(x * 255 / g.W), uint8(y * 255 / g.H), 128, 255}
}

func main() {
	r := image.Rect(10, 20, 0, 5)
	fmt.Println(r, r.Dx(), r.Dy(), r.Size(), r.Empty(), r.Canon())
	s := image.Rectangle{image.Pt(5, 5), image.Pt(15, 30)}
	fmt.Println(r.Intersect(s), r.Union(s), r.Overlaps(s), s.In(r), r.Inset(3), r.Inset(20), s.Add(image.Pt(1, -1)), s.Sub(image.Pt(5, 5)))
	fmt.Println(image.Rect(0, 0, 2, 2).Intersect(image.Rect(5, 5, 6, 6)), image.ZR.Eq(image.Rect(3, 3, 3, 9)), image.Pt(7, -3).Mod(image.Rect(0, 0, 5, 5)))
	p := image.Pt(3, 4)
	fmt.Println(p, p.Add(p), p.Sub(image.Pt(1, 1)), p.Mul(3), p.Div(2), p.In(r), p.Eq(image.Point{3, 4}), image.ZP)
	fmt.Printf("%v %+v %#v\n", p, r, image.Pt(1, 2))
	m := image.NewRGBA(image.Rect(0, 0, 4, 3))
	m.Set(1, 1, color.RGBA{255, 0, 0, 255})
	m.Set(2, 1, color.NRGBA{0, 255, 0, 128})
	m.Set(3, 2, color.Gray{200})
	m.Set(9, 9, color.White)
	fmt.Println(m.At(1, 1), m.At(2, 1), m.At(3, 2), m.At(9, 9), m.RGBAAt(0, 0), m.Opaque(), len(m.Pix), m.Stride, m.PixOffset(3, 2))
	fmt.Println(m.At(2, 1).RGBA())
	sub := m.SubImage(image.Rect(1, 1, 3, 3)).(*image.RGBA)
	fmt.Println(sub.Bounds(), sub.At(1, 1), sub.At(0, 0), len(sub.Pix))
	n := image.NewNRGBA(image.Rect(0, 0, 2, 2))
	n.Set(0, 0, color.RGBA{100, 50, 0, 128})
	fmt.Println(n.At(0, 0), n.NRGBAAt(0, 0), n.RGBA64At(0, 0), n.Opaque())
	g := image.NewGray(image.Rect(0, 0, 2, 1))
	g.Set(0, 0, color.RGBA{255, 128, 0, 255})
	g.SetRGBA64(1, 0, color.RGBA64{0xffff, 0, 0, 0xffff})
	fmt.Println(g.At(0, 0), g.GrayAt(1, 0), g.Pix, g.Opaque())
	a := image.NewAlpha(image.Rect(0, 0, 1, 1))
	a.Set(0, 0, color.NRGBA{1, 2, 3, 77})
	fmt.Println(a.At(0, 0), a.Opaque())
	for _, c := range []color.Color{color.Black, color.White, color.Transparent, color.Opaque, color.RGBA{1, 2, 3, 4}, color.NRGBA64{0x8000, 0, 0xffff, 0x8000}, color.Alpha16{0x1234}, color.Gray16{0xabcd}} {
		r, g, b, a := c.RGBA()
		fmt.Printf("%T %v -> %d %d %d %d | %v %v %v %v\n", c, c, r, g, b, a, color.RGBAModel.Convert(c), color.NRGBAModel.Convert(c), color.GrayModel.Convert(c), color.Gray16Model.Convert(c))
	}
	pal := color.Palette{color.Black, color.White, color.RGBA{255, 0, 0, 255}, color.RGBA{0, 0, 255, 255}}
	fmt.Println(pal.Index(color.RGBA{200, 30, 30, 255}), pal.Convert(color.Gray{100}), pal.Index(color.RGBA{0, 0, 200, 255}), color.Palette{}.Convert(color.Black))
	u := image.NewUniform(color.RGBA{9, 8, 7, 255})
	fmt.Println(u.At(-5, 1e6), u.Bounds(), u.Opaque(), image.Transparent.Opaque(), u.ColorModel().Convert(color.White))
	var img image.Image = Gradient{4, 4}
	var sb strings.Builder
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y++ {
		for x := b.Min.X; x < b.Max.X; x++ {
			r, _, _, _ := img.At(x, y).RGBA()
			fmt.Fprintf(&sb, "%5d", r>>8)
		}
		sb.WriteString("\n")
	}
	fmt.Print(sb.String())
	_, name, err := image.Decode(strings.NewReader("\x89PNG...."))
	fmt.Printf("%q %v %v\n", name, err, err == image.ErrFormat)
	cfg, _, err := image.DecodeConfig(strings.NewReader("GIF89a"))
	fmt.Println(cfg, err)
	fmt.Println(image.Rect(0, 0, 3, 3).At(1, 1), image.Rect(0, 0, 3, 3).At(5, 1), image.Rect(1, 1, 2, 2).ColorModel() == color.Alpha16Model)
	defer func() { fmt.Println("recovered:", recover()) }()
	image.NewRGBA(image.Rectangle{image.Pt(0, 0), image.Pt(-1, 5)})
}

// Output:
// (0,5)-(10,20) 10 15 (10,15) false (0,5)-(10,20)
// (5,5)-(10,20) (0,5)-(15,30) true false (3,8)-(7,17) (5,12)-(5,12) (6,4)-(16,29) (0,0)-(10,25)
// (0,0)-(0,0) true (2,2)
// (3,4) (6,8) (2,3) (9,12) (1,2) false true (0,0)
// (3,4) (0,5)-(10,20) image.Point{X:1, Y:2}
// {255 0 0 255} {0 128 0 128} {200 200 200 255} {0 0 0 0} {0 0 0 0} false 48 16 44
// 0 32896 0 32896
// (1,1)-(3,3) {255 0 0 255} {0 0 0 0} 28
// {199 99 0 128} {199 99 0 128} {25671 12771 0 32896} false
// {151} {76} [151 76] true
// {77} false
// color.Gray16 {0} -> 0 0 0 65535 | {0 0 0 255} {0 0 0 255} {0} {0}
// color.Gray16 {65535} -> 65535 65535 65535 65535 | {255 255 255 255} {255 255 255 255} {255} {65535}
// color.Alpha16 {0} -> 0 0 0 0 | {0 0 0 0} {0 0 0 0} {0} {0}
// color.Alpha16 {65535} -> 65535 65535 65535 65535 | {255 255 255 255} {255 255 255 255} {255} {65535}
// color.RGBA {1 2 3 4} -> 257 514 771 1028 | {1 2 3 4} {63 127 191 4} {1} {466}
// color.NRGBA64 {32768 0 65535 32768} -> 16384 0 32768 32768 | {64 0 128 128} {127 0 255 128} {33} {8634}
// color.Alpha16 {4660} -> 4660 4660 4660 4660 | {18 18 18 18} {255 255 255 18} {18} {4660}
// color.Gray16 {43981} -> 43981 43981 43981 65535 | {171 171 171 255} {171 171 171 255} {171} {43981}
// 2 {0} 3 <nil>
// {9 8 7 255} (-1000000000,-1000000000)-(1000000000,1000000000) true false {9 8 7 255}
//     0   63  127  191
//     0   63  127  191
//     0   63  127  191
//     0   63  127  191
// "" image: unknown format true
// {<nil> 0 0} image: unknown format
// {65535} {0} true
// recovered: image: NewRGBA Rectangle has huge or negative dimensions
