import type { ToastContainerProps, ToastOptions, TypeOptions } from 'react-toastify';
import { once } from './once';

/**
 * The portal's one toast system (react-toastify 11, which injects its own CSS when the container
 * mounts). `src/components/toaster` renders the container with these props; everything else calls
 * `notifyError` / `notifySuccess` / `notifyInfo` with a plain string, which React renders as text:
 * a message can never be HTML. The library and the container load with the first toast
 * (`onFirstToast`), not on the boot path; toasts raised before the container mounts wait in
 * react-toastify's queue.
 */
export const toastContainerProps = {
  position: 'top-right',
  theme: 'light',
  autoClose: 3000,
  limit: 10,
  newestOnTop: false,
  closeOnClick: false,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: 'touch',
  hideProgressBar: false,
} as const satisfies ToastContainerProps;

/** Spec section 9: toasts are at least 320px and at most 40% of the viewport wide. */
export const TOAST_MIN_WIDTH = '320px';
export const TOAST_MAX_WIDTH = '40%';

/** A DOM-safe toast id from a key (react-toastify puts the id on the element as `id`). */
function toastIdFor(key: string): string {
  let hash = 5381;
  for (let i = 0; i < key.length; i += 1) hash = ((hash * 33) ^ key.charCodeAt(i)) >>> 0;
  return `toast-${hash.toString(36)}`;
}

const library = () => import('react-toastify');

const firstToast = once();

/**
 * Calls `listener` once the first toast is raised (at once if one was): the app mounts the toast
 * container then, so neither the container nor the library is on the boot path.
 */
export function onFirstToast(listener: () => void): () => void {
  return firstToast.on(listener);
}

/**
 * Toast ids raised and not yet closed. Checked synchronously: react-toastify's isActive() is false
 * for toasts queued before the container mounts (or behind the limit), so a burst of failures
 * (every request waiting on one failed refresh) would otherwise show the same toast several times.
 */
const live = new Set<string>();

async function notify(type: Exclude<TypeOptions, 'default' | 'warning'>, message: unknown, key?: string): Promise<string | null> {
  const text = typeof message === 'string' ? message : String(message ?? '');
  if (text.trim() === '') return null;
  // The same message (or key) is shown once while it is on screen: parallel failures do not stack.
  const toastId = toastIdFor(`${type}:${key ?? text}`);
  if (live.has(toastId)) return toastId;
  live.add(toastId);
  firstToast.fire();
  const { toast } = await library();
  if (toast.isActive(toastId)) return toastId;
  const options: ToastOptions = {
    toastId,
    type,
    onClose: () => live.delete(toastId),
    // Errors interrupt (role=alert); success and info wait their turn (role=status).
    role: type === 'error' ? 'alert' : 'status',
  };
  toast(text, options);
  return toastId;
}

/**
 * An error toast. `key` groups messages that should not repeat while one is visible (defaults to
 * the message itself).
 */
export function notifyError(message: string, key?: string): Promise<string | null> {
  return notify('error', message, key);
}

export function notifySuccess(message: string, key?: string): Promise<string | null> {
  return notify('success', message, key);
}

export function notifyInfo(message: string, key?: string): Promise<string | null> {
  return notify('info', message, key);
}

/** Removes every toast (e.g. on logout). */
export async function dismissAllToasts(): Promise<void> {
  live.clear();
  (await library()).toast.dismiss();
}
