package httpapi

import (
	"net/http/httptest"
	"net/netip"
	"testing"
)

func TestClientIPIsTheRightMostUntrustedAddress(t *testing.T) {
	private := []netip.Prefix{
		netip.MustParsePrefix("127.0.0.0/8"), netip.MustParsePrefix("::1/128"),
		netip.MustParsePrefix("10.0.0.0/8"), netip.MustParsePrefix("fc00::/7"),
	}
	for _, tt := range []struct {
		name    string
		trusted []netip.Prefix
		peer    string
		xff     []string
		want    string
	}{
		{"no proxy trusted: the peer", nil, "10.0.0.2:5000", []string{"203.0.113.7"}, "10.0.0.2"},
		{"one proxy", private, "10.0.0.2:5000", []string{"203.0.113.7"}, "203.0.113.7"},
		{"a forged entry left of the real one", private, "10.0.0.2:5000", []string{"198.51.100.66, 203.0.113.7"}, "203.0.113.7"},
		{"two proxies", private, "127.0.0.1:5000", []string{"198.51.100.66, 203.0.113.7, 10.0.0.9"}, "203.0.113.7"},
		{"entries over several header lines", private, "127.0.0.1:5000", []string{"198.51.100.66", "203.0.113.7, 10.0.0.9"}, "203.0.113.7"},
		{"a client-forged private address is not believed past a public hop", private, "10.0.0.2:5000", []string{"10.9.9.9, 203.0.113.7"}, "203.0.113.7"},
		{"the peer is not a trusted proxy: its header is ignored", private, "203.0.113.50:5000", []string{"198.51.100.66"}, "203.0.113.50"},
		{"only proxies: the left-most", private, "127.0.0.1:5000", []string{"10.0.0.5, 10.0.0.9"}, "10.0.0.5"},
		{"no header", private, "127.0.0.1:5000", nil, "127.0.0.1"},
		{"garbage stops the walk at the last trusted hop", private, "10.0.0.2:5000", []string{"203.0.113.7, not-an-ip, 10.0.0.9"}, "10.0.0.9"},
		{"ports and brackets", private, "[::1]:5000", []string{"[2001:db8::5]:4711, 203.0.113.7:80"}, "203.0.113.7"},
		{"IPv6", private, "[::1]:5000", []string{"2001:db8::5"}, "2001:db8::5"},
		{"IPv4-mapped peer", private, "[::ffff:10.0.0.2]:5000", []string{"203.0.113.7"}, "203.0.113.7"},
	} {
		r := httptest.NewRequest("GET", "/", nil)
		r.RemoteAddr = tt.peer
		for _, v := range tt.xff {
			r.Header.Add("X-Forwarded-For", v)
		}
		if got := clientIP(r, tt.trusted); got != tt.want {
			t.Errorf("%s: %s, want %s", tt.name, got, tt.want)
		}
	}
}
