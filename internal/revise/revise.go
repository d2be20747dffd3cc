// Package revise rewrites a saved draft by a plain instruction without a model: the built-in
// writer's clear set of changes — shorter, longer, more formal, warmer, more concise, more
// confident, and removing or emphasising a named item (ADR 0040). Every change moves, drops
// or rewords the draft's own words, or brings back what the user's form holds; none adds a
// fact. Anything else needs a configured model, and the error says so.
package revise

import (
	"errors"
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/apperr"
)

// Op is one change the built-in rules can make.
type Op string

const (
	Shorter    Op = "shorter"
	Longer     Op = "longer"
	Formal     Op = "formal"
	Warmer     Op = "warmer"
	Concise    Op = "concise"
	Confident  Op = "confident"
	Remove     Op = "remove"
	Emphasise  Op = "emphasise"
	MaxInstLen    = 500
)

// Instruction is a parsed instruction: the change and, for remove and emphasise, the item.
type Instruction struct {
	Op   Op
	Item string
}

// MsgNeedsModel is the 422 detail for an instruction only a model can follow.
const MsgNeedsModel = "“%s” needs a configured AI model. Without one, Draftsmith can make a draft shorter, longer, more formal, warmer, more concise or more confident, and remove or emphasise something it names (“remove the Kubernetes line”, “emphasise Go”)."

// Messages of a change the rules cannot make to this draft.
const (
	MsgNotFound    = "“%s” is not in this draft, so there is nothing to %s. Check the spelling, or use words from the draft."
	MsgNothingMore = "Everything your form holds is already in this draft. Writing more than that needs a configured AI model."
	MsgNoChange    = "The built-in writer found nothing to change for “%s” in this draft. A configured AI model can rewrite it freely."
	MsgInstruction = "Say what to change, e.g. “make it shorter”."
	MsgTooLong     = "The instruction is too long: at most 500 characters."
)

var (
	politeness = regexp.MustCompile(`(?i)^(?:please\s+|can you\s+|could you\s+|would you\s+|i'd like you to\s+|i want you to\s+)*`)
	removeRe   = regexp.MustCompile(`(?i)^(?:remove|drop|delete|take out|leave out|omit|cut out|get rid of|don't mention|do not mention|no more)\s+(.+?)[.!]?$`)
	emphRe     = regexp.MustCompile(`(?i)^(?:emphasi[sz]e|highlight|focus on|stress|lead with|play up|put more weight on|foreground)\s+(.+?)[.!]?$`)
	itemNoise  = regexp.MustCompile(`(?i)^(?:the|my|our|a|an|any|all)\s+|\s+(?:line|lines|part|parts|bit|bits|bullet|bullets|sentence|sentences|mention|mentions|paragraph|section|work|experience|skills?|more)$`)
	opWords    = []struct {
		re *regexp.Regexp
		op Op
	}{
		{regexp.MustCompile(`(?i)\b(?:more concise|concise|tighter|tighten|crisper)\b`), Concise},
		{regexp.MustCompile(`(?i)\b(?:shorter|shorten|briefer|trim|cut it|cut down|less long|too long)\b`), Shorter},
		{regexp.MustCompile(`(?i)\b(?:longer|lengthen|expand|more detail(?:ed)?|too short|add more)\b`), Longer},
		{regexp.MustCompile(`(?i)\b(?:more formal|formal|more professional|less casual)\b`), Formal},
		{regexp.MustCompile(`(?i)\b(?:warmer|warm|friendlier|friendly|more personal|less formal|more human)\b`), Warmer},
		{regexp.MustCompile(`(?i)\b(?:more confident|confident|bolder|more assertive|assertive|stronger|less humble|less hedging)\b`), Confident},
	}
)

// Parse reads an instruction. An instruction outside the set gives an error whose detail
// says it needs a model.
func Parse(instruction string) (Instruction, error) {
	s := strings.TrimSpace(instruction)
	if s == "" {
		return Instruction{}, apperr.Field("body.instruction", MsgInstruction)
	}
	if len([]rune(s)) > MaxInstLen {
		return Instruction{}, apperr.Field("body.instruction", MsgTooLong)
	}
	s = politeness.ReplaceAllString(s, "")
	for _, r := range []struct {
		re *regexp.Regexp
		op Op
	}{{removeRe, Remove}, {emphRe, Emphasise}} {
		if m := r.re.FindStringSubmatch(s); m != nil {
			item := strings.Trim(m[1], " \"'“”‘’")
			for {
				t := strings.TrimSpace(itemNoise.ReplaceAllString(item, ""))
				if t == item || t == "" {
					break
				}
				item = t
			}
			if item != "" && !strings.EqualFold(item, "it") {
				return Instruction{Op: r.op, Item: item}, nil
			}
		}
	}
	for _, w := range opWords {
		if w.re.MatchString(s) {
			return Instruction{Op: w.op}, nil
		}
	}
	return Instruction{}, needsModel(instruction)
}

// ErrNeedsModel marks an instruction outside the built-in set.
var ErrNeedsModel = errors.New("revise: the instruction needs a model")

func needsModel(instruction string) error {
	e := apperr.Field("body.instruction", sprintf(MsgNeedsModel, strings.TrimSpace(instruction)))
	e.Err = ErrNeedsModel
	return e
}

func sprintf(format string, args ...string) string {
	for _, a := range args {
		format = strings.Replace(format, "%s", a, 1)
	}
	return format
}
