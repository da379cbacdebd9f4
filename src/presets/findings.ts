// Moved to src/ so the studio runs the same code (docs/studio.md).
export * from '@/lib/preset-check/findings';
