// jsPDF imports html2canvas and canvg lazily for `.html()` and SVG rendering, which the portal
// never calls; vite.config.ts points those imports here so they are not built into the portal.
export default function unsupported(): never {
  throw new Error('Not part of the portal build (jsPDF optional dependency).');
}
