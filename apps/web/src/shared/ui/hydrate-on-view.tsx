import { Suspense, use, useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

/** Marks a part's wrapper in the server's markup, so the browser finds it before hydrating it. */
const PART_ATTRIBUTE = 'data-hydrate-on-view';

/** Marks a part that can show on the first screen: it is laid out and painted with the page. */
const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** Set on a part's wrapper once the part is live (for browser tests and devtools). */
const LIVE_ATTRIBUTE = 'data-live';

/** How far below (or above) the screen a part starts hydrating: it is live before it shows. */
const VIEW_MARGIN = '300px 0px';

/**
 * The visitor's first press or key anywhere makes every part live at once, before React looks at
 * the event: a part React cannot hydrate would hold back any update that reaches it (a navigation,
 * a change of language) or be replaced by nothing. Focus moved by the page itself (a dialog's
 * autofocus) is no such event.
 */
const WAKING_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'click'] as const;

/** A thenable React's `use` reads synchronously once it is fulfilled. */
type Gate = Promise<undefined> & {
  status: 'pending' | 'fulfilled';
  value?: undefined;
  /** The server's markup of the part it holds back. */
  part: Element;
  release: () => void;
};

let serverRenderedPage = false;
const gates = new Map<string, Gate>();

const releaseAll = (): void => {
  serverRenderedPage = false;
  for (const type of WAKING_EVENTS) document.removeEventListener(type, releaseAll, true);
  for (const gate of gates.values()) gate.release();
};

/**
 * The page came from the server: its parts wait until seen or until the visitor first presses or
 * types. A part's server markup is found by the id React gives it, which only the instance
 * hydrating that markup has (one mounted later, even in the same place, gets an id of the
 * browser's own), so a part is held whenever the route's code lets it hydrate, and nothing
 * rendered in the browser ever is. Listening on the document's capture phase runs before React's
 * listener on the root, so a press hydrates the part under it synchronously and reaches its
 * handler.
 */
export const holdServerRenderedParts = (): void => {
  serverRenderedPage = true;
  for (const type of WAKING_EVENTS) document.addEventListener(type, releaseAll, true);
};

const openGate = (part: Element): Gate => {
  let resolve: (value: undefined) => void = () => undefined;
  const gate = new Promise<undefined>((done) => {
    resolve = done;
  }) as Gate;
  gate.status = 'pending';
  gate.part = part;
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(
          (entries) => {
            if (entries.some((entry) => entry.isIntersecting)) gate.release();
          },
          { rootMargin: VIEW_MARGIN },
        )
      : undefined;
  gate.release = () => {
    if (gate.status === 'fulfilled') return;
    gate.status = 'fulfilled';
    gate.value = undefined;
    observer?.disconnect();
    resolve(undefined);
  };

  // The wrapper has no box of its own (display: contents): its children are what shows.
  const shown = [...part.children];
  if (!observer || shown.length === 0) {
    gate.release();
    return gate;
  }
  for (const child of shown) observer.observe(child);
  return gate;
};

const gateFor = (id: string): Gate | undefined => {
  const known = gates.get(id);
  // A gate holds only the markup it was made for: a part rendered again elsewhere is not held.
  if (known?.part.isConnected) return known;
  gates.delete(id);
  if (!serverRenderedPage) return undefined;
  const part = [...document.querySelectorAll(`[${PART_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(PART_ATTRIBUTE) === id,
  );
  if (!part) return undefined;
  const gate = openGate(part);
  gates.set(id, gate);
  return gate;
};

/**
 * Suspends its part's hydration until the part is near the screen or touched. It stands above
 * the part, so a held part is not even rendered: React's attempts to hydrate it stop here. Its
 * effect runs only once the part is live, which it marks on the wrapper. The effect's hook comes
 * before the suspension: when the gate opens while React waits on it, React replays this render
 * with the hooks of the first one and skips `use`, and a hook the first render never reached
 * would fail the part's hydration.
 */
const HydrationGate = ({
  id,
  wrapper,
  children,
}: {
  id: string;
  wrapper: RefObject<HTMLDivElement | null>;
  children: ReactNode;
}) => {
  useEffect(() => {
    wrapper.current?.setAttribute(LIVE_ATTRIBUTE, 'true');
  }, [wrapper]);
  const gate = gateFor(id);
  if (gate && gate.status !== 'fulfilled') use(gate as Promise<undefined>);
  return children;
};

/**
 * A part of a page the server rendered that becomes live only when it comes near the screen or
 * is pressed or focused: until then its markup stays as the server sent it, so a phone does not
 * spend its first seconds on parts nobody has scrolled to. The part is also laid out and painted
 * only near the screen (`content-visibility: auto` on its root elements, in `app/global.css`),
 * except a part that can show on the first screen (`firstScreen`): the browser would lay the page
 * out once with such a part at a placeholder height, and everything below it on the screen would
 * move when its real height came. Rendered in the browser (a member's page, a later navigation),
 * it renders at once like any other part.
 */
export const HydrateOnView = ({
  children,
  firstScreen = false,
}: {
  children: ReactNode;
  firstScreen?: boolean;
}) => {
  const id = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  return (
    <div
      ref={wrapper}
      {...{ [PART_ATTRIBUTE]: id }}
      {...(firstScreen ? { [FIRST_SCREEN_ATTRIBUTE]: '' } : {})}
      style={{ display: 'contents' }}
    >
      <Suspense fallback={null}>
        <HydrationGate id={id} wrapper={wrapper}>
          {children}
        </HydrationGate>
      </Suspense>
    </div>
  );
};
