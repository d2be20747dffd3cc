import type { ReactNode } from "react";
import { cn } from "@/lib/cn";

type Tone = "error" | "success" | "info";

const tones: Record<Tone, string> = {
  error: "border-danger/40 bg-danger-soft text-fg",
  success: "border-success/40 bg-success-soft text-fg",
  info: "border-line-strong bg-raised text-fg",
};

const icons: Record<Tone, ReactNode> = {
  error: <path d="M12 8v5m0 3h.01M10.3 3.9 2.4 17.6A2 2 0 0 0 4.1 20.6h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />,
  success: <path d="m5 12.5 4.5 4.5L19 7.5" />,
  info: <path d="M12 16v-4m0-4h.01M22 12a10 10 0 1 1-20 0 10 10 0 0 1 20 0Z" />,
};

const iconColor: Record<Tone, string> = { error: "text-danger", success: "text-success", info: "text-accent-fg" };

/**
 * An inline message. Errors are announced assertively (role=alert), others politely.
 * The live region itself stays mounted by the caller so announcements are reliable.
 */
export function Alert({ tone = "info", children, className }: { tone?: Tone; children: ReactNode; className?: string }) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={cn("flex items-start gap-3 rounded-lg border px-4 py-3 text-sm", tones[tone], className)}>
      <svg viewBox="0 0 24 24" className={cn("mt-0.5 size-4 shrink-0", iconColor[tone])} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
        {icons[tone]}
      </svg>
      <div className="min-w-0 flex-1">{children}</div>
    </div>
  );
}
