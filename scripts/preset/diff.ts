// Moved to src/ so the studio shows the same diff (docs/studio.md).
export * from '@/lib/preset-check/diff';
