// Package tcpproxy forwards TCP connections to a target and can be stopped and started again
// on the same address: a test stands it between the app and PostgreSQL to make the database
// go away (every connection cut, new ones refused) and come back, as in a restart.
package tcpproxy

import (
	"io"
	"net"
	"sync"
	"testing"
)

// Proxy forwards connections from Addr to a target.
type Proxy struct {
	Addr   string
	target string

	mu    sync.Mutex
	ln    net.Listener
	conns map[net.Conn]struct{}
}

// Start listens on a free loopback port and forwards to target; it is stopped when t ends.
func Start(t testing.TB, target string) *Proxy {
	t.Helper()
	p := &Proxy{Addr: "127.0.0.1:0", target: target}
	p.Resume(t)
	p.Addr = p.ln.Addr().String()
	t.Cleanup(p.Stop)
	return p
}

// Stop closes the listener (new connections are refused) and cuts every open connection.
func (p *Proxy) Stop() {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.ln != nil {
		p.ln.Close()
		p.ln = nil
	}
	for c := range p.conns {
		c.Close()
	}
	p.conns = nil
}

// Resume listens on the same address again.
func (p *Proxy) Resume(t testing.TB) {
	t.Helper()
	ln, err := net.Listen("tcp", p.Addr)
	if err != nil {
		t.Fatalf("tcpproxy: %v", err)
	}
	p.mu.Lock()
	p.ln = ln
	p.conns = map[net.Conn]struct{}{}
	p.mu.Unlock()
	go p.accept(ln)
}

func (p *Proxy) accept(ln net.Listener) {
	for {
		client, err := ln.Accept()
		if err != nil {
			return
		}
		server, err := net.Dial("tcp", p.target)
		if err != nil {
			client.Close()
			continue
		}
		if !p.track(client, server) {
			return
		}
		go pipe(server, client)
		go pipe(client, server)
	}
}

// track records a pair of connections, unless the proxy has been stopped meanwhile.
func (p *Proxy) track(conns ...net.Conn) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.conns == nil {
		for _, c := range conns {
			c.Close()
		}
		return false
	}
	for _, c := range conns {
		p.conns[c] = struct{}{}
	}
	return true
}

func pipe(dst, src net.Conn) {
	_, _ = io.Copy(dst, src)
	dst.Close()
	src.Close()
}
