package account_test

import (
	"testing"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

func TestCommonPasswordListIsLargeEnough(t *testing.T) {
	if n := account.CommonPasswordCount(); n < 10_000 {
		t.Fatalf("the common password list has %d entries, want at least 10,000", n)
	}
}

func TestCommonPasswordsAreRefusedWhereverAPasswordIsSet(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		// Frequent and less frequent entries of the list, in any case; the length rule stays.
		for _, pw := range []string{"password", "Password1", "QWERTYUIOP", "secret1", "trustno1", "sunshine"} {
			_, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: pw}, client)
			wantCode(t, err, apperr.Invalid, account.MsgPasswordTooCommon)
		}
		_, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "12345"}, client)
		wantCode(t, err, apperr.Invalid, account.MsgPasswordTooShort)
		// Six uncommon characters are enough.
		res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "zq8#Lm"}, client)
		if err != nil {
			t.Fatalf("an uncommon 6-character password: %v", err)
		}

		if err := f.svc.RequestPasswordReset(ctx, "ann@example.com", client); err != nil {
			t.Fatal(err)
		}
		token := f.mail.LinkIn(t, "ann@example.com").Query().Get("token")
		_, _, err = f.svc.ResetPassword(ctx, token, "iloveyou", client)
		wantCode(t, err, apperr.Invalid, account.MsgPasswordTooCommon)
		// The refused reset did not use up the link.
		if _, _, err := f.svc.ResetPassword(ctx, token, "lantern-orchard-9", client); err != nil {
			t.Fatalf("reset after a refused password: %v", err)
		}

		err = f.svc.ChangePassword(ctx, res.User.ID, "lantern-orchard-9", "football", client)
		wantCode(t, err, apperr.Invalid, account.MsgPasswordTooCommon)
		if e, _ := apperr.As(err); e.Field != "body.new_password" {
			t.Errorf("the refusal names %q, want body.new_password", e.Field)
		}
	})
}

func TestChangePassword(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatal(err)
		}
		_, other, err := f.svc.Login(ctx, "ann@example.com", "kettle-sparrow-7", account.Client{IP: "198.51.100.7"})
		if err != nil {
			t.Fatal(err)
		}
		if err := f.svc.RequestPasswordReset(ctx, "ann@example.com", client); err != nil {
			t.Fatal(err)
		}
		resetToken := f.mail.LinkIn(t, "ann@example.com").Query().Get("token")
		here := withSession(res.Session.Token)

		err = f.svc.ChangePassword(ctx, res.User.ID, "not-my-password", "lantern-orchard-9", here)
		wantCode(t, err, apperr.Invalid, account.MsgCurrentPasswordWrong)
		err = f.svc.ChangePassword(ctx, res.User.ID, "kettle-sparrow-7", "kettle-sparrow-7", here)
		wantCode(t, err, apperr.Invalid, account.MsgPasswordUnchanged)
		if _, err := f.svc.Authenticate(ctx, other.Token); err != nil {
			t.Fatalf("a refused change ended a session: %v", err)
		}

		if err := f.svc.ChangePassword(ctx, res.User.ID, "kettle-sparrow-7", "lantern-orchard-9", here); err != nil {
			t.Fatal(err)
		}
		if _, err := f.svc.Authenticate(ctx, res.Session.Token); err != nil {
			t.Fatalf("the session that made the change ended: %v", err)
		}
		if _, err := f.svc.Authenticate(ctx, other.Token); !apperr.Is(err, apperr.Unauthenticated) {
			t.Fatalf("another session survived the change: %v", err)
		}
		if _, _, err := f.svc.Login(ctx, "ann@example.com", "kettle-sparrow-7", client); !apperr.Is(err, apperr.Unauthenticated) {
			t.Fatalf("the old password still works: %v", err)
		}
		if _, _, err := f.svc.Login(ctx, "ann@example.com", "lantern-orchard-9", client); err != nil {
			t.Fatalf("the new password: %v", err)
		}
		// A reset link mailed before the change no longer sets the password.
		_, _, err = f.svc.ResetPassword(ctx, resetToken, "meadow-violin-3", client)
		wantCode(t, err, apperr.BadRequest, account.MsgLinkInvalid)
	})
}

func TestChangePasswordWithoutAPasswordExplains(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		u, _, err := f.svc.SignInExternal(ctx, account.ProviderGitHub, &account.ExternalIdentity{Subject: "1", Email: "octo@example.com", EmailVerified: true}, client)
		if err != nil {
			t.Fatal(err)
		}
		if account.HasPassword(u) {
			t.Fatal("a GitHub-made account has a password")
		}
		err = f.svc.ChangePassword(ctx, u.ID, "", "lantern-orchard-9", client)
		wantCode(t, err, apperr.Conflict, account.MsgNoPasswordYet)
		// The way out: a reset link sets the first password, and the GitHub link stays.
		if err := f.svc.RequestPasswordReset(ctx, "octo@example.com", client); err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.svc.ResetPassword(ctx, f.mail.LinkIn(t, "octo@example.com").Query().Get("token"), "lantern-orchard-9", client); err != nil {
			t.Fatal(err)
		}
		if _, _, err := f.svc.Login(ctx, "octo@example.com", "lantern-orchard-9", client); err != nil {
			t.Fatalf("password sign-in after setting one: %v", err)
		}
		if _, _, err := f.svc.SignInExternal(ctx, account.ProviderGitHub, &account.ExternalIdentity{Subject: "1", Email: "octo@example.com", EmailVerified: true}, client); err != nil {
			t.Fatalf("GitHub sign-in after setting a password: %v", err)
		}
	})
}

func TestAResetEndsEveryOlderResetLink(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		if _, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client); err != nil {
			t.Fatal(err)
		}
		var tokens []string
		for range 3 {
			if err := f.svc.RequestPasswordReset(ctx, "ann@example.com", client); err != nil {
				t.Fatal(err)
			}
			tokens = append(tokens, f.mail.LinkIn(t, "ann@example.com").Query().Get("token"))
		}
		if _, _, err := f.svc.ResetPassword(ctx, tokens[1], "lantern-orchard-9", client); err != nil {
			t.Fatal(err)
		}
		for _, i := range []int{0, 2} {
			_, _, err := f.svc.ResetPassword(ctx, tokens[i], "meadow-violin-3", client)
			wantCode(t, err, apperr.BadRequest, account.MsgLinkInvalid)
		}
		if _, _, err := f.svc.Login(ctx, "ann@example.com", "lantern-orchard-9", client); err != nil {
			t.Fatalf("the reset's password was undone: %v", err)
		}
	})
}

// Every way of signing in issues a new token and ends the one the browser held before, so
// a token planted in a browser (session fixation) never becomes a signed-in session.
func TestEverySignInIssuesANewTokenAndEndsTheHeldOne(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false)
		held, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "held@example.com", Password: "kettle-sparrow-7"}, client)
		if err != nil {
			t.Fatal(err)
		}
		token := held.Session.Token
		next := func(t *testing.T, ns *account.NewSession, err error) {
			t.Helper()
			if err != nil {
				t.Fatal(err)
			}
			if ns == nil || ns.Token == "" || ns.Token == token {
				t.Fatalf("sign-in kept or lacks a token: %+v", ns)
			}
			if _, err := f.svc.Authenticate(ctx, token); !apperr.Is(err, apperr.Unauthenticated) {
				t.Fatalf("the token held before the sign-in still works: %v", err)
			}
			token = ns.Token
		}
		t.Run("sign-up", func(t *testing.T) {
			res, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "bea@example.com", Password: "kettle-sparrow-7"}, withSession(token))
			if err != nil {
				t.Fatal(err)
			}
			next(t, res.Session, nil)
		})
		t.Run("password", func(t *testing.T) {
			_, ns, err := f.svc.Login(ctx, "held@example.com", "kettle-sparrow-7", withSession(token))
			next(t, ns, err)
		})
		t.Run("GitHub or Google", func(t *testing.T) {
			_, ns, err := f.svc.SignInExternal(ctx, account.ProviderGoogle, &account.ExternalIdentity{Subject: "g", Email: "gigi@example.com", EmailVerified: true}, withSession(token))
			next(t, ns, err)
		})
		t.Run("mailed reset link", func(t *testing.T) {
			if err := f.svc.RequestPasswordReset(ctx, "bea@example.com", client); err != nil {
				t.Fatal(err)
			}
			_, ns, err := f.svc.ResetPassword(ctx, f.mail.LinkIn(t, "bea@example.com").Query().Get("token"), "lantern-orchard-9", withSession(token))
			next(t, ns, err)
		})
	})
}
