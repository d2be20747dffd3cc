import pagesJson from "./pages.json";

/**
 * Per-page head data. pages.json is the single source: the Go server reads the same file to
 * write the first HTML of each route, and usePageMeta keeps the head right on client-side
 * navigation.
 */
export interface PageMeta {
  /** The page's canonical path, or null for Page Not Found. */
  path: string | null;
  title: string;
  description: string;
  noindex: boolean;
}

interface PagesFile {
  site: string;
  pages: Array<{ path: string; title: string; description: string; noindex?: boolean }>;
  notFound: { title: string; description: string; noindex?: boolean };
}

const file = pagesJson as PagesFile;

export const SITE_NAME = file.site;

export const PAGES: readonly PageMeta[] = file.pages.map((p) => ({
  path: p.path,
  title: p.title,
  description: p.description,
  noindex: p.noindex === true,
}));

export const NOT_FOUND: PageMeta = {
  path: null,
  title: file.notFound.title,
  description: file.notFound.description,
  noindex: file.notFound.noindex !== false,
};

/** '/login/' → '/login'; '' → '/'. Paths are case-sensitive, like the server's. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function findPage(pathname: string): PageMeta {
  const path = normalizePath(pathname);
  return PAGES.find((p) => p.path === path) ?? NOT_FOUND;
}

export function documentTitle(meta: PageMeta): string {
  return `${meta.title} | ${SITE_NAME}`;
}

export function robotsContent(meta: PageMeta): string {
  return meta.noindex ? "noindex,nofollow" : "index,follow";
}

export function canonicalUrl(origin: string, meta: PageMeta, pathname: string): string {
  return origin + (meta.path ?? normalizePath(pathname));
}


/** Writes the page's title, description, canonical link and robots into the existing head tags. */
export function applyPageMeta(doc: Document, meta: PageMeta, origin: string, pathname: string): void {
  doc.title = documentTitle(meta);
  upsert(doc, 'meta[name="description"]', "meta", { name: "description" }).setAttribute("content", meta.description);
  if (meta.path === null) {
    // Like the server's 404 page: an unknown path declares no canonical URL.
    doc.head.querySelector('link[rel="canonical"]')?.remove();
  } else {
    upsert(doc, 'link[rel="canonical"]', "link", { rel: "canonical" }).setAttribute("href", canonicalUrl(origin, meta, pathname));
  }
  upsert(doc, 'meta[name="robots"]', "meta", { name: "robots" }).setAttribute("content", robotsContent(meta));
}

function upsert(doc: Document, selector: string, tag: string, attrs: Record<string, string>): Element {
  const found = doc.head.querySelector(selector);
  if (found) return found;
  const el = doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  doc.head.appendChild(el);
  return el;
}
