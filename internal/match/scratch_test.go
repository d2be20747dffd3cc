package match

import (
	"encoding/json"
	"fmt"
	"os"
	"testing"
)

func TestScratch(t *testing.T) {
	b, err := os.ReadFile(os.Getenv("POSTING"))
	if err != nil {
		t.Skip()
	}
	v := Default()
	p := v.Analyze(string(b))
	out, _ := json.MarshalIndent(p, "", " ")
	fmt.Println(string(out))
	if r := os.Getenv("RESUME"); r != "" {
		rb, _ := os.ReadFile(r)
		res := v.Match(p, string(rb))
		out, _ = json.MarshalIndent(res, "", " ")
		fmt.Println(string(out))
	}
}
