#!/usr/bin/env bash
# Regenerates test/kube/apiserver/cel/testdata/{net-url,netip}/golden.json from REAL Go's net/url and
# net/netip (the CEL URL, IP and CIDR libraries parse with them). For net/url: what
# url.ParseRequestURI and url.Parse make of each input in inputs.json (the CEL URL library parses with
# them). Needs a Go toolchain (golang-1.23-go; see scripts/regen-go-golden.sh).
set -euo pipefail
cd "$(dirname "$0")/../test/kube/apiserver/cel/testdata/net-url"
GO=${GO:-$(command -v go || echo /usr/lib/go-1.23/bin/go)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp main.go "$tmp/"
(cd "$tmp" && HOME="$tmp" GOPATH="$tmp/gopath" GOCACHE="$tmp/cache" GOFLAGS=-mod=mod GO111MODULE=off "$GO" build -o url-probe main.go)
"$tmp/url-probe" < inputs.json > golden.json

# The IP and CIDR libraries' parser against net/netip the same way.
cd ../netip
cp main.go "$tmp/netip.go"
(cd "$tmp" && HOME="$tmp" GOPATH="$tmp/gopath" GOCACHE="$tmp/cache" GO111MODULE=off "$GO" build -o netip-probe netip.go)
"$tmp/netip-probe" < inputs.json > golden.json
