package main

import (
	"bytes"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"os"
	"strings"
)

type Record struct {
	ID        uint32
	Timestamp int64
	Temp      float32
	Flags     uint8
	Name      [8]byte
}

func newRecord(id uint32, ts int64, temp float32, name string) Record {
	r := Record{ID: id, Timestamp: ts, Temp: temp}
	copy(r.Name[:], name)
	if temp > 30 {
		r.Flags |= 1
	}
	return r
}

func dump(b []byte) {
	for off := 0; off < len(b); off += 16 {
		end := off + 16
		if end > len(b) {
			end = len(b)
		}
		line := b[off:end]
		var hexPart strings.Builder
		for i := 0; i < 16; i++ {
			if i < len(line) {
				fmt.Fprintf(&hexPart, "%02x ", line[i])
			} else {
				hexPart.WriteString("   ")
			}
			if i == 7 {
				hexPart.WriteByte(' ')
			}
		}
		ascii := make([]byte, len(line))
		for i, c := range line {
			if c >= 32 && c < 127 {
				ascii[i] = c
			} else {
				ascii[i] = '.'
			}
		}
		fmt.Printf("%08x  %s |%s|\n", off, hexPart.String(), ascii)
	}
}

func main() {
	recs := []Record{
		newRecord(1, 1700000000, 21.5, "north"),
		newRecord(2, 1700000060, 33.25, "south-east"),
	}
	var buf bytes.Buffer
	for _, r := range recs {
		if err := binary.Write(&buf, binary.BigEndian, r); err != nil {
			fmt.Fprintln(os.Stderr, "write:", err)
			os.Exit(1)
		}
	}
	fmt.Println("record size:", binary.Size(Record{}), "total:", buf.Len())
	dump(buf.Bytes())
	fmt.Print(hex.Dump(buf.Bytes()[:20]))

	r := bytes.NewReader(buf.Bytes())
	for {
		var rec Record
		err := binary.Read(r, binary.BigEndian, &rec)
		if err != nil {
			fmt.Println("stop:", err)
			break
		}
		name := string(bytes.TrimRight(rec.Name[:], "\x00"))
		fmt.Printf("#%d %s t=%d temp=%.2f hot=%v\n", rec.ID, name, rec.Timestamp, rec.Temp, rec.Flags&1 == 1)
	}
}

// Output:
// record size: 25 total: 50
// 00000000  00 00 00 01 00 00 00 00  65 53 f1 00 41 ac 00 00  |........eS..A...|
// 00000010  00 6e 6f 72 74 68 00 00  00 00 00 00 02 00 00 00  |.north..........|
// 00000020  00 65 53 f1 3c 42 05 00  00 01 73 6f 75 74 68 2d  |.eS.<B....south-|
// 00000030  65 61                                             |ea|
// 00000000  00 00 00 01 00 00 00 00  65 53 f1 00 41 ac 00 00  |........eS..A...|
// 00000010  00 6e 6f 72                                       |.nor|
// #1 north t=1700000000 temp=21.50 hot=false
// #2 south-ea t=1700000060 temp=33.25 hot=true
// stop: EOF
