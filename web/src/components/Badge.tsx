import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

export function Badge({ children, tone = "neutral", className }: { children: ReactNode; tone?: "neutral" | "accent"; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full border px-2.5 py-0.5 text-xs font-semibold tracking-wide",
        tone === "accent" ? "border-accent/50 bg-accent-soft text-fg" : "border-line-strong bg-raised text-fg",
        className,
      )}
    >
      {children}
    </span>
  );
}
