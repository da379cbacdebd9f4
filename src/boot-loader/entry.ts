// The inline loader's script: the build bundles this file (scripts/build/boot-loader.ts). A classic
// script's `document.currentScript` is itself while it runs.
import { runBootLoader } from './boot-loader';

runBootLoader(document.currentScript!);
