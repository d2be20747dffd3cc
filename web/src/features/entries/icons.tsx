/** The cards' small icons: drawn with the text's colour, hidden from assistive technology (the buttons carry the names). */
const paths = {
  grip: "M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01",
  up: "m6 15 6-6 6 6",
  down: "m6 9 6 6 6-6",
  chevron: "m9 6 6 6-6 6",
  remove: "M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3",
  plus: "M12 5v14M5 12h14",
  close: "M6 6l12 12M18 6 6 18",
  text: "M4 6h16M4 10h16M4 14h10M4 18h7",
  cards: "M4 5h16v6H4zM4 14h16v5H4z",
} as const;

export function Icon({ name, className = "size-4" }: { name: keyof typeof paths; className?: string }) {
  const grip = name === "grip";
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="none" stroke="currentColor" strokeWidth={grip ? 3 : 2} strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[name]} />
    </svg>
  );
}
