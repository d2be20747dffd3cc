import { useQuery, useQueryClient } from "@tanstack/react-query";
import { createContext, Fragment, useCallback, useContext, useEffect, useMemo, useRef, type ReactNode } from "react";
import { toast } from "@/lib/toast";
import { api, unwrap } from "@/lib/api/client";
import { ApiError } from "@/lib/api/errors";
import { clearUserStorage, readStorage, storageKeys, writeStorage } from "@/lib/storage";
import { fetchSession, logout, oauthStartUrl, type OAuthProvider, type Profile, type SessionData } from "./api";
import { firstName } from "./greeting";

/**
 * Session state (spec section 4): loading, then signed in (the profile has an id) or signed
 * out. The profile reloads on sign-in events (here and in other tabs), on window focus, and
 * once more 1.2 s after the initial load; after an OAuth start, 1.5 s later. A welcome-back
 * toast shows once per browser session for a signed-in user ("Welcome" for a new account).
 *
 * When the user leaves — a sign-out, the account's deletion, or the server answering that the
 * session has ended — this browser forgets them: their saved forms and cached answers go, and
 * the pages start afresh (UserScope), so none keeps their typing in its state (ADR 0032).
 */
export const SESSION_QUERY_KEY = ["auth", "session"] as const;
export const PROFILE_RECHECK_MS = 1200;
export const OAUTH_REFRESH_MS = 1500;

export const sessionMessages = {
  loggedOut: "Logged out successfully",
  logoutFailed: "Logout failed. Please try again.",
} as const;

export type SessionStatus = "loading" | "signedIn" | "signedOut";

/** An account created (or, while the profile carries no created_at, last changed) this recently is new. */
export const NEW_ACCOUNT_MS = 10 * 60 * 1000;

/**
 * The once-per-session greeting (spec section 4): "Welcome back, {first name}!" for an account
 * that was here before, "Welcome, {first name}!" for one made minutes ago — signed up through
 * the API, another tab or a first GitHub or Google sign-in — which has never been here to come
 * back (ADR 0080). The profile has no creation time yet, only updated_at, which is never earlier:
 * an updated_at older than NEW_ACCOUNT_MS proves the account is not new. A returning user who
 * changed their profile minutes ago elsewhere is greeted "Welcome", which is still true.
 */
export function welcomeMessage(profile: Profile, now = Date.now()): string {
  const since = Date.parse((profile as { created_at?: string | null }).created_at ?? profile.updated_at ?? "");
  const isNew = Number.isFinite(since) && now - since < NEW_ACCOUNT_MS;
  return `${isNew ? "Welcome" : "Welcome back"}, ${firstName(profile)}!`;
}

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
  /** Call once the server has ended the session some other way (the account was deleted). */
  signedOut: () => void;
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

/** The session and the sign-in providers outlive a user; every other cached answer is theirs. */
function isUserQuery(query: { queryKey: readonly unknown[] }): boolean {
  const [scope, name] = query.queryKey;
  return !(scope === "auth" && (name === "session" || name === "providers"));
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

  // Whenever the server says who is signed in (nobody, after a session has ended), this
  // browser keeps no other user's forms; the user who left takes their cached answers along.
  // A session check that failed (offline) says nothing, and changes nothing.
  const answered = query.data !== undefined;
  const userId = profile?.id ?? null;
  const lastUser = useRef<string | null>(null);
  useEffect(() => {
    if (!answered) return;
    clearUserStorage(userId);
    if (lastUser.current !== null && lastUser.current !== userId) queryClient.removeQueries({ predicate: isUserQuery });
    lastUser.current = userId;
  }, [answered, userId, queryClient]);

  // Welcome (back), once per browser session.
  useEffect(() => {
    if (status !== "signedIn" || !profile) return;
    if (readStorage(storageKeys.welcomeShown, "session")) return;
    writeStorage(storageKeys.welcomeShown, "1", "session");
    toast(welcomeMessage(profile));
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

  // The user's cached answers go in the effect above, once the pages that asked for them
  // have left (removed earlier, a page still showing would ask the server again, and get 401s).
  // A session check already on its way (the recheck after load, a focus) may have been
  // answered before the sign-out reached the server: it is cancelled, or its "signed in" would
  // land after this and put the user who left back in the header.
  const signedOut = useCallback(() => {
    clearUserStorage(null);
    void queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
    queryClient.setQueryData<SessionData>(SESSION_QUERY_KEY, SIGNED_OUT);
    broadcast("signed-out");
  }, [broadcast, queryClient]);

  const signOut = useCallback(
    async (messages: SignOutMessages = { done: sessionMessages.loggedOut, failed: sessionMessages.logoutFailed }) => {
      try {
        await queryClient.cancelQueries({ queryKey: SESSION_QUERY_KEY });
        await logout();
      } catch {
        toast.error(messages.failed);
        return false;
      }
      signedOut();
      toast.success(messages.done);
      return true;
    },
    [signedOut, queryClient],
  );

  const startOAuth = useCallback(
    (provider: OAuthProvider) => {
      setTimeout(() => void refresh(), OAUTH_REFRESH_MS);
      window.location.assign(oauthStartUrl(provider));
    },
    [refresh],
  );

  const value = useMemo<SessionValue>(
    () => ({ status, profile, refresh, reloadProfile, signedIn, signOut, signedOut, startOAuth }),
    [status, profile, refresh, reloadProfile, signedIn, signOut, signedOut, startOAuth],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error("useSession must be used inside <SessionProvider>");
  return value;
}

/**
 * Its children start afresh (a new key) when the signed-in user leaves, in the very render
 * that learns it: a page never renders for the guest with the user's typing in its state, so
 * it cannot save it for the guest. Signing in keeps them, so what a guest typed carries over.
 */
export function UserScope({ children }: { children: ReactNode }) {
  const { status, profile } = useSession();
  const userId = status === "signedIn" ? (profile?.id ?? null) : null;
  const scope = useRef({ user: null as string | null, generation: 0 });
  if (userId !== scope.current.user) {
    if (scope.current.user !== null) scope.current.generation += 1;
    scope.current.user = userId;
  }
  return <Fragment key={scope.current.generation}>{children}</Fragment>;
}
