package mail_test

import (
	"context"
	"io"
	"log/slog"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/mail"
)

func TestFileSenderWritesReadableEml(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mail")
	s := &mail.FileSender{Dir: dir, From: "Draftsmith <no-reply@draftsmith.local>", Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	if s.Delivers() {
		t.Fatal("files do not reach inboxes")
	}
	link := "http://localhost:8080/api/auth/confirm?token=abc_DEF-123"
	if err := s.Send(context.Background(), mail.Message{To: "zoë@example.com", Subject: "Confirm your Draftsmith account", Text: "Open " + link + "\n"}); err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	if len(files) != 1 {
		t.Fatalf("want one .eml, got %v", files)
	}
	b, err := os.ReadFile(files[0])
	if err != nil {
		t.Fatal(err)
	}
	eml := string(b)
	for _, want := range []string{"Subject: Confirm your Draftsmith account", "From: \"Draftsmith\" <no-reply@draftsmith.local>", link} {
		if !strings.Contains(eml, want) {
			t.Errorf("eml lacks %q:\n%s", want, eml)
		}
	}
}

func TestSMTPURLIsParsed(t *testing.T) {
	for _, u := range []string{"smtp://user:pass@mail.example:2525", "smtps://mail.example"} {
		if _, err := mail.NewSMTP(u, "a@b.example"); err != nil {
			t.Errorf("%s: %v", u, err)
		}
	}
	if _, err := mail.NewSMTP("smtp://mail.example:port", "a@b.example"); err == nil {
		t.Error("bad port accepted")
	}
}

// A deleted account's mail written to files goes with it; other people's stays.
func TestFileSenderForgetsOneAddress(t *testing.T) {
	dir := filepath.Join(t.TempDir(), "mail")
	s := &mail.FileSender{Dir: dir, From: "Draftsmith <no-reply@draftsmith.local>", Log: slog.New(slog.NewTextHandler(io.Discard, nil))}
	ctx := context.Background()
	for _, to := range []string{"zoë@example.com", "ann@example.com", "Zoë@Example.com"} {
		if err := s.Send(ctx, mail.Message{To: to, Subject: "Reset your password", Text: "hello"}); err != nil {
			t.Fatal(err)
		}
	}
	n, err := s.Forget(ctx, "ZOË@example.com")
	if err != nil || n != 2 {
		t.Fatalf("forget: %d, %v; want 2 removed", n, err)
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.eml"))
	if len(files) != 1 {
		t.Fatalf("want Ann's one message left, got %v", files)
	}
	if b, _ := os.ReadFile(files[0]); !strings.Contains(string(b), "ann@example.com") {
		t.Fatalf("the message left is not Ann's:\n%s", b)
	}
	if n, err := s.Forget(ctx, "nobody@example.com"); err != nil || n != 0 {
		t.Fatalf("forgetting an address with no mail: %d, %v", n, err)
	}
}
