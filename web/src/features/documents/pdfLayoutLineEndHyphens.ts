/**
 * A word broken at a hyphen over two rows (ADR 0072). The typesetter breaks words between
 * syllables and draws a hyphen it would not draw mid-line ("submis-" / "sions", "oper-" /
 * "ation"); a compound broken at its own hyphen ("double-" / "entry") keeps it. The PDF cannot
 * tell the two apart, so while rows are joined the hyphen is kept as a mark (BROKEN_AT), and
 * once the whole document is read each mark becomes a hyphen or nothing, by what the document
 * itself and the shape of the two parts say.
 */

/** Where a row ending in a hyphen was joined to the next: U+00AD, a hyphen shown only at a break. */
export const BROKEN_AT = "\u00ad";

/**
 * Words that start compounds in resumes ("cross-functional", "double-entry"). Left out are the
 * ones a typesetter's break in a plain word also leaves at a row's end: "in-creased",
 * "part-ner", "high-light", "data-base", "mid-dle", "top-ics".
 */
const COMPOUND_FIRST = new Set(
  `anti best co cost cross cutting decision double end event fast first full hands long low multi non off on one open
   peer real second self senior short single state third well world`.split(/\s+/),
);

/** Words that end compounds in resumes ("data-driven", "user-facing", "start-ups", "set-top"). */
const COMPOUND_SECOND = new Set(
  `availability aware backed based bound centric critical driven effective efficient enabled end ended facing first
   focused free friendly generated grade hoc impact intensive led level made managed native offs oriented owned
   performance performing powered priority profile proof quality ready related run scale sensitive served specific
   stakes term tested tier time top ups value volume wide`.split(/\s+/),
);

/**
 * Syllables that begin plain words before a part that is a word of its own ("re-source",
 * "out-bound", "ob-served", "al-ready", "alter-native"): no compound is read from those.
 */
const WORD_START = new Set(`al alter ad be com con cor de dis em en ex im in inter ob out over per pre pro re sub sur trans un under up`.split(/\s+/));

/**
 * Endings a typesetter leaves on the next row ("-ing", "-ation", "-sions"): none is a word on
 * its own, so a part like these never makes a compound.
 */
const WORD_ENDING =
  /^(?:ing|ings|ed|er|ers|est|ly|[st]ions?|ations?|ments?|ness|ity|ities|ous|ive|ives|able|ible|ably|ibly|al|ally|ual|ually|ance|ances|ence|ences|ant|ants|ent|ents|ure|ures|i[sz]e[sd]?|i[sz]ing|ist|ists|istic|ism|ful|less|ship|ships|ic|ics|ical|ial|ian|ians|age|ages|ery|ory|ary|ple|ples|ply|plied|plies|ture|tures)$/;

/**
 * Wrapped lines join with a space, but a word broken at a hyphen is one word again: an email
 * loses the typesetter's hyphen ("E han-" + "nah.lee@example.edu"). Elsewhere the hyphen may be
 * the typesetter's ("submis-" + "sions") or a compound's ("double-" + "entry"): it is marked,
 * and settled once the whole document is read (resolveLineEndHyphens).
 */
export function joinWrapped(a: string, b: string): string {
  if (/\p{L}-$/u.test(a) && /^\p{Ll}/u.test(b)) {
    const next = b.split(" ")[0] ?? "";
    if (next.includes("@")) return a.slice(0, -1) + b;
    return a.slice(0, -1) + BROKEN_AT + b;
  }
  return `${a} ${b}`;
}

/**
 * The document's text with each BROKEN_AT mark made a hyphen or dropped:
 * - in a link or a handle (a "/" or "." in the word) the hyphen was typed: it stays;
 * - the document settles it where it writes the word elsewhere, whole ("submissions") or
 *   hyphenated ("double-entry");
 * - a typesetter leaves at least two letters before a break and three after it, so a part
 *   shorter than that ("e-" / "mail", "hands-" / "on") or a part after another hyphen
 *   ("end-to-" / "end") is a compound's;
 * - a known first word of a compound keeps the hyphen, unless the other part is only a word's
 *   ending; so does a known last word after a part that is not a plain word's first syllable;
 * - otherwise the typesetter broke the word, and it is one word again.
 */
export function resolveLineEndHyphens(text: string): string {
  if (!text.includes(BROKEN_AT)) return text;
  const plain = text.replace(new RegExp(`\\S*${BROKEN_AT}\\S*`, "gu"), " ");
  const words = new Set(plain.toLowerCase().split(/[^\p{L}]+/u));
  const lowerPlain = plain.toLowerCase();
  return text.replace(new RegExp(`(\\S*?)(\\p{L}+)${BROKEN_AT}(\\p{L}+)(\\S*)`, "gu"), (_m, before: string, left: string, right: string, after: string) => {
    const hyphen = keepsHyphen(before, left, right, after, words, lowerPlain) ? "-" : "";
    return before + left + hyphen + right + after;
  });
}

function keepsHyphen(before: string, left: string, right: string, after: string, words: Set<string>, plain: string): boolean {
  if (/[/.@]\S/u.test(before + left + "-" + right + after)) return true;
  const [l, r] = [left.toLowerCase(), right.toLowerCase()];
  if (words.has(l + r)) return false;
  if (plain.includes(`${l}-${r}`)) return true;
  if (l.length < 2 || r.length < 3 || /-$/u.test(before)) return true;
  if (WORD_ENDING.test(r)) return false;
  return COMPOUND_FIRST.has(l) || (COMPOUND_SECOND.has(r) && l.length > 2 && !WORD_START.has(l));
}
