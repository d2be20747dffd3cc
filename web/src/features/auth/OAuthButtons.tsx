import { useEffect, useId } from "react";
import { Button } from "@/components/Button";
import { OAUTH_PROVIDERS, type OAuthProvider } from "./api";
import { useSession } from "./session";
import { useProviders } from "./useProviders";
import { oauthErrorMessage } from "./validation";

export function ProviderIcon({ provider }: { provider: OAuthProvider }) {
  if (provider === "github") {
    return (
      <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true" fill="currentColor">
        <path d="M12 2a10 10 0 0 0-3.16 19.49c.5.09.68-.22.68-.48v-1.7c-2.78.6-3.37-1.34-3.37-1.34-.45-1.16-1.11-1.47-1.11-1.47-.91-.62.07-.6.07-.6 1 .07 1.53 1.03 1.53 1.03.9 1.52 2.34 1.08 2.91.83.09-.65.35-1.09.63-1.34-2.22-.25-4.55-1.11-4.55-4.94 0-1.09.39-1.98 1.03-2.68-.1-.25-.45-1.27.1-2.65 0 0 .84-.27 2.75 1.02a9.56 9.56 0 0 1 5 0c1.91-1.29 2.75-1.02 2.75-1.02.55 1.38.2 2.4.1 2.65.64.7 1.03 1.59 1.03 2.68 0 3.84-2.34 4.68-4.57 4.93.36.31.68.92.68 1.85v2.74c0 .27.18.58.69.48A10 10 0 0 0 12 2Z" />
      </svg>
    );
  }
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path fill="#4285F4" d="M21.6 12.23c0-.71-.06-1.4-.18-2.05H12v3.88h5.38a4.6 4.6 0 0 1-2 3.02v2.5h3.24c1.9-1.75 2.98-4.33 2.98-7.35Z" />
      <path fill="#34A853" d="M12 22c2.7 0 4.96-.9 6.62-2.42l-3.24-2.5c-.9.6-2.04.95-3.38.95-2.6 0-4.8-1.76-5.58-4.12H3.07v2.59A10 10 0 0 0 12 22Z" />
      <path fill="#FBBC05" d="M6.42 13.91a6 6 0 0 1 0-3.82V7.5H3.07a10 10 0 0 0 0 9l3.35-2.59Z" />
      <path fill="#EA4335" d="M12 5.98c1.47 0 2.79.5 3.82 1.5l2.87-2.87A9.6 9.6 0 0 0 12 2a10 10 0 0 0-8.93 5.5l3.35 2.59C7.2 7.74 9.4 5.98 12 5.98Z" />
    </svg>
  );
}

/**
 * GitHub and Google sign-in. A provider the server has not configured gets a disabled
 * button with visible text saying so (shown by the stylesheet, see the effect below). `disabled` disables both (e.g. disclaimer not accepted).
 */
export function OAuthButtons({ disabled = false, onError, describedBy }: { disabled?: boolean; onError?: (message: string) => void; describedBy?: string }) {
  const { startOAuth } = useSession();
  const providers = useProviders();
  const baseId = useId();

  // The server names the providers it has not configured on <html> (data-oauth-off), which
  // shows their notes from the first paint; a page kept from an older configuration (the
  // service worker's copy) is brought in line once the server's answer arrives.
  const data = providers.data;
  useEffect(() => {
    if (!data) return;
    const off = OAUTH_PROVIDERS.filter(({ id }) => !data[id]).map(({ id }) => id);
    if (off.length) document.documentElement.dataset.oauthOff = off.join(" ");
    else delete document.documentElement.dataset.oauthOff;
  }, [data]);

  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {OAUTH_PROVIDERS.map(({ id, label }) => {
        const configured = providers.data ? providers.data[id] : true;
        const noteId = `${baseId}-${id}`;
        const describedByIds = [configured ? null : noteId, describedBy ?? null].filter(Boolean).join(" ") || undefined;
        return (
          <div key={id} className="flex flex-col gap-1.5">
            <Button
              variant="secondary"
              size="lg"
              className="w-full"
              icon={<ProviderIcon provider={id} />}
              disabled={disabled || !configured || providers.isPending}
              aria-describedby={describedByIds}
              onClick={() => {
                try {
                  startOAuth(id);
                } catch (error) {
                  onError?.(oauthErrorMessage(error instanceof Error ? error.message : String(error)));
                }
              }}
            >
              {label}
            </Button>
            <p id={noteId} data-provider={id} className="oauth-note text-center text-xs text-muted">
              {label} sign-in is not configured
            </p>
          </div>
        );
      })}
    </div>
  );
}
