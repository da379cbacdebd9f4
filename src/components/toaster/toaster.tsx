import { useTranslation } from 'react-i18next';
import { Slide, ToastContainer, type CloseButtonProps } from 'react-toastify';
import styled from 'styled-components';
import { cspNonce } from '@/lib/csp-nonce';
import { TOAST_MAX_WIDTH, TOAST_MIN_WIDTH, toastContainerProps } from '@/lib/toast';

/** Where the header bar ends when the page is at its top: its height plus its bottom border (0 outside a portal theme). */
function headerBottom(header: { height: number; borderBottom: string } | undefined): number {
  if (!header) return 0;
  const border = Number.parseFloat(header.borderBottom);
  return header.height + (Number.isFinite(border) ? border : 0);
}

/*
 * The one toast container. react-toastify 11 injects its stylesheet itself when it mounts; the
 * wrapper only adds the spec's widths (min 320px, max 40%; full width on phones as the library
 * does below 480px), its place below the header, the portal font and the theme's toast layer.
 */
const Layer = styled.div`
  .Toastify {
    --toastify-z-index: ${({ theme }) => theme.zIndices?.toast ?? 9999};
    --toastify-font-family: inherit;
  }

  .Toastify .Toastify__toast-container {
    width: auto;
    min-width: ${TOAST_MIN_WIDTH};
    max-width: ${TOAST_MAX_WIDTH};
  }

  .Toastify .Toastify__toast {
    width: 100%;
  }

  /* Below the header, at every width: a toast never covers the logo, Log out or the menu button. */
  .Toastify .Toastify__toast-container--top-right,
  .Toastify .Toastify__toast-container--top-center,
  .Toastify .Toastify__toast-container--top-left {
    top: calc(${({ theme }) => headerBottom(theme.header)}px + max(8px, env(safe-area-inset-top)));
  }

  @media only screen and (max-width: 480px) {
    .Toastify .Toastify__toast-container {
      width: 100vw;
      min-width: 0;
      max-width: none;
    }
  }
`;

/** Passed as an element: react-toastify clones it with `closeToast`. */
function CloseButton({ label, closeToast }: { label: string } & Partial<Pick<CloseButtonProps, 'closeToast'>>) {
  return (
    <button
      type="button"
      className="Toastify__close-button Toastify__close-button--light"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        closeToast?.(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
        <path
          fillRule="evenodd"
          d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
        />
      </svg>
    </button>
  );
}

/**
 * Render once, near the root of the app (inside the theme and i18n providers). Toasts slide in
 * (transform only): the library's default bounce fades opacity in, and a toast caught mid-fade has
 * text below the contrast minimum.
 */
export function Toaster() {
  const { t } = useTranslation();
  return (
    <Layer>
      <ToastContainer
        {...toastContainerProps}
        transition={Slide}
        nonce={cspNonce()}
        aria-label={t('toast.region')}
        closeButton={<CloseButton label={t('toast.close')} />}
      />
    </Layer>
  );
}
