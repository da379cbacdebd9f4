// The demo's member data kept in the channel store's data folder (`<CHANNEL_DATA_DIR>/demo-members.json`):
// restored at start when it is of the running preset and seed, written after every member or demo
// call that may change it and when the server stops. Nothing is kept with `memory` or DATABASE_URL.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { demoStore } from '../../src/mocks/store/demo-store.ts';
import { memberSnapshot, restoreMembers } from '../../src/mocks/store/member-snapshot.ts';
import { DEFAULT_DATA_DIR, type StoreSettings } from '../../src/server/db/connect.ts';

export type MemberData = {
  file: string;
  restored: boolean;
  /** Writes the data within a moment (calls in a burst write once). */
  saveSoon: () => void;
  /** Writes the data now; nothing is written after. */
  close: () => void;
};

/** The member data file of these store settings, or null when nothing is kept. */
export function memberDataFile(settings: StoreSettings): string | null {
  if (settings.databaseUrl) return null;
  const dir = settings.dataDir ?? DEFAULT_DATA_DIR;
  return dir === 'memory' ? null : path.resolve(dir, 'demo-members.json');
}

export function openMemberData(file: string): MemberData {
  let restored = false;
  if (existsSync(file)) {
    try {
      restored = restoreMembers(demoStore(), JSON.parse(readFileSync(file, 'utf8')));
    } catch (error) {
      console.warn(`demo members: ${file} is unreadable (${String(error)}); starting from the seed`);
    }
  }
  // Written whole to a temporary file, then renamed over: a stop mid-write leaves the last copy.
  const save = () => {
    writeFileSync(`${file}.tmp`, JSON.stringify(memberSnapshot(demoStore())));
    renameSync(`${file}.tmp`, file);
  };
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const saveSoon = () => {
    if (closed) return;
    timer ??= setTimeout(() => {
      timer = null;
      try {
        save();
      } catch (error) {
        console.warn('demo members: not saved:', error);
      }
    }, 200);
    timer.unref();
  };
  const close = () => {
    if (timer) clearTimeout(timer);
    closed = true;
    save();
  };
  return { file, restored, saveSoon, close };
}
