import { useRef, useState, type CSSProperties, type PointerEvent } from "react";

interface Drag {
  index: number;
  target: number;
  dy: number;
}

/**
 * Reordering a list by dragging a card's handle, with the mouse, a pen or a finger (pointer
 * events; ADR 0049 says why no library). The dragged card follows the pointer, the others
 * make room, and the move happens on release. Keyboard users have Move up / Move down.
 */
export function useDragReorder(onMove: (from: number, to: number) => void) {
  const listRef = useRef<HTMLOListElement>(null);
  const [drag, setDrag] = useState<Drag | null>(null);
  const geometry = useRef<{ startY: number; centers: number[]; shift: number }>({ startY: 0, centers: [], shift: 0 });

  const handleProps = (index: number) => ({
    onPointerDown: (e: PointerEvent<HTMLElement>) => {
      if (e.button !== 0) return;
      const items = [...(listRef.current?.querySelectorAll<HTMLElement>(":scope > li") ?? [])];
      const rects = items.map((el) => el.getBoundingClientRect());
      const own = rects[index];
      if (!own) return;
      e.preventDefault();
      e.currentTarget.setPointerCapture(e.pointerId);
      const gap = rects.length > 1 ? Math.max(0, rects[1]!.top - rects[0]!.bottom) : 0;
      geometry.current = { startY: e.clientY, centers: rects.map((r) => r.top + r.height / 2), shift: own.height + gap };
      setDrag({ index, target: index, dy: 0 });
    },
    onPointerMove: (e: PointerEvent<HTMLElement>) => {
      if (!drag) return;
      const { startY, centers } = geometry.current;
      const dy = e.clientY - startY;
      const center = centers[drag.index]! + dy;
      let target = drag.index;
      centers.forEach((c, j) => {
        if (j > drag.index && center > c) target = j;
        if (j < drag.index && center < c && target >= drag.index) target = j;
      });
      setDrag({ ...drag, dy, target });
    },
    onPointerUp: () => {
      if (!drag) return;
      setDrag(null);
      if (drag.target !== drag.index) onMove(drag.index, drag.target);
    },
    onPointerCancel: () => setDrag(null),
  });

  /** The transform a card takes while another is dragged past it, or while it is dragged. */
  const itemStyle = (index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    const { shift } = geometry.current;
    if (index === drag.index) return { transform: `translateY(${drag.dy}px)`, zIndex: 10, position: "relative" };
    if (index > drag.index && index <= drag.target) return { transform: `translateY(${-shift}px)` };
    if (index < drag.index && index >= drag.target) return { transform: `translateY(${shift}px)` };
    return { transform: "translateY(0)" };
  };

  return { listRef, handleProps, itemStyle, dragging: drag?.index ?? null };
}
