package main

// The "signin" mode: memory and latency of password sign-ins against a built binary, so the
// same command measures any build (docs/adr/0011). Each scenario starts a fresh server
// process on 127.0.0.1 with its own temporary SQLite database, makes the users one at a
// time, then runs the load and reads the process's peak resident set (VmHWM in
// /proc/PID/status: the high-water mark since it started).
//
//	go run ./bench/loadgen signin -bin bin/draftsmith
//
// Clients behave as the web app's users would: a sign-in answered 503 waits the Retry-After
// it was given and tries again, so "sign-in time" is from the first try to the answer that
// is not a 503.

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"
)

func signinMain(args []string) error {
	fs := flag.NewFlagSet("signin", flag.ExitOnError)
	bin := fs.String("bin", "bin/draftsmith", "the draftsmith binary to measure")
	burst := fs.Int("burst", 128, "concurrent sign-ins of the burst scenario")
	burstFor := fs.Duration("burst-duration", 10*time.Second, "how long the burst's clients keep signing in")
	users := fs.Int("users", 200, "concurrent users of the sustained scenario")
	sustainFor := fs.Duration("duration", 60*time.Second, "length of the sustained scenario")
	maxRSS := fs.Int64("max-rss-mib", 12*1024, "stop a scenario (and say so) if the server's resident set passes this")
	_ = fs.Parse(args)

	fmt.Printf("Machine: %s/%s, %d CPUs, %s; binary %s.\n\n", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), *bin)
	fmt.Println("| Scenario | Sign-ins done | /s | 503 answers | p50 sign-in | p99 sign-in | p99 one request | unknown email p50 / known p50 | Peak RSS |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
	for _, sc := range []struct {
		name     string
		clients  int
		duration time.Duration
	}{
		{fmt.Sprintf("burst: %d at once, %s", *burst, *burstFor), *burst, *burstFor},
		{fmt.Sprintf("sustained: %d users, %s", *users, *sustainFor), *users, *sustainFor},
	} {
		res, err := signinScenario(*bin, sc.clients, sc.duration, *maxRSS)
		if err != nil {
			return fmt.Errorf("%s: %w", sc.name, err)
		}
		fmt.Printf("| %s | %d | %.1f | %d | %s | %s | %s | %s / %s | %d MiB%s |\n", sc.name, res.done, float64(res.done)/sc.duration.Seconds(),
			res.shed, ms(pct(res.signIn, 50)), ms(pct(res.signIn, 99)), ms(pct(res.request, 99)),
			ms(pct(res.unknown, 50)), ms(pct(res.known, 50)), res.peakKiB/1024, res.note)
	}
	return nil
}

type signinResult struct {
	done, shed      int
	signIn, request []time.Duration // per sign-in (retries included) and per request
	known, unknown  []time.Duration // per sign-in, by whether the address has an account
	peakKiB         int64
	note            string
}

// password is what the bench's users sign up with: not on the common-password list.
const benchPassword = "kettle-sparrow-7"

func signinScenario(bin string, clients int, d time.Duration, maxRSSMiB int64) (*signinResult, error) {
	srv, err := startBinary(bin)
	if err != nil {
		return nil, err
	}
	defer srv.stop()

	// One in ten clients signs in with an address that has no account: it must cost the same.
	emails := make([]string, clients)
	for i := range clients {
		emails[i] = fmt.Sprintf("signin-%d-%s@example.com", i, randomHex(3))
		if i%10 == 9 {
			continue
		}
		if err := signUpWithRetry(srv.url, emails[i]); err != nil {
			return nil, err
		}
	}

	res := &signinResult{}
	var mu sync.Mutex
	stop := make(chan struct{})
	tooBig := make(chan int64, 1)
	go func() { // a safety net: never let a build under test exhaust the machine
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				if rss := procStatusKiB(srv.cmd.Process.Pid, "VmRSS"); rss > maxRSSMiB*1024 {
					tooBig <- rss
					srv.stop()
					return
				}
			}
		}
	}()

	tr := &http.Transport{MaxIdleConns: clients, MaxIdleConnsPerHost: clients, IdleConnTimeout: time.Minute}
	client := &http.Client{Transport: tr, Timeout: 5 * time.Minute}
	deadline := time.Now().Add(d)
	start := make(chan struct{})
	var wg sync.WaitGroup
	for i := range clients {
		wg.Go(func() {
			body, _ := json.Marshal(map[string]string{"email": emails[i], "password": benchPassword})
			<-start
			for time.Now().Before(deadline) {
				began := time.Now()
				var requests []time.Duration
				shed := 0
				for {
					t := time.Now()
					status, retry, err := postLogin(client, srv.url, body)
					requests = append(requests, time.Since(t))
					if err != nil {
						return // the server is gone (stopped by the safety net)
					}
					if status != http.StatusServiceUnavailable {
						if status != http.StatusOK && status != http.StatusUnauthorized {
							fmt.Fprintf(os.Stderr, "loadgen: sign-in answered %d\n", status)
						}
						break
					}
					shed++
					time.Sleep(retry)
				}
				took := time.Since(began)
				mu.Lock()
				res.done++
				res.shed += shed
				res.signIn = append(res.signIn, took)
				res.request = append(res.request, requests...)
				if i%10 == 9 {
					res.unknown = append(res.unknown, took)
				} else {
					res.known = append(res.known, took)
				}
				mu.Unlock()
			}
		})
	}
	close(start)
	wg.Wait()
	close(stop)
	select {
	case rss := <-tooBig:
		res.note = fmt.Sprintf(" (stopped at %d MiB resident)", rss/1024)
		res.peakKiB = rss
	default:
		res.peakKiB = procStatusKiB(srv.cmd.Process.Pid, "VmHWM")
	}
	for _, l := range [][]time.Duration{res.signIn, res.request, res.known, res.unknown} {
		slices.Sort(l)
	}
	return res, nil
}

func postLogin(c *http.Client, base string, body []byte) (status int, retryAfter time.Duration, err error) {
	resp, err := c.Post(base+"/api/auth/login", "application/json", bytes.NewReader(body))
	if err != nil {
		return 0, 0, err
	}
	_, _ = io.Copy(io.Discard, resp.Body)
	resp.Body.Close()
	retryAfter = time.Second
	if s, err := strconv.Atoi(resp.Header.Get("Retry-After")); err == nil && s > 0 {
		retryAfter = time.Duration(s) * time.Second
	}
	return resp.StatusCode, retryAfter, nil
}

// signUpWithRetry makes one user; a sign-up answered 503 (the gate of a busy server) is tried
// again.
func signUpWithRetry(base, email string) error {
	body, _ := json.Marshal(map[string]string{"email": email, "password": benchPassword})
	for range 20 {
		resp, err := http.Post(base+"/api/auth/signup", "application/json", bytes.NewReader(body))
		if err != nil {
			return err
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		switch resp.StatusCode {
		case http.StatusCreated:
			return nil
		case http.StatusServiceUnavailable:
			time.Sleep(time.Second)
		default:
			return fmt.Errorf("sign up %s: %d %s", email, resp.StatusCode, b)
		}
	}
	return fmt.Errorf("sign up %s: still busy", email)
}

type binaryServer struct {
	url  string
	cmd  *exec.Cmd
	dir  string
	once sync.Once
}

// startBinary runs bin on a free loopback port with a fresh data folder and waits until it
// answers.
func startBinary(bin string) (*binaryServer, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	port := ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	dir, err := os.MkdirTemp("", "draftsmith-bench-signin-")
	if err != nil {
		return nil, err
	}
	base := fmt.Sprintf("http://127.0.0.1:%d", port)
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "PORT="+strconv.Itoa(port), "BASE_URL="+base, "DATA_DIR="+dir,
		"AUTH_RATE_LIMIT=1000000", "LOG_LEVEL=error", "DATABASE_URL=", "SMTP_URL=")
	cmd.Stdout, cmd.Stderr = io.Discard, os.Stderr
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &binaryServer{url: base, cmd: cmd, dir: dir}
	for deadline := time.Now().Add(30 * time.Second); ; {
		resp, err := http.Get(base + "/api/auth/session")
		if err == nil {
			resp.Body.Close()
			return s, nil
		}
		if time.Now().After(deadline) {
			s.stop()
			return nil, errors.New("the server did not start")
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// stop ends the server (SIGKILL: nothing of it needs to survive) and removes its data.
func (s *binaryServer) stop() {
	s.once.Do(func() {
		_ = s.cmd.Process.Kill()
		_ = s.cmd.Wait()
		_ = os.RemoveAll(s.dir)
	})
}

// procStatusKiB reads one "Name:   123 kB" line of /proc/PID/status (0 if unavailable).
func procStatusKiB(pid int, name string) int64 {
	f, err := os.Open(fmt.Sprintf("/proc/%d/status", pid))
	if err != nil {
		return 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if rest, ok := strings.CutPrefix(sc.Text(), name+":"); ok {
			n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(rest), " kB"), 10, 64)
			return n
		}
	}
	return 0
}

func pct(sorted []time.Duration, p int) time.Duration {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(len(sorted)-1, len(sorted)*p/100)]
}
