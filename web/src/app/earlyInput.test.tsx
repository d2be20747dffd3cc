import { act } from "@testing-library/react";
import { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { describe, expect, it } from "vitest";
import { handOverEarlyInput, readEarlyInput } from "./earlyInput";

function Form() {
  const [name, setName] = useState("");
  const [about, setAbout] = useState("");
  return (
    <form>
      <input aria-label="Name" value={name} onChange={(e) => setName(e.target.value)} />
      <textarea aria-label="About" value={about} onChange={(e) => setAbout(e.target.value)} />
      <output>{`${name}|${about}`}</output>
    </form>
  );
}

describe("keepEarlyInput", () => {
  it("hands text typed into the prerendered shell to the hydrated page's state", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    document.body.append(container);
    // The visitor types before the app's script has run.
    container.querySelector("input")!.value = "Zoë";
    container.querySelector("textarea")!.value = "Typed early";

    const early = readEarlyInput(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    // Hydration alone does not put the text in state (and takes it off a textarea).
    expect(container.querySelector("output")!.textContent).toBe("|");

    await act(async () => handOverEarlyInput(early));
    expect(container.querySelector("output")!.textContent).toBe("Zoë|Typed early");
    expect(container.querySelector("input")!.value).toBe("Zoë");
  });

  it("leaves untouched fields alone", async () => {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<Form />);
    const early = readEarlyInput(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    let events = 0;
    container.addEventListener("input", () => events++);
    handOverEarlyInput(early);
    expect(early).toEqual([]);
    expect(events).toBe(0);
  });
});
