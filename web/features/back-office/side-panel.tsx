// What an edit page adds to its form's side panel (docs/decisions/054): the item's previews
// and its versions, below the form's own side fields (its state, its sector, its picture).
import {
  createContext,
  type ReactNode,
  type RefObject,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { createPortal } from "react-dom";

/** Tells the page where the form's side panel keeps room for it (null: no form now). */
const SidePanelSlotContext = createContext<((slot: HTMLElement | null) => void) | null>(null);

/** The room a form keeps at the end of its side panel for what its page adds there. */
export function SidePanelSlot() {
  const register = useContext(SidePanelSlotContext);
  return register ? <div ref={register} className="contents" /> : null;
}

/**
 * Shows `content` in the side panel of the form among `children` (its SidePanelSlot), and
 * where this is while no form shows (loading). The form comes and goes (it is drawn again
 * from a new read after a version is restored) but `content` stays mounted and keeps its
 * state (the versions panel's list and its 'Version restaurée' message): it is rendered
 * once, into an element of its own that moves into the slot and back.
 */
export function WithSidePanelContent({
  content,
  children,
}: {
  content: ReactNode;
  children: ReactNode;
}) {
  const [slot, setSlot] = useState<HTMLElement | null>(null);
  const away = useRef<HTMLDivElement>(null);
  // Made in the browser only: the back office's screens render there (clientLoader).
  const [host] = useState(() => {
    if (typeof document === "undefined") return null;
    const element = document.createElement("div");
    element.className = "flex flex-col gap-4";
    return element;
  });
  useLayoutEffect(() => {
    if (host) (slot ?? away.current)?.append(host);
  }, [slot, host]);
  return (
    <SidePanelSlotContext value={setSlot}>
      <div ref={away} className="empty:hidden" />
      {children}
      {host ? createPortal(content, host) : null}
    </SidePanelSlotContext>
  );
}

/**
 * The room a side panel leaves in the window when it sticks: its top margin, the save bar
 * that sticks at the bottom (about 70 px, more while a send shows its progress), a margin.
 */
const ROOM_BESIDE_PANEL = 144;

/**
 * Whether the element fits in the window beside the save bar: a side panel that does
 * sticks while the content scrolls; a taller one would hide its end until the content's,
 * so it scrolls with the page (docs/decisions/054). Measured again as either changes.
 */
export function useFitsInWindow(element: RefObject<HTMLElement | null>): boolean {
  const [fits, setFits] = useState(false);
  useEffect(() => {
    const panel = element.current;
    if (!panel) return;
    const check = () => setFits(panel.offsetHeight + ROOM_BESIDE_PANEL <= window.innerHeight);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(panel);
    window.addEventListener("resize", check);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", check);
    };
  }, [element]);
  return fits;
}
