import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { api, unwrap } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { readStorage, storageKeys, writeStorage } from "@/lib/storage";
import { fetchSession, logout, oauthStartUrl, type OAuthProvider, type Profile, type SessionData } from "./api";
import { firstName } from "./greeting";

/**
 * Session state (spec section 4): loading, then signed in (the profile has an id) or signed
 * out. The profile reloads on sign-in events (here and in other tabs), on window focus, and
 * once more 1.2 s after the initial load; after an OAuth start, 1.5 s later. A welcome-back
 * toast shows once per browser session for a signed-in user.
 */
export const SESSION_QUERY_KEY = ["auth", "session"] as const;
export const PROFILE_RECHECK_MS = 1200;
export const OAUTH_REFRESH_MS = 1500;

export const sessionMessages = {
  loggedOut: "Logged out successfully",
  logoutFailed: "Logout failed. Please try again.",
} as const;

export type SessionStatus = "loading" | "signedIn" | "signedOut";

export interface SessionValue {
  status: SessionStatus;
  profile: Profile | null;
  /** Reloads the session (and so the profile) from the server. */
  refresh: () => Promise<void>;
  /** Reloads the profile from GET /api/profile/me. */
  reloadProfile: () => Promise<void>;
  /** Call after a successful sign-in (password, sign-up, reset): a sign-in event. */
  signedIn: (profile: Profile | null | undefined) => void;
  /**
   * Ends the session on the server; toasts the outcome (the header's messages unless others
   * are given, e.g. the settings page's). Resolves to true on success.
   */
  signOut: (messages?: SignOutMessages) => Promise<boolean>;
  /** Navigates to the provider's sign-in; throws if navigation could not start. */
  startOAuth: (provider: OAuthProvider) => void;
}

export interface SignOutMessages {
  done: string;
  failed: string;
}

const SessionContext = createContext<SessionValue | null>(null);

const SIGNED_OUT: SessionData = { authenticated: false };
const CHANNEL_NAME = "draftsmith.auth";
type AuthEvent = "signed-in" | "signed-out";

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME);
  } catch {
    return null;
  }
}

export function sessionStatus(data: SessionData | undefined, pending: boolean): SessionStatus {
  if (data === undefined) return pending ? "loading" : "signedOut";
  return data.authenticated && data.profile?.id ? "signedIn" : "signedOut";
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: ({ signal }) => fetchSession(signal),
    retry: false,
    refetchOnWindowFocus: true,
  });
  const status = sessionStatus(query.data, query.isPending);
  const profile = status === "signedIn" ? (query.data?.profile ?? null) : null;

  const channelRef = useRef<BroadcastChannel | null>(null);
  const broadcast = useCallback((event: AuthEvent) => channelRef.current?.postMessage(event), []);

  const refresh = useCallback(async () => {
    await queryClient.refetchQueries({ queryKey: SESSION_QUERY_KEY, exact: true });
  }, [queryClient]);

  // Another tab signed in or out: that is a sign-in event here too.
  useEffect(() => {
    const channel = openChannel();
    channelRef.current = channel;
    if (!channel) return undefined;
    channel.onmessage = () => void refresh();
    return () => {
      channel.close();
      channelRef.current = null;
    };
  }, [refresh]);

  // Once more, 1.2 s after the initial load settles.
  const settled = !query.isPending;
  useEffect(() => {
    if (!settled) return undefined;
    const timer = setTimeout(() => void refresh(), PROFILE_RECHECK_MS);
    return () => clearTimeout(timer);
    // Only the first settle counts.
  }, [settled]);

  // Welcome back, once per browser session.
  useEffect(() => {
    if (status !== "signedIn" || !profile) return;
    if (readStorage(storageKeys.welcomeShown, "session")) return;
    writeStorage(storageKeys.welcomeShown, "1", "session");
    toast(`Welcome back, ${firstName(profile)}!`);
  }, [status, profile]);

  const signedIn = useCallback(
    (next: Profile | null | undefined) => {
      if (next?.id) {
        writeStorage(storageKeys.welcomeShown, "1", "session");
        queryClient.setQueryData<SessionData>(SESSION_QUERY_KEY, { authenticated: true, profile: next });
      }
      broadcast("signed-in");
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
    [broadcast, queryClient],
  );

  const reloadProfile = useCallback(async () => {
    try {
      const fresh = await unwrap(api.GET("/api/profile/me"));
      queryClient.setQueryData<SessionData>(SESSION_QUERY_KEY, { authenticated: true, profile: fresh });
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        queryClient.setQueryData<SessionData>(SESSION_QUERY_KEY, SIGNED_OUT);
        return;
      }
      throw error;
    }
  }, [queryClient]);

  const signOut = useCallback(
    async (messages: SignOutMessages = { done: sessionMessages.loggedOut, failed: sessionMessages.logoutFailed }) => {
      try {
        await logout();
      } catch {
        toast.error(messages.failed);
        return false;
      }
      queryClient.setQueryData<SessionData>(SESSION_QUERY_KEY, SIGNED_OUT);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "auth" });
      broadcast("signed-out");
      toast.success(messages.done);
      return true;
    },
    [broadcast, queryClient],
  );

  const startOAuth = useCallback(
    (provider: OAuthProvider) => {
      setTimeout(() => void refresh(), OAUTH_REFRESH_MS);
      window.location.assign(oauthStartUrl(provider));
    },
    [refresh],
  );

  const value = useMemo<SessionValue>(
    () => ({ status, profile, refresh, reloadProfile, signedIn, signOut, startOAuth }),
    [status, profile, refresh, reloadProfile, signedIn, signOut, startOAuth],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}
