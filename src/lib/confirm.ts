/**
 * A yes/no question an action asks before it changes something the member cannot undo (a card
 * replaced). `requestConfirmation` resolves true for the confirm button, false for cancel, Escape or
 * the backdrop; the app's confirmation host (`src/components/dialogs/confirm-host.tsx`) shows it as a
 * modal dialog that traps focus and returns it to what had it. The host loads with the first
 * question (`onFirstConfirmation`), not on the boot path; the question waits for it.
 */
export type ConfirmationRequest = { title: string; text: string; confirmLabel: string; cancelLabel: string };

type Pending = ConfirmationRequest & { answer: (confirmed: boolean) => void };
type Listener = (pending: Pending | null) => void;

let listener: Listener | null = null;
let current: Pending | null = null;
const firstListeners = new Set<() => void>();
let asked = false;

/** Calls `then` once the first question is asked (at once if one was): the app mounts the host then. */
export function onFirstConfirmation(then: () => void): () => void {
  if (asked) {
    then();
    return () => {};
  }
  firstListeners.add(then);
  return () => firstListeners.delete(then);
}

/** The host's subscription: it receives the open question (null when none). One host at a time. */
export function onConfirmationRequest(next: Listener): () => void {
  listener = next;
  next(current);
  return () => {
    if (listener === next) listener = null;
  };
}

export function requestConfirmation(request: ConfirmationRequest): Promise<boolean> {
  // A second question replaces an unanswered first one, which counts as cancelled.
  current?.answer(false);
  return new Promise<boolean>((resolve) => {
    const pending: Pending = {
      ...request,
      answer: (confirmed) => {
        if (current !== pending) return;
        current = null;
        listener?.(null);
        resolve(confirmed);
      },
    };
    current = pending;
    listener?.(pending);
    if (!asked) {
      asked = true;
      firstListeners.forEach((then) => then());
      firstListeners.clear();
    }
  });
}
