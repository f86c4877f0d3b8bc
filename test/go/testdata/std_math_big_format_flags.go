package main

import (
	"fmt"
	"math/big"
)

func main() {
	for _, v := range []*big.Int{big.NewInt(42), big.NewInt(-255), big.NewInt(0), nil} {
		fmt.Printf("[%08d|%-6d|%6d|%+d|% d|%.5d|%8.3d|%#x|%#X|%#o|%O|%#b|%.0d|%x|%v|%s|%q]\n", v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v, v)
	}
	fmt.Println(fmt.Sprintf("%10v|%-10s|", big.NewInt(123456789), big.NewInt(-1)))
}

// Output:
// [00000042|42    |    42|+42| 42|00042|     042|0x2a|0X2A|052|0o52|0b101010|42|2a|42|42|%!q(big.Int=42)]
// [-0000255|-255  |  -255|-255|-255|-00255|    -255|-0xff|-0XFF|-0377|-0o377|-0b11111111|-255|-ff|-255|-255|%!q(big.Int=-255)]
// [00000000|0     |     0|+0| 0|00000|     000|0x0|0X0|00|0o0|0b0||0|0|0|%!q(big.Int=0)]
// [<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|<nil>|%!q(big.Int=<nil>)]
//  123456789|-1        |
