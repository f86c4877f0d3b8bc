// resource.Quantity's inf.Dec form (d): amounts an int64Amount cannot hold exactly — a fraction with a
// binary suffix, more digits than an int64, a sum past int64 — are held in a gopkg.in/inf.v0 Dec as
// the real package holds them, and print, compare, add and scale as there. Expected values are the
// cases of the real package's own tests ([AM] pkg/api/resource/quantity_test.go at v0.34: TestBigDec,
// TestQuantityString's negated inf.Dec copies, TestQuantityNeg, TestQuantityRoundUp and
// TestQuantityCmpInt64AndDec with AsDec, TestQuantityParse's "9Ei" and "100.035Ki",
// TestQuantityAsApproximateFloat64's large values), or follow from the code they test where noted:
// scale_int.go scaledValue (an overflowing Value wraps), math.go positiveScaleInt64 (an int64Amount
// whose Value overflows past 10^9 steps is 0), quantity.go Add (an int64 overflow moves to inf.Dec).

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const PROGRAM = `package main

import (
	"fmt"
	"math"
	"math/big"

	"k8s.io/apimachinery/pkg/api/resource"
	inf "gopkg.in/inf.v0"
)

func decQuantity(i int64, exponent int, format resource.Format) resource.Quantity {
	return *resource.NewDecimalQuantity(*inf.NewDec(i, inf.Scale(-exponent)), format)
}

func main() {
	// TestBigDec
	most := big.NewInt(math.MaxInt64)
	for _, e := range []int{0, 1, 2, -1, -2} {
		fmt.Println(inf.NewDecBig(new(big.Int).Add(most, big.NewInt(1)), inf.Scale(-e)).String(),
			inf.NewDecBig(new(big.Int).Sub(big.NewInt(math.MinInt64), big.NewInt(1)), inf.Scale(-e)).String())
	}
	// TestQuantityString, negated through inf.Dec
	for _, q := range []resource.Quantity{
		decQuantity(108, -2, resource.DecimalSI), decQuantity(1001*1024*1024*1024, 0, resource.BinarySI),
		decQuantity(500, -3, resource.BinarySI), decQuantity(1, 9, resource.DecimalExponent),
		decQuantity(10800, -10, resource.DecimalSI),
	} {
		n := q.DeepCopy()
		n.Neg()
		fmt.Println(q.String(), n.String())
	}
	// TestQuantityNeg
	n := decQuantity(901, -2, resource.DecimalSI)
	m := n.DeepCopy()
	m.Neg()
	fmt.Println(m.String(), m.Cmp(n))
	// TestQuantityRoundUp on the inf.Dec form
	for _, s := range []resource.Scale{-3, -1, 0, 2} {
		q := resource.MustParse("-9.01")
		q.AsDec()
		ok := q.RoundUp(s)
		fmt.Println(ok, q.String())
	}
	// TestQuantityCmpInt64AndDec with a or b as inf.Dec
	a, b := resource.MustParse("0.8"), resource.MustParse("0.79")
	a.AsDec()
	i, ok := a.AsInt64()
	fmt.Println(a.Cmp(b), b.Cmp(a), i, ok)
	// TestQuantityParse: "9Ei" and "9223372036854775807Ki" saturate at maxAllowed; fractional binary
	maxAllowed := decQuantity(math.MaxInt64, 0, resource.BinarySI)
	for _, s := range []string{"9Ei", "9223372036854775807Ki"} {
		q := resource.MustParse(s)
		fmt.Println(s, q.Cmp(maxAllowed), q.Format, q.String())
	}
	frac := resource.MustParse("100.035Ki")
	fmt.Println(frac.Cmp(decQuantity(10243584, -2, resource.BinarySI)), frac.Format, frac.AsDec().String())
	// TestQuantityAsApproximateFloat64: very large numbers and float64 overflow
	for _, q := range []resource.Quantity{maxAllowed, decQuantity(12, 18, resource.DecimalSI),
		decQuantity(12, 500, resource.DecimalSI), decQuantity(-12, 500, resource.DecimalSI)} {
		fmt.Println(q.AsApproximateFloat64())
	}
	// more digits than an int64: exact
	huge := resource.MustParse("123456789012345678901")
	fmt.Println(huge.String(), huge.Cmp(resource.MustParse("123456789012345678900")), huge.IsZero(), huge.Sign())
	// Add past int64 moves to inf.Dec and stays exact
	sum := resource.NewQuantity(math.MaxInt64, resource.DecimalSI)
	sum.Add(*resource.NewQuantity(1, resource.DecimalSI))
	parsed := resource.MustParse("9223372036854775807")
	fmt.Println(sum.String(), sum.AsDec().String(), parsed.AsDec().String())
	// Value past int64: an inf.Dec's wraps; an int64Amount's 10^18 steps overflow to 0
	e := resource.MustParse("100E")
	fmt.Println(frac.Value(), maxAllowed.MilliValue(), e.Value(), e.MilliValue())
	// TestMul (the real test multiplies inf.Dec quantities; an int64Amount gives the same results)
	for _, c := range []struct {
		v, by int64
	}{{10, 10}, {-50, -50}, {math.MaxInt64, 0}, {math.MaxInt64, 2}, {math.MaxInt64, -10}, {math.MinInt64, -1}, {math.MinInt64 / 2, 2}} {
		d := decQuantity(c.v, 0, resource.DecimalSI)
		i := resource.NewQuantity(c.v, resource.DecimalSI)
		okD, okI := d.Mul(c.by), i.Mul(c.by)
		fmt.Println(okD, okI, d.AsDec().String(), i.Cmp(d))
	}
	var z resource.Quantity
	fmt.Printf("%+v\\n", z)
}
`;

describe('resource.Quantity in inf.Dec form', () => {
  it('prints, compares and scales as the real package', () => {
    const r = runMain(PROGRAM);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '9223372036854775808 -9223372036854775809',
        '92233720368547758080 -92233720368547758090',
        '922337203685477580800 -922337203685477580900',
        '922337203685477580.8 -922337203685477580.9',
        '92233720368547758.08 -92233720368547758.09',
        '1080m -1080m',
        '1001Gi -1001Gi',
        '500m -500m',
        '1e9 -1e9',
        '1080n -1080n',
        '-9010m -1',
        'true -9010m',
        'false -9100m',
        'false -10',
        'false -100',
        '1 -1 0 false',
        '9Ei 0 BinarySI 9223372036854775807',
        '9223372036854775807Ki 0 BinarySI 9223372036854775807',
        '0 BinarySI 102435.840000000',
        '9.223372036854776e+18',
        '1.2e+19',
        '+Inf',
        '-Inf',
        '123456789012345678901 1 false 1',
        '9223372036854775808 9223372036854775808 9223372036854775807.000000000',
        '102436 -1000 0 0',
        'true true 100 0',
        'true true 2500 0',
        'true true 0 0',
        'false false 18446744073709551614 0',
        'false false -92233720368547758070 0',
        'false false 9223372036854775808 0',
        'true true -9223372036854775808 0',
        '{i:{value:0 scale:0} d:{Dec:<nil>} s: Format:}',
        '',
      ].join('\n'),
    );
  });
});
