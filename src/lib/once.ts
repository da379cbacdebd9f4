/**
 * Something that happens once (the first toast, the first screen shown): `fire` runs every waiting
 * listener, `on` runs a listener then, or at once if it already happened, and returns a cancel function.
 */
export function once() {
  let happened = false;
  const waiting = new Set<() => void>();
  return {
    fire(): void {
      if (happened) return;
      happened = true;
      waiting.forEach((listener) => listener());
      waiting.clear();
    },
    on(listener: () => void): () => void {
      if (happened) {
        listener();
        return () => undefined;
      }
      waiting.add(listener);
      return () => {
        waiting.delete(listener);
      };
    },
  };
}
