// Package mail sends Draftsmith's transactional mail: over SMTP when SMTP_URL is set, or, on
// a machine with no mail server, as .eml files in the data folder (logged, so a developer can
// open the confirmation or reset link).
package mail

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	netmail "net/mail"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
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

// Forgetter is a Sender that keeps copies of what it sent (mail written to files) and can
// erase those to one address: a deleted account leaves no mail with its address behind.
type Forgetter interface {
	Forget(ctx context.Context, address string) (int, error)
}

// Forget removes every .eml in Dir addressed to address (compared without case) and returns
// how many it removed. A file that cannot be read as mail is left alone.
func (s *FileSender) Forget(_ context.Context, address string) (int, error) {
	files, err := filepath.Glob(filepath.Join(s.Dir, "*.eml"))
	if err != nil {
		return 0, err
	}
	removed := 0
	for _, name := range files {
		if !addressedTo(name, address) {
			continue
		}
		if err := os.Remove(name); err != nil && !errors.Is(err, fs.ErrNotExist) {
			return removed, fmt.Errorf("remove mail: %w", err)
		}
		removed++
	}
	return removed, nil
}

func addressedTo(name, address string) bool {
	f, err := os.Open(name)
	if err != nil {
		return false
	}
	defer f.Close()
	msg, err := netmail.ReadMessage(f)
	if err != nil {
		return false
	}
	to, err := msg.Header.AddressList("To")
	if err != nil {
		return false
	}
	for _, a := range to {
		if strings.EqualFold(a.Address, address) {
			return true
		}
	}
	return false
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
