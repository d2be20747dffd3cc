import type { ButtonHTMLAttributes, ReactNode } from "react";
import { cn } from "@/lib/cn";
import { Spinner } from "./Spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium transition-colors " +
  "disabled:cursor-not-allowed aria-disabled:cursor-not-allowed";

const variants: Record<ButtonVariant, string> = {
  primary:
    "bg-accent text-on-accent shadow-sm hover:brightness-110 disabled:bg-raised disabled:text-muted disabled:shadow-none disabled:hover:brightness-100",
  secondary:
    "border border-line-strong bg-surface text-fg hover:bg-raised disabled:opacity-55 disabled:hover:bg-surface",
  ghost: "text-fg hover:bg-raised disabled:text-muted disabled:hover:bg-transparent",
  danger: "border border-line-strong bg-surface text-danger hover:bg-danger-soft disabled:text-muted",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
  lg: "h-12 px-6 text-base",
};

export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", extra?: string): string {
  return cn(base, variants[variant], sizes[size], extra);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and marks the button busy; the label stays so the width does not jump. */
  busy?: boolean;
  icon?: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
}

export function Button({ variant = "primary", size = "md", busy = false, icon, className, children, type = "button", disabled, ...rest }: ButtonProps) {
  return (
    <button type={type} className={buttonClasses(variant, size, className)} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? <Spinner className="size-4" /> : icon}
      {children}
    </button>
  );
}
