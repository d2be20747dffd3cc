import { useEffect, useId, useRef, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { Button } from "@/components/Button";
import { greeting } from "@/features/auth/greeting";
import { useSignInModal } from "@/features/auth/SignInModal";
import { useSession, type SessionStatus } from "@/features/auth/session";
import { cn } from "@/lib/cn";

export const PRIMARY_NAV = [
  { to: "/", label: "Resume" },
  { to: "/cover-letter", label: "Cover Letter" },
  { to: "/cold-email", label: "Cold Email" },
  { to: "/pitch-deck", label: "Pitch Deck" },
  { to: "/templates", label: "Templates" },
] as const;

const SIGNED_IN_LINKS = [
  { to: "/drafts", label: "Drafts" },
  { to: "/account", label: "Account" },
  { to: "/settings", label: "Settings" },
  { to: "/privacy", label: "Privacy" },
  { to: "/liability", label: "Liability" },
] as const;

const GUEST_LINKS = [
  { to: "/privacy", label: "Privacy" },
  { to: "/liability", label: "Liability" },
] as const;

export function Brand() {
  return (
    <Link to="/" className="flex shrink-0 items-center gap-2.5 rounded-md text-lg font-semibold tracking-tight text-fg">
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" className="fill-raised" />
        <path d="M9 8h7.5a8 8 0 0 1 0 16H9z" fill="none" className="stroke-accent" strokeWidth="3" strokeLinejoin="round" />
        <path d="M13 20l6-8" className="stroke-fg" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
      Draftsmith
    </Link>
  );
}

function StatusDot({ status, className }: { status: SessionStatus; className?: string }) {
  const signedIn = status === "signedIn";
  return (
    <span className={cn("inline-flex items-center gap-2 text-xs font-medium text-muted", className)} aria-live="polite">
      <span
        className={cn("size-2 rounded-full", signedIn ? "bg-success shadow-[0_0_0_3px_var(--color-success-soft)]" : "bg-line-strong")}
        aria-hidden="true"
      />
      {status === "loading" ? <span className="sr-only">Checking session</span> : null}
      <span className={status === "loading" ? "invisible" : undefined} aria-hidden={status === "loading" || undefined}>
        {signedIn ? "Signed in" : "Guest"}
      </span>
    </span>
  );
}

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    "whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors 2xl:px-3",
    isActive ? "bg-raised text-fg" : "text-muted hover:bg-raised hover:text-fg",
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn("block rounded-md px-3 py-3 text-base font-medium", isActive ? "bg-raised text-fg" : "text-muted hover:bg-raised hover:text-fg");

export function Header() {
  const { status, profile, signOut } = useSession();
  const { openSignIn } = useSignInModal();
  const [menuOpen, setMenuOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const location = useLocation();
  const menuId = useId();
  const menuButton = useRef<HTMLButtonElement>(null);
  const signedIn = status === "signedIn";

  useEffect(() => setMenuOpen(false), [location.pathname]);

  useEffect(() => {
    if (!menuOpen) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setMenuOpen(false);
        menuButton.current?.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [menuOpen]);

  const onLogout = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } finally {
      setSigningOut(false);
    }
  };

  const secondaryLinks = signedIn ? SIGNED_IN_LINKS : GUEST_LINKS;

  return (
    <header className="sticky top-0 z-40 border-b border-line bg-canvas/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6">
        <Brand />

        <nav aria-label="Generators" className="ml-2 hidden items-center gap-0.5 xl:flex 2xl:ml-4">
          {PRIMARY_NAV.map((item) => (
            <NavLink key={item.to} to={item.to} end className={navLinkClass}>
              {item.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto hidden shrink-0 items-center gap-1 xl:flex">
          <StatusDot status={status} className="mr-1 whitespace-nowrap" />
          {/* While the session is being checked, a guest's links hold their place unseen (and
              out of reach), so nothing moves when they appear (the prerendered shell's state). */}
          {signedIn ? (
            <button
              type="button"
              aria-haspopup="dialog"
              title="Your account at a glance"
              onClick={openSignIn}
              className="max-w-28 truncate whitespace-nowrap 2xl:max-w-44 rounded-md px-2 py-1 text-sm font-semibold text-fg hover:bg-raised"
            >
              {greeting(profile)}
            </button>
          ) : null}
          <nav
            aria-label="Account"
            className={cn("flex items-center gap-0.5", status === "loading" && "invisible")}
            aria-hidden={status === "loading" || undefined}
            inert={status === "loading" || undefined}
          >
            {secondaryLinks.map((item) => (
              <NavLink key={item.to} to={item.to} className={navLinkClass}>
                {item.label}
              </NavLink>
            ))}
            {signedIn ? (
              <Button variant="secondary" size="sm" className="ml-2" busy={signingOut} onClick={() => void onLogout()}>
                Logout
              </Button>
            ) : (
              <>
                <NavLink to="/signup" className={navLinkClass}>
                  Sign Up
                </NavLink>
                <Link to="/login" className="ml-1 inline-flex h-8 items-center rounded-md bg-accent px-3 text-sm font-medium text-on-accent hover:brightness-110">
                  Login
                </Link>
              </>
            )}
          </nav>
        </div>

        <div className="ml-auto flex items-center gap-3 xl:hidden">
          <StatusDot status={status} />
          <button
            ref={menuButton}
            type="button"
            className="inline-flex size-10 items-center justify-center rounded-md border border-line-strong text-fg hover:bg-raised"
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpen((v) => !v)}
          >
            <span className="sr-only">{menuOpen ? "Close menu" : "Open menu"}</span>
            <svg viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
              {menuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
            </svg>
          </button>
        </div>
      </div>

      <div id={menuId} hidden={!menuOpen} className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-canvas xl:hidden">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-4 sm:px-6">
          {signedIn ? <p className="px-3 text-base font-semibold text-fg">{greeting(profile)}</p> : null}
          <nav aria-label="Generators (menu)">
            <ul className="grid gap-1 sm:grid-cols-2">
              {PRIMARY_NAV.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} end className={mobileLinkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="h-px bg-line" aria-hidden="true" />
          <nav aria-label="Account (menu)">
            <ul className="grid gap-1 sm:grid-cols-2">
              {secondaryLinks.map((item) => (
                <li key={item.to}>
                  <NavLink to={item.to} className={mobileLinkClass}>
                    {item.label}
                  </NavLink>
                </li>
              ))}
              {!signedIn && status !== "loading" ? (
                <li>
                  <NavLink to="/signup" className={mobileLinkClass}>
                    Sign Up
                  </NavLink>
                </li>
              ) : null}
            </ul>
          </nav>
          {status === "loading" ? null : signedIn ? (
            <Button variant="secondary" size="lg" className="w-full" busy={signingOut} onClick={() => void onLogout()}>
              Logout
            </Button>
          ) : (
            <Link to="/login" className="inline-flex h-12 w-full items-center justify-center rounded-md bg-accent px-6 text-base font-medium text-on-accent">
              Login
            </Link>
          )}
        </div>
      </div>
    </header>
  );
}
