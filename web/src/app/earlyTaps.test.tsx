import { act } from "@testing-library/react";
import { useState, type KeyboardEvent } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createEarlyTaps, EARLY_TAP_MARK, HOLD_CAP_MS } from "./earlyTaps";

/** A form like a generator's: a submit button, a plain button, Ctrl+Enter in a field. */
function Page({ log }: { log: string[] }) {
  const [name, setName] = useState("");
  const onKeyDown = (e: KeyboardEvent<HTMLFormElement>) => {
    if (e.key === "Enter" && e.ctrlKey) log.push(`shortcut:${name}`);
  };
  return (
    <form
      onKeyDown={onKeyDown}
      onSubmit={(e) => {
        e.preventDefault();
        log.push(`generate:${name}`);
      }}
    >
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <button type="button" onClick={() => log.push("menu")}>
        Menu
      </button>
      <button type="submit">Generate</button>
    </form>
  );
}

function shell(log: string[]) {
  const root = document.createElement("div");
  root.innerHTML = renderToString(<Page log={log} />);
  document.body.append(root);
  const q = <T extends Element>(s: string) => root.querySelector<T>(s)!;
  return { root, generate: q<HTMLButtonElement>("button[type=submit]"), menu: q<HTMLButtonElement>("button[type=button]"), name: q<HTMLInputElement>("input") };
}

async function hydrate(root: HTMLElement, log: string[]) {
  await act(async () => {
    hydrateRoot(root, <Page log={log} />);
  });
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("early taps", () => {
  it("a tap on Generate before the app runs neither submits the page natively nor is lost: it is replayed once, when ready", async () => {
    const log: string[] = [];
    const { root, generate } = shell(log);
    const taps = createEarlyTaps();
    taps.record(root);
    const native = vi.fn((e: Event) => e.preventDefault());
    root.querySelector("form")!.addEventListener("submit", native);

    generate.click();
    generate.click(); // impatient
    expect(native).not.toHaveBeenCalled(); // the browser would have reloaded the page
    expect(generate.hasAttribute(EARLY_TAP_MARK)).toBe(true); // shows it is waiting

    await hydrate(root, log);
    generate.click(); // after hydration, before the session is known: held too
    expect(log).toEqual([]);

    taps.appReady();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(log).toEqual(["generate:"]);
    expect(generate.hasAttribute(EARLY_TAP_MARK)).toBe(false);

    // From then on, taps go straight to the page.
    generate.click();
    expect(log).toEqual(["generate:", "generate:"]);
  });

  it("replays taps in order, after the page's hold, with the text typed early in state", async () => {
    const log: string[] = [];
    const { root, generate, menu, name } = shell(log);
    const taps = createEarlyTaps();
    taps.record(root);
    name.value = "Zoë";
    menu.click();
    generate.click();
    await hydrate(root, log);
    const release = taps.hold();
    taps.appReady();
    await act(async () => {
      name.dispatchEvent(new Event("input", { bubbles: true }));
      await new Promise((r) => setTimeout(r, 10));
    });
    expect(log).toEqual([]); // the page still holds them
    release();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(log).toEqual(["menu", "generate:Zoë"]);
  });

  it("replays Ctrl+Enter in a field", async () => {
    const log: string[] = [];
    const { root, name } = shell(log);
    const taps = createEarlyTaps();
    taps.record(root);
    const key = new KeyboardEvent("keydown", { key: "Enter", ctrlKey: true, bubbles: true, cancelable: true });
    name.dispatchEvent(key);
    expect(key.defaultPrevented).toBe(true);
    await hydrate(root, log);
    taps.appReady();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(log).toEqual(["shortcut:"]);
  });

  it("a page that never lets go does not keep a tap forever", async () => {
    vi.useFakeTimers();
    const log: string[] = [];
    const { root, generate } = shell(log);
    const taps = createEarlyTaps();
    taps.record(root);
    generate.click();
    await hydrate(root, log);
    taps.hold();
    taps.appReady();
    await act(async () => vi.advanceTimersByTime(HOLD_CAP_MS - 100));
    expect(log).toEqual([]);
    await act(async () => vi.advanceTimersByTime(200));
    expect(log).toEqual(["generate:"]);
  });

  it("a file chosen before the app runs is not lost: the page reads it once ready, after its hold", async () => {
    function Importer({ log }: { log: string[] }) {
      return (
        <div>
          <input
            type="file"
            aria-label="Resume file to import"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file) log.push(`file:${file.name}`);
            }}
          />
        </div>
      );
    }
    const log: string[] = [];
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Importer log={log} />);
    document.body.append(root);
    const taps = createEarlyTaps();
    taps.record(root);
    const input = root.querySelector<HTMLInputElement>("input")!;
    const choose = (name: string) => {
      // jsdom has no DataTransfer to make a FileList with: the input's files as the browser would hold them.
      const file = new File(["%PDF-1.7"], name, { type: "application/pdf" });
      Object.defineProperty(input, "files", { configurable: true, value: { 0: file, length: 1, item: () => file } });
      input.dispatchEvent(new Event("change", { bubbles: true }));
    };
    choose("resume.pdf");
    expect(input.hasAttribute(EARLY_TAP_MARK)).toBe(true);

    await act(async () => {
      hydrateRoot(root, <Importer log={log} />);
    });
    const release = taps.hold();
    taps.appReady();
    choose("later.pdf"); // after hydration, while the page holds the taps: held too, the latest file wins
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(log).toEqual([]);
    release();
    await act(() => new Promise((r) => setTimeout(r, 10)));
    expect(log).toEqual(["file:later.pdf"]);
    expect(input.hasAttribute(EARLY_TAP_MARK)).toBe(false);
  });

  it("leaves links and fields alone", () => {
    const root = document.createElement("div");
    root.innerHTML = `<a href="#x">Templates</a><input aria-label="Name" />`;
    document.body.append(root);
    createEarlyTaps().record(root);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    root.querySelector("a")!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    const focus = new MouseEvent("click", { bubbles: true, cancelable: true });
    root.querySelector("input")!.dispatchEvent(focus);
    expect(focus.defaultPrevented).toBe(false);
  });
});
