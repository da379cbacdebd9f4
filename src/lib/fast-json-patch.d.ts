// fast-json-patch ships its ES module build without a .d.mts: the core's types, for the deep import
// that both Vite and Node's ESM loader resolve (the package root is CommonJS under Node).
declare module 'fast-json-patch/module/core.mjs' {
  export * from 'fast-json-patch/module/core';
}
