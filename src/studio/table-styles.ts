// The studio's tables (translations, a text per language): legible rows, a wide table scrolling in
// its own region.
import styled from 'styled-components';

/** A wide table's own scrolling region: the page never scrolls sideways for it. */
export const TableScroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    outline: 2px solid #0b57d0;
  }
`;

export const Table = styled.table`
  border-collapse: collapse;
  font-size: 13px;
  width: 100%;
  th,
  td {
    border: 1px solid #d0d4da;
    padding: 2px 4px;
    vertical-align: top;
    text-align: left;
  }
  th {
    background: #eef1f5;
  }
  td input,
  td textarea {
    width: 100%;
    resize: vertical;
    min-width: 120px;
    font: inherit;
    border: 1px solid transparent;
    padding: 2px;
  }
  td.missing {
    background: #fff0d6;
  }
  /* Long dotted keys wrap so the language columns keep their room. */
  th[scope='row'] code {
    overflow-wrap: anywhere;
  }
  td small {
    display: block;
    color: #6b4f00;
  }
  td small.error {
    color: #a4000f;
  }
`;
