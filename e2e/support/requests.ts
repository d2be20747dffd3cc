import type { Page } from "@playwright/test";

/** A request the page sent: its path and its body as text. */
export interface SentRequest {
  url: string;
  body: string;
}

/**
 * Records every non-GET request body the page sends, read in the page: the API client's fetch
 * takes a Request, whose body the browser's request events do not show. Call before goto.
 */
export async function recordRequests(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const sent: { url: string; body: string }[] = [];
    (window as unknown as { sent: typeof sent }).sent = sent;
    const original = window.fetch;
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      if (request.method !== "GET") sent.push({ url: new URL(request.url).pathname, body: await request.clone().text() });
      return original(request);
    };
  });
}

/** What recordRequests saw so far. */
export function sentRequests(page: Page): Promise<SentRequest[]> {
  return page.evaluate(() => (window as unknown as { sent: { url: string; body: string }[] }).sent);
}
