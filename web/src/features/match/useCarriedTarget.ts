import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { GUEST_OWNER } from "@/lib/storage";
import { carryDecision, fieldsOf, TARGET_FIELD_NAMES, loadTarget, sameTarget, saveTarget, targetOf, type CarryKind, type TargetJob } from "./carry";

export interface CarriedTarget {
  /** The target job this form took from the other generators when it opened, if any. */
  carried: TargetJob | null;
  /** Another target job the user entered elsewhere, offered when this form holds its own. */
  offered: TargetJob | null;
  takeOffered: () => void;
  dismiss: () => void;
}

/**
 * Carries the target job across the generators. Once the form's starting point has landed
 * (`ready`: the saved form, an opened draft), empty target fields take the latest target job
 * entered on any generator, and a form with another one is offered it. From then on, what
 * the user types there becomes the latest target job.
 */
export function useCarriedTarget(
  kind: CarryKind,
  values: Record<string, string>,
  onChange: (name: string, value: string) => void,
  { ready, userId }: { ready: boolean; userId: string | null },
): CarriedTarget {
  const owner = userId ?? GUEST_OWNER;
  const [carried, setCarried] = useState<TargetJob | null>(null);
  const [offered, setOffered] = useState<TargetJob | null>(null);
  /** The target as the form held it once started: only a change from it is the user's to keep. */
  const baseline = useRef<TargetJob | null>(null);
  const current = targetOf(kind, values);

  useEffect(() => {
    if (!ready || baseline.current) return;
    const shared = loadTarget(owner) ?? (owner !== GUEST_OWNER ? loadTarget(GUEST_OWNER) : null);
    const decision = carryDecision(current, shared);
    if (decision === "fill" && shared) {
      for (const [name, value] of Object.entries(fieldsOf(kind, shared))) onChange(name, value);
      setCarried(shared);
      baseline.current = shared;
      return;
    }
    if (decision === "offer") setOffered(shared);
    baseline.current = current;
    // Runs once, when the starting point has landed; `current` is read as it is then.
  }, [ready, owner, kind]);

  // Saved in a layout effect, before the browser paints or handles the next event: a change
  // typed just before leaving the page (a reload, a typed address) is never lost.
  useLayoutEffect(() => {
    if (!baseline.current || sameTarget(current, baseline.current)) return;
    baseline.current = current;
    saveTarget(owner, current);
    setOffered(null);
  }, [owner, current.posting, current.role, current.company]);

  const takeOffered = () => {
    if (!offered) return;
    const fields = fieldsOf(kind, offered);
    // The whole target switches: a part the offered job does not have is emptied.
    for (const name of Object.values(TARGET_FIELD_NAMES[kind])) onChange(name, fields[name] ?? "");
    setCarried(offered);
    setOffered(null);
  };
  return { carried, offered, takeOffered, dismiss: () => setOffered(null) };
}
