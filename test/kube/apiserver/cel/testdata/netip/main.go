// What go1.23's net/netip makes of each input (test/kube/apiserver/cel/net.test.ts compares the CEL IP and
// CIDR libraries' parser with it). Run by scripts/regen-cel-net-golden.sh; only the standard library.
package main

import (
	"encoding/json"
	"net/netip"
	"os"
)

type addrOut struct {
	In, Err, String, Zone                                                                   string
	Is4, Is4In6, Unspecified, Loopback, LinkLocalMulticast, LinkLocalUnicast, GlobalUnicast bool
}

type prefixOut struct {
	In, Err, String, Masked string
	Bits                    int
}

func main() {
	var in struct{ Addrs, Prefixes []string }
	json.NewDecoder(os.Stdin).Decode(&in)
	var out struct {
		Addrs    []addrOut
		Prefixes []prefixOut
	}
	for _, s := range in.Addrs {
		o := addrOut{In: s}
		if a, err := netip.ParseAddr(s); err != nil {
			o.Err = err.Error()
		} else {
			o.String, o.Zone, o.Is4, o.Is4In6 = a.String(), a.Zone(), a.Is4(), a.Is4In6()
			o.Unspecified, o.Loopback = a.IsUnspecified(), a.IsLoopback()
			o.LinkLocalMulticast, o.LinkLocalUnicast, o.GlobalUnicast = a.IsLinkLocalMulticast(), a.IsLinkLocalUnicast(), a.IsGlobalUnicast()
		}
		out.Addrs = append(out.Addrs, o)
	}
	for _, s := range in.Prefixes {
		o := prefixOut{In: s}
		if p, err := netip.ParsePrefix(s); err != nil {
			o.Err = err.Error()
		} else {
			o.String, o.Masked, o.Bits = p.String(), p.Masked().String(), p.Bits()
		}
		out.Prefixes = append(out.Prefixes, o)
	}
	enc := json.NewEncoder(os.Stdout)
	enc.SetIndent("", " ")
	enc.Encode(out)
}
