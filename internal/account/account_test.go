package account_test

import (
	"context"
	"io"
	"log/slog"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

var ctx = context.Background()

type fixture struct {
	svc  *account.Service
	db   *bun.DB
	mail *apptest.Mailbox
}

func newService(t *testing.T, db *bun.DB, deliver bool, mutate ...func(*account.Options)) fixture {
	t.Helper()
	base, _ := url.Parse("http://draftsmith.test")
	opts := account.Options{BaseURL: base, SessionTTL: 24 * time.Hour, AuthRateLimit: 1000,
		AdminEmails: map[string]bool{"boss@example.com": true}}
	for _, m := range mutate {
		m(&opts)
	}
	mb := &apptest.Mailbox{Deliver: deliver}
	return fixture{svc: account.New(db, mb, slog.New(slog.NewTextHandler(io.Discard, nil)), opts), db: db, mail: mb}
}

var client = account.Client{IP: "192.0.2.1", UserAgent: "test"}

// withSession is the test client holding a session token already.
func withSession(token string) account.Client {
	c := client
	c.Session = token
	return c
}

func ptr(s string) *string { return &s }

func wantCode(t *testing.T, err error, code apperr.Code, msg string) {
	t.Helper()
	e, ok := apperr.As(err)
	if !ok || e.Code != code {
		t.Fatalf("got error %v, want code %s", err, code)
	}
	if msg != "" && e.Message != msg {
		t.Fatalf("got message %q, want %q", e.Message, msg)
	}
}

func TestPasswordHashRoundTrip(t *testing.T) {
	h := account.HashPassword("correct horse")
	if !strings.HasPrefix(h, "$argon2id$v=19$m=19456,t=2,p=1$") {
		t.Fatalf("unexpected hash format %q", h)
	}
	for pw, want := range map[string]bool{"correct horse": true, "correct hors": false, "": false} {
		ok, err := account.CheckPassword(h, pw)
		if err != nil || ok != want {
			t.Errorf("check %q = %v, %v; want %v", pw, ok, err, want)
		}
	}
	if account.HashPassword("same") == account.HashPassword("same") {
		t.Error("two hashes of one password are equal: salt missing")
	}
}

func TestSignUpSignsInAtOnceWithoutRealMail(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "  Ann@Example.COM ", Password: "kettle-sparrow-7", FullName: ptr(" Ann Lee ")}, client)
		if err != nil {
			t.Fatal(err)
		}
		if res.Session == nil {
			t.Fatal("no session: the account should be usable at once without SMTP")
		}
		if res.User.Email != "ann@example.com" {
			t.Errorf("email stored as %q, want trimmed lower case", res.User.Email)
		}
		p := f.svc.ProfileOf(res.User)
		if p.FullName == nil || *p.FullName != "Ann Lee" || p.Name != nil || p.IsAdmin || p.IsPremium {
			t.Errorf("profile = %+v", p)
		}
		u, err := f.svc.Authenticate(ctx, res.Session.Token)
		if err != nil || u.ID != res.User.ID {
			t.Fatalf("authenticate new session: %v", err)
		}
		if msg := f.mail.Last(t, "ann@example.com"); !strings.Contains(msg.Text, "http://draftsmith.test/api/auth/confirm?token=") {
			t.Errorf("confirmation mail lacks the link: %s", msg.Text)
		}
	})
}

func TestSignUpValidation(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		cases := []struct {
			name, email, password string
			fullName              *string
			msg                   string
		}{
			{"empty email", "", "kettle-sparrow-7", nil, "Email is required."},
			{"not an email", "ann", "kettle-sparrow-7", nil, "Please enter a valid email address."},
			{"display-name form", "Ann <ann@example.com>", "kettle-sparrow-7", nil, "Please enter a valid email address."},
			{"no domain dot", "ann@localhost", "kettle-sparrow-7", nil, "Please enter a valid email address."},
			{"short password", "ann@example.com", "12345", nil, account.MsgPasswordTooShort},
			{"overlong name", "ann@example.com", "kettle-sparrow-7", ptr(strings.Repeat("n", 101)), "Name must be at most 100 characters."},
		}
		for _, c := range cases {
			t.Run(c.name, func(t *testing.T) {
				_, err := f.svc.SignUp(ctx, account.SignUpInput{Email: c.email, Password: c.password, FullName: c.fullName}, client)
				wantCode(t, err, apperr.Invalid, c.msg)
			})
		}
		var n int
		if err := db.NewSelect().Model((*account.User)(nil)).ColumnExpr("count(*)").Scan(ctx, &n); err != nil || n != 0 {
			t.Fatalf("rejected sign-ups left %d users (%v)", n, err)
		}
	})
}

func TestSignUpTwiceWithOneEmailConflicts(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		if _, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client); err != nil {
			t.Fatal(err)
		}
		_, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ANN@example.com", Password: "other12"}, client)
		wantCode(t, err, apperr.Conflict, account.MsgEmailTaken)
		// The first password still works: the failed sign-up changed nothing.
		if _, _, err := f.svc.Login(ctx, "ann@example.com", "kettle-sparrow-7", client); err != nil {
			t.Fatalf("original password no longer works: %v", err)
		}
	})
}

// Many sign-ups racing for one address create exactly one account.
func TestConcurrentSignUpsCreateOneAccount(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		const n = 12
		var wg sync.WaitGroup
		errs := make([]error, n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				_, errs[i] = f.svc.SignUp(ctx, account.SignUpInput{Email: "race@example.com", Password: "kettle-sparrow-7"}, client)
			}()
		}
		wg.Wait()
		ok := 0
		for _, err := range errs {
			switch {
			case err == nil:
				ok++
			case apperr.Is(err, apperr.Conflict):
			default:
				t.Errorf("unexpected error: %v", err)
			}
		}
		if ok != 1 {
			t.Fatalf("%d sign-ups succeeded, want exactly 1", ok)
		}
	})
}

func TestLoginRules(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatal(err)
		}
		for name, c := range map[string][2]string{
			"wrong password":  {"ann@example.com", "secret2"},
			"unknown account": {"nobody@example.com", "kettle-sparrow-7"},
		} {
			t.Run(name, func(t *testing.T) {
				_, _, err := f.svc.Login(ctx, c[0], c[1], client)
				wantCode(t, err, apperr.Unauthenticated, account.MsgBadCredentials)
			})
		}
		t.Run("new sign-in ends the session it replaces", func(t *testing.T) {
			_, ns, err := f.svc.Login(ctx, " ANN@example.com", "kettle-sparrow-7", withSession(res.Session.Token))
			if err != nil {
				t.Fatal(err)
			}
			if ns.Token == res.Session.Token {
				t.Fatal("sign-in reused the old token")
			}
			if _, err := f.svc.Authenticate(ctx, res.Session.Token); !apperr.Is(err, apperr.Unauthenticated) {
				t.Fatalf("old session still valid: %v", err)
			}
			if err := f.svc.Logout(ctx, ns.Token); err != nil {
				t.Fatal(err)
			}
			if _, err := f.svc.Authenticate(ctx, ns.Token); !apperr.Is(err, apperr.Unauthenticated) {
				t.Fatalf("session valid after logout: %v", err)
			}
		})
	})
}

func TestExpiredSessionIsRefused(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := db.NewUpdate().Model((*account.Session)(nil)).Set("expires_at = ?", time.Now().UTC().Add(-time.Minute)).
			Where("user_id = ?", res.User.ID).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Authenticate(ctx, res.Session.Token); !apperr.Is(err, apperr.Unauthenticated) {
			t.Fatalf("expired session accepted: %v", err)
		}
		if err := f.svc.DeleteExpired(ctx); err != nil {
			t.Fatal(err)
		}
		var n int
		if err := db.NewSelect().Model((*account.Session)(nil)).ColumnExpr("count(*)").Scan(ctx, &n); err != nil || n != 0 {
			t.Fatalf("%d sessions left after sweeping expired ones (%v)", n, err)
		}
	})
}

func TestRateLimitPerAccountAndPerIP(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false, func(o *account.Options) { o.AuthRateLimit = 3 })
		for i := range 3 {
			_, _, err := f.svc.Login(ctx, "ann@example.com", "wrong", account.Client{IP: "198.51.100." + string(rune('1'+i))})
			wantCode(t, err, apperr.Unauthenticated, "")
		}
		// The fourth try on the same account is limited even from a new address.
		_, _, err := f.svc.Login(ctx, "ann@example.com", "wrong", account.Client{IP: "198.51.100.9"})
		wantCode(t, err, apperr.RateLimited, account.MsgRateLimited)
		// And one address is limited across accounts.
		ip := account.Client{IP: "203.0.113.5"}
		for i := range 3 {
			_, _, err := f.svc.Login(ctx, "user"+string(rune('a'+i))+"@example.com", "wrong", ip)
			wantCode(t, err, apperr.Unauthenticated, "")
		}
		_, err = f.svc.SignUp(ctx, account.SignUpInput{Email: "fresh@example.com", Password: "kettle-sparrow-7"}, ip)
		wantCode(t, err, apperr.RateLimited, account.MsgRateLimited)
	})
}

func TestConfirmationRequiredWhenMailIsDelivered(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, true)
		res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatal(err)
		}
		if res.Session != nil {
			t.Fatal("signed in before confirming the email")
		}
		_, _, err = f.svc.Login(ctx, "ann@example.com", "kettle-sparrow-7", client)
		wantCode(t, err, apperr.Forbidden, account.MsgConfirmFirst)
		// Wrong password on an unconfirmed account still gets the generic message.
		_, _, err = f.svc.Login(ctx, "ann@example.com", "nope123", client)
		wantCode(t, err, apperr.Unauthenticated, account.MsgBadCredentials)

		token := f.mail.LinkIn(t, "ann@example.com").Query().Get("token")
		u, err := f.svc.ConfirmEmail(ctx, token)
		if err != nil || !u.EmailVerified {
			t.Fatalf("confirm: %v %+v", err, u)
		}
		_, err = f.svc.ConfirmEmail(ctx, token)
		wantCode(t, err, apperr.BadRequest, account.MsgLinkInvalid)
		if _, _, err := f.svc.Login(ctx, "ann@example.com", "kettle-sparrow-7", client); err != nil {
			t.Fatalf("login after confirming: %v", err)
		}
	})
}

func TestPasswordReset(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatal(err)
		}
		if err := f.svc.RequestPasswordReset(ctx, "nobody@example.com", client); err != nil {
			t.Fatalf("unknown email must answer like a known one: %v", err)
		}
		if err := f.svc.RequestPasswordReset(ctx, "Ann@Example.com", client); err != nil {
			t.Fatal(err)
		}
		link := f.mail.LinkIn(t, "ann@example.com")
		if link.Path != "/reset-password" {
			t.Fatalf("reset link goes to %s", link)
		}
		token := link.Query().Get("token")
		_, _, err = f.svc.ResetPassword(ctx, token, "123", client)
		wantCode(t, err, apperr.Invalid, account.MsgPasswordTooShort)

		_, ns, err := f.svc.ResetPassword(ctx, token, "brand-new", client)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Authenticate(ctx, res.Session.Token); !apperr.Is(err, apperr.Unauthenticated) {
			t.Fatal("a reset must end the sessions opened with the old password")
		}
		if _, err := f.svc.Authenticate(ctx, ns.Token); err != nil {
			t.Fatalf("the reset's own session: %v", err)
		}
		_, _, err = f.svc.ResetPassword(ctx, token, "another-new-1", client)
		wantCode(t, err, apperr.BadRequest, account.MsgLinkInvalid)
		if _, _, err := f.svc.Login(ctx, "ann@example.com", "kettle-sparrow-7", client); !apperr.Is(err, apperr.Unauthenticated) {
			t.Fatalf("old password still works: %v", err)
		}
		if _, _, err := f.svc.Login(ctx, "ann@example.com", "brand-new", client); err != nil {
			t.Fatalf("new password: %v", err)
		}
	})
}

func TestUpdateProfileRules(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatal(err)
		}
		id := res.User.ID
		set := func(v string) account.Optional { return account.Optional{Set: true, Value: &v} }
		null := account.Optional{Set: true}

		u, err := f.svc.UpdateProfile(ctx, id, account.ProfileUpdate{FullName: set(" Ann Lee "), Name: set("Ann"), Bio: set("Writes."), AvatarURL: set("https://img.example.com/a.png")})
		if err != nil {
			t.Fatal(err)
		}
		if *u.FullName != "Ann Lee" || *u.Name != "Ann" || *u.Bio != "Writes." || *u.AvatarURL != "https://img.example.com/a.png" {
			t.Fatalf("saved %+v", u)
		}
		for name, c := range map[string]struct {
			up  account.ProfileUpdate
			msg string
		}{
			"blank name":        {account.ProfileUpdate{Name: set("   ")}, account.MsgNameEmpty},
			"null full name":    {account.ProfileUpdate{FullName: null}, account.MsgNameEmpty},
			"javascript avatar": {account.ProfileUpdate{AvatarURL: set("javascript:alert(1)")}, "Avatar URL must be an http:// or https:// link."},
			"data avatar":       {account.ProfileUpdate{AvatarURL: set("data:image/png;base64,AAAA")}, "Avatar URL must be an http:// or https:// link."},
			"long bio":          {account.ProfileUpdate{Bio: set(strings.Repeat("b", 1001))}, "Bio must be at most 1000 characters."},
		} {
			t.Run(name, func(t *testing.T) {
				_, err := f.svc.UpdateProfile(ctx, id, c.up)
				wantCode(t, err, apperr.Invalid, c.msg)
			})
		}
		// Fields not sent are kept; empty bio and avatar are stored as null.
		u, err = f.svc.UpdateProfile(ctx, id, account.ProfileUpdate{Bio: set("  "), AvatarURL: null})
		if err != nil {
			t.Fatal(err)
		}
		if u.Bio != nil || u.AvatarURL != nil || *u.Name != "Ann" || *u.FullName != "Ann Lee" {
			t.Fatalf("after clearing: %+v", u)
		}
	})
}

func TestProfileNameFallsBackToProviderMetadata(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		u, _, err := f.svc.SignInExternal(ctx, account.ProviderGitHub, &account.ExternalIdentity{
			Subject: "1", Email: "octo@example.com", EmailVerified: true, FullName: "Octo Cat", Name: "octocat",
		}, client)
		if err != nil {
			t.Fatal(err)
		}
		p := f.svc.ProfileOf(u)
		if *p.FullName != "Octo Cat" || *p.Name != "octocat" || *p.UserMetadata.Name != "octocat" {
			t.Fatalf("profile %+v", p)
		}
		set := "Octavia"
		u, err = f.svc.UpdateProfile(ctx, u.ID, account.ProfileUpdate{Name: account.Optional{Set: true, Value: &set}})
		if err != nil {
			t.Fatal(err)
		}
		if p := f.svc.ProfileOf(u); *p.Name != "Octavia" || *p.FullName != "Octo Cat" {
			t.Fatalf("own name must win over metadata: %+v", p)
		}
	})
}

func TestAdminNeedsListedAndVerifiedEmail(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "boss@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatal(err)
		}
		if f.svc.ProfileOf(res.User).IsAdmin {
			t.Fatal("an unverified sign-up with an admin address became admin")
		}
		u, err := f.svc.ConfirmEmail(ctx, f.mail.LinkIn(t, "boss@example.com").Query().Get("token"))
		if err != nil {
			t.Fatal(err)
		}
		if !f.svc.ProfileOf(u).IsAdmin {
			t.Fatal("verified admin address is not admin")
		}
		other, _, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, &account.ExternalIdentity{Subject: "g1", Email: "worker@example.com", EmailVerified: true}, client)
		if err != nil || f.svc.ProfileOf(other).IsAdmin {
			t.Fatalf("unlisted address is admin (%v)", err)
		}
	})
}

func TestExternalSignInLinking(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		pw, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatal(err)
		}

		t.Run("unverified provider email does not take over an account", func(t *testing.T) {
			_, _, err := f.svc.SignInExternal(ctx, account.ProviderGitHub, &account.ExternalIdentity{Subject: "77", Email: "ann@example.com"}, client)
			wantCode(t, err, apperr.Forbidden, "Your GitHub email is not verified. Verify your primary email address in your GitHub email settings, then sign in again, or create an account with email and password.")
		})
		t.Run("no email at all is refused", func(t *testing.T) {
			_, _, err := f.svc.SignInExternal(ctx, account.ProviderGitHub, &account.ExternalIdentity{Subject: "78"}, client)
			wantCode(t, err, apperr.Forbidden, "")
		})
		t.Run("verified provider email links to the existing account", func(t *testing.T) {
			u, _, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, &account.ExternalIdentity{Subject: "g-ann", Email: "ANN@example.com", EmailVerified: true}, client)
			if err != nil {
				t.Fatal(err)
			}
			if u.ID != pw.User.ID {
				t.Fatal("made a second account for one verified email")
			}
			// The password was set by someone who never proved the address: it and its
			// sessions are gone, the provider's proof wins.
			if _, err := f.svc.Authenticate(ctx, pw.Session.Token); !apperr.Is(err, apperr.Unauthenticated) {
				t.Fatal("unverified account's session survived linking")
			}
			if _, _, err := f.svc.Login(ctx, "ann@example.com", "kettle-sparrow-7", client); !apperr.Is(err, apperr.Unauthenticated) {
				t.Fatal("unverified account's password survived linking")
			}
		})
		t.Run("the same identity signs in to the same user", func(t *testing.T) {
			a, _, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, &account.ExternalIdentity{Subject: "g-ann", Email: "changed@example.com", EmailVerified: true, FullName: "Ann New"}, client)
			if err != nil {
				t.Fatal(err)
			}
			if a.ID != pw.User.ID || *f.svc.ProfileOf(a).FullName != "Ann New" {
				t.Fatalf("got %+v", a)
			}
		})
		t.Run("a new verified email makes a new verified account", func(t *testing.T) {
			u, _, err := f.svc.SignInExternal(ctx, account.ProviderGitHub, &account.ExternalIdentity{Subject: "99", Email: "new@example.com", EmailVerified: true}, client)
			if err != nil {
				t.Fatal(err)
			}
			if u.ID == pw.User.ID || !u.EmailVerified || u.PasswordHash != nil {
				t.Fatalf("got %+v", u)
			}
		})
	})
}

func TestUnknownProviderAndUnconfiguredProvider(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		_, _, err := f.svc.OAuthStart(ctx, account.ProviderGitHub, client)
		wantCode(t, err, apperr.Unavailable, "GitHub sign-in is not configured on this server.")
		_, _, err = f.svc.OAuthStart(ctx, "myspace", client)
		if !apperr.Is(err, apperr.NotFound) {
			t.Fatalf("unknown provider: %v", err)
		}
	})
}
