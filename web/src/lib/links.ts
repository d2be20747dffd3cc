/**
 * Link safety for previews and PDFs (spec section 5): only http(s) and mailto links are live;
 * anything else (javascript:, data:, vbscript:, relative paths…) is rendered as dead text.
 */
const SAFE_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/** The href to use for a typed or generated link, or null when it must stay dead. */
export function safeHref(raw: string | null | undefined): string | null {
  if (!raw) return null;
  // Browsers ignore control characters and whitespace inside a scheme ("java\nscript:"): strip them first.
  // eslint-disable-next-line no-control-regex
  const text = raw.replace(/[\u0000-\u0020\u007f-\u009f]+/g, "");
  if (text === "") return null;
  let candidate = text;
  if (/^www\./i.test(candidate)) candidate = `https://${candidate}`;
  else if (/^[^\s@/:]+@[^\s@/:]+\.[^\s@/:]+$/.test(candidate)) candidate = `mailto:${candidate}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(candidate) && /^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(candidate)) candidate = `https://${candidate}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return null;
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return null;
  if (url.protocol !== "mailto:" && !url.hostname) return null;
  return url.href;
}

/** Splits text into runs, marking http(s) URLs, www. hosts and email addresses as links. */
export interface TextRun {
  text: string;
  href?: string;
}

const LINKISH = /\b(?:https?:\/\/[^\s<>"']+|www\.[^\s<>"']+|mailto:[^\s<>"']+|[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;

export function linkify(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(LINKISH)) {
    let token = match[0];
    // Trailing punctuation belongs to the sentence, not the link.
    const trail = /[.,;:!?)\]]+$/.exec(token)?.[0] ?? "";
    token = token.slice(0, token.length - trail.length);
    const start = match.index;
    if (start > last) runs.push({ text: text.slice(last, start) });
    const href = safeHref(token);
    runs.push(href ? { text: token, href } : { text: token });
    last = start + token.length;
  }
  if (last < text.length) runs.push({ text: text.slice(last) });
  return runs.length ? runs : [{ text }];
}
