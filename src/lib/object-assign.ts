// Bundled in place of the `object-assign` package (vite.config.ts alias), a pre-ES2015 polyfill
// that styled-system imports: the package itself returns the native Object.assign wherever it
// exists, and every browser the build targets (es2022) has it.
export default Object.assign;
