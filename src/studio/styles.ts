// The studio's layout: editor on the left, the framed portal on the right. Plain, legible,
// keyboard-visible; the member-facing look lives in the frame.
import styled from 'styled-components';

export const Notice = styled.main`
  max-width: 640px;
  margin: 80px auto;
  padding: 0 16px;
`;

export const Shell = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  background: #f4f5f7;
  color: #1b1f24;
`;

export const TopBar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 16px;
  padding: 8px 16px;
  background: #1b1f24;
  color: #fff;
  h1 {
    font-size: 18px;
    margin: 0 16px 0 0;
  }
  label {
    display: flex;
    align-items: center;
    gap: 6px;
    font-size: 14px;
  }
  select {
    font: inherit;
    padding: 4px;
  }
`;

export const Workspace = styled.div`
  display: grid;
  grid-template-columns: 200px minmax(360px, 1fr) minmax(420px, 1.2fr);
  min-height: 0;
  /* Narrower than the three columns (a phone): one column, the parts, the editor, the preview. */
  @media (max-width: 999px) {
    grid-template-columns: minmax(0, 1fr);
    > nav {
      max-height: 40vh;
      border-right: 0;
      border-bottom: 1px solid #d0d4da;
    }
    > main {
      max-height: none;
      min-width: 0;
    }
    > section {
      border-left: 0;
      min-height: 480px;
    }
  }
`;

export const Nav = styled.nav`
  border-right: 1px solid #d0d4da;
  background: #fff;
  padding: 8px 0;
  overflow: auto;
  h2 {
    font-size: 12px;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    color: #4a5260;
    margin: 12px 12px 4px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  button {
    display: flex;
    justify-content: space-between;
    width: 100%;
    text-align: left;
    border: 0;
    background: none;
    font: inherit;
    font-size: 14px;
    padding: 6px 12px;
    cursor: pointer;
    color: inherit;
  }
  button[aria-current='page'] {
    background: #e3e8f0;
    font-weight: 600;
  }
  button:focus-visible {
    outline: 3px solid #1f5fbf;
    outline-offset: -3px;
  }
  .count {
    color: #a4000f;
    font-weight: 600;
  }
`;

export const Editor = styled.main`
  padding: 12px 16px 48px;
  overflow: auto;
  max-height: calc(100vh - 56px);
  h2 {
    font-size: 20px;
    margin: 4px 0 12px;
  }
  .help {
    color: #4a5260;
    font-size: 13px;
    margin: 0 0 8px;
  }
`;

export const Group = styled.fieldset`
  border: 1px solid #d0d4da;
  border-radius: 6px;
  padding: 8px 12px;
  margin: 0 0 12px;
  background: #fff;
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
`;

export const ListItem = styled.div`
  border-left: 3px solid #d0d4da;
  padding: 4px 0 4px 10px;
  margin: 0 0 10px;
`;

export const ItemTools = styled.div`
  display: flex;
  gap: 6px;
  margin-top: 4px;
`;

export const SmallButton = styled.button`
  font: inherit;
  font-size: 13px;
  padding: 4px 10px;
  border: 1px solid #6b7380;
  border-radius: 4px;
  background: #fff;
  color: #1b1f24;
  cursor: pointer;
  &:disabled {
    color: #6b7380;
    border-color: #c4c9d1;
    cursor: default;
  }
  &:focus-visible {
    outline: 3px solid #1f5fbf;
    outline-offset: 1px;
  }
  &[aria-pressed='true'] {
    background: #1b1f24;
    color: #fff;
  }
`;

export const Swatch = styled.div`
  display: flex;
  gap: 8px;
  align-items: center;
  input[type='color'] {
    width: 44px;
    height: 40px;
    padding: 2px;
    border: 1px solid #6b7380;
    border-radius: 4px;
    background: #fff;
    flex: none;
  }
`;

export const SwitchLabel = styled.span`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  input {
    width: 20px;
    height: 20px;
  }
`;

export const Problems = styled.section`
  border: 1px solid #a4000f;
  border-radius: 6px;
  background: #fff5f5;
  padding: 8px 12px;
  margin: 0 0 12px;
  font-size: 14px;
  h3 {
    font-size: 14px;
    margin: 0 0 4px;
  }
  ul {
    margin: 0;
    padding-left: 18px;
  }
  code {
    font-size: 12px;
  }
`;

export const PreviewPane = styled.section`
  border-left: 1px solid #d0d4da;
  padding: 8px 12px;
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  .bar {
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    font-size: 14px;
  }
  /* A long option (a member's state and e-mail) must not widen the pane past a phone's width. */
  .bar label {
    display: flex;
    align-items: center;
    gap: 4px;
    max-width: 100%;
    min-width: 0;
  }
  .bar select {
    flex: 0 1 auto;
    min-width: 0;
  }
  .viewport {
    flex: 1;
    overflow: hidden;
    background: #e3e8f0;
    border-radius: 6px;
    position: relative;
  }
  iframe {
    border: 0;
    background: #fff;
    transform-origin: 0 0;
    display: block;
  }
`;
