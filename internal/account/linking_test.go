package account_test

import (
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

func count(t *testing.T, db bun.IDB, model any, where string, args ...any) int64 {
	t.Helper()
	n, err := db.NewSelect().Model(model).Where(where, args...).Count(ctx)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func TestUnverifiedProviderEmailCreatesNoAccount(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		for _, c := range []struct{ provider, prefix string }{
			{account.ProviderGoogle, "Your Google email is not verified. Verify it in your Google account, then sign in again"},
			{account.ProviderGitHub, "Your GitHub email is not verified. Verify your primary email address in your GitHub email settings"},
		} {
			t.Run(c.provider, func(t *testing.T) {
				_, ns, err := f.svc.SignInExternal(ctx, c.provider, &account.ExternalIdentity{Subject: "s-" + c.provider, Email: "newcomer@example.com"}, client)
				e, ok := apperr.As(err)
				if !ok || e.Code != apperr.Forbidden || !strings.HasPrefix(e.Message, c.prefix) {
					t.Fatalf("got %v, want a refusal starting %q", err, c.prefix)
				}
				if ns != nil {
					t.Fatal("a refused sign-in opened a session")
				}
			})
		}
		if n := count(t, db, (*account.User)(nil), "email = ?", "newcomer@example.com"); n != 0 {
			t.Fatalf("refused sign-ins created %d accounts", n)
		}
		if n := count(t, db, (*account.Identity)(nil), "1 = 1"); n != 0 {
			t.Fatalf("refused sign-ins recorded %d identities", n)
		}
	})
}

// The sequence, at the rules' level: an attacker holding a Google account with the
// owner's address, unverified, tries first; the owner signs up, resets; the attacker tries
// again. The owner's address is an admin one.
func TestUnverifiedGoogleEmailCannotTakeOverTheOwnersAccount(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		attacker := &account.ExternalIdentity{Subject: "google-attacker", Email: "boss@example.com", EmailVerified: false}
		if _, _, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, attacker, client); !apperr.Is(err, apperr.Forbidden) {
			t.Fatalf("attacker's first sign-in: %v", err)
		}
		owner, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "boss@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatalf("the owner cannot sign up: %v", err)
		}
		if err := f.svc.RequestPasswordReset(ctx, "boss@example.com", client); err != nil {
			t.Fatal(err)
		}
		u, _, err := f.svc.ResetPassword(ctx, f.mail.LinkIn(t, "boss@example.com").Query().Get("token"), "lantern-orchard-9", client)
		if err != nil {
			t.Fatal(err)
		}
		if !f.svc.ProfileOf(u).IsAdmin {
			t.Fatal("the owner, proven by the reset, is not admin")
		}
		if _, _, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, attacker, client); !apperr.Is(err, apperr.Forbidden) {
			t.Fatalf("attacker's second sign-in: %v", err)
		}
		if n := count(t, db, (*account.Identity)(nil), "user_id = ?", owner.User.ID); n != 0 {
			t.Fatalf("%d identities linked to the owner's account", n)
		}
	})
}

// legacyLink writes what the code before this rule wrote for an unverified Google sign-in:
// an unverified account without a password, and a link to it. Plain SQL, naming only the
// columns that code knew.
func legacyLink(t *testing.T, db bun.IDB, userID, email, subject string) {
	t.Helper()
	now := time.Now().UTC()
	if _, err := db.ExecContext(ctx, "INSERT INTO users (id, email, email_verified, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
		userID, email, false, now, now); err != nil {
		t.Fatal(err)
	}
	if _, err := db.ExecContext(ctx, "INSERT INTO identities (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)",
		account.ProviderGoogle, subject, userID, email, now); err != nil {
		t.Fatal(err)
	}
}

func TestLegacyLinkIsUnprovenAndEndsOnReset(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		legacyLink(t, db, "3f1f0b0e-0000-4000-8000-000000000001", "boss@example.com", "google-attacker")
		attacker := &account.ExternalIdentity{Subject: "google-attacker", Email: "boss@example.com", EmailVerified: false}

		// The link alone does not sign in while Google does not vouch for the address.
		_, _, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, attacker, client)
		if e, ok := apperr.As(err); !ok || !strings.HasPrefix(e.Message, "Your Google email is not verified") {
			t.Fatalf("sign-in through an unproven link: %v", err)
		}

		// The owner cannot sign up (the address is taken) but resets the password.
		if _, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "boss@example.com", Password: "kettle-sparrow-7"}, client); !apperr.Is(err, apperr.Conflict) {
			t.Fatalf("sign-up over the legacy account: %v", err)
		}
		if err := f.svc.RequestPasswordReset(ctx, "boss@example.com", client); err != nil {
			t.Fatal(err)
		}
		owner, ns, err := f.svc.ResetPassword(ctx, f.mail.LinkIn(t, "boss@example.com").Query().Get("token"), "lantern-orchard-9", client)
		if err != nil {
			t.Fatal(err)
		}
		if n := count(t, db, (*account.Identity)(nil), "user_id = ?", owner.ID); n != 0 {
			t.Fatalf("the reset left %d unproven links", n)
		}
		if !f.svc.ProfileOf(owner).IsAdmin {
			t.Fatal("owner is not admin after proving the address")
		}
		// The link is gone: the attacker's next sign-in is a new identity with an unverified
		// address, refused, and the owner's new session stays.
		_, _, err = f.svc.SignInExternal(ctx, account.ProviderGoogle, attacker, client)
		if !apperr.Is(err, apperr.Forbidden) {
			t.Fatalf("attacker's second sign-in: %v", err)
		}
		if _, err := f.svc.Authenticate(ctx, ns.Token); err != nil {
			t.Fatalf("the owner's session after the attacker's attempt: %v", err)
		}
	})
}

func TestLegacyLinkIsProvenOnceTheProviderVouches(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		const id = "3f1f0b0e-0000-4000-8000-000000000002"
		legacyLink(t, db, id, "jane@example.com", "google-jane")
		if _, err := db.NewUpdate().Model((*account.User)(nil)).Set("email_verified = ?", true).Where("id = ?", id).Exec(ctx); err != nil {
			t.Fatal(err)
		}
		// Google now says the address is another one: not proof of this account's address.
		_, _, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, &account.ExternalIdentity{Subject: "google-jane", Email: "jane@elsewhere.example", EmailVerified: true}, client)
		if !apperr.Is(err, apperr.Forbidden) {
			t.Fatalf("unproven link with another verified address: %v", err)
		}
		u, _, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, &account.ExternalIdentity{Subject: "google-jane", Email: "Jane@example.com", EmailVerified: true}, client)
		if err != nil || u.ID != id {
			t.Fatalf("the real owner's Google sign-in: %v", err)
		}
		var ident account.Identity
		if err := db.NewSelect().Model(&ident).Where("subject = ?", "google-jane").Scan(ctx); err != nil || !ident.EmailVerified {
			t.Fatalf("link not marked proven: %+v %v", ident, err)
		}
		// A proven link survives a reset.
		if err := f.svc.RequestPasswordReset(ctx, "jane@example.com", client); err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.svc.ResetPassword(ctx, f.mail.LinkIn(t, "jane@example.com").Query().Get("token"), "lantern-orchard-9", client); err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, &account.ExternalIdentity{Subject: "google-jane", Email: "jane@example.com", EmailVerified: true}, client); err != nil {
			t.Fatalf("proven link after a reset: %v", err)
		}
	})
}

func TestConfirmationEndsSessionsAndUnprovenLinksAndSignsNoOneIn(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatal(err)
		}
		// An unproven link on the account, as the old code could leave one.
		if _, err := db.ExecContext(ctx, "INSERT INTO identities (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)",
			account.ProviderGitHub, "4242", res.User.ID, "ann@example.com", time.Now().UTC()); err != nil {
			t.Fatal(err)
		}
		u, err := f.svc.ConfirmEmail(ctx, f.mail.LinkIn(t, "ann@example.com").Query().Get("token"))
		if err != nil || !u.EmailVerified {
			t.Fatalf("confirm: %v", err)
		}
		if _, err := f.svc.Authenticate(ctx, res.Session.Token); !apperr.Is(err, apperr.Unauthenticated) {
			t.Fatalf("a session from before the confirmation survived it: %v", err)
		}
		if n := count(t, db, (*account.Session)(nil), "user_id = ?", res.User.ID); n != 0 {
			t.Fatalf("confirming left or opened %d sessions", n)
		}
		if n := count(t, db, (*account.Identity)(nil), "user_id = ?", res.User.ID); n != 0 {
			t.Fatalf("confirming left %d unproven links", n)
		}
		// The password set at sign-up is the owner's (the link proved it): it still works.
		if _, _, err := f.svc.Login(ctx, "ann@example.com", "kettle-sparrow-7", client); err != nil {
			t.Fatalf("sign-in after confirming: %v", err)
		}
	})
}

// A verified provider address linking to an account that never proved its own address
// drops what was set up without proof: the password, the sessions and unproven links.
func TestVerifiedLinkToUnverifiedAccountDropsUnprovenAccess(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		const id = "3f1f0b0e-0000-4000-8000-000000000003"
		legacyLink(t, db, id, "kim@example.com", "google-squatter")
		u, _, err := f.svc.SignInExternal(ctx, account.ProviderGitHub, &account.ExternalIdentity{Subject: "777", Email: "kim@example.com", EmailVerified: true}, client)
		if err != nil || u.ID != id || !u.EmailVerified {
			t.Fatalf("verified GitHub sign-in: %v %+v", err, u)
		}
		var idents []account.Identity
		if err := db.NewSelect().Model(&idents).Where("user_id = ?", id).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(idents) != 1 || idents[0].Provider != account.ProviderGitHub || !idents[0].EmailVerified {
			t.Fatalf("links after the verified one: %+v", idents)
		}
	})
}

// An unproven link whose provider now vouches for the address of an account that never
// proved it: the provider's proof wins, as for a new link.
func TestUpgradedLegacyLinkProvesAnUnverifiedAccount(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		const id = "3f1f0b0e-0000-4000-8000-000000000004"
		legacyLink(t, db, id, "lee@example.com", "google-lee")
		if _, err := db.ExecContext(ctx, "INSERT INTO identities (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)",
			account.ProviderGitHub, "55", id, "lee@example.com", time.Now().UTC()); err != nil {
			t.Fatal(err)
		}
		u, _, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, &account.ExternalIdentity{Subject: "google-lee", Email: "lee@example.com", EmailVerified: true}, client)
		if err != nil || u.ID != id || !u.EmailVerified {
			t.Fatalf("Google vouching for the address: %v %+v", err, u)
		}
		var idents []account.Identity
		if err := db.NewSelect().Model(&idents).Where("user_id = ?", id).Scan(ctx); err != nil {
			t.Fatal(err)
		}
		if len(idents) != 1 || idents[0].Provider != account.ProviderGoogle || !idents[0].EmailVerified {
			t.Fatalf("links after the upgrade: %+v", idents)
		}
	})
}
