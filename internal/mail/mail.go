// Package mail sends Draftsmith's transactional mail: over SMTP when SMTP_URL is set, or, on
// a machine with no mail server, as .eml files in the data folder (logged, so a developer can
// open the confirmation or reset link).
package mail

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"log/slog"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"time"

	gomail "github.com/wneessen/go-mail"
)

// Message is one plain-text mail.
type Message struct {
	To      string
	Subject string
	Text    string
}

// Sender delivers mail.
type Sender interface {
	Send(ctx context.Context, m Message) error
	// Delivers reports whether mail really reaches the recipient's inbox. When it does not
	// (mail is written to files), flows that wait for a mailed link do not wait.
	Delivers() bool
}

func build(from string, m Message, opts ...gomail.MsgOption) (*gomail.Msg, error) {
	msg := gomail.NewMsg(opts...)
	if err := msg.From(from); err != nil {
		return nil, fmt.Errorf("from: %w", err)
	}
	if err := msg.To(m.To); err != nil {
		return nil, fmt.Errorf("to: %w", err)
	}
	msg.Subject(m.Subject)
	msg.SetDate()
	msg.SetMessageID()
	msg.SetBodyString(gomail.TypeTextPlain, m.Text)
	return msg, nil
}

var linkPattern = regexp.MustCompile(`https?://\S+`)

// FileSender writes each message as an .eml file under Dir.
type FileSender struct {
	Dir  string
	From string
	Log  *slog.Logger
}

func (s *FileSender) Delivers() bool { return false }

func (s *FileSender) Send(_ context.Context, m Message) error {
	// 8-bit, not quoted-printable: a developer opens these files in an editor and copies the
	// links out of them.
	msg, err := build(s.From, m, gomail.WithEncoding(gomail.NoEncoding))
	if err != nil {
		return err
	}
	if err := os.MkdirAll(s.Dir, 0o750); err != nil {
		return fmt.Errorf("mail folder: %w", err)
	}
	suffix := make([]byte, 4)
	_, _ = rand.Read(suffix)
	name := filepath.Join(s.Dir, time.Now().UTC().Format("20060102T150405.000000000Z")+"-"+hex.EncodeToString(suffix)+".eml")
	if err := msg.WriteToFile(name); err != nil {
		return fmt.Errorf("write mail: %w", err)
	}
	s.Log.Info("mail written to file (no SMTP_URL set)", "to", m.To, "subject", m.Subject, "file", name,
		"links", linkPattern.FindAllString(m.Text, -1))
	return nil
}

// SMTPSender delivers through an SMTP server given as smtp://user:pass@host:port (STARTTLS
// required) or smtps://user:pass@host:port (implicit TLS).
type SMTPSender struct {
	client *gomail.Client
	from   string
}

func (s *SMTPSender) Delivers() bool { return true }

// NewSMTP parses rawURL and prepares a client; it connects on each Send.
func NewSMTP(rawURL, from string) (*SMTPSender, error) {
	u, err := url.Parse(rawURL)
	if err != nil {
		return nil, fmt.Errorf("SMTP_URL: %w", err)
	}
	opts := []gomail.Option{gomail.WithTimeout(15 * time.Second)}
	port := 587
	if u.Scheme == "smtps" {
		port = 465
		opts = append(opts, gomail.WithSSL())
	} else {
		opts = append(opts, gomail.WithTLSPortPolicy(gomail.TLSMandatory))
	}
	if p := u.Port(); p != "" {
		if port, err = strconv.Atoi(p); err != nil {
			return nil, fmt.Errorf("SMTP_URL port: %w", err)
		}
	}
	opts = append(opts, gomail.WithPort(port))
	if u.User != nil {
		pass, _ := u.User.Password()
		opts = append(opts, gomail.WithSMTPAuth(gomail.SMTPAuthAutoDiscover),
			gomail.WithUsername(u.User.Username()), gomail.WithPassword(pass))
	}
	client, err := gomail.NewClient(u.Hostname(), opts...)
	if err != nil {
		return nil, fmt.Errorf("SMTP client: %w", err)
	}
	return &SMTPSender{client: client, from: from}, nil
}

func (s *SMTPSender) Send(ctx context.Context, m Message) error {
	msg, err := build(s.from, m)
	if err != nil {
		return err
	}
	if err := s.client.DialAndSendWithContext(ctx, msg); err != nil {
		return fmt.Errorf("send mail: %w", err)
	}
	return nil
}
