package app_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/app"
	"github.com/draftsmith/draftsmith/internal/config"
	"github.com/draftsmith/draftsmith/internal/llm/fakellm"
	"github.com/draftsmith/draftsmith/internal/quota"
	"github.com/draftsmith/draftsmith/internal/store"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// serveProcessEnv makes the test binary serve Draftsmith (configured from the environment,
// as the real binary is) instead of running tests, so a test can kill it with SIGKILL.
const serveProcessEnv = "DRAFTSMITH_TEST_SERVE"

func TestMain(m *testing.M) {
	if os.Getenv(serveProcessEnv) != "" {
		if err := serveFromEnv(); err != nil {
			fmt.Fprintln(os.Stderr, "serve:", err)
			os.Exit(1)
		}
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func serveFromEnv() error {
	cfg, err := config.FromEnv()
	if err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	a, err := app.New(ctx, cfg, app.Options{WebFiles: apptest.WebFiles})
	if err != nil {
		return err
	}
	defer a.Close()
	ln, err := net.Listen("tcp", os.Getenv(serveProcessEnv))
	if err != nil {
		return err
	}
	every, _ := time.ParseDuration(os.Getenv("TEST_SWEEP_EVERY"))
	return a.Serve(ctx, ln, app.ServeOptions{SweepEvery: every})
}

// process is Draftsmith serving in a child process.
type process struct {
	*server
	cmd *exec.Cmd
	log *bytes.Buffer
}

// startProcess serves on addr with the environment env, and waits until it answers.
func startProcess(t *testing.T, addr string, env map[string]string) *process {
	t.Helper()
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), serveProcessEnv+"="+addr)
	for k, v := range env {
		cmd.Env = append(cmd.Env, k+"="+v)
	}
	log := &bytes.Buffer{}
	cmd.Stdout, cmd.Stderr = log, log
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	p := &process{server: &server{addr: addr}, cmd: cmd, log: log}
	t.Cleanup(func() { p.kill(t) })
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(50 * time.Millisecond) {
		resp, err := http.Get("http://" + addr + "/api/auth/session")
		if err == nil {
			resp.Body.Close()
			return p
		}
		if time.Now().After(deadline) {
			t.Fatalf("the server did not start: %v\n%s", err, log)
		}
	}
}

// kill ends the process with SIGKILL: nothing of its shutdown runs.
func (p *process) kill(t *testing.T) {
	if p.cmd.ProcessState != nil {
		return
	}
	_ = p.cmd.Process.Signal(syscall.SIGKILL)
	_ = p.cmd.Wait()
}

// streamUntilText starts a streamed generation and returns once a piece of the draft has
// arrived; the rest of the stream is read in the background until the connection ends.
func streamUntilText(t *testing.T, s *server, c *http.Client, path string, form any) {
	t.Helper()
	b, _ := json.Marshal(form)
	req, _ := http.NewRequest("POST", "http://"+s.addr+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	req.Header.Set("Accept", "text/event-stream")
	resp, err := c.Do(req)
	if err != nil || resp.StatusCode != http.StatusOK {
		t.Fatalf("stream: %v %v", resp, err)
	}
	lines := bufio.NewScanner(resp.Body)
	for lines.Scan() {
		if lines.Text() == "event: delta" {
			go func() {
				defer resp.Body.Close()
				for lines.Scan() {
				}
			}()
			return
		}
	}
	resp.Body.Close()
	t.Fatalf("the stream ended before any text: %v", lines.Err())
}

// A server killed while drafts are being written (kill -9: no shutdown, no release) leaves
// their units reserved. Started again on the same database, it gives every one back —
// allowance and credits alike — once the reservation is older than AI_TIMEOUT plus the
// margin (ADR 0005, 0024), and not before: a reservation that young may still be another
// instance's generation under way.
func TestAKilledServersReservationsComeBackAfterTheModelTimeoutAndItsMargin(t *testing.T) {
	const (
		aiTimeout  = 3 * time.Second
		margin     = time.Minute // app.reservationMargin
		sweepEvery = time.Second
	)
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			t.Parallel()
			ctx := context.Background()
			// A slow model: the drafts are still being written when the server dies.
			fake := fakellm.NewOpenAI(fakellm.Reply{Chunks: fakellm.Text(letter, 4), Delay: 100 * time.Millisecond})
			defer fake.Close()
			dir := t.TempDir()
			env := map[string]string{
				"DATA_DIR": dir, "AI_PROVIDER": "openai", "AI_BASE_URL": fake.BaseURL(), "AI_MODEL": "test-model", "AI_API_KEY": "k",
				"AI_TIMEOUT": aiTimeout.String(), "FREE_MONTHLY_DRAFTS": "2", "AUTH_RATE_LIMIT": "1000", "TEST_SWEEP_EVERY": sweepEvery.String(),
			}
			opts := store.Options{SQLitePath: filepath.Join(dir, "draftsmith.db")}
			if kind == storetest.Postgres {
				opts = storetest.Options(t, kind)
				env["DATABASE_URL"] = opts.DatabaseURL
			}
			addr := freeAddr(t)
			env["BASE_URL"] = "http://" + addr
			p := startProcess(t, addr, env)
			db, err := store.Open(ctx, opts)
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()

			c, userID := p.user(t, "ann@example.com")
			q := quota.New(db, quota.Options{FreeMonthly: 2})
			if _, err := q.AddCredits(ctx, userID, 1, "grant", "test-grant", ""); err != nil {
				t.Fatal(err)
			}
			// Three drafts: two on the monthly allowance, the third on the credit.
			for range 3 {
				streamUntilText(t, p.server, c, "/api/cover-letter", letterForm)
			}
			if u := usageOf(t, db, q, userID); u.Used != 2 || u.Credits != 0 {
				t.Fatalf("while writing: used %d, credits %d; want 2 and 0 held", u.Used, u.Credits)
			}
			p.kill(t)
			var reservedAt time.Time
			if err := db.NewSelect().TableExpr("quota_reservations").ColumnExpr("MAX(created_at)").
				Where("user_id = ? AND state = 'reserved'", userID).Scan(ctx, &reservedAt); err != nil {
				t.Fatal(err)
			}
			if n := reserved(t, db, userID); n != 3 {
				t.Fatalf("%d reservations held after the kill, want 3", n)
			}

			p = startProcess(t, addr, env)
			stale := reservedAt.Add(aiTimeout + margin)
			if time.Now().Before(stale.Add(-5 * time.Second)) {
				time.Sleep(2 * sweepEvery)
				if n := reserved(t, db, userID); n != 3 {
					t.Fatalf("%d of 3 reservations released %s after they were made, before AI_TIMEOUT + %s", 3-n, time.Since(reservedAt).Round(time.Second), margin)
				}
			}
			deadline := stale.Add(sweepEvery + 5*time.Second)
			for reserved(t, db, userID) > 0 {
				if time.Now().After(deadline) {
					t.Fatalf("%d reservations still held %s after they were made (AI_TIMEOUT %s + margin %s)\n%s",
						reserved(t, db, userID), time.Since(reservedAt).Round(time.Second), aiTimeout, margin, p.log)
				}
				time.Sleep(200 * time.Millisecond)
			}
			if u := usageOf(t, db, q, userID); u.Used != 0 || u.Credits != 1 {
				t.Fatalf("after the sweep: used %d, credits %d; want 0 and 1 back", u.Used, u.Credits)
			}
			if n := count(t, &app.App{DB: db}, "drafts", "user_id = ?", userID); n != 0 {
				t.Fatalf("%d drafts saved", n)
			}
			if n := count(t, &app.App{DB: db}, "credit_ledger", "user_id = ? AND reason = 'draft_refund'", userID); n != 1 {
				t.Fatalf("%d refunds in the ledger, want 1", n)
			}
			// The allowance is there to use again.
			fake.SetReply(func(int) fakellm.Reply { return fakellm.Reply{Chunks: fakellm.Text(letter, 40)} })
			if a := p.post(t, c, "/api/cover-letter", letterForm, false); a.status != http.StatusOK || !strings.Contains(string(a.body), `"source":"ai"`) {
				t.Fatalf("a draft after the restart: %d %s", a.status, a.body)
			}
		})
	}
}

func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}

func reserved(t *testing.T, db *bun.DB, userID string) int {
	t.Helper()
	return count(t, &app.App{DB: db}, "quota_reservations", "user_id = ? AND state = 'reserved'", userID)
}

func usageOf(t *testing.T, db *bun.DB, q *quota.Service, userID string) (u struct{ Used, Credits int }) {
	t.Helper()
	if err := db.NewSelect().TableExpr("usage_months").ColumnExpr("COALESCE(SUM(used), 0)").Where("user_id = ?", userID).Scan(context.Background(), &u.Used); err != nil {
		t.Fatal(err)
	}
	b, err := q.Credits(context.Background(), userID)
	if err != nil {
		t.Fatal(err)
	}
	u.Credits = b.Credits
	return u
}
