package main

import (
	"fmt"
	"image"
	"image/color"
)

func main() {
	r := image.Rect(0, 0, 3, 2)
	imgs := []interface {
		image.Image
		Set(x, y int, c color.Color)
		Opaque() bool
		SubImage(image.Rectangle) image.Image
	}{image.NewRGBA64(r), image.NewNRGBA64(r), image.NewAlpha16(r), image.NewGray16(r),
		image.NewPaletted(r, color.Palette{color.Black, color.White, color.RGBA{255, 0, 0, 255}, color.NRGBA{0, 0, 255, 128}})}
	colors := []color.Color{color.RGBA{255, 0, 0, 255}, color.NRGBA{10, 20, 30, 40}, color.Gray16{0x1234}, color.Alpha{7}, color.White, color.RGBA64{0x100, 0x200, 0x300, 0x400}}
	for _, m := range imgs {
		for i, c := range colors {
			m.Set(i%3, i/3, c)
		}
		fmt.Printf("%T opaque=%v model=%T\n", m, m.Opaque(), m.ColorModel())
		for y := 0; y < 3; y++ {
			for x := 0; x < 3; x++ {
				fmt.Print(m.At(x, y), " ")
			}
			fmt.Println()
		}
		sub := m.SubImage(image.Rect(1, 1, 5, 5))
		fmt.Println(sub.Bounds(), sub.At(1, 1), m.SubImage(image.Rect(7, 7, 9, 9)).Bounds())
		if rg, ok := m.(image.RGBA64Image); ok {
			fmt.Println(rg.RGBA64At(0, 0), rg.RGBA64At(9, 9))
		}
	}
	p := image.NewPaletted(image.Rect(0, 0, 2, 2), color.Palette{color.RGBA{1, 2, 3, 255}, color.Alpha{0}})
	p.SetColorIndex(1, 1, 1)
	fmt.Println(p.ColorIndexAt(1, 1), p.ColorIndexAt(5, 5), p.Opaque(), p.At(9, 9), p.Pix)
	var pi image.PalettedImage = p
	fmt.Println(pi.ColorIndexAt(0, 0), (&image.Paletted{}).At(0, 0))
	g := image.NewGray16(image.Rect(0, 0, 1, 1))
	g.SetRGBA64(0, 0, color.RGBA64{0xffff, 0x8000, 0, 0xffff})
	n := image.NewNRGBA64(image.Rect(0, 0, 1, 1))
	n.SetRGBA64(0, 0, color.RGBA64{0x4000, 0x2000, 0, 0x8000})
	fmt.Println(g.Pix, g.Gray16At(0, 0), n.Pix, n.NRGBA64At(0, 0), image.NewAlpha16(image.Rect(0, 0, 1, 1)).Opaque())
}

// Output:
// *image.RGBA64 opaque=false model=*color.modelFunc
// {65535 0 0 65535} {403 806 1209 10280} {4660 4660 4660 65535} 
// {1799 1799 1799 1799} {65535 65535 65535 65535} {256 512 768 1024} 
// {0 0 0 0} {0 0 0 0} {0 0 0 0} 
// (1,1)-(3,2) {65535 65535 65535 65535} (0,0)-(0,0)
// {65535 0 0 65535} {0 0 0 0}
// *image.NRGBA64 opaque=false model=*color.modelFunc
// {65535 0 0 65535} {2569 5138 7707 10280} {4660 4660 4660 65535} 
// {65535 65535 65535 1799} {65535 65535 65535 65535} {16383 32767 49151 1024} 
// {0 0 0 0} {0 0 0 0} {0 0 0 0} 
// (1,1)-(3,2) {65535 65535 65535 65535} (0,0)-(0,0)
// {65535 0 0 65535} {0 0 0 0}
// *image.Alpha16 opaque=false model=*color.modelFunc
// {65535} {10280} {65535} 
// {1799} {65535} {1024} 
// {0} {0} {0} 
// (1,1)-(3,2) {65535} (0,0)-(0,0)
// {65535 65535 65535 65535} {0 0 0 0}
// *image.Gray16 opaque=true model=*color.modelFunc
// {19595} {731} {4660} 
// {1799} {65535} {465} 
// {0} {0} {0} 
// (1,1)-(3,2) {65535} (0,0)-(0,0)
// {19595 19595 19595 65535} {0 0 0 65535}
// *image.Paletted opaque=false model=color.Palette
// {255 0 0 255} {0 0 255 128} {0} 
// {0 0 255 128} {65535} {0 0 255 128} 
// {0} {0} {0} 
// (1,1)-(3,2) {65535} (0,0)-(0,0)
// {65535 0 0 65535} {0 0 0 65535}
// 1 0 false {1 2 3 255} [0 0 0 1]
// 0 <nil>
// [151 174] {38830} [127 255 63 255 0 0 128 0] {32767 16383 0 32768} false
