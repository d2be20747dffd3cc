// Command loadgen measures Draftsmith's drafting API on this machine: generation requests per
// second and p50/p99 latency with the built-in writer at 1, 16 and 64 concurrent users, on
// SQLite and (with -pg) PostgreSQL, beside a bare handler measured in the same run; and the
// cost per streamed token against the local fake model server.
//
// Everything listens on 127.0.0.1 and is bounded by -duration per cell. It prints a markdown
// table (bench/README.md keeps the last one).
//
//	go run ./bench/loadgen -duration 3s -pg 'postgres://postgres@127.0.0.1:5432/postgres?sslmode=disable'
//
// With "signin" first it measures password sign-ins against a built binary instead: peak
// memory and sign-in latency under a burst and under sustained load (signin.go).
//
//	go run ./bench/loadgen signin -bin bin/draftsmith
package main

import (
	"bufio"
	"bytes"
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib"

	"github.com/draftsmith/draftsmith/internal/app"
	"github.com/draftsmith/draftsmith/internal/config"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/drafting"
	"github.com/draftsmith/draftsmith/internal/llm"
	"github.com/draftsmith/draftsmith/internal/llm/fakellm"
)

var forms = []struct {
	path string
	body string
}{
	{"/api/resume", `{"full_name":"Jane Doe","job_title":"Backend Engineer","email":"jane@example.com","skills":"Go, SQL, Kubernetes","experience":"Senior Engineer at Acme (2019 – 2023)\n- Built billing\n- Led a team of 4\n\nEngineer | Initech | 2016 – 2019\n- Cut build times by 40%","education":"BSc Computer Science, TU Munich, 2016"}`},
	{"/api/cover-letter", `{"name":"Jane Doe","job_title":"Staff Engineer","company_name":"Globex","background":"Seven years building payment systems at Acme. Led the move to Kubernetes.","tone":"warm","variant_index":2}`},
	{"/api/cold-email", `{"sender_name":"Sam","recipient":"Priya","icebreaker":"Loved your talk on pricing","offer":"Pricing audits\nBenchmarks from 40 companies","goal":"a call","tone":"Direct & concise"}`},
	{"/api/pitch-deck", `{"product":"Draftsmith","audience":"job seekers","key_points":"Writing a resume takes hours\n1,200 users on the waitlist\nRaising $500k pre-seed"}`},
}

func main() {
	if len(os.Args) > 1 && os.Args[1] == "signin" {
		if err := signinMain(os.Args[2:]); err != nil {
			fmt.Fprintln(os.Stderr, "loadgen:", err)
			os.Exit(1)
		}
		return
	}
	duration := flag.Duration("duration", 3*time.Second, "how long each cell runs")
	pg := flag.String("pg", "", "PostgreSQL URL (a temporary schema is created and dropped); empty: SQLite only")
	tokens := flag.Int("tokens", 2000, "tokens in the streamed answer")
	flag.Parse()
	if err := run(*duration, *pg, *tokens); err != nil {
		fmt.Fprintln(os.Stderr, "loadgen:", err)
		os.Exit(1)
	}
}

func run(duration time.Duration, pg string, tokens int) error {
	fmt.Printf("Machine: %s/%s, %d CPUs, %s. %s per cell.\n\n", runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), duration)

	bare, err := serve(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		_, _ = io.Copy(io.Discard, r.Body)
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"ok":true}`))
	}))
	if err != nil {
		return err
	}
	defer bare.close()

	fmt.Println("| Database | Users | Generations/s | p50 | p99 | Bare handler req/s | Bare p50 | Bare p99 |")
	fmt.Println("|---|---:|---:|---:|---:|---:|---:|---:|")
	dbs := []string{"sqlite"}
	if pg != "" {
		dbs = append(dbs, "postgres")
	}
	for _, db := range dbs {
		env := map[string]string{"FREE_MONTHLY_DRAFTS": "1000000", "AUTH_RATE_LIMIT": "1000000"}
		if db == "postgres" {
			dsn, drop, err := tempSchema(pg)
			if err != nil {
				return err
			}
			defer drop()
			env["DATABASE_URL"] = dsn
		}
		srv, err := startApp(env)
		if err != nil {
			return err
		}
		for _, users := range []int{1, 16, 64} {
			clients, err := signUp(srv.url, users)
			if err != nil {
				return err
			}
			gen := load(clients, duration, func(c *http.Client, i int) error {
				f := forms[i%len(forms)]
				return post(c, srv.url+f.path, f.body, "application/json")
			})
			b := load(clients, duration, func(c *http.Client, i int) error {
				return post(c, bare.url+"/bare", forms[i%len(forms)].body, "application/json")
			})
			if gen.errors > 0 || b.errors > 0 {
				return fmt.Errorf("%s, %d users: %d generation errors, %d bare errors (first: %v)", db, users, gen.errors, b.errors, gen.first)
			}
			fmt.Printf("| %s | %d | %.0f | %s | %s | %.0f | %s | %s |\n", db, users, gen.rps, ms(gen.p50), ms(gen.p99), b.rps, ms(b.p50), ms(b.p99))
		}
		srv.close()
	}
	fmt.Println()
	return streamCost(tokens)
}

// streamCost measures the time per token of a streamed answer, layer by layer: the SDK
// reading the fake server's stream, the engine (sanitising and re-rendering), and the whole
// HTTP path (reservation, SSE to the client, saving).
func streamCost(tokens int) error {
	// A letter-like answer: paragraphs of 60 five-byte tokens.
	var b strings.Builder
	for i := range tokens {
		b.WriteString("word")
		if i%60 == 59 {
			b.WriteString("\n\n")
		} else {
			b.WriteString(" ")
		}
	}
	chunks := fakellm.Text(b.String(), 5)
	const runs = 20
	form := &draft.CoverLetterForm{Name: "Jane Doe", Background: "Payments."}
	if err := draft.Normalise(form); err != nil {
		return err
	}
	fmt.Printf("Streaming a %d-token answer (paragraphs of 60 tokens) from the local fake with no delay, mean of %d runs, time per token:\n\n", tokens, runs)
	fmt.Println("| Provider | SDK only | Engine (SDK + sanitise + re-render) | HTTP SSE end to end (SQLite) | Engine overhead | HTTP overhead |")
	fmt.Println("|---|---:|---:|---:|---:|---:|")
	for _, p := range []struct {
		name  string
		start func(fakellm.Reply) *fakellm.Server
		new   func(base string) llm.Provider
	}{
		{"openai", fakellm.NewOpenAI, func(b string) llm.Provider { return llm.NewOpenAI(b, "k", "m", nil) }},
		{"anthropic", fakellm.NewAnthropic, func(b string) llm.Provider { return llm.NewAnthropic(b, "k", "m", nil) }},
	} {
		fake := p.start(fakellm.Reply{Chunks: chunks})
		provider := p.new(fake.BaseURL())
		ctx := context.Background()
		sdk := mean(runs, func() error {
			return provider.Stream(ctx, llm.Prompt{System: "s", User: "u"}, func(string) {})
		})
		engine := &drafting.Engine{Provider: provider, Timeout: time.Minute}
		eng := mean(runs, func() error {
			res, err := engine.Write(ctx, form, nil)
			if err == nil && res.Source != draft.SourceAI {
				err = fmt.Errorf("engine fell back: %s", res.Reason)
			}
			return err
		})
		srv, err := startApp(map[string]string{"FREE_MONTHLY_DRAFTS": "1000000", "AUTH_RATE_LIMIT": "1000000",
			"AI_PROVIDER": p.name, "AI_BASE_URL": fake.BaseURL(), "AI_MODEL": "m", "AI_API_KEY": "k"})
		if err != nil {
			return err
		}
		clients, err := signUp(srv.url, 1)
		if err != nil {
			return err
		}
		body := `{"name":"Jane Doe","background":"Payments."}`
		httpSSE := mean(runs, func() error { return streamPost(clients[0], srv.url+"/api/cover-letter", body) })
		srv.close()
		fake.Close()
		per := func(d time.Duration) time.Duration { return d / time.Duration(tokens) }
		fmt.Printf("| %s | %s | %s | %s | %s | %s |\n", p.name, us(per(sdk)), us(per(eng)), us(per(httpSSE)), us(per(eng-sdk)), us(per(httpSSE-sdk)))
	}
	return nil
}

func mean(runs int, fn func() error) time.Duration {
	_ = fn() // warm up
	start := time.Now()
	for range runs {
		if err := fn(); err != nil {
			fmt.Fprintln(os.Stderr, "loadgen:", err)
			os.Exit(1)
		}
	}
	return time.Since(start) / time.Duration(runs)
}

type result struct {
	rps      float64
	p50, p99 time.Duration
	errors   int
	first    error
}

// load runs one worker per client for d and measures each request.
func load(clients []*http.Client, d time.Duration, do func(c *http.Client, i int) error) result {
	var mu sync.Mutex
	var lat []time.Duration
	var res result
	var wg sync.WaitGroup
	deadline := time.Now().Add(d)
	start := time.Now()
	for w, c := range clients {
		wg.Go(func() {
			var mine []time.Duration
			for i := w; time.Now().Before(deadline); i++ {
				t := time.Now()
				err := do(c, i)
				mine = append(mine, time.Since(t))
				if err != nil {
					mu.Lock()
					res.errors++
					if res.first == nil {
						res.first = err
					}
					mu.Unlock()
				}
			}
			mu.Lock()
			lat = append(lat, mine...)
			mu.Unlock()
		})
	}
	wg.Wait()
	elapsed := time.Since(start)
	slices.Sort(lat)
	res.rps = float64(len(lat)) / elapsed.Seconds()
	res.p50 = lat[len(lat)*50/100]
	res.p99 = lat[min(len(lat)-1, len(lat)*99/100)]
	return res
}

func post(c *http.Client, target, body, accept string) error {
	req, _ := http.NewRequest(http.MethodPost, target, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", accept)
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("%s: %d %s", target, resp.StatusCode, b)
	}
	return nil
}

func streamPost(c *http.Client, target, body string) error {
	req, _ := http.NewRequest(http.MethodPost, target, strings.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	resp, err := c.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var last string
	for sc.Scan() {
		if line := sc.Text(); strings.HasPrefix(line, "event: ") {
			last = line
		}
	}
	if last != "event: done" {
		return fmt.Errorf("stream ended with %q", last)
	}
	return nil
}

type server struct {
	url   string
	close func()
}

func serve(h http.Handler) (*server, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	s := &http.Server{Handler: h, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = s.Serve(ln) }()
	return &server{url: "http://" + ln.Addr().String(), close: func() { _ = s.Close() }}, nil
}

// startApp boots the whole app on 127.0.0.1 with a fresh data folder.
func startApp(env map[string]string) (*server, error) {
	dir, err := os.MkdirTemp("", "draftsmith-bench-")
	if err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, err
	}
	base := "http://" + ln.Addr().String()
	vars := map[string]string{"BASE_URL": base, "DATA_DIR": dir, "LOG_LEVEL": "error"}
	for k, v := range env {
		vars[k] = v
	}
	cfg, err := config.Load(func(k string) (string, bool) { v, ok := vars[k]; return v, ok })
	if err != nil {
		return nil, err
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	a, err := app.New(context.Background(), cfg, app.Options{Log: log})
	if err != nil {
		return nil, err
	}
	s := &http.Server{Handler: a.Handler, ReadHeaderTimeout: 10 * time.Second}
	go func() { _ = s.Serve(ln) }()
	return &server{url: base, close: func() { _ = s.Close(); _ = a.Close(); _ = os.RemoveAll(dir) }}, nil
}

var transport = &http.Transport{MaxIdleConns: 256, MaxIdleConnsPerHost: 256, IdleConnTimeout: time.Minute}

// signUp makes n users, each with its own signed-in client.
func signUp(base string, n int) ([]*http.Client, error) {
	var out []*http.Client
	for range n {
		jar, _ := cookiejar.New(nil)
		c := &http.Client{Jar: jar, Transport: transport}
		email := "bench-" + randomHex(6) + "@example.com"
		b, _ := json.Marshal(map[string]string{"email": email, "password": "kettle-sparrow-7"})
		resp, err := c.Post(base+"/api/auth/signup", "application/json", bytes.NewReader(b))
		if err != nil {
			return nil, err
		}
		_, _ = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusCreated {
			return nil, fmt.Errorf("sign up: %d", resp.StatusCode)
		}
		out = append(out, c)
	}
	return out, nil
}

// tempSchema creates a schema of its own in the PostgreSQL database and returns a URL that
// uses it, and a function that drops it.
func tempSchema(base string) (string, func(), error) {
	db, err := sql.Open("pgx", base)
	if err != nil {
		return "", nil, err
	}
	schema := "bench_" + randomHex(6)
	if _, err := db.Exec("CREATE SCHEMA " + schema); err != nil {
		db.Close()
		return "", nil, err
	}
	u, err := url.Parse(base)
	if err != nil {
		return "", nil, err
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), func() { _, _ = db.Exec("DROP SCHEMA " + schema + " CASCADE"); db.Close() }, nil
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }
func us(d time.Duration) string { return fmt.Sprintf("%.2f µs", float64(d.Nanoseconds())/1000) }
