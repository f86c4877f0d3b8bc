package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"net/url"
)

func main() {
	u, err := url.Parse("postgres://user:pass@host.com:5432/path?k=v#f")
	if err != nil {
		panic(err)
	}
	host, port, _ := net.SplitHostPort(u.Host)
	fmt.Println(host, port)
	for _, hp := range []string{"noport", "[::1]:80", "::1:80", "[::1]", "[::1]x:80", "a]:1", "[a:1", "[a]:b:1", ":80", "host:", "[x[]:1"} {
		h, p, err := net.SplitHostPort(hp)
		fmt.Printf("%-12q %q %q %v\n", hp, h, p, err)
		var ae *net.AddrError
		if errors.As(err, &ae) {
			fmt.Println("  AddrError:", ae.Err, "|", ae.Addr)
		}
	}
	fmt.Println(net.JoinHostPort("::1", "80"), net.JoinHostPort("example.com", "443"))
	for _, s := range []string{"192.168.1.10", "::ffff:1.2.3.4", "2001:db8::68", "2001:0db8:0000:0000:0001:0000:0000:0001", "::", "::1", "fe80::1%eth0", "1.2.3", "1.2.3.4.5", "01.2.3.4", "256.1.1.1", "1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8:9", "1::2::3", "::1.2.3.4", "1:2:3:4:5:6:1.2.3.4", "", "bad", "1:0:0:2:0:0:0:3", "ABCD::EF"} {
		ip := net.ParseIP(s)
		fmt.Printf("%-42q %v len=%d v4=%v\n", s, ip, len(ip), ip.To4())
	}
	ip := net.ParseIP("10.1.2.3")
	fmt.Println(ip.IsPrivate(), ip.IsLoopback(), ip.IsGlobalUnicast(), ip.DefaultMask(), ip.Mask(ip.DefaultMask()), ip.Equal(net.IPv4(10, 1, 2, 3)))
	fmt.Println(net.IPv4(127, 0, 0, 1).IsLoopback(), net.ParseIP("ff02::1").IsLinkLocalMulticast(), net.IPv6loopback, net.IPv4bcast, net.IPv4zero.IsUnspecified())
	for _, s := range []string{"192.168.0.0/16", "10.0.0.1/8", "10.0.0.0/33", "2001:db8::/32", "1.2.3.4", "1.2.3.4/", "1.2.3.4/08", "1.2.3.4/ 8", "::/0", "fe80::1%1/64"} {
		a, n, err := net.ParseCIDR(s)
		fmt.Printf("%-16q %v %v %v\n", s, a, n, err)
		if n != nil {
			ones, bits := n.Mask.Size()
			fmt.Println("  ", n.Mask, ones, bits, n.Contains(net.ParseIP("192.168.5.5")), n.Network(), n.IP)
		}
	}
	fmt.Println(net.CIDRMask(20, 32), net.CIDRMask(33, 32), net.IPMask{255, 0, 255, 0}.String(), (&net.IPNet{IP: net.IPv4(1, 2, 3, 4), Mask: net.IPv4Mask(255, 0, 255, 0)}).String())
	fmt.Println(net.IP{1, 2, 3}, net.IP(nil), net.IP{}, []net.IP{net.IPv4(1, 1, 1, 1)})
	fmt.Printf("%v %s %q %x %d\n", ip, ip, ip, ip, net.IPv4(1, 2, 3, 4).To4())
	b, err := json.Marshal(map[string]any{"ip": ip, "nil": net.IP(nil), "addr": &net.TCPAddr{IP: net.ParseIP("::1"), Port: 8080}})
	fmt.Println(string(b), err)
	var dst struct{ IP net.IP }
	err = json.Unmarshal([]byte(`{"IP":"300.1.1.1"}`), &dst)
	fmt.Println(err)
	err = json.Unmarshal([]byte(`{"IP":"fe80::1"}`), &dst)
	fmt.Println(dst.IP, err)
	var pe *net.ParseError
	fmt.Println(errors.As(err, &pe))
	_, _, err = net.ParseCIDR("x")
	var ne net.Error
	fmt.Println(errors.As(err, &ne), ne.Timeout(), ne.Temporary())
	addrs := []net.Addr{&net.TCPAddr{IP: net.IPv4(127, 0, 0, 1), Port: 80}, &net.UDPAddr{IP: net.ParseIP("fe80::1"), Port: 53, Zone: "eth0"}, &net.IPAddr{IP: net.ParseIP("::1")}, &net.TCPAddr{Port: 9}}
	for _, a := range addrs {
		fmt.Println(a.Network(), a.String(), a)
	}
	fmt.Println(net.UnknownNetworkError("foo"), net.InvalidAddrError("bad addr"))
}

// Output:
// host.com 5432
// "noport"     "" "" address noport: missing port in address
//   AddrError: missing port in address | noport
// "[::1]:80"   "::1" "80" <nil>
// "::1:80"     "" "" address ::1:80: too many colons in address
//   AddrError: too many colons in address | ::1:80
// "[::1]"      "" "" address [::1]: missing port in address
//   AddrError: missing port in address | [::1]
// "[::1]x:80"  "" "" address [::1]x:80: missing port in address
//   AddrError: missing port in address | [::1]x:80
// "a]:1"       "" "" address a]:1: unexpected ']' in address
//   AddrError: unexpected ']' in address | a]:1
// "[a:1"       "" "" address [a:1: missing ']' in address
//   AddrError: missing ']' in address | [a:1
// "[a]:b:1"    "" "" address [a]:b:1: too many colons in address
//   AddrError: too many colons in address | [a]:b:1
// ":80"        "" "80" <nil>
// "host:"      "host" "" <nil>
// "[x[]:1"     "" "" address [x[]:1: unexpected '[' in address
//   AddrError: unexpected '[' in address | [x[]:1
// [::1]:80 example.com:443
// "192.168.1.10"                             192.168.1.10 len=16 v4=192.168.1.10
// "::ffff:1.2.3.4"                           1.2.3.4 len=16 v4=1.2.3.4
// "2001:db8::68"                             2001:db8::68 len=16 v4=<nil>
// "2001:0db8:0000:0000:0001:0000:0000:0001"  2001:db8::1:0:0:1 len=16 v4=<nil>
// "::"                                       :: len=16 v4=<nil>
// "::1"                                      ::1 len=16 v4=<nil>
// "fe80::1%eth0"                             <nil> len=0 v4=<nil>
// "1.2.3"                                    <nil> len=0 v4=<nil>
// "1.2.3.4.5"                                <nil> len=0 v4=<nil>
// "01.2.3.4"                                 <nil> len=0 v4=<nil>
// "256.1.1.1"                                <nil> len=0 v4=<nil>
// "1:2:3:4:5:6:7:8"                          1:2:3:4:5:6:7:8 len=16 v4=<nil>
// "1:2:3:4:5:6:7:8:9"                        <nil> len=0 v4=<nil>
// "1::2::3"                                  <nil> len=0 v4=<nil>
// "::1.2.3.4"                                ::102:304 len=16 v4=<nil>
// "1:2:3:4:5:6:1.2.3.4"                      1:2:3:4:5:6:102:304 len=16 v4=<nil>
// ""                                         <nil> len=0 v4=<nil>
// "bad"                                      <nil> len=0 v4=<nil>
// "1:0:0:2:0:0:0:3"                          1:0:0:2::3 len=16 v4=<nil>
// "ABCD::EF"                                 abcd::ef len=16 v4=<nil>
// true false true ff000000 10.0.0.0 true
// true true ::1 255.255.255.255 true
// "192.168.0.0/16" 192.168.0.0 192.168.0.0/16 <nil>
//    ffff0000 16 32 true ip+net 192.168.0.0
// "10.0.0.1/8"     10.0.0.1 10.0.0.0/8 <nil>
//    ff000000 8 32 false ip+net 10.0.0.0
// "10.0.0.0/33"    <nil> <nil> invalid CIDR address: 10.0.0.0/33
// "2001:db8::/32"  2001:db8:: 2001:db8::/32 <nil>
//    ffffffff000000000000000000000000 32 128 false ip+net 2001:db8::
// "1.2.3.4"        <nil> <nil> invalid CIDR address: 1.2.3.4
// "1.2.3.4/"       <nil> <nil> invalid CIDR address: 1.2.3.4/
// "1.2.3.4/08"     1.2.3.4 1.0.0.0/8 <nil>
//    ff000000 8 32 false ip+net 1.0.0.0
// "1.2.3.4/ 8"     <nil> <nil> invalid CIDR address: 1.2.3.4/ 8
// "::/0"           :: ::/0 <nil>
//    00000000000000000000000000000000 0 128 false ip+net ::
// "fe80::1%1/64"   <nil> <nil> invalid CIDR address: fe80::1%1/64
// fffff000 <nil> ff00ff00 1.2.3.4/ff00ff00
// ?010203 <nil> <nil> [1.1.1.1]
// 10.1.2.3 10.1.2.3 "10.1.2.3" 31302e312e322e33 [1 2 3 4]
// {"addr":{"IP":"::1","Port":8080,"Zone":""},"ip":"10.1.2.3","nil":""} <nil>
// invalid IP address: 300.1.1.1
// fe80::1 <nil>
// false
// true false false
// tcp 127.0.0.1:80 127.0.0.1:80
// udp [fe80::1%eth0]:53 [fe80::1%eth0]:53
// ip ::1 ::1
// tcp :9 :9
// unknown network foo bad addr
