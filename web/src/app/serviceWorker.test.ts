import { beforeEach, describe, expect, it, vi } from "vitest";

const info = vi.fn();
vi.mock("@/lib/toast", () => ({ toast: { info: (...args: unknown[]) => info(...args) } }));

const { registerServiceWorker, SERVICE_WORKER_MESSAGES } = await import("./serviceWorker");

/** A stand-in for navigator.serviceWorker: events, the current controller, register(). */
function fakeContainer(controller: object | null) {
  const container = Object.assign(new EventTarget(), { controller, register: vi.fn().mockResolvedValue({}) });
  Object.defineProperty(navigator, "serviceWorker", { value: container, configurable: true });
  Object.defineProperty(window, "isSecureContext", { value: true, configurable: true });
  return container;
}

describe("registerServiceWorker", () => {
  beforeEach(() => info.mockReset());

  it("registers /sw.js at the root, asking the server on every update check", () => {
    const sw = fakeContainer(null);
    registerServiceWorker();
    expect(sw.register).toHaveBeenCalledWith("/sw.js", { scope: "/", updateViaCache: "none" });
  });

  it("says nothing when the first worker takes control, and offers a reload when a new build replaces it", () => {
    const sw = fakeContainer(null);
    registerServiceWorker();
    sw.dispatchEvent(new Event("controllerchange"));
    expect(info).not.toHaveBeenCalled();

    sw.dispatchEvent(new Event("controllerchange"));
    expect(info).toHaveBeenCalledTimes(1);
    const [message, options] = info.mock.calls[0] as [string, { action: { label: string }; duration: number }];
    expect(message).toBe("A new version of Draftsmith is ready.");
    expect(options.action.label).toBe(SERVICE_WORKER_MESSAGES.reload);
    expect(options.duration).toBe(Number.POSITIVE_INFINITY);
  });

  it("offers the reload at once on a page that an older build's worker already controlled", () => {
    const sw = fakeContainer({});
    registerServiceWorker();
    sw.dispatchEvent(new Event("controllerchange"));
    expect(info).toHaveBeenCalledWith(SERVICE_WORKER_MESSAGES.updated, expect.anything());
  });
});
