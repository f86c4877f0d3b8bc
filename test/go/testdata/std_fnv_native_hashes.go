// hash/fnv's four hashes over inputs of many lengths and bytes, written in pieces, through the
// hash.Hash32/Hash64 interfaces and directly: Reset, Sum32/Sum64, Sum and Write's results. The
// 64-bit states cross 2^53 both ways, so both of a uint64's representations are hashed on.
package main

import (
	"fmt"
	"hash"
	"hash/fnv"
)

func main() {
	inputs := [][]byte{nil, {}, {0}, {255}, []byte("a"), []byte("foobar"), []byte("pod-1234:\x01\x02")}
	long := make([]byte, 300)
	for i := range long {
		long[i] = byte(i*37 + i>>3)
	}
	inputs = append(inputs, long, long[7:200])
	h32 := []hash.Hash32{fnv.New32(), fnv.New32a()}
	h64 := []hash.Hash64{fnv.New64(), fnv.New64a()}
	for _, in := range inputs {
		for _, h := range h32 {
			h.Reset()
			n, err := h.Write(in)
			fmt.Println(len(in), n, err, h.Sum32(), h.Sum(nil), h.Sum([]byte{9}))
		}
		for _, h := range h64 {
			h.Reset()
			n, err := h.Write(in)
			fmt.Println(len(in), n, err, h.Sum64(), h.Sum(nil))
		}
	}
	// Written in pieces equals written whole; Sum does not change the state.
	for _, h := range []hash.Hash{fnv.New32(), fnv.New32a(), fnv.New64(), fnv.New64a()} {
		for i := 0; i < len(long); i += 17 {
			end := i + 17
			if end > len(long) {
				end = len(long)
			}
			h.Write(long[i:end])
			_ = h.Sum(nil)
		}
		fmt.Printf("%x %d %d\n", h.Sum(nil), h.Size(), h.BlockSize())
	}
	// Every single byte value from the offset, and a running xor of many records.
	a, b := fnv.New64a(), fnv.New64()
	var x32 uint32
	var x64 uint64
	for c := 0; c < 256; c++ {
		a.Reset()
		a.Write([]byte{byte(c)})
		b.Write([]byte{byte(c), byte(c >> 1)})
		x64 ^= a.Sum64() ^ b.Sum64()
		s := fnv.New32a()
		s.Write([]byte{byte(c)})
		x32 ^= s.Sum32()
	}
	fmt.Println(x32, x64)
	// The hash as a map key's digest and a value reused after Reset.
	f := fnv.New32a()
	seen := map[uint32]int{}
	for i := 0; i < 1000; i++ {
		f.Reset()
		fmt.Fprintf(f, "key-%d", i)
		seen[f.Sum32()%64]++
	}
	fmt.Println(len(seen), seen[0], seen[63])
}

// Output:
// 0 0 <nil> 2166136261 [129 28 157 197] [9 129 28 157 197]
// 0 0 <nil> 2166136261 [129 28 157 197] [9 129 28 157 197]
// 0 0 <nil> 14695981039346656037 [203 242 156 228 132 34 35 37]
// 0 0 <nil> 14695981039346656037 [203 242 156 228 132 34 35 37]
// 0 0 <nil> 2166136261 [129 28 157 197] [9 129 28 157 197]
// 0 0 <nil> 2166136261 [129 28 157 197] [9 129 28 157 197]
// 0 0 <nil> 14695981039346656037 [203 242 156 228 132 34 35 37]
// 0 0 <nil> 14695981039346656037 [203 242 156 228 132 34 35 37]
// 1 1 <nil> 84696351 [5 12 93 31] [9 5 12 93 31]
// 1 1 <nil> 84696351 [5 12 93 31] [9 5 12 93 31]
// 1 1 <nil> 12638153115695167455 [175 99 189 76 134 1 183 223]
// 1 1 <nil> 12638153115695167455 [175 99 189 76 134 1 183 223]
// 1 1 <nil> 84696544 [5 12 93 224] [9 5 12 93 224]
// 1 1 <nil> 2047574606 [122 11 130 78] [9 122 11 130 78]
// 1 1 <nil> 12638153115695167264 [175 99 189 76 134 1 183 32]
// 1 1 <nil> 12638352127299873646 [175 100 114 76 134 2 235 110]
// 1 1 <nil> 84696446 [5 12 93 126] [9 5 12 93 126]
// 1 1 <nil> 3826002220 [228 12 41 44] [9 228 12 41 44]
// 1 1 <nil> 12638153115695167422 [175 99 189 76 134 1 183 190]
// 1 1 <nil> 12638187200555641996 [175 99 220 76 134 1 236 140]
// 6 6 <nil> 837857890 [49 240 178 98] [9 49 240 178 98]
// 6 6 <nil> 3214735720 [191 156 249 104] [9 191 156 249 104]
// 6 6 <nil> 3750802935296928194 [52 13 135 101 164 221 169 194]
// 6 6 <nil> 9625390261332436968 [133 148 65 113 247 57 103 232]
// 11 11 <nil> 3366549154 [200 169 118 162] [9 200 169 118 162]
// 11 11 <nil> 4188624428 [249 169 86 44] [9 249 169 86 44]
// 11 11 <nil> 1332383587005990786 [18 125 147 208 40 13 135 130]
// 11 11 <nil> 16516966675667408620 [229 56 13 174 78 30 214 236]
// 300 300 <nil> 2076530549 [123 197 87 117] [9 123 197 87 117]
// 300 300 <nil> 3984090437 [237 120 101 69] [9 237 120 101 69]
// 300 300 <nil> 9573240436091423829 [132 218 251 116 150 162 140 85]
// 300 300 <nil> 5409864279478804645 [75 19 178 230 69 104 160 165]
// 193 193 <nil> 3471885884 [206 240 198 60] [9 206 240 198 60]
// 193 193 <nil> 3654568578 [217 212 74 130] [9 217 212 74 130]
// 193 193 <nil> 1671582638108857340 [23 50 167 141 141 48 83 252]
// 193 193 <nil> 10063562118907803810 [139 168 244 109 152 147 184 162]
// 7bc55775 4 1
// ed786545 4 1
// 84dafb7496a28c55 8 1
// 4b13b2e64568a0a5 8 1
// 39168 6944061319912796160
// 64 17 17
