/** The app's side of earlyTaps.ts: when the held-back taps may be replayed. */
import { useEffect } from "react";
import { useSession } from "@/features/auth/session";
import { earlyTaps } from "./earlyTaps";

/** Lets the taps go once the app has mounted and the session is known. Renders nothing. */
export function ReleaseEarlyTaps() {
  const { status } = useSession();
  useEffect(() => {
    if (status !== "loading") earlyTaps.appReady();
  }, [status]);
  return null;
}

/**
 * Holds the taps made before the app ran until the page is ready (e.g. a generator's saved
 * form is back), so a Generate pressed at once sends what the page will show.
 */
export function useHoldEarlyTaps(ready: boolean): void {
  useEffect(() => (ready ? undefined : earlyTaps.hold()), [ready]);
}
