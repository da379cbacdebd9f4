import { createRoot } from 'react-dom/client';
import styled from 'styled-components';

const Bar = styled.div`
  position: fixed;
  left: 16px;
  bottom: 16px;
  z-index: 1000;
  display: flex;
  align-items: center;
  gap: 12px;
  max-width: calc(100vw - 32px);
  padding: 12px 16px;
  border-radius: 8px;
  background: #1f1f1f;
  color: #fff;
  box-shadow: 0 4px 16px rgba(0, 0, 0, 0.25);
  font: inherit;
`;

const ReloadButton = styled.button`
  font: inherit;
  font-weight: 700;
  padding: 8px 14px;
  border: 2px solid #fff;
  border-radius: 6px;
  background: #fff;
  color: #1f1f1f;
  cursor: pointer;
  &:focus-visible { outline: 3px solid #8ab4ff; outline-offset: 2px; }
`;

/**
 * "A new version is available" with a Reload button, outside the app's tree (it may appear on any
 * screen). Reload activates the waiting service worker and reloads, so the page never mixes builds.
 */
export function showUpdatePrompt(text: { message: string; action: string }, onReload: () => void) {
  if (document.querySelector('[data-update-prompt]')) return;
  const host = document.createElement('div');
  host.setAttribute('data-update-prompt', '');
  document.body.append(host);
  createRoot(host).render(
    <Bar role="status">
      <span>{text.message}</span>
      <ReloadButton type="button" onClick={onReload}>
        {text.action}
      </ReloadButton>
    </Bar>,
  );
}
