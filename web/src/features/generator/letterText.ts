/**
 * A drafted cover letter's text, without the sender's header the letter document already
 * draws (ADR 0080).
 *
 * Both engines start a letter with the sender: the built-in writer with the name set in the
 * template's style ("Jordan Ellis", "JORDAN ELLIS", "Jordan Ellis" over a rule of "─",
 * "✦ Jordan Ellis ✦"), then the contact line when there is one (internal/writer/coverletter.go,
 * letter and headerName); a model's draft often does the same. The document's header block
 * holds the form's name and contact, so drawn again the name showed twice above "Dear Hiring
 * Manager,". The copied text keeps its header: it is the whole letter on its own.
 *
 * Only the leading run of lines that are the name, the contact line or a rule under them goes;
 * the first other line (a date, the greeting) ends it, so the sign-off's name, or the name
 * anywhere in the body, stays. While a draft streams in, an unfinished first line that is so
 * far the start of the name or the contact is held back too, so it does not flash up and go.
 */

/** The letters and digits of a line, lower-cased, in order: "✦ JORDAN  Ellis ✦" → jordan, ellis. */
function tokens(s: string): string[] {
  return s.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** A line of rule characters only ("────", "-----", "====="), as a template sets under a name. */
const RULE = /^[\s\u2500-\u257f\u2010-\u2015_=~*-]+$/u;

function startsWithTokens(whole: string[], part: string[]): boolean {
  if (!part.length || part.length > whole.length) return false;
  // The last word may be cut short mid-word ("Jordan El").
  return part.every((t, i) => (i === part.length - 1 ? (whole[i] ?? "").startsWith(t) : t === whole[i]));
}

/**
 * The letter's text after its sender's header: the leading lines made only of the words of
 * the name and the contact line ("Jordan Ellis", "JORDAN ELLIS", "✦ Jordan Ellis ✦",
 * "jordan@example.com · 555 0100", "Jordan Ellis | jordan@example.com"), with rules under
 * them. Unchanged when the letter does not start with its sender.
 */
export function letterBody(text: string, sender: { name?: string; contact_info?: string }): string {
  const name = tokens(sender.name ?? "");
  const contact = tokens(sender.contact_info ?? "");
  const known = new Set([...name, ...contact]);
  if (!known.size) return text;

  const lines = text.replace(/\r\n?/g, "\n").split("\n");
  const unfinished = !text.endsWith("\n");
  let header = false; // a name or contact line was taken: a rule under it goes too
  let i = 0;
  for (; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (!line.trim()) continue;
    const words = tokens(line);
    if (words.length && words.every((t) => known.has(t))) header = true;
    else if (header && !words.length && RULE.test(line)) continue;
    else if (i === lines.length - 1 && unfinished && (startsWithTokens(name, words) || startsWithTokens(contact, words))) return "";
    else break;
  }
  return header ? lines.slice(i).join("\n") : text;
}
