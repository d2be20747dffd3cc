// Command oauthfakes runs local fakes of GitHub's and Google's sign-in for the end-to-end
// journeys and for trying sign-in on a machine with no internet. It is a test tool: it is not
// part of the product binary.
//
//	oauthfakes -github 127.0.0.1:9401 -google 127.0.0.1:9402
//
// It prints the environment variables that point Draftsmith at it. The fake Google (mockoidc)
// signs in the user queued with POST /control/google-user on the -github address
// ({"subject","email","email_verified"}), or its default user when none is queued.
package main

import (
	"encoding/json"
	"flag"
	"fmt"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"github.com/oauth2-proxy/mockoidc"

	"github.com/draftsmith/draftsmith/internal/testsupport/fakegithub"
)

func main() {
	githubAddr := flag.String("github", "127.0.0.1:9401", "listen address of the fake GitHub")
	googleAddr := flag.String("google", "127.0.0.1:9402", "listen address of the fake Google (OpenID Connect)")
	flag.Parse()

	gh := fakegithub.New("fake-github-client", "fake-github-secret")
	ghLn, err := net.Listen("tcp", *githubAddr)
	if err != nil {
		log.Fatal(err)
	}
	m, err := mockoidc.NewServer(nil)
	if err != nil {
		log.Fatal(err)
	}
	control := http.NewServeMux()
	control.Handle("/", gh.Handler())
	control.HandleFunc("POST /control/google-user", queueGoogleUser(m))
	go func() { log.Fatal(http.Serve(ghLn, control)) }()

	ggLn, err := net.Listen("tcp", *googleAddr)
	if err != nil {
		log.Fatal(err)
	}
	if err := m.Start(ggLn, nil); err != nil {
		log.Fatal(err)
	}
	cfg := m.Config()
	base := "http://" + ghLn.Addr().String()
	fmt.Printf("GITHUB_CLIENT_ID=%s\nGITHUB_CLIENT_SECRET=%s\nGITHUB_AUTH_URL=%s/login/oauth/authorize\nGITHUB_TOKEN_URL=%s/login/oauth/access_token\nGITHUB_API_URL=%s\n",
		gh.ClientID, gh.ClientSecret, base, base, base)
	fmt.Printf("GOOGLE_CLIENT_ID=%s\nGOOGLE_CLIENT_SECRET=%s\nGOOGLE_ISSUER=%s\n", cfg.ClientID, cfg.ClientSecret, cfg.Issuer)

	stop := make(chan os.Signal, 1)
	signal.Notify(stop, os.Interrupt, syscall.SIGTERM)
	<-stop
	_ = m.Shutdown()
}

// queueGoogleUser lets a journey choose who signs in next with the fake Google.
func queueGoogleUser(m *mockoidc.MockOIDC) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		var u struct {
			Subject       string `json:"subject"`
			Email         string `json:"email"`
			EmailVerified bool   `json:"email_verified"`
		}
		if err := json.NewDecoder(r.Body).Decode(&u); err != nil || u.Subject == "" {
			http.Error(w, "want {subject, email, email_verified}", http.StatusBadRequest)
			return
		}
		m.QueueUser(&mockoidc.MockUser{Subject: u.Subject, Email: u.Email, EmailVerified: u.EmailVerified, PreferredUsername: u.Email})
		w.WriteHeader(http.StatusNoContent)
	}
}
