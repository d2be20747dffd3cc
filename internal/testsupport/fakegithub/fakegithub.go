// Package fakegithub is a local stand-in for GitHub's OAuth web flow and the two REST calls
// Draftsmith makes, speaking the same wire format: the authorize page, the token endpoint
// (form-encoded, or JSON with Accept: application/json) with PKCE S256 checks, GET /user and
// GET /user/emails. Tests and the e2e journeys sign in against it; no network is needed.
package fakegithub

import (
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"html/template"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
)

// User is the GitHub account that authorizes.
type User struct {
	ID       int64
	Login    string
	Name     string
	Email    string // the primary address
	Verified bool   // whether the primary address is verified
	// Secondary is another address of the account (listed after the primary), verified or
	// not as SecondaryVerified says.
	Secondary         string
	SecondaryVerified bool
}

// Fake is the fake GitHub. Its zero value is not usable; call New.
type Fake struct {
	ClientID, ClientSecret string

	mu          sync.Mutex
	defaultUser User
	codes       map[string]grant
	tokens      map[string]User
}

type grant struct {
	user        User
	challenge   string
	redirectURI string
}

// New returns a fake that knows one OAuth app.
func New(clientID, clientSecret string) *Fake {
	return &Fake{
		ClientID: clientID, ClientSecret: clientSecret,
		defaultUser: User{ID: 4242, Login: "octo-dev", Name: "Octo Developer", Email: "octo@example.com", Verified: true},
		codes:       map[string]grant{}, tokens: map[string]User{},
	}
}

// SetUser changes the account the authorize page offers.
func (f *Fake) SetUser(u User) {
	f.mu.Lock()
	defer f.mu.Unlock()
	f.defaultUser = u
}

// Handler serves GitHub's OAuth paths (/login/oauth/...) and API paths (/user...).
func (f *Fake) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /login/oauth/authorize", f.authorizePage)
	mux.HandleFunc("POST /login/oauth/authorize", f.authorize)
	mux.HandleFunc("POST /login/oauth/access_token", f.accessToken)
	mux.HandleFunc("GET /user", f.user)
	mux.HandleFunc("GET /user/emails", f.emails)
	return mux
}

var page = template.Must(template.New("authorize").Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Authorize application (fake GitHub)</title></head>
<body><main><h1>Fake GitHub: authorize Draftsmith</h1>
<form method="post">
{{range $k, $v := .Query}}<input type="hidden" name="{{$k}}" value="{{index $v 0}}">{{end}}
<label>GitHub user id <input name="user_id" value="{{.User.ID}}"></label>
<label>Login <input name="login" value="{{.User.Login}}"></label>
<label>Name <input name="name" value="{{.User.Name}}"></label>
<label>Email <input name="email" value="{{.User.Email}}"></label>
<label><input type="checkbox" name="verified" value="true" {{if .User.Verified}}checked{{end}}> Email verified</label>
<label>Secondary address <input name="secondary_email" value="{{.User.Secondary}}"></label>
<label><input type="checkbox" name="secondary_verified" value="true" {{if .User.SecondaryVerified}}checked{{end}}> Secondary address verified</label>
<button type="submit" name="decision" value="allow">Authorize</button>
<button type="submit" name="decision" value="deny">Cancel</button>
</form></main></body></html>`))

func (f *Fake) authorizePage(w http.ResponseWriter, r *http.Request) {
	f.mu.Lock()
	u := f.defaultUser
	f.mu.Unlock()
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_ = page.Execute(w, map[string]any{"Query": r.URL.Query(), "User": u})
}

func (f *Fake) authorize(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	q := r.Form
	if q.Get("client_id") != f.ClientID {
		http.Error(w, "unknown client_id", http.StatusBadRequest)
		return
	}
	if q.Get("code_challenge_method") != "S256" || q.Get("code_challenge") == "" {
		http.Error(w, "PKCE S256 required", http.StatusBadRequest)
		return
	}
	redirect, err := url.Parse(q.Get("redirect_uri"))
	if err != nil || redirect.Host == "" {
		http.Error(w, "bad redirect_uri", http.StatusBadRequest)
		return
	}
	back := redirect.Query()
	back.Set("state", q.Get("state"))
	if q.Get("decision") == "deny" {
		back.Set("error", "access_denied")
		back.Set("error_description", "The user has denied your application access.")
	} else {
		id, _ := strconv.ParseInt(q.Get("user_id"), 10, 64)
		u := User{ID: id, Login: q.Get("login"), Name: q.Get("name"), Email: q.Get("email"), Verified: q.Get("verified") == "true",
			Secondary: q.Get("secondary_email"), SecondaryVerified: q.Get("secondary_verified") == "true"}
		code := randomHex()
		f.mu.Lock()
		f.codes[code] = grant{user: u, challenge: q.Get("code_challenge"), redirectURI: q.Get("redirect_uri")}
		f.mu.Unlock()
		back.Set("code", code)
	}
	redirect.RawQuery = back.Encode()
	http.Redirect(w, r, redirect.String(), http.StatusFound)
}

func (f *Fake) accessToken(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		http.Error(w, err.Error(), http.StatusBadRequest)
		return
	}
	fail := func(code, desc string) {
		f.reply(w, r, url.Values{"error": {code}, "error_description": {desc}})
	}
	if r.Form.Get("client_id") != f.ClientID || r.Form.Get("client_secret") != f.ClientSecret {
		fail("incorrect_client_credentials", "The client_id and/or client_secret passed are incorrect.")
		return
	}
	f.mu.Lock()
	g, ok := f.codes[r.Form.Get("code")]
	delete(f.codes, r.Form.Get("code"))
	f.mu.Unlock()
	if !ok {
		fail("bad_verification_code", "The code passed is incorrect or expired.")
		return
	}
	sum := sha256.Sum256([]byte(r.Form.Get("code_verifier")))
	if base64.RawURLEncoding.EncodeToString(sum[:]) != g.challenge {
		fail("invalid_grant", "The code_verifier does not match the code_challenge.")
		return
	}
	if ru := r.Form.Get("redirect_uri"); ru != "" && ru != g.redirectURI {
		fail("redirect_uri_mismatch", "The redirect_uri does not match.")
		return
	}
	token := "gho_" + randomHex()
	f.mu.Lock()
	f.tokens[token] = g.user
	f.mu.Unlock()
	f.reply(w, r, url.Values{"access_token": {token}, "token_type": {"bearer"}, "scope": {"read:user,user:email"}})
}

// reply answers like GitHub: form-encoded unless the client asks for JSON.
func (f *Fake) reply(w http.ResponseWriter, r *http.Request, v url.Values) {
	if strings.Contains(r.Header.Get("Accept"), "application/json") {
		out := map[string]string{}
		for k := range v {
			out[k] = v.Get(k)
		}
		w.Header().Set("Content-Type", "application/json")
		_ = json.NewEncoder(w).Encode(out)
		return
	}
	w.Header().Set("Content-Type", "application/x-www-form-urlencoded; charset=utf-8")
	_, _ = w.Write([]byte(v.Encode()))
}

func (f *Fake) authorized(w http.ResponseWriter, r *http.Request) (User, bool) {
	auth := r.Header.Get("Authorization")
	_, token, _ := strings.Cut(auth, " ")
	f.mu.Lock()
	u, ok := f.tokens[token]
	f.mu.Unlock()
	if !ok {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnauthorized)
		_, _ = w.Write([]byte(`{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest"}`))
	}
	return u, ok
}

func (f *Fake) user(w http.ResponseWriter, r *http.Request) {
	u, ok := f.authorized(w, r)
	if !ok {
		return
	}
	var publicEmail any // GitHub reports null when the user keeps the address private
	if u.Verified {
		publicEmail = u.Email
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(map[string]any{
		"id": u.ID, "login": u.Login, "name": u.Name, "email": publicEmail,
		"avatar_url": "https://avatars.example.com/u/" + strconv.FormatInt(u.ID, 10),
	})
}

func (f *Fake) emails(w http.ResponseWriter, r *http.Request) {
	u, ok := f.authorized(w, r)
	if !ok {
		return
	}
	emails := []map[string]any{}
	if u.Email != "" {
		emails = append(emails, map[string]any{"email": u.Email, "primary": true, "verified": u.Verified, "visibility": "private"})
	}
	if u.Secondary != "" {
		emails = append(emails, map[string]any{"email": u.Secondary, "primary": false, "verified": u.SecondaryVerified, "visibility": nil})
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(emails)
}

func randomHex() string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}
