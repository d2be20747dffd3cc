import { render, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { RouteErrorBoundary } from "./RouteError";

function Broken(): never {
  throw new Error("render failed");
}

describe("RouteErrorBoundary", () => {
  it("shows the error page for a render error, and the app again on the next path", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { rerender } = render(
      <RouteErrorBoundary pathname="/broken">
        <Broken />
      </RouteErrorBoundary>,
    );
    expect(screen.getByRole("heading", { name: "Something went wrong" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Reload" })).toBeTruthy();

    rerender(
      <RouteErrorBoundary pathname="/broken">
        <p>still broken?</p>
      </RouteErrorBoundary>,
    );
    expect(screen.queryByText("still broken?")).toBeNull();

    rerender(
      <RouteErrorBoundary pathname="/privacy">
        <p>Privacy Policy</p>
      </RouteErrorBoundary>,
    );
    expect(screen.getByText("Privacy Policy")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Something went wrong" })).toBeNull();
  });
});
