// Layout of the studio's operator parts: sign-in, the operator bar, the publishing panels.
import styled from 'styled-components';

export const SignInForm = styled.form`
  box-sizing: border-box;
  width: min(360px, calc(100% - 24px));
  margin: 80px auto;
  padding: 24px;
  background: #fff;
  border: 1px solid #d0d4da;
  display: grid;
  gap: 12px;
  h1 {
    font-size: 20px;
    margin: 0;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 14px;
  }
  input {
    font: inherit;
    padding: 6px;
  }
  [role='alert'] {
    color: #a4161a;
    margin: 0;
  }
  .ended {
    margin: 0;
    padding: 8px;
    background: #fff4d6;
    border: 1px solid #b38600;
  }
`;

export const OperatorBarBox = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  margin-left: auto;
  font-size: 14px;
`;

export const Panel = styled.section`
  display: grid;
  /* The editor column's width, not the widest table's: a compare's frames fit beside each other. */
  grid-template-columns: minmax(0, 1fr);
  gap: 12px;
  h3 {
    font-size: 16px;
    margin: 8px 0 0;
  }
  table {
    border-collapse: collapse;
    font-size: 13px;
  }
  th,
  td {
    text-align: left;
    padding: 4px 8px;
    border-bottom: 1px solid #d0d4da;
    vertical-align: top;
  }
  label {
    display: grid;
    gap: 4px;
    font-size: 14px;
  }
  input,
  select,
  textarea {
    font: inherit;
    padding: 4px;
  }
  code {
    word-break: break-all;
  }
  label.check {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .secret {
    margin: 0;
    padding: 8px;
    background: #eef6ee;
    border: 1px solid #2f6b3a;
    overflow-wrap: anywhere;
  }
  /* A table's words (an e-mail, a date) break rather than widen the editor column (a phone's included). */
  th,
  td {
    overflow-wrap: anywhere;
  }
  @media (max-width: 599px) {
    th,
    td {
      padding: 4px;
    }
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: 8px;
`;

export const Notice = styled.p`
  margin: 0;
  padding: 8px;
  background: #fff4d6;
  border: 1px solid #b38600;
`;

/** Two version previews side by side and their diff below; one column when narrow. */
export const SideBySide = styled.section`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: 8px;
  > section {
    min-width: 0;
    overflow: hidden;
  }
  .bar [role='group'] {
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  .bar select {
    max-width: 100%;
  }
  > :last-child {
    grid-column: 1 / -1;
  }
`;

/** A colour's swatch before its value (the value is always said in text too). */
export const ColourChip = styled.span`
  display: inline-block;
  width: 1em;
  height: 1em;
  margin: 0 4px;
  vertical-align: middle;
  border: 1px solid #555;
  border-radius: 2px;
`;

/** One conflict of "Bring the draft up to date": its values said whole, wrapped (a fieldset is min-content wide by default, so a long value would widen the page). */
export const ConflictField = styled.fieldset`
  min-width: 0;
  overflow-wrap: anywhere;
  label {
    display: block;
  }
`;
